import { graphql } from '../generated/gql.ts';
import type { AdminPersonalCertificationQuery, AdminPersonalCertificationTypesQuery } from '../generated/graphql.ts';

/** One application with everything its detail shows: payment, the company's point approval, delivery, invoice, certificate. */
export const ADMIN_PERSONAL_CERTIFICATION = graphql(`
  query AdminPersonalCertification($id: UUID!) {
    personalCertification(id: $id) {
      id
      semanticId
      status
      site
      version
      type {
        id
        key
        name
        englishFullName
        validMonths
      }
      applicantId
      applicantName
      applicant {
        id
        username
        email
      }
      realName
      companyId
      companyName
      paymentMethod
      currency
      deductedMoney
      deductedPoints
      pointType
      receiptFileId
      receiptFileName
      redeemCodeId
      pointUsageApprovals(orderBy: [CREATED_AT_DESC]) {
        nodes {
          id
          status
          point
          type
          submitterName
          approverName
          auditComment
          createdAt
          reviewedAt
        }
      }
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
      auditComment
      cancelReason
      approverName
      reviewedAt
      certificateNumber
      certificateToUserName
      grantDate
      expiredDate
      trackingNumber
      certificateDeliveryDate
      certificateFileId
      certificateFileName
      renewalOfId
      createdByName
      remark
      closedAt
      createdAt
    }
  }
`);
export type AdminPersonalCertification = NonNullable<AdminPersonalCertificationQuery['personalCertification']>;

/** The certification types with their fees per site (the list's type filter and the create form). */
export const ADMIN_PERSONAL_CERTIFICATION_TYPES = graphql(`
  query AdminPersonalCertificationTypes {
    personalCertificationTypes(orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        id
        key
        name
        latestVersion
        personalCertificationFeesByTypeId {
          nodes {
            site
            currency
            money
            points
          }
        }
      }
    }
  }
`);
export type AdminPersonalCertificationType = NonNullable<
  NonNullable<AdminPersonalCertificationTypesQuery['personalCertificationTypes']>['nodes'][number]
>;

/** People to apply for: default identities (no company) whose name or e-mail holds the text. */
export const ADMIN_PERSONAL_CERTIFICATION_PEOPLE = graphql(`
  query AdminPersonalCertificationPeople($filter: UserFilter!, $first: Int!) {
    users(filter: $filter, first: $first, orderBy: [NAME_ASC]) {
      nodes {
        id
        rootUserId
        name
        email
        phonePrefixCountryCode
        contactNumber
      }
    }
  }
`);

/** The companies a person has joined (the application may name one of them). */
export const ADMIN_PERSONAL_CERTIFICATION_COMPANIES = graphql(`
  query AdminPersonalCertificationCompanies($rootUserId: UUID!) {
    users(filter: { rootUserId: { equalTo: $rootUserId }, status: { equalTo: JOINED }, companyId: { isNull: false } }, first: 100) {
      nodes {
        id
        company {
          id
          name
          site
        }
      }
    }
  }
`);

export const ADMIN_CREATE_PERSONAL_CERTIFICATION = graphql(`
  mutation AdminCreatePersonalCertification($input: CreatePersonalCertificationForAdminInput!) {
    createPersonalCertificationForAdmin(input: $input) {
      result {
        id
        semanticId
        status
      }
    }
  }
`);

// A decision's result names only the row: the detail's refetch then brings every field the decision changed at once
// (a result carrying the new status re-rendered the detail with it beside the old level or number, for a moment).
export const ADMIN_APPROVE_PERSONAL_CERTIFICATION = graphql(`
  mutation AdminApprovePersonalCertification($input: ApprovePersonalCertificationInput!) {
    approvePersonalCertification(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_REJECT_PERSONAL_CERTIFICATION = graphql(`
  mutation AdminRejectPersonalCertification($input: RejectPersonalCertificationInput!) {
    rejectPersonalCertification(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_CANCEL_PERSONAL_CERTIFICATION = graphql(`
  mutation AdminCancelPersonalCertification($input: CancelPersonalCertificationInput!) {
    cancelPersonalCertification(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_GENERATE_PERSONAL_CERTIFICATE_NUMBER = graphql(`
  mutation AdminGeneratePersonalCertificateNumber($input: GeneratePersonalCertificateNumberInput!) {
    generatePersonalCertificateNumber(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_UPDATE_PERSONAL_CERTIFICATION = graphql(`
  mutation AdminUpdatePersonalCertification($input: UpdatePersonalCertificationInput!) {
    updatePersonalCertification(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_UPDATE_PERSONAL_CERTIFICATION_INVOICE = graphql(`
  mutation AdminUpdatePersonalCertificationInvoice($input: UpdatePersonalCertificationInvoiceInput!) {
    updatePersonalCertificationInvoice(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_UPDATE_PERSONAL_CERTIFICATION_REMARK = graphql(`
  mutation AdminUpdatePersonalCertificationRemark($input: UpdatePersonalCertificationRemarkInput!) {
    updatePersonalCertificationRemark(input: $input) {
      result {
        id
        remark
      }
    }
  }
`);
