import { findParts, partOf } from './page-parts';

const parts = { message: 'p', total: 'strong' } as const;

function page(markup: string) {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('page parts', () => {
  it('marks a part by its name and finds every part as the element it is', () => {
    expect(partOf(parts, 'total')).toEqual({ 'data-part': 'total' });
    const found = findParts(page('<p data-part="message">Bonjour</p><strong data-part="total">3</strong>'), parts);
    expect(found?.message.textContent).toBe('Bonjour');
    expect(found?.total).toBeInstanceOf(HTMLElement);
    expect(found?.total.localName).toBe('strong');
  });

  it('finds nothing when a part is missing or another element', () => {
    expect(findParts(page('<p data-part="message"></p>'), parts)).toBeNull();
    expect(findParts(page('<p data-part="message"></p><span data-part="total"></span>'), parts)).toBeNull();
  });
});
