// @ts-check
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

const featureBoundaryMessage =
  "Portal features use each other only through their public entry: import from '../<feature>/index.ts' (add the export there).";

const fixedWaitMessage =
  'A journey step waits for what a person would see (a locator, a URL, a response), never for a fixed time.';

const sandboxMessage = "Workflow code runs in Temporal's deterministic sandbox: no Node built-ins (use activities).";

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.cache/**', '.data/**', '**/generated/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Workflow definitions and everything they import at run time.
    files: ['workflows/src/**/workflow.ts', 'workflows/src/workflows.ts', 'workflows/src/domain.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: sandboxMessage })),
          patterns: [{ group: ['node:*'], message: sandboxMessage }],
        },
      ],
    },
  },
  {
    // A portal feature reaches another feature only through that feature's public entry (features/<name>/index.ts).
    files: ['portal/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // ../<other>/<anything but index.ts> from a feature's folder
            { regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$).+', message: featureBoundaryMessage },
            // any deeper way into features/<name>/ (e.g. ../../features/<name>/x.ts)
            { regex: '(^|/)features/[^/]+/(?!index\\.ts$).+', message: featureBoundaryMessage },
          ],
        },
      ],
    },
  },
  {
    // Browser journeys wait for what a person would see; a fixed wait passes on a fast run and fails on a slow one.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: fixedWaitMessage }],
      'no-restricted-globals': ['error', { name: 'setTimeout', message: fixedWaitMessage }],
      'no-restricted-imports': ['error', { paths: [{ name: 'node:timers/promises', message: fixedWaitMessage }] }],
    },
  },
);
