import { commonLimits } from './common/constants.ts';
import { invitationsLimits } from './invitations/index.ts';
import { joinCompanyLimits } from './join-company/index.ts';
import { membersLimits } from './members/index.ts';
import { partnerApplicationsLimits } from './partner-applications/index.ts';
import { profileLimits } from './profile/index.ts';
import { uploadsLimits } from './uploads/index.ts';
import { deliveryAddressesLimits } from './delivery-addresses/index.ts';
import { recentPagesLimits } from './recent-pages/index.ts';
import { projectFilingLimits } from './project-filing/index.ts';
import { referenceDataLimits } from './reference-data/index.ts';
import { projectFilingQuotaLimits } from './project-filing-quota/index.ts';
import { performanceImportLimits } from './performance-import/index.ts';
import { projectPerformanceLimits } from './project-performance/index.ts';
import { companyPointLimits } from './company-point/index.ts';
import { companyPerformanceTargetLimits } from './company-performance-target/index.ts';

/** Every feature's limits in one object (the features own them; this only gathers). */
export const limits = {
  ...commonLimits,
  ...joinCompanyLimits,
  ...membersLimits,
  ...invitationsLimits,
  ...profileLimits,
  ...uploadsLimits,
  ...deliveryAddressesLimits,
  ...recentPagesLimits,
  ...partnerApplicationsLimits,
  ...referenceDataLimits,
  ...projectFilingLimits,
  ...projectFilingQuotaLimits,
  ...performanceImportLimits,
  ...projectPerformanceLimits,
  ...companyPointLimits,
  ...companyPerformanceTargetLimits,
} as const;
