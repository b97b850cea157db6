import { checkFeatureNames } from './common/feature.ts';
import { platformFeature } from './common/platform.ts';
import { apiFeature } from './api/index.ts';
import { permissionsFeature } from './permissions/index.ts';
import { joinCompanyFeature } from './join-company/index.ts';
import { membersFeature } from './members/index.ts';
import { invitationsFeature } from './invitations/index.ts';
import { uploadsFeature } from './uploads/index.ts';
import { deliveryAddressesFeature } from './delivery-addresses/index.ts';
import { recentPagesFeature } from './recent-pages/index.ts';
import { companiesFeature } from './companies/index.ts';
import { notificationsFeature } from './notifications/index.ts';
import { profileFeature } from './profile/index.ts';
import { listsFeature } from './lists/index.ts';
import { partnerApplicationsFeature } from './partner-applications/index.ts';
import { projectFilingFeature } from './project-filing/index.ts';
import { projectFilingQuotaFeature } from './project-filing-quota/index.ts';
import { referenceDataFeature } from './reference-data/index.ts';
import { performanceImportFeature } from './performance-import/index.ts';
import { projectPerformanceFeature } from './project-performance/index.ts';
import { companyPointFeature } from './company-point/index.ts';
import { companyPerformanceTargetFeature } from './company-performance-target/index.ts';
import { certificationFeature } from './certification/index.ts';
import { companyCertificationFeature } from './company-certification/index.ts';
import { personalCertificationFeature } from './personal-certification/index.ts';
import { personalCertificationRedeemFeature } from './personal-certification-redeem/index.ts';
import { examFeature } from './exam/index.ts';
import { publicationFeature } from './publication/index.ts';
import { announcementFeature } from './announcement/index.ts';
import { userGuideFeature } from './user-guide/index.ts';
import { courseFeature } from './course/index.ts';
import { materialFeature } from './material/index.ts';
import { contentAnalyticsFeature } from './content-analytics/index.ts';

/**
 * Every feature of the shared domain, one line each (a feature declares itself with `defineDomainFeature` in its
 * index.ts). The registries are reductions over this list: `errorCatalog`, `limits`, `commandSchemas`,
 * `sqlConstants` and `sqlEnums`, `machines`, `workflowSignals`. The order is the order of `sqlConstants`, and so of
 * the generated `001-domain-constants.sql`: a new feature goes at the end.
 */
export const domainFeatures = [
  platformFeature,
  apiFeature,
  permissionsFeature,
  joinCompanyFeature,
  membersFeature,
  invitationsFeature,
  uploadsFeature,
  deliveryAddressesFeature,
  recentPagesFeature,
  companiesFeature,
  notificationsFeature,
  profileFeature,
  listsFeature,
  partnerApplicationsFeature,
  projectFilingFeature,
  projectFilingQuotaFeature,
  referenceDataFeature,
  performanceImportFeature,
  projectPerformanceFeature,
  companyPointFeature,
  companyPerformanceTargetFeature,
  certificationFeature,
  companyCertificationFeature,
  personalCertificationFeature,
  personalCertificationRedeemFeature,
  examFeature,
  publicationFeature,
  announcementFeature,
  userGuideFeature,
  courseFeature,
  materialFeature,
  contentAnalyticsFeature,
] as const;

checkFeatureNames(domainFeatures);
