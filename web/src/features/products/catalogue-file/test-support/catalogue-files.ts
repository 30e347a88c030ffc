import { stockIdOf } from '@kasuwa/contract/stock';
import { staffTextIn, type StaffText } from '../../../../components/staff/staff-language';
import { toStoreProduct, type StoreProduct } from '../../api/store-product';
import { catalogueCsv, type CatalogueFileRow } from '../catalogue-columns';
import { titleKey, type StoredCatalogue } from '../catalogue-plan';
import { variantRow } from '../api/read-catalogue';

/** The catalogue file's unit tests' shop: a boubou in two sizes (M counted), a bag without variants, not counted. */
export const frenchText: StaffText = (text, values) => staffTextIn('fr', text, values);
export const englishText: StaffText = (text, values) => staffTextIn('en', text, values);

const image = 'https://firebasestorage.googleapis.com/v0/b/demo/o/zzstoreImages%2Fa.jpg?alt=media';

export function storedShop(): StoredCatalogue {
  const products: StoreProduct[] = [
    toStoreProduct('boubou', {
      title: 'Grand boubou brodé',
      price: 45_000,
      images: [image],
      category: 'Vêtements',
      sizes: ['M', 'L'],
      colors: [],
      description: 'Bazin riche; brodé main',
      date: 'Nov 21, 2026',
      version: 3,
    }),
    toStoreProduct('sac', {
      title: 'Sac en cuir',
      price: 12_500,
      images: [image],
      category: 'Maroquinerie',
      sizes: [],
      colors: [],
      description: '-Cuir de Zinder',
      date: 'Nov 21, 2026',
      version: 1,
    }),
  ];
  return {
    products: new Map(products.map((product) => [product.id, product])),
    titled: new Map(products.map((product) => [titleKey(product.title), [product]])),
    stock: new Map([[stockIdOf({ productId: 'boubou', size: 'M' }), 4]]),
  };
}

/** The shop's export, as readWholeCatalogue makes its rows. */
export function exportedRows(): CatalogueFileRow[] {
  const { boubou, sac } = Object.fromEntries(storedShop().products);
  const row = (product: StoreProduct, size: string, stock: number | null) => variantRow(product, { size, colour: '' }, stock);
  return [row(boubou!, 'M', 4), row(boubou!, 'L', null), row(sac!, '', null)];
}

/** A file's bytes: the export's (UTF-8 with its mark), or `text` as Excel saves plain CSV (Windows-1252). */
export const exportedFile = (t: StaffText = frenchText) => new TextEncoder().encode(catalogueCsv(exportedRows(), t));
/** Each character one byte: Windows-1252 for the Latin-1 letters these tests write (é, è, ê). */
export const windows1252 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
