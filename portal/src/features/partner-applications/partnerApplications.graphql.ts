import { graphql } from '../../generated/gql.ts';
import type { MyLatestPartnerApplicationQuery } from '../../generated/graphql.ts';

/** The signed-in person's latest partner application (none when they never applied). */
export const MY_LATEST_PARTNER_APPLICATION = graphql(`
  query MyLatestPartnerApplication {
    myLatestPartnerApplication {
      id
      semanticId
      companyName
      applicationStatus
      auditComment
      site
      createdAt
      reviewedAt
    }
  }
`);
export type MyPartnerApplication = NonNullable<MyLatestPartnerApplicationQuery['myLatestPartnerApplication']>;

/** The positions a contact person may hold. */
export const PARTNER_APPLICATION_POSITIONS = graphql(`
  query PartnerApplicationPositions {
    positions(orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
        nameZh
      }
    }
  }
`);

export const CREATE_PARTNER_APPLICATION = graphql(`
  mutation CreatePartnerApplication($input: CreatePartnerApplicationInput!) {
    createPartnerApplication(input: $input) {
      result {
        id
        semanticId
        applicationStatus
      }
    }
  }
`);
