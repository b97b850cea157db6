/**
 * Hand-written operation types from api/schema.graphql, until graphql-codegen generates them.
 * Scalars: UUID, Datetime and Cursor are strings on the wire.
 */
export type UUID = string;
export type Datetime = string;
export type Cursor = string;

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: Cursor | null;
}
