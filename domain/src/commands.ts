import { invitationsCommands } from './invitations/index.ts';
import { joinCompanyCommands } from './join-company/index.ts';
import { partnerApplicationsCommands } from './partner-applications/index.ts';

/** Commands re-checked by the API before they reach SQL: GraphQL mutation field name -> schema of its input. */
export const commandSchemas = {
  ...joinCompanyCommands,
  ...invitationsCommands,
  ...partnerApplicationsCommands,
} as const;
export type CommandName = keyof typeof commandSchemas;
