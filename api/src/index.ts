export * from './auth.ts';
export * from './errors.ts';
export * from './server.ts';
export * from './uploads/storage.ts';
