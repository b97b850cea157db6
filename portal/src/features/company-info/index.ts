// Public entry of the company-info feature: its declaration and the keys that read and edit the company's record.
export { companyInfoEditKeys, companyInfoKeys, feature } from './feature.ts';
