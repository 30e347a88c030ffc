import { staffEditableProductFields } from '@kasuwa/contract/schemas';
import { emptyFormValues, fieldsOfForm, formValuesOf, labelFields, requiredFields } from './product-form-fields';

const stored = {
  title: 'Grand boubou',
  price: 45000,
  category: 'Vêtements',
  description: 'Bazin riche',
  sizes: ['M', 'L'],
  colors: ['Indigo'],
};

describe('the product form’s fields', () => {
  it('are every field the contract lets staff edit, texts first, then the lists', () => {
    expect([...requiredFields, ...labelFields].sort()).toEqual([...staffEditableProductFields].sort());
    expect(requiredFields).toEqual(['title', 'price', 'category', 'description']);
    expect(labelFields).toEqual(['sizes', 'colors']);
  });

  it('start empty: blank texts and no labels', () => {
    expect(emptyFormValues).toEqual({ title: '', price: '', category: '', description: '', sizes: [], colors: [] });
  });

  it('show a stored product as typed text, and give it back as stored', () => {
    const values = formValuesOf(stored);
    expect(values).toEqual({ ...stored, price: '45000' });
    expect(fieldsOfForm(values)).toEqual(stored);
    expect(formValuesOf({ ...stored, price: null }).price).toBe('');
  });

  it('save texts trimmed and the price as a number', () => {
    const typed = { ...formValuesOf(stored), title: '  Boubou ', price: ' 0 ' };
    expect(fieldsOfForm(typed)).toMatchObject({ title: 'Boubou', price: 0 });
  });
});
