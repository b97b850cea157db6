export * from './errors.ts';
export * from './schemas.ts';
