export * from './constants.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './state-machine.ts';
export * from './validation.ts';
export * from './workflows.ts';
export * from './company/index.ts';
