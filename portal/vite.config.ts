import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Dev server: one origin for the browser. /graphql and /health go to the API, /admin to the back office's
// own Vite server (base /admin/, web sockets included for its HMR).
const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = process.env.API_URL ?? 'http://localhost:4000';
const adminUrl = `http://localhost:${process.env.ADMIN_DEV_PORT ?? 5174}`;

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: webPort,
    strictPort: true,
    proxy: {
      '/graphql': { target: apiUrl, changeOrigin: true },
      '/health': { target: apiUrl, changeOrigin: true },
      '/admin': { target: adminUrl, changeOrigin: true, ws: true },
    },
  },
  preview: { port: webPort, strictPort: true },
});
