// Public entry of the members feature: counts for the workbench, role options and rules for invitations.
export { feature, membersAreaKeys } from './feature.ts';
export { APPROVAL_OPTIONS, MEMBER_COUNT, PENDING_APPLICATION_COUNT } from './members.graphql.ts';
export { membersTab, organisationalRoles } from './memberRules.ts';
