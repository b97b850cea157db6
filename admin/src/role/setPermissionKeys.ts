// Saving a role is not a CRUD update: the role's keys are replaced by the setRolePermissionKeys command.
import type { UpdateParams, UpdateResult } from 'react-admin';
import { graphql } from '../generated/gql.ts';
import type { DataProviderContext } from '../data-provider/resourceOptions.ts';

export const SET_ROLE_PERMISSION_KEYS = graphql(`
  mutation AdminSetRolePermissionKeys($input: SetRolePermissionKeysInput!) {
    setRolePermissionKeys(input: $input) {
      result {
        id
        permissionKeys
      }
    }
  }
`);

/** Replaces the role's keys when the form sent them, then re-reads the role as the list shows it. */
export const updateRolePermissionKeys = async (
  params: UpdateParams,
  { client, base }: DataProviderContext,
): Promise<UpdateResult> => {
  const keys: unknown = params.data.permissionKeys;
  if (Array.isArray(keys)) {
    await client.mutate({
      mutation: SET_ROLE_PERMISSION_KEYS,
      variables: { input: { roleId: String(params.id), permissionKeys: keys.map(String) } },
    });
  }
  return base.getOne('role', { id: params.id });
};
