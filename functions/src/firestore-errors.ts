// gRPC status the Admin SDK gives a write (update) to a document that does not exist.
const notFound = 5;

/** Whether a Firestore error says the document is not there. */
export function isFirestoreNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === notFound;
}
