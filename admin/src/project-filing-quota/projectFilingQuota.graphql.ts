import { graphql } from '../generated/gql.ts';
import type { AdminCertificationLevelsQuery } from '../generated/graphql.ts';

/** The levels of both plans with their default quota, for the default-rules tab. */
export const ADMIN_CERTIFICATION_LEVELS = graphql(`
  query AdminCertificationLevels {
    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {
      nodes {
        id
        key
        name
        nameZh
        rank
        maxProjectFilingCount
        winRate
        updatedAt
        modifierName
        plan {
          id
          site
          name
          nameZh
        }
      }
    }
  }
`);
export type AdminCertificationLevel = NonNullable<NonNullable<AdminCertificationLevelsQuery['certificationLevels']>['nodes'][number]>;

export const ADMIN_UPDATE_CERTIFICATION_LEVEL_QUOTA = graphql(`
  mutation AdminUpdateCertificationLevelQuota($input: UpdateCertificationLevelQuotaInput!) {
    updateCertificationLevelQuota(input: $input) {
      result {
        id
        maxProjectFilingCount
        winRate
        updatedAt
        modifierName
      }
    }
  }
`);

export const ADMIN_CREATE_QUOTA_RULE = graphql(`
  mutation AdminCreateProjectFilingQuotaRule($input: CreateProjectFilingQuotaRuleInput!) {
    createProjectFilingQuotaRule(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_UPDATE_QUOTA_RULE = graphql(`
  mutation AdminUpdateProjectFilingQuotaRule($input: UpdateProjectFilingQuotaRuleInput!) {
    updateProjectFilingQuotaRule(input: $input) {
      result {
        id
      }
    }
  }
`);

export const ADMIN_DELETE_QUOTA_RULE = graphql(`
  mutation AdminDeleteProjectFilingQuotaRule($input: DeleteProjectFilingQuotaRuleInput!) {
    deleteProjectFilingQuotaRule(input: $input) {
      result {
        id
        isActive
      }
    }
  }
`);
