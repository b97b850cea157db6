/**
 * The partner-applications feature's public entry: its declaration and where "become a partner" leads. The page
 * itself loads with its route.
 */
export { feature } from './feature.ts';

/** Where "become a partner" leads. */
export const APPLY_PARTNER_PATH = '/apply-partner';
