// Public entry of the profile feature.
export { feature } from './feature.ts';
