// The permission keys the database holds, with their display names.
import type { ApolloClient } from '@apollo/client';
import { permissionKeyNames, type PermissionKey } from '@pp/domain';
import { graphql } from '../generated/gql.ts';
import type { AdminPermissionKeysQuery } from '../generated/graphql.ts';

export const PERMISSION_KEYS_QUERY = graphql(`
  query AdminPermissionKeys {
    permissionKeys(first: 100) {
      nodes {
        key
        name
        nameZh
        sortOrder
      }
    }
  }
`);

export type PermissionKeyRow = NonNullable<NonNullable<AdminPermissionKeysQuery['permissionKeys']>['nodes'][number]>;

/** All permission keys held by the database, in their display order. */
export const fetchPermissionKeys = async (client: ApolloClient<unknown>): Promise<PermissionKeyRow[]> => {
  const { data } = await client.query({ query: PERMISSION_KEYS_QUERY, fetchPolicy: 'network-only' });
  return (data.permissionKeys?.nodes ?? [])
    .filter((r): r is PermissionKeyRow => r !== null)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.key.localeCompare(b.key));
};

/** The zh name of a key: the database's, else the domain registry's, else the key itself. */
export const permissionKeyZh = (key: string, rows?: readonly PermissionKeyRow[]): string =>
  rows?.find((r) => r.key === key)?.nameZh ??
  (permissionKeyNames as Record<string, { zh: string } | undefined>)[key as PermissionKey]?.zh ??
  key;
