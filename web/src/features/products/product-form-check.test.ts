import { storedAnswer } from '../../test/fake-xhr';
import type { FormImage, ImageUpload } from './image-list';
import { checkProductForm } from './product-form-check';
import type { ProductFormValues } from './product-form-fields';

const filled: ProductFormValues = {
  title: 'Grand boubou',
  price: '45000',
  category: 'Vêtements',
  description: 'Bazin riche',
  sizes: ['M', 'L'],
  colors: ['Indigo'],
};

const image = (name: string, upload: ImageUpload = { status: 'ready', image: storedAnswer(name) }): FormImage => ({
  key: name,
  name,
  preview: `blob:${name}`,
  upload,
});
const uploading: ImageUpload = { status: 'uploading', progress: 0.4, retrying: null };

describe('checkProductForm', () => {
  it("says 'Please select images first!' before anything else", () => {
    expect(checkProductForm({ ...filled, title: '' }, [])).toEqual({
      kind: 'invalid',
      message: 'Please select images first!',
      focus: 'images',
    });
  });

  it.each(['title', 'price', 'category', 'description'] as const)(
    "says 'Please fill all fields' when the %s is empty, blank or only whitespace",
    (field) => {
      for (const typed of ['', ' ', '  \t\n ']) {
        expect(checkProductForm({ ...filled, [field]: typed }, [image('a.jpg')])).toEqual({
          kind: 'invalid',
          message: 'Please fill all fields',
          focus: field,
        });
      }
    },
  );

  it('points at the first missing field, in the order of the form', () => {
    expect(checkProductForm({ ...filled, category: ' ', description: '' }, [image('a.jpg')])).toMatchObject({
      focus: 'category',
    });
  });

  it.each(['12.5', '-3', '1e4', '12 500', '100000001'])('refuses the price %s', (price) => {
    expect(checkProductForm({ ...filled, price }, [image('a.jpg')])).toEqual({
      kind: 'invalid',
      message: 'Enter the price as a whole number of F CFA, 0 or more.',
      focus: 'price',
    });
  });

  it('refuses while an image has failed, even with others uploading', () => {
    const failed = image('bad.jpg', { status: 'failed', error: 'Only JPEG, PNG or WebP images are accepted.', canRetry: false });
    expect(checkProductForm(filled, [image('a.jpg'), failed, image('c.jpg', uploading)])).toEqual({
      kind: 'invalid',
      message: 'An image could not be uploaded: retry it or remove it.',
      focus: 'images',
    });
  });

  it('waits while an image is still uploading', () => {
    expect(checkProductForm(filled, [image('a.jpg'), image('b.jpg', uploading)])).toEqual({ kind: 'waiting' });
  });

  it('gives the fields to save: trimmed, the price a number, the images in their order', () => {
    const check = checkProductForm({ ...filled, title: '  Grand boubou ', price: ' 0 ', description: ' Bazin riche\n' }, [
      image('b.jpg'),
      image('a.jpg'),
    ]);
    expect(check).toEqual({
      kind: 'ready',
      fields: {
        title: 'Grand boubou',
        price: 0,
        images: [storedAnswer('b.jpg'), storedAnswer('a.jpg')],
        category: 'Vêtements',
        sizes: ['M', 'L'],
        colors: ['Indigo'],
        description: 'Bazin riche',
      },
    });
  });
});
