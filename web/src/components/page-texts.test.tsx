import { renderToStaticMarkup } from 'react-dom/server';
import { textsIn } from '../lib/page-texts';
import { PageTexts } from './page-texts';

describe('PageTexts', () => {
  it('writes the texts as JSON the browser does not run, which no text can close', () => {
    const texts = { trap: '</script><script>alert(1)</script>', plain: 'Fermer' };
    document.body.innerHTML = renderToStaticMarkup(<PageTexts texts={texts} data-texts="gallery" />);
    const elements = document.querySelectorAll('script');
    expect(elements).toHaveLength(1);
    expect(elements[0]).toHaveAttribute('type', 'application/json');
    expect(textsIn(elements[0] as HTMLScriptElement)).toEqual(texts);
  });
});
