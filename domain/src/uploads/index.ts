export * from './errors.ts';
export * from './uploads.ts';
