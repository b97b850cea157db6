// What the web server says to browsers about the pages it serves. Every page carries a content security policy:
// scripts from the app's own origin and the page's own inline scripts by their hashes only (no eval), styles from the
// origin or inline (the component libraries write style elements), connections to the origin (and its websocket),
// Keycloak and the object storage the presigned addresses point at, frames of the origin and Keycloak, no plugins, and
// the pages framed by their own origin only. Every answer carries no-MIME-sniffing, a referrer policy and the frame
// option, and HSTS when the request came over HTTPS (X-Forwarded-Proto from the proxy in front).
import { createHash } from 'node:crypto';

/** The origin of a configured address, or none when it is missing or not an address. */
export const originOf = (url: string | undefined): string | undefined => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** The base64 SHA-256 of each inline script of a page (a script element without `src`), as CSP names them. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`,
  );

/** The content security policy of a page (its inline scripts are `html`'s) served at `host`. */
export const contentSecurityPolicy = (
  html: string,
  host: string | undefined,
  origins: { keycloak?: string; storage?: string },
): string => {
  const list = (...values: (string | undefined)[]) => values.filter((v): v is string => !!v).join(' ');
  const directive = (name: string, ...values: (string | undefined)[]) => `${name} ${list(...values)}`;
  return [
    directive('default-src', "'self'"),
    directive('script-src', "'self'", ...inlineScriptHashes(html)),
    directive('style-src', "'self'", "'unsafe-inline'"),
    // rich text may show images from any web address; files come from the storage
    directive('img-src', "'self'", 'data:', 'blob:', 'http:', 'https:'),
    directive('media-src', "'self'", 'blob:', origins.storage),
    // the API's subscriptions are a websocket to this same host
    directive('connect-src', "'self'", origins.keycloak, origins.storage, host && `ws://${host}`, host && `wss://${host}`),
    directive('frame-src', "'self'", origins.keycloak),
    directive('worker-src', "'self'", 'blob:'),
    directive('font-src', "'self'", 'data:'),
    directive('object-src', "'none'"),
    directive('base-uri', "'self'"),
    directive('form-action', "'self'", origins.keycloak),
    directive('frame-ancestors', "'self'"),
  ].join('; ');
};

/** Headers every answer of the web server carries; `forwardedProto` is the proxy's X-Forwarded-Proto. */
export const securityHeaders = (forwardedProto: string | string[] | undefined): Record<string, string> => ({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  ...(forwardedProto === 'https' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
});
