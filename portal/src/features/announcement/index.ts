// Public entry of the announcement feature: its declaration.
export { feature } from './feature.ts';
