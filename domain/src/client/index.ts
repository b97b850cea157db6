/**
 * What the two front ends (the portal and the back office) share of their GraphQL client, through the subpath export
 * `@pp/domain/client`: it needs `@apollo/client` (a peer dependency of this package, which the API and the worker,
 * importing the package index, never load).
 */
export * from './unauthenticated-retry.ts';
export * from './write-position-link.ts';
