/**
 * The workflow names shared with `domain` (task queue, workflow types, signal names, reminder offsets), through the
 * subpath export `@pp/domain/workflows`: the workflow bundle (webpack, inside Temporal's deterministic sandbox) then
 * carries neither zod nor libphonenumber-js, which the package index re-exports. Node-side code (activities, relay,
 * main) may import `@pp/domain` directly.
 */
export * from '@pp/domain/workflows';
