import { readProduct, type StoredProduct } from '@kasuwa/contract/records';

export type { StoredImage } from '@kasuwa/contract/records';

/** A product as the store pages use it: the contract's reading of the document, with its id. */
export type StoreProduct = StoredProduct & { id: string };

export const toStoreProduct = (id: string, data: unknown): StoreProduct => ({ id, ...readProduct(data) });
