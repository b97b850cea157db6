import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', '.cache/**', '.data/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'db/src/**/*.test.ts', 'portal/src/**/*.test.{ts,tsx}', 'admin/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          include: ['db/test/**/*.test.ts', 'api/**/*.test.ts', 'seeds/**/*.test.ts', 'workflows/**/*.test.ts'],
          exclude,
          globalSetup: ['scripts/test-setup/postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude,
          globalSetup: ['scripts/test-setup/stack.ts'],
          setupFiles: ['e2e/lib/artifacts-setup.ts'],
          fileParallelism: false,
          // a failed step runs once more; scripts/test.ts names the ones that passed only then on its `flaky:` line
          retry: 1,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
