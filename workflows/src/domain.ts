/**
 * The workflow names shared with `domain` (task queue, workflow types, signal names, reminder offsets), imported
 * by file rather than through `@pp/domain`'s index.
 *
 * Why: the workflow bundle (webpack, run inside Temporal's deterministic sandbox) should carry only what workflows
 * need. `@pp/domain`'s index also re-exports the zod schemas and libphonenumber-js, which would be bundled into every
 * workflow isolate. `@pp/domain` exports only ".", so `@pp/domain/src/workflows.ts` cannot be resolved either.
 * When domain adds the subpath export `"./workflows": "./src/workflows.ts"`, replace the line below with
 * `export * from '@pp/domain/workflows';` — nothing else changes.
 *
 * Node-side code (activities, relay, main) may import `@pp/domain` directly.
 */
export * from '../../domain/src/workflows.ts';
