// Public entry of the invitations feature: the invitation list and dialog shown in the members area.
export { feature } from './feature.ts';
export { InvitationsList } from './InvitationsList.tsx';
export { InviteMemberDialog } from './InviteMemberDialog.tsx';
