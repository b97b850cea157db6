import { invitationsCommands } from './invitations/index.ts';
import { joinCompanyCommands } from './join-company/index.ts';
import { profileCommands } from './profile/index.ts';

/** Commands re-checked by the API before they reach SQL: GraphQL mutation field name -> schema of its input. */
export const commandSchemas = {
  ...joinCompanyCommands,
  ...invitationsCommands,
  ...profileCommands,
} as const;
export type CommandName = keyof typeof commandSchemas;
