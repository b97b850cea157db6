// Public entry of deal registration: its declaration, its keys and the flags of the company's dynamic permission (which
// it asks the server for), the detail's address (my approvals links to it) and the status tag.
export { feature } from './feature.ts';
export { companyDynamicFlags, projectFilingFlags, projectFilingKeys, type CompanyDynamicFlag } from './keys.ts';
export { dynamicParams, useCompanyDynamicPermission, type CompanyDynamicPermission, type DynamicPermission } from './dynamicAccess.ts';
export { detailPath } from './listRules.ts';
export { StatusTag } from './StatusTag.tsx';
