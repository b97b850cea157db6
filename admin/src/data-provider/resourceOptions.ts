// What a resource declares for the data provider (no runtime dependency on ra-data-graphql, so tests can read it).
import type { ApolloClient } from '@apollo/client';
import type { DataProvider, UpdateParams, UpdateResult } from 'react-admin';
import type { ResourceOptions } from './buildQuery.ts';

/** What a resource hands to the data provider. */
export interface ResourceDataProvider extends ResourceOptions {
  /**
   * react-admin methods the resource performs itself (a command instead of the generic CRUD mutation). They get the
   * Apollo client and the generic provider (e.g. to re-read the record after the command).
   */
  overrides?: {
    update?: (params: UpdateParams, context: DataProviderContext) => Promise<UpdateResult>;
  };
}

export interface DataProviderContext {
  client: ApolloClient<unknown>;
  base: DataProvider;
}

/** A resource as the data provider sees it: its react-admin name and its declared behaviour. */
export interface DataProviderResource {
  name: string;
  dataProvider: ResourceDataProvider;
}

export const dialectResources = (resources: readonly DataProviderResource[]): Record<string, ResourceOptions> =>
  Object.fromEntries(resources.map((r) => [r.name, r.dataProvider]));

