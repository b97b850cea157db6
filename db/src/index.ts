export * from './embedded.ts';
export * from './migrate.ts';
export * from './schema-dump.ts';
export * from './schema-homes.ts';
export * from './replica.ts';
