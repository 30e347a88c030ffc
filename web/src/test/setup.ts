import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { toast } from 'sonner';
import { fakeFirestore } from './fake-firestore';
import { missingIndexes } from './query-indexes';

// react-router reaches for these web APIs, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// fontkit copies a font's tables with structuredClone when it cuts the font a PDF embeds; jsdom has none.
if (!globalThis.structuredClone) globalThis.structuredClone = (value) => deserialize(serialize(value));
// The console hashes a phone order's request id as the server does (Web Crypto); jsdom's crypto has no subtle.
if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

// Sonner keeps its toasts in one module-wide list and shows the live ones to every new Toaster:
// without this, a test would see the toasts of the tests before it.
afterEach(() => toast.dismiss());

// The emulator runs any query, indexed or not; production refuses one without its composite index.
// Every query a test made through the fake Firestore must have its index in firestore.indexes.json.
afterAll(() => {
  const missing = missingIndexes(fakeFirestore.ranQueries);
  if (missing.length > 0) {
    throw new Error(`Queries without their index in firestore.indexes.json: ${JSON.stringify(missing, null, 2)}`);
  }
});
