import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and the runtime configuration are served by the Fastify server; in development Vite forwards them
// (FACTURAR_API_URL points the dev server at a server on another address).
const apiTarget = process.env.FACTURAR_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/runtime-config.json': { target: apiTarget, changeOrigin: false },
    },
  },
});
