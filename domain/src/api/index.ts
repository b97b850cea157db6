export * from './errors.ts';
export * from './limits.ts';
