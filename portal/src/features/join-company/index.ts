// Public entry of the join-company feature: the join flow other screens open, and the status colours.
export { feature } from './feature.ts';
export { JoinCompanyProvider, useJoinCompany } from './JoinCompanyContext.tsx';
export { statusSeverity, type TagSeverity } from './statusBadge.ts';
