import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reaches for these web APIs, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder, TextDecoder });
