// @ts-check
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import tseslint from 'typescript-eslint';

const featureBoundaryMessage =
  "Portal features use each other only through their public entry: import from '../<feature>/index.ts' (add the export there).";

/**
 * The portal's floors, lowest first. A file imports from its own floor or a lower one, never a higher one:
 * app/ (composition) → features/ → components/ → lib/ → core/ (→ generated/, the typed operations). Files at the top
 * of portal/src (main.tsx, the entry) stand above app/.
 */
const portalFloors = ['generated', 'core', 'lib', 'components', 'features', 'app'];
const portalSrc = resolve(import.meta.dirname, 'portal/src');

/** The floor of a file of portal/src (an index of portalFloors; the entry above them all), or undefined outside it. */
const portalFloorOf = (file) => {
  const rel = relative(portalSrc, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  const [first, ...rest] = rel.split(sep);
  if (rest.length === 0) return portalFloors.length;
  const floor = portalFloors.indexOf(first);
  return floor === -1 ? undefined : floor;
};

const floorName = (floor) => (floor === portalFloors.length ? 'the entry' : `${portalFloors[floor]}/`);

/** The one-way floors of the portal, for static imports, re-exports and dynamic import() alike. */
const portalLayersRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      upward:
        'Portal floors go one way: app/ → features/ → components/ → lib/ → core/ (→ generated/). {{from}} may not import from {{to}}: move what both need down, or let the app hand it over (see docs/architecture.md).',
    },
  },
  create(context) {
    const file = context.filename;
    const from = portalFloorOf(file);
    if (from === undefined) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = portalFloorOf(resolve(dirname(file), source.value));
      if (to !== undefined && to > from) context.report({ node: source, messageId: 'upward', data: { from: floorName(from), to: floorName(to) } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

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
    files: ['workflows/src/**/workflow.ts', 'workflows/src/workflows.ts', 'workflows/src/domain.ts', 'workflows/src/common/**/*.ts'],
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
    // The app reaches a feature through its public entry too, or its declaration (the features list); dynamic import()
    // of a page or a route gate is the router's code split and not checked here.
    files: ['portal/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features/[^/]+/(?!(index|feature)\\.ts$).+', message: featureBoundaryMessage }] },
      ],
    },
  },
  {
    // The portal's floors go one way (portalFloors). Tests may reach higher than the file they test (the catalogue of
    // every feature's texts, a feature's declaration); nothing imports a test, so they close no circle.
    files: ['portal/src/**/*.{ts,tsx}'],
    ignores: ['portal/src/**/*.test.{ts,tsx}'],
    plugins: { portal: { rules: { layers: portalLayersRule } } },
    rules: { 'portal/layers': 'error' },
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
