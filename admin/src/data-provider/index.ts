// The back office's dataProvider: ra-data-graphql + the generic PostGraphile v5 dialect, with zh error texts.
// What is particular to a resource (its list field, selection, search, a command replacing a CRUD mutation) is
// declared by the resource itself and handed in here; this file knows no resource by name.
import buildGraphQLProvider from 'ra-data-graphql';
import type { ApolloClient } from '@apollo/client';
import type { DataProvider, UpdateParams } from 'react-admin';
import { buildQueryFactory } from './buildQuery.ts';
import { dialectResources, type DataProviderResource, type ResourceDataProvider } from './resourceOptions.ts';
import { toAdminError } from './errors.ts';

export * from './resourceOptions.ts';

/** Note: react-admin's useDataProvider() proxies every property into a method; use useApolloClient() for the client. */
export interface AdminDataProvider extends DataProvider {
  client: ApolloClient<unknown>;
}

export const buildDataProvider = (
  client: ApolloClient<unknown>,
  resources: readonly DataProviderResource[],
): AdminDataProvider => {
  const base = buildGraphQLProvider({
    client,
    buildQuery: buildQueryFactory({ resources: dialectResources(resources) }) as never,
    // Resources are resolved by the dialect itself from the list field name; keep introspection permissive.
    introspection: { operationNames: {} },
  });
  const byName = new Map(resources.map((r) => [r.name, r.dataProvider]));

  const wrapped: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(base)) {
    wrapped[name] =
      typeof fn === 'function'
        ? async (resource: string, params: unknown) => {
            try {
              const override = byName.get(resource)?.overrides?.[name as keyof NonNullable<ResourceDataProvider['overrides']>];
              if (override) return await override(params as UpdateParams, { client, base });
              return await (fn as (r: string, p: unknown) => Promise<unknown>).call(base, resource, params);
            } catch (error) {
              throw toAdminError(error);
            }
          }
        : fn;
  }
  return { ...(wrapped as unknown as DataProvider), client };
};
