/**
 * Limits of the GraphQL endpoint. `maxPageSize` bounds `first`/`last` of every list (the largest page either front
 * end asks for is 100: the back office's biggest rows-per-page choice); `maxDepth` and `maxListDepth` bound how
 * deeply a request may nest selections and lists.
 */
export const apiLimits = {
  maxPageSize: 100,
  maxDepth: 10,
  maxListDepth: 4,
} as const;
