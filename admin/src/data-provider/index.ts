// The back office's dataProvider: ra-data-graphql + the PostGraphile v5 dialect, with zh error texts and the
// custom commands that are not plain CRUD (role permission keys).
import buildGraphQLProvider from 'ra-data-graphql';
import type { ApolloClient } from '@apollo/client';
import { gql } from '@apollo/client';
import type { DataProvider, UpdateParams } from 'react-admin';
import { buildQueryFactory, type DialectOptions } from './build-query.ts';
import { toAdminError } from './errors.ts';

/** Route-style resource names (spec 1 §2 admin sub-routes) mapped to PostGraphile list fields. */
export const dialectOptions: DialectOptions = {
  resources: {
    company: {
      listField: 'companies',
      search: ['name'],
      extraOne: 'companyPartnerManagers { nodes { partnerManager { id name email avatar } } }',
    },
    'company-user': {
      listField: 'users',
      // Company identities only: default identities (companyId null) are not company users.
      baseFilter: { companyId: { isNull: false } },
      exclude: ['canApplyJoinCompany'],
      // roleNames are the English names; the zh names come through the user's roles.
      extra: 'userRoles { nodes { role { id name nameZh } } }',
    },
    'company-join-application': {
      listField: 'companyJoinApplications',
      // realName is not filterable in the API (see admin/README.md, API gaps): q searches the company name.
      search: ['companyName'],
    },
    role: { listField: 'roles', search: ['key'] },
  },
};

const SET_ROLE_PERMISSION_KEYS = gql`
  mutation AdminSetRolePermissionKeys($input: SetRolePermissionKeysInput!) {
    setRolePermissionKeys(input: $input) {
      result {
        id
        permissionKeys
      }
    }
  }
`;

/** Note: react-admin's useDataProvider() proxies every property into a method; use useApolloClient() for the client. */
export interface AdminDataProvider extends DataProvider {
  client: ApolloClient<unknown>;
}

export const buildDataProvider = (client: ApolloClient<unknown>): AdminDataProvider => {
  const base = buildGraphQLProvider({
    client,
    buildQuery: buildQueryFactory(dialectOptions) as never,
    // Resources are resolved by the dialect itself from the list field name; keep introspection permissive.
    introspection: { operationNames: {} },
  });

  const updateRole = async (params: UpdateParams) => {
    const keys = params.data.permissionKeys;
    if (Array.isArray(keys)) {
      await client.mutate({
        mutation: SET_ROLE_PERMISSION_KEYS,
        variables: { input: { roleId: params.id, permissionKeys: keys } },
      });
    }
    return base.getOne('role', { id: params.id });
  };

  const wrapped: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(base)) {
    wrapped[name] =
      typeof fn === 'function'
        ? async (resource: string, params: unknown) => {
            try {
              if (name === 'update' && resource === 'role') return await updateRole(params as UpdateParams);
              return await (fn as (r: string, p: unknown) => Promise<unknown>).call(base, resource, params);
            } catch (error) {
              throw toAdminError(error);
            }
          }
        : fn;
  }
  return { ...(wrapped as unknown as DataProvider), client };
};
