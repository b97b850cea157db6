import { joinApplicationMachine } from './join-company/index.ts';
import { companyUserMachine } from './members/index.ts';
import { partnerApplicationMachine } from './partner-applications/index.ts';
import { uploadedFileMachine } from './uploads/index.ts';
import { performanceImportMachine } from './performance-import/index.ts';
import { projectFilingApprovalMachine, projectFilingMachine, projectFilingRenewalMachine } from './project-filing/index.ts';
import { companyPointHoldMachine } from './company-point/index.ts';

/** Every state machine of the product, gathered for the database test that keeps SQL's transitions equal. */
export const machines = [joinApplicationMachine, uploadedFileMachine, partnerApplicationMachine, companyUserMachine,
  projectFilingMachine, projectFilingApprovalMachine, projectFilingRenewalMachine, companyPointHoldMachine, performanceImportMachine] as const;
