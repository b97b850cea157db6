/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back office is served under /admin/. In development the portal's Vite server proxies /admin to this
// server (ADMIN_DEV_PORT); standalone, it can run on a port Keycloak accepts (5173 or 15173).
const port = Number(process.env.ADMIN_DEV_PORT ?? 5174);
const apiUrl = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port,
    strictPort: true,
    host: process.env.ADMIN_DEV_HOST ?? 'localhost',
    proxy: { '/graphql': { target: apiUrl, changeOrigin: true } },
  },
  preview: { port, strictPort: true, proxy: { '/graphql': { target: apiUrl, changeOrigin: true } } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
