// Public entry of the project amount (performance records) feature: its declaration.
export { feature, projectPerformanceKeys } from './feature.ts';
