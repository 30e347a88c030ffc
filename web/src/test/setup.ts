import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { toast } from 'sonner';

// react-router reaches for these web APIs, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Sonner keeps its toasts in one module-wide list and shows the live ones to every new Toaster:
// without this, a test would see the toasts of the tests before it.
afterEach(() => toast.dismiss());
