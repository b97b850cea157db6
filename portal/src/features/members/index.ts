// Public entry of the members feature: counts for the workbench, the exit button of one's own
// companies and the message shown to someone whose company is no longer theirs.
export { feature } from './feature.ts';
export { membersAreaKeys } from './keys.ts';
export { MEMBER_COUNT, PENDING_APPLICATION_COUNT } from './members.graphql.ts';
export { ExitCompanyButton } from './ExitCompanyButton.tsx';
export { LeftCompanyModal } from './LeftCompanyModal.tsx';
