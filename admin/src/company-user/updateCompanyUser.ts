// Saving a company user is not a CRUD update: the updateCompanyUser command saves name, position, roles, remark and
// status together, with the database's rules (the company's only partner administrator stays one).
import type { UpdateParams, UpdateResult } from 'react-admin';
import { updateCompanyUserSchema } from '@pp/domain';
import { graphql } from '../generated/gql.ts';
import type { DataProviderContext } from '../data-provider/resourceOptions.ts';

export const UPDATE_COMPANY_USER = graphql(`
  mutation AdminUpdateCompanyUser(
    $userId: UUID!
    $name: String!
    $positionId: Int!
    $roleIds: [UUID]!
    $remark: String
    $status: UserStatus
  ) {
    updateCompanyUser(
      input: { userId: $userId, name: $name, positionId: $positionId, roleIds: $roleIds, remark: $remark, status: $status }
    ) {
      result {
        id
      }
    }
  }
`);

/** The choices of the edit form: every position, and the organisational roles the user's company may give. */
export const COMPANY_USER_OPTIONS = graphql(`
  query AdminCompanyUserOptions($companyId: UUID!) {
    positions(orderBy: [PRIMARY_KEY_ASC]) {
      nodes {
        id
        name
        nameZh
      }
    }
    roles(
      condition: { type: ORGANIZATIONAL }
      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }
      orderBy: [PRIMARY_KEY_ASC]
    ) {
      nodes {
        id
        name
        nameZh
      }
    }
  }
`);

/** Sends the form's values (checked again by the domain schema) to the command, then re-reads the user. */
export const updateCompanyUser = async (params: UpdateParams, { client, base }: DataProviderContext): Promise<UpdateResult> => {
  const d = params.data as Record<string, unknown>;
  const input = updateCompanyUserSchema.parse({
    userId: String(params.id),
    name: d.name,
    positionId: d.positionId,
    roleIds: d.roleIds,
    remark: typeof d.remark === 'string' ? d.remark : null,
    status: d.status,
  });
  await client.mutate({
    mutation: UPDATE_COMPANY_USER,
    variables: {
      userId: input.userId,
      name: input.name,
      positionId: input.positionId,
      roleIds: input.roleIds,
      remark: input.remark ?? null,
      status: input.status ?? null,
    },
  });
  return base.getOne('company-user', { id: params.id });
};
