import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2020',
    // Public pages must stay light on slow mobile data; a larger chunk is a regression to look at.
    chunkSizeWarningLimit: 120,
  },
});
