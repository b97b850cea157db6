// Public entry of the workbench feature.
export { feature } from './feature.ts';
