// Public entry of the personal-certification feature: its declaration and the keys of its workbench screens.
export { feature } from './feature.ts';
export { companyCertificationKeys, pointApprovalKeys } from './keys.ts';
