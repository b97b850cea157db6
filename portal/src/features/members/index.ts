// Public entry of the members feature: counts for the workbench, and the tab rules.
export { feature, membersAreaKeys } from './feature.ts';
export { MEMBER_COUNT, PENDING_APPLICATION_COUNT } from './members.graphql.ts';
export { membersTab } from './memberRules.ts';
