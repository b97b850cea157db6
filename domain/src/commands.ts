import { invitationsCommands } from './invitations/index.ts';
import { joinCompanyCommands } from './join-company/index.ts';
import { membersCommands } from './members/index.ts';

/** Commands re-checked by the API before they reach SQL: GraphQL mutation field name -> schema of its input. */
export const commandSchemas = {
  ...joinCompanyCommands,
  ...invitationsCommands,
  ...membersCommands,
} as const;
export type CommandName = keyof typeof commandSchemas;
