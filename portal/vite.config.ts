import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Dev server: one origin for the browser. /graphql (with its websocket for subscriptions) and /health go to the
// API, /admin to the back office's own Vite server (base /admin/, web sockets included for its HMR).
const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = process.env.API_URL ?? 'http://localhost:4000';
const adminUrl = `http://localhost:${process.env.ADMIN_DEV_PORT ?? 5174}`;

/**
 * Long-lived vendor libraries in chunks of their own, so a release of the portal's code does not make browsers
 * download React, PrimeReact or Apollo again.
 */
const vendorChunks: [string, RegExp][] = [
  ['react', /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//],
  ['apollo', /node_modules\/(@apollo|graphql|@wry|optimism|zen-observable-ts|ts-invariant)\//],
  ['refine', /node_modules\/(@refinedev|@tanstack|lodash|lodash-es|papaparse|qs|pluralize)\//],
];

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: webPort,
    strictPort: true,
    proxy: {
      '/graphql': { target: apiUrl, changeOrigin: true, ws: true },
      '/health': { target: apiUrl, changeOrigin: true },
      '/admin': { target: adminUrl, changeOrigin: true, ws: true },
    },
  },
  preview: { port: webPort, strictPort: true },
  build: {
    // The manifest lets scripts/lib/first-load.ts measure what the home page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map(([name, test]) => ({ name, test })),
        },
      },
    },
  },
});
