// Public entry of deal registration: its declaration, the detail's address (my approvals links to it) and the status tag.
export { feature, projectFilingFlags, projectFilingKeys } from './feature.ts';
export { detailPath } from './listRules.ts';
export { StatusTag } from './StatusTag.tsx';
