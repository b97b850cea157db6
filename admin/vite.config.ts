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
  // react-admin (hoisted at the repo root) must share this workspace's MUI 7 and React: one theme, one context.
  resolve: {
    dedupe: [
      'react',
      'react-dom',
      '@mui/material',
      '@mui/system',
      '@mui/utils',
      '@mui/styled-engine',
      '@mui/private-theming',
      '@mui/icons-material',
      '@emotion/react',
      '@emotion/styled',
    ],
  },
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
