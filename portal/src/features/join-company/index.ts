/**
 * The join-company feature's public entry: applying to join a company (search, real name, records) and deciding on
 * applications (the applications tab with its approve and reject dialogs), for other features to import.
 */
export { feature } from './feature.ts';
export { JoinCompanyProvider, useJoinCompany } from './JoinCompanyContext.tsx';
export { NoCompanyPage } from './NoCompanyPage.tsx';
export { JoinApplicationsList } from './JoinApplicationsList.tsx';
export { ApproveDialog } from './ApproveDialog.tsx';
export { RejectDialog } from './RejectDialog.tsx';
export { showsApplyButton, statusSeverity, type TagSeverity } from './statusBadge.ts';
export { COMPANY_JOIN_APPLICATIONS, type CompanyJoinApplication } from './joinCompanyApplications.graphql.ts';
