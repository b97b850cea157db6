import { graphql } from '../generated/gql.ts';
import type { AdminPartnerApplicationQuery } from '../generated/graphql.ts';

/** One application by its human-readable id, with its licence, and the partner managers to choose from. */
export const ADMIN_PARTNER_APPLICATION = graphql(`
  query AdminPartnerApplication($semanticId: String!) {
    partnerApplicationBySemanticId(semanticId: $semanticId) {
      id
      semanticId
      applicationStatus
      site
      companyName
      billingAddress
      phone
      website
      industry
      mainBusinesses
      keyIndustries
      scale
      contactName
      contactEmail
      phonePrefixCountryCode
      contactNumber
      position {
        id
        name
        nameZh
      }
      auditComment
      approverName
      partnerManagerName
      companyId
      createdAt
      reviewedAt
      applicant {
        id
        username
        email
      }
      businessLicenseFile {
        id
        name
        mimeType
      }
    }
    partnerManagers(orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
        email
      }
    }
  }
`);
export type AdminPartnerApplication = NonNullable<AdminPartnerApplicationQuery['partnerApplicationBySemanticId']>;

/** A short-lived URL to view the licence (vendor admins may view every applicant's licence). */
export const ADMIN_LICENSE_URL = graphql(`
  query AdminLicenseUrl($fileId: UUID!) {
    generateOneFileUrl(fileId: $fileId, isDownload: false) {
      url
      expiresAt
    }
  }
`);

export const ADMIN_APPROVE_PARTNER_APPLICATION = graphql(`
  mutation AdminApprovePartnerApplication($input: ApprovePartnerApplicationInput!) {
    approvePartnerApplication(input: $input) {
      result {
        id
        applicationStatus
        companyId
      }
    }
  }
`);

export const ADMIN_REJECT_PARTNER_APPLICATION = graphql(`
  mutation AdminRejectPartnerApplication($input: RejectPartnerApplicationInput!) {
    rejectPartnerApplication(input: $input) {
      result {
        id
        applicationStatus
      }
    }
  }
`);
