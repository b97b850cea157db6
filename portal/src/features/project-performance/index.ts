// Public entry of the project amount (performance records) feature: its declaration.
export { feature } from './feature.ts';
export { projectPerformanceKeys } from './keys.ts';
