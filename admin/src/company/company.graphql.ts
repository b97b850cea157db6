import { graphql } from '../generated/gql.ts';

/** A company's level: the one that applies, and the certification in effect that gives it. */
export const ADMIN_COMPANY_CERTIFICATION_LEVEL = graphql(`
  query AdminCompanyCertificationLevel($companyId: UUID!) {
    company(id: $companyId) {
      id
      effectiveCertificationLevel {
        id
        name
        nameZh
      }
      currentCertification {
        id
        expiredDate
      }
    }
  }
`);
