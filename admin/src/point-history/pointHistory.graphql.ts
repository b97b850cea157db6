import { graphql } from '../generated/gql.ts';

/** Adds a lot (positive points) or subtracts from the company's lots that expire first (negative points). */
export const ADMIN_CREATE_COMPANY_POINT = graphql(`
  mutation AdminCreateCompanyPoint($input: CreateCompanyPointInput!) {
    createCompanyPoint(input: $input) {
      result {
        id
      }
    }
  }
`);

/** Deletes an untouched added lot. */
export const ADMIN_DELETE_COMPANY_POINT = graphql(`
  mutation AdminDeleteCompanyPoint($input: DeleteCompanyPointInput!) {
    deleteCompanyPoint(input: $input) {
      result {
        id
      }
    }
  }
`);
