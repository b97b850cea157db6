import { graphql } from '../generated/gql.ts';
import type { PositionRoleOptionsQuery } from '../generated/graphql.ts';

/**
 * The choices for a member's position and roles in one company: every position, and the organisational roles that
 * company may give (the built-in ones and its own).
 */
export const POSITION_ROLE_OPTIONS = graphql(`
  query PositionRoleOptions($companyId: UUID!) {
    positions(orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
      }
    }
    roles(
      condition: { type: ORGANIZATIONAL }
      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }
      orderBy: [PRIMARY_KEY_ASC]
    ) {
      nodes {
        id
        key
        name
      }
    }
  }
`);

export type PositionOption = NonNullable<NonNullable<PositionRoleOptionsQuery['positions']>['nodes'][number]>;
export type RoleOption = NonNullable<NonNullable<PositionRoleOptionsQuery['roles']>['nodes'][number]>;
