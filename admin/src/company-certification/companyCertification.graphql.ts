import { graphql } from '../generated/gql.ts';
import type { AdminCompanyCertificationQuery } from '../generated/graphql.ts';

/** One certification with everything its detail shows, and the levels one may grant (the page keeps its programme's). */
export const ADMIN_COMPANY_CERTIFICATION = graphql(`
  query AdminCompanyCertification($id: UUID!) {
    companyCertification(id: $id) {
      id
      status
      companyId
      companyName
      planId
      plan {
        id
        name
        nameZh
        site
      }
      appliedLevelId
      appliedLevel {
        id
        key
        name
        nameZh
        maxProjectFilingCount
        winRate
      }
      approvedLevelId
      approvedLevel {
        id
        key
        name
        nameZh
        maxProjectFilingCount
        winRate
      }
      applicantName
      approverName
      auditComment
      renewalOfId
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
      remark
      createdAt
      reviewedAt
    }
    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
        nameZh
        rank
        planId
      }
    }
  }
`);
export type AdminCompanyCertification = NonNullable<AdminCompanyCertificationQuery['companyCertification']>;

// A decision's result names only the row: the detail's refetch then brings every field the decision changed at once
// (a result carrying the new status re-rendered the detail with it beside the old level or number, for a moment).
export const ADMIN_APPROVE_COMPANY_CERTIFICATION = graphql(`
  mutation AdminApproveCompanyCertification($input: ApproveCompanyCertificationInput!) {
    approveCompanyCertification(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_REJECT_COMPANY_CERTIFICATION = graphql(`
  mutation AdminRejectCompanyCertification($input: RejectCompanyCertificationInput!) {
    rejectCompanyCertification(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_UPDATE_COMPANY_CERTIFICATION = graphql(`
  mutation AdminUpdateCompanyCertification($input: UpdateCompanyCertificationInput!) {
    updateCompanyCertification(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_UPDATE_COMPANY_CERTIFICATION_REMARK = graphql(`
  mutation AdminUpdateCompanyCertificationRemark($input: UpdateCompanyCertificationRemarkInput!) {
    updateCompanyCertificationRemark(input: $input) {
      result {
        id
        remark
      }
    }
  }
`);
