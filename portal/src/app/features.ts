import type { PortalFeature } from '../core/feature.ts';
import { feature as auth } from '../features/auth/feature.ts';
import { feature as home } from '../features/home/feature.ts';
import { feature as workbench } from '../features/workbench/feature.ts';
import { feature as notifications } from '../features/notifications/feature.ts';
import { feature as joinCompany } from '../features/join-company/feature.ts';
import { feature as invitations } from '../features/invitations/feature.ts';
import { feature as members } from '../features/members/feature.ts';
import { feature as profile } from '../features/profile/feature.ts';
import { feature as uploads } from '../features/uploads/feature.ts';
import { feature as deliveryAddresses } from '../features/delivery-addresses/feature.ts';
import { feature as recentPages } from '../features/recent-pages/feature.ts';
import { feature as contentAnalytics } from '../features/content-analytics/feature.ts';
import { feature as companyInfo } from '../features/company-info/feature.ts';
import { feature as partnerApplications } from '../features/partner-applications/feature.ts';
import { feature as projectFiling } from '../features/project-filing/feature.ts';
import { feature as approvals } from '../features/approvals/feature.ts';
import { feature as projectPerformance } from '../features/project-performance/feature.ts';
import { feature as annualOverview } from '../features/annual-overview/feature.ts';
import { feature as companyPoints } from '../features/company-points/feature.ts';
import { feature as companyCertification } from '../features/company-certification/feature.ts';
import { feature as personalCertification } from '../features/personal-certification/feature.ts';
import { feature as exam } from '../features/exam/feature.ts';
import { feature as announcement } from '../features/announcement/feature.ts';
import { feature as userGuide } from '../features/user-guide/feature.ts';
import { feature as course } from '../features/course/feature.ts';
import { feature as material } from '../features/material/feature.ts';

/**
 * Every portal feature. The registry only gathers the declarations: routes, menus, titles, guards and texts are
 * read from them. It imports each feature's declaration file (not its public entry) so that no page code is
 * loaded before its route is visited.
 */
export const features: readonly PortalFeature[] = [
  auth,
  home,
  workbench,
  notifications,
  joinCompany,
  invitations,
  members,
  profile,
  uploads,
  deliveryAddresses,
  recentPages,
  contentAnalytics,
  companyInfo,
  partnerApplications,
  projectFiling,
  approvals,
  projectPerformance,
  annualOverview,
  companyPoints,
  companyCertification,
  personalCertification,
  exam,
  announcement,
  userGuide,
  course,
  material,
];
