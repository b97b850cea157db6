import type { PersonalCertificationStatus, PointUsageApprovalStatus } from '@pp/domain';
import type { PersonalCertificationCondition, PointUsageApprovalCondition } from '../../generated/graphql.ts';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/** The colour of an application's status tag. */
export const certificationSeverity = (status: PersonalCertificationStatus): Severity => {
  switch (status) {
    case 'COMMITTED':
      return 'warning';
    case 'WAITING_APPROVAL':
      return 'info';
    case 'VALIDATING':
      return 'success';
    case 'REJECTED':
      return 'danger';
    default:
      return 'secondary';
  }
};

/** The colour of a point usage approval's status tag. */
export const pointApprovalSeverity = (status: PointUsageApprovalStatus): Severity =>
  status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'danger' : 'warning';

/** Point approval's tabs (`?tab=`): every approval of the company, or the ones waiting for a decision. */
export const pointApprovalTabs = ['all', 'pending'] as const;
export type PointApprovalTab = (typeof pointApprovalTabs)[number];
export const pointApprovalTab = (raw: string | null): PointApprovalTab => (raw === 'pending' ? 'pending' : 'all');
/** The company's approvals of the tab (a condition's null would mean "is null": All leaves the status out). */
export const pointApprovalCondition = (companyId: string, tab: PointApprovalTab): PointUsageApprovalCondition =>
  tab === 'pending' ? { companyId, status: 'APPROVING' } : { companyId };

/** The workbench list's tabs (`?tab=`): the company's certificates in effect, or every application of the company. */
export const companyTabs = ['certified', 'records'] as const;
export type CompanyTab = (typeof companyTabs)[number];
export const companyTab = (raw: string | null): CompanyTab => (raw === 'records' ? 'records' : 'certified');
/** The company's applications of the tab: its certificates in effect, or all of them. */
export const companyCondition = (companyId: string, tab: CompanyTab): PersonalCertificationCondition =>
  tab === 'certified' ? { companyId, status: 'VALIDATING' } : { companyId };

/** Where a detail inside the workbench was opened from (`?from=`): point approval, or the personal certification list. */
export type DetailEntrance = 'point-approval' | 'personal-certification';
export const detailEntrance = (raw: string | null): DetailEntrance => (raw === 'point-approval' ? 'point-approval' : 'personal-certification');

export const OWN_LIST_PATH = '/personal-certification';
export const POINT_APPROVAL_PATH = '/workbench/point-approval';
export const COMPANY_LIST_PATH = '/workbench/personal-certification';

/** An own application's detail. */
export const ownDetailPath = (id: string): string => `${OWN_LIST_PATH}/detail/${id}`;

/** A retake's exam inside the workbench, reached from Point approval (the retake paid by the company's points). */
export const examDetailPath = (id: string): string => `${POINT_APPROVAL_PATH}/exam-detail/${id}`;

/** An application's detail inside the workbench, remembering where it was opened from. */
export const workbenchDetailPath = (id: string, from: DetailEntrance = 'personal-certification'): string =>
  `${COMPANY_LIST_PATH}/detail/${id}${from === 'point-approval' ? '?from=point-approval' : ''}`;

/** The breadcrumb's first step back: the list the detail was opened from. */
export const detailParent = (entrance: DetailEntrance | 'own'): { labelKey: string; to: string } => {
  switch (entrance) {
    case 'point-approval':
      return { labelKey: 'personal-certification.pointApproval.title', to: POINT_APPROVAL_PATH };
    case 'personal-certification':
      return { labelKey: 'personal-certification.company.title', to: COMPANY_LIST_PATH };
    default:
      return { labelKey: 'personal-certification.title', to: OWN_LIST_PATH };
  }
};

/** Types in their configured order. */
export const byTypeOrder = <T extends { sortOrder: number; id: number }>(types: readonly T[]): T[] =>
  [...types].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
