// Every back-office resource, in menu order. The first one is where /admin/ lands.
import type { AdminResource } from './common/resource.ts';
import { companies } from './company/index.ts';
import { companyCertifications } from './company-certification/index.ts';
import { companyUsers } from './company-user/index.ts';
import { joinApplications } from './company-join-application/index.ts';
import { personalCertifications } from './personal-certification/index.ts';
import { exams } from './exam/index.ts';
import { courses } from './course/index.ts';
import { announcements } from './announcement/index.ts';
import { materials } from './material/index.ts';
import { userGuide } from './user-guide/index.ts';
import { roles } from './role/index.ts';
import { partnerApplications } from './partner/index.ts';
import { smsOutbox } from './sms-outbox/index.ts';
import { referenceDataResources } from './reference-data/index.ts';
import { projectFilingQuota } from './project-filing-quota/index.ts';
import { projectFilings } from './project-filing/index.ts';
import { performanceImports } from './performance-import/index.ts';
import { projectPerformance } from './project-performance/index.ts';
import { companyPerformanceTarget } from './company-performance-target/index.ts';
import { pointHistory } from './point-history/index.ts';
import { companyPoints } from './company-point/index.ts';
import { personalCertificationRedeem } from './personal-certification-redeem/index.ts';

export const resources: readonly AdminResource[] = [
  partnerApplications,
  companies,
  companyUsers,
  joinApplications,
  companyCertifications,
  personalCertifications,
  exams,
  courses,
  projectFilings,
  projectPerformance,
  companyPerformanceTarget,
  performanceImports,
  projectFilingQuota,
  ...referenceDataResources,
  pointHistory,
  companyPoints,
  personalCertificationRedeem,
  announcements,
  materials,
  userGuide,
  roles,
  smsOutbox,
];
