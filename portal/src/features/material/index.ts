// Public entry of the material feature: its declaration.
export { feature } from './feature.ts';
