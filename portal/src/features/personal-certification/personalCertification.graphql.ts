import { graphql } from '../../generated/gql.ts';
import type {
  PersonalCertificationDetailQuery,
  PersonalCertificationTypesQuery,
  MyPersonalCertificationsQuery,
  CompanyPersonalCertificationsQuery,
  PointUsageApprovalsQuery,
} from '../../generated/graphql.ts';

/** The types with their latest version, validity, and what they cost on this site. */
export const PERSONAL_CERTIFICATION_TYPES = graphql(`
  query PersonalCertificationTypes($site: Site!) {
    personalCertificationTypes(orderBy: [ID_ASC]) {
      nodes {
        id
        key
        name
        englishFullName
        latestVersion
        validMonths
        sortOrder
        personalCertificationFeesByTypeId(condition: { site: $site }) {
          nodes {
            currency
            money
            points
          }
        }
      }
    }
  }
`);
export type PersonalCertificationType = NonNullable<NonNullable<PersonalCertificationTypesQuery['personalCertificationTypes']>['nodes'][number]>;

/** The signed-in person's own applications, newest first. */
export const MY_PERSONAL_CERTIFICATIONS = graphql(`
  query MyPersonalCertifications($applicantId: UUID!, $first: Int!, $offset: Int!) {
    personalCertifications(condition: { applicantId: $applicantId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        semanticId
        status
        paymentMethod
        createdAt
        type {
          id
          name
        }
      }
    }
  }
`);
export type MyPersonalCertification = NonNullable<NonNullable<MyPersonalCertificationsQuery['personalCertifications']>['nodes'][number]>;

/** A page of the company's applications (or its certificates in effect), as the tab's condition says. */
export const COMPANY_PERSONAL_CERTIFICATIONS = graphql(`
  query CompanyPersonalCertifications($condition: PersonalCertificationCondition!, $first: Int!, $offset: Int!) {
    personalCertifications(condition: $condition, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        semanticId
        status
        realName
        applicantName
        paymentMethod
        deductedPoints
        deductedMoney
        currency
        certificateNumber
        certificateToUserName
        grantDate
        expiredDate
        createdAt
        type {
          id
          name
        }
      }
    }
  }
`);
export type CompanyPersonalCertification = NonNullable<NonNullable<CompanyPersonalCertificationsQuery['personalCertifications']>['nodes'][number]>;

/** One application with its payment, delivery, invoice, certificate and the company's approval of its own points (not its retakes'). */
export const PERSONAL_CERTIFICATION_DETAIL = graphql(`
  query PersonalCertificationDetail($id: UUID!) {
    personalCertification(id: $id) {
      id
      applicantId
      semanticId
      status
      version
      site
      realName
      applicantName
      paymentMethod
      currency
      deductedMoney
      deductedPoints
      pointType
      companyName
      deliveryContactName
      deliveryContactPrefix
      deliveryContactNumber
      deliveryAddress
      wantsInvoice
      invoiceContentType
      invoiceTitleType
      invoiceTitle
      invoiceCompanyName
      invoiceTaxNumber
      invoiceReceiverEmail
      invoiceFileId
      invoiceFileName
      receiptFileId
      receiptFileName
      auditComment
      cancelReason
      certificateNumber
      certificateToUserName
      grantDate
      expiredDate
      certificateDeliveryDate
      trackingNumber
      certificateFileId
      certificateFileName
      canCancel
      createdAt
      reviewedAt
      closedAt
      type {
        id
        key
        name
        englishFullName
        validMonths
      }
      # the application's own points (a retake's are its exam's)
      pointUsageApprovals(filter: { examExists: false }, orderBy: [CREATED_AT_DESC]) {
        nodes {
          id
          status
          point
          type
          approverName
          auditComment
          reviewedAt
        }
      }
    }
  }
`);
export type PersonalCertificationDetail = NonNullable<PersonalCertificationDetailQuery['personalCertification']>;

/** Whether the company has `point` points of `type` available (not held, not expired). */
export const CHECK_COMPANY_POINT_IS_ENOUGH = graphql(`
  query CheckCompanyPointIsEnough($companyId: UUID!, $type: CompanyPointType!, $point: Int!) {
    checkCompanyPointIsEnough(companyId: $companyId, type: $type, point: $point)
  }
`);

/** Checks a redeem code and holds it for the person a while (a failed attempt is counted; the answer names it). */
export const RESERVE_REDEEM_CODE = graphql(`
  mutation ReserveRedeemCode($code: String!, $typeId: Int!) {
    reserveRedeemCode(input: { code: $code, typeId: $typeId }) {
      result {
        redeemCodeId
        errorCode
        failuresLeft
      }
    }
  }
`);

export const APPLY_PERSONAL_CERTIFICATION = graphql(`
  mutation ApplyPersonalCertification($input: ApplyPersonalCertificationInput!) {
    applyPersonalCertification(input: $input) {
      result {
        id
        semanticId
        status
      }
    }
  }
`);

export const CANCEL_PERSONAL_CERTIFICATION = graphql(`
  mutation CancelPersonalCertification($certificationId: UUID!, $reason: String!) {
    cancelPersonalCertification(input: { certificationId: $certificationId, reason: $reason }) {
      result {
        id
        status
        cancelReason
        canCancel
      }
    }
  }
`);

/** A page of the company's point usage approvals (all, or the pending ones: the tab's condition), newest first. */
export const POINT_USAGE_APPROVALS = graphql(`
  query PointUsageApprovals($condition: PointUsageApprovalCondition!, $first: Int!, $offset: Int!) {
    pointUsageApprovals(condition: $condition, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        status
        point
        type
        usageType
        submitterName
        approverName
        auditComment
        createdAt
        reviewedAt
        examId
        exam {
          id
          semanticId
          subject {
            id
            name
          }
        }
        personalCertification {
          id
          semanticId
          realName
          type {
            id
            name
          }
        }
      }
    }
  }
`);
export type PointUsageApprovalRow = NonNullable<NonNullable<PointUsageApprovalsQuery['pointUsageApprovals']>['nodes'][number]>;

export const APPROVE_POINT_USAGE_APPROVAL = graphql(`
  mutation ApprovePointUsageApproval($approvalId: UUID!) {
    approvePointUsageApproval(input: { approvalId: $approvalId }) {
      result {
        id
        status
        approverName
        reviewedAt
      }
    }
  }
`);

export const REJECT_POINT_USAGE_APPROVAL = graphql(`
  mutation RejectPointUsageApproval($approvalId: UUID!, $auditComment: String!) {
    rejectPointUsageApproval(input: { approvalId: $approvalId, auditComment: $auditComment }) {
      result {
        id
        status
        approverName
        auditComment
        reviewedAt
      }
    }
  }
`);

/** The signed-in person's own delivery addresses (the mainland site's certificates go to one of them), default first. */
export const OWN_DELIVERY_ADDRESSES = graphql(`
  query OwnDeliveryAddresses($first: Int!) {
    deliveryAddresses(orderBy: [IS_DEFAULT_DESC, CREATED_AT_DESC, ID_DESC], first: $first) {
      nodes {
        id
        contactName
        phonePrefixCountryCode
        contactNumber
        address
        isDefault
      }
    }
  }
`);
