import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, originOf, securityHeaders } from './web-security.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the web server\'s security headers', () => {
  it('names each inline script of a page by its hash, and no script with a src', () => {
    const html = '<head><script>window.__PORTAL_CONFIG__={};</script><script type="module" src="/assets/a.js"></script></head><body><script>\n parent.postMessage(1)\n</script></body>';
    expect(inlineScriptHashes(html)).toEqual([hash('window.__PORTAL_CONFIG__={};'), hash('\n parent.postMessage(1)\n')]);
    expect(inlineScriptHashes('<script src="/x.js"></script>')).toEqual([]);
  });

  it('allows scripts from the origin and the page\'s own, no eval, and reaches Keycloak, the storage and the websocket', () => {
    const csp = contentSecurityPolicy('<script>x()</script>', 'localhost:5173', { keycloak: 'http://localhost:8180', storage: 'http://localhost:9000' });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", hash('x()')]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['connect-src']).toEqual(["'self'", 'http://localhost:8180', 'http://localhost:9000', 'ws://localhost:5173', 'wss://localhost:5173']);
    expect(directives['frame-src']).toEqual(["'self'", 'http://localhost:8180']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['media-src']).toEqual(["'self'", 'blob:', 'http://localhost:9000']);
  });

  it('leaves out what is not configured, and sends HSTS only behind HTTPS', () => {
    const csp = contentSecurityPolicy('', undefined, {});
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("script-src 'self';");
    expect(originOf('http://minio:9000/bucket')).toBe('http://minio:9000');
    expect(originOf('not an address')).toBeUndefined();
    expect(securityHeaders(undefined)['strict-transport-security']).toBeUndefined();
    expect(securityHeaders('https')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders('http')['x-content-type-options']).toBe('nosniff');
  });
});
