import { companiesCommands } from './companies/index.ts';
import { invitationsCommands } from './invitations/index.ts';
import { joinCompanyCommands } from './join-company/index.ts';
import { deliveryAddressesCommands } from './delivery-addresses/index.ts';
import { recentPagesCommands } from './recent-pages/index.ts';
import { partnerApplicationsCommands } from './partner-applications/index.ts';
import { membersCommands } from './members/index.ts';
import { profileCommands } from './profile/index.ts';
import { projectFilingCommands } from './project-filing/index.ts';
import { projectFilingQuotaCommands } from './project-filing-quota/index.ts';
import { referenceDataCommands } from './reference-data/index.ts';
import { performanceImportCommands } from './performance-import/index.ts';
import { projectPerformanceCommands } from './project-performance/index.ts';
import { companyPointCommands } from './company-point/index.ts';
import { companyPerformanceTargetCommands } from './company-performance-target/index.ts';

/** Commands re-checked by the API before they reach SQL: GraphQL mutation field name -> schema of its input. */
export const commandSchemas = {
  ...joinCompanyCommands,
  ...invitationsCommands,
  ...deliveryAddressesCommands,
  ...recentPagesCommands,
  ...companiesCommands,
  ...partnerApplicationsCommands,
  ...membersCommands,
  ...profileCommands,
  ...projectFilingCommands,
  ...projectFilingQuotaCommands,
  ...referenceDataCommands,
  ...performanceImportCommands,
  ...projectPerformanceCommands,
  ...companyPointCommands,
  ...companyPerformanceTargetCommands,
} as const;
export type CommandName = keyof typeof commandSchemas;
