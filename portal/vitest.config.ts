import { defineConfig } from 'vitest/config';

// Pure-logic unit tests of the portal (no DOM). The root config, when it exists, should include portal/src too.
export default defineConfig({
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
