// Public entry of the user-guide feature: its declaration.
export { feature } from './feature.ts';
