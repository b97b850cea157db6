// Public entry of the company-info feature: its declaration and the keys that read and edit the company's record.
export { feature } from './feature.ts';
export { companyInfoEditKeys, companyInfoKeys } from './keys.ts';
