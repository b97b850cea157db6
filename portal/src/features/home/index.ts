// Public entry of the home feature.
export { feature } from './feature.ts';
