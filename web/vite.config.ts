import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { 'brotli/decompress.js': fileURLToPath(new URL('src/lib/no-woff2.ts', import.meta.url)) },
  },
  build: {
    target: 'es2020',
    // Public pages must stay light on slow mobile data; a larger chunk is a regression to look at.
    chunkSizeWarningLimit: 120,
  },
});
