// Public entry of the company-points feature: its declaration and the keys that read the company's points.
export { feature } from './feature.ts';
export { companyPointsKeys } from './keys.ts';
