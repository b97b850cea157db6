import { graphql } from '../../generated/gql.ts';
import type { CompanyCertificationDetailQuery, CompanyCertificationHistoryQuery, CompanyCertificationOverviewQuery } from '../../generated/graphql.ts';

/** A level as the page names it (its key, its names in both languages). */
export const CERTIFICATION_LEVEL_FIELDS = graphql(`
  fragment CertificationLevelFields on CertificationLevel {
    id
    key
    name
    nameZh
    rank
  }
`);

/** What the page and the certificate dialog show of one certification (`canRenew`: inside the renewal window). */
export const COMPANY_CERTIFICATION_FIELDS = graphql(`
  fragment CompanyCertificationFields on CompanyCertification {
    id
    status
    createdAt
    reviewedAt
    auditComment
    applicantName
    companyName
    renewalOfId
    canRenew
    appliedLevel {
      ...CertificationLevelFields
    }
    approvedLevel {
      ...CertificationLevelFields
    }
    plan {
      id
      name
      nameZh
    }
    certificateNumber
    certificateToCompanyName
    grantDate
    expiredDate
    deliveryContactName
    deliveryContactPrefix
    deliveryContactNumber
    deliveryAddress
    trackingNumber
    deliveryDate
    certificateFileId
    certificateFileName
  }
`);

/**
 * The company's standing: its certification in effect (or the latest expired one), the level that applies, the
 * application under review if any, and every site's programme with its levels (the page shows the company's site's).
 */
export const COMPANY_CERTIFICATION_OVERVIEW = graphql(`
  query CompanyCertificationOverview($companyId: UUID!) {
    company(id: $companyId) {
      id
      name
      site
      effectiveCertificationLevel {
        ...CertificationLevelFields
      }
      currentCertification {
        ...CompanyCertificationFields
      }
      latestExpiredCertification {
        ...CompanyCertificationFields
      }
    }
    reviewing: companyCertifications(condition: { companyId: $companyId, status: WAITING_APPROVAL }, first: 1) {
      nodes {
        id
        appliedLevel {
          ...CertificationLevelFields
        }
      }
    }
    certificationPlans(orderBy: [ID_ASC]) {
      nodes {
        id
        site
        name
        nameZh
        certificationLevelsByPlanId(orderBy: [RANK_ASC]) {
          nodes {
            ...CertificationLevelFields
          }
        }
      }
    }
  }
`);
export type CompanyCertificationOverview = CompanyCertificationOverviewQuery;

/** One page of the company's applications, newest first. */
export const COMPANY_CERTIFICATION_HISTORY = graphql(`
  query CompanyCertificationHistory($companyId: UUID!, $first: Int!, $offset: Int!) {
    companyCertifications(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        status
        createdAt
        reviewedAt
        appliedLevel {
          ...CertificationLevelFields
        }
        approvedLevel {
          ...CertificationLevelFields
        }
      }
    }
  }
`);
export type CompanyCertificationHistoryRow = NonNullable<NonNullable<CompanyCertificationHistoryQuery['companyCertifications']>['nodes'][number]>;

/** One application with everything the company may read of it. */
export const COMPANY_CERTIFICATION_DETAIL = graphql(`
  query CompanyCertificationDetail($id: UUID!) {
    companyCertification(id: $id) {
      ...CompanyCertificationFields
    }
  }
`);
export type CompanyCertificationDetail = NonNullable<CompanyCertificationDetailQuery['companyCertification']>;

export const APPLY_COMPANY_CERTIFICATION = graphql(`
  mutation ApplyCompanyCertification($companyId: UUID!, $levelId: Int!) {
    applyCompanyCertification(input: { companyId: $companyId, levelId: $levelId }) {
      result {
        id
        status
      }
    }
  }
`);

/** The certification level shown on the workbench overview: the one in effect, with its expiry. */
export const COMPANY_CERTIFICATION_BADGE = graphql(`
  query CompanyCertificationBadge($companyId: UUID!) {
    company(id: $companyId) {
      id
      effectiveCertificationLevel {
        ...CertificationLevelFields
      }
      currentCertification {
        id
        expiredDate
        approvedLevel {
          ...CertificationLevelFields
        }
      }
    }
  }
`);
