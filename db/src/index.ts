export * from './embedded.ts';
export * from './migrate.ts';
