// Serves the built portal at / and the built back office at /admin/ (SPA fallbacks to their index.html),
// and proxies the API paths, so the browser sees one origin. Used by tests and docker-compose.
// Every page it serves carries a content security policy, every file the other security headers (lib/web-security.ts).
// Env: WEB_PORT (5173), API_URL (http://localhost:4000), PORTAL_DIST, ADMIN_DIST, S3_PUBLIC_ENDPOINT (else
// S3_ENDPOINT: where presigned addresses point), and KEYCLOAK_URL, KEYCLOAK_REALM,
// KEYCLOAK_CLIENT_ID (browser-facing; injected into the portal's index.html as window.__PORTAL_CONFIG__), and the sites:
// GLOBAL_SITE_URL, MAINLAND_SITE_URL, PORTAL_SITE_HOSTS (host=SITE,…), PORTAL_DEFAULT_SITE, PORTAL_SITE_OVERRIDE.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, originOf, securityHeaders } from './lib/web-security.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = new URL(process.env.API_URL ?? 'http://localhost:4000');
const portalDist = resolve(process.env.PORTAL_DIST ?? join(root, 'portal/dist'));
const adminDist = resolve(process.env.ADMIN_DIST ?? join(root, 'admin/dist'));
const PROXIED = ['/graphql', '/graphiql', '/health', '/ruru-static'];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
};

/** `host=SITE,host=SITE` → { host: SITE } (PORTAL_SITE_HOSTS). */
const siteHosts = Object.fromEntries(
  (process.env.PORTAL_SITE_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.split('=').map((part) => part.trim()))
    .filter((pair) => pair.length === 2 && pair[0] !== '' && (pair[1] === 'MAINLAND' || pair[1] === 'GLOBAL'))
    .map(([host, site]) => [host!.toLowerCase(), site]),
);

/**
 * Runtime settings injected into the portal's index.html as `window.__PORTAL_CONFIG__` (see portal/src/core/config.ts).
 * One build serves both sites: the page's host name picks the site (the hosts of GLOBAL_SITE_URL and
 * MAINLAND_SITE_URL, plus PORTAL_SITE_HOSTS; others get PORTAL_DEFAULT_SITE, else GLOBAL).
 */
const portalConfig = JSON.stringify({
  keycloakUrl: process.env.KEYCLOAK_URL ?? 'http://localhost:8180',
  keycloakRealm: process.env.KEYCLOAK_REALM ?? 'partner-portal',
  keycloakClientId: process.env.KEYCLOAK_CLIENT_ID ?? 'partner-portal',
  globalSiteUrl: process.env.GLOBAL_SITE_URL || undefined,
  mainlandSiteUrl: process.env.MAINLAND_SITE_URL || undefined,
  siteHosts,
  defaultSite: process.env.PORTAL_DEFAULT_SITE === 'MAINLAND' ? 'MAINLAND' : 'GLOBAL',
  allowSiteOverride: process.env.PORTAL_SITE_OVERRIDE === 'true',
}).replace(/</g, '\\u003c');

const origins = { keycloak: originOf(process.env.KEYCLOAK_URL ?? 'http://localhost:8180'), storage: originOf(process.env.S3_PUBLIC_ENDPOINT || process.env.S3_ENDPOINT) };

/** An HTML page (the portal's index with its runtime settings put in), under its content security policy. */
function sendPage(req: IncomingMessage, res: ServerResponse, file: string, method: string): void {
  let html = readFileSync(file, 'utf8');
  if (file === join(portalDist, 'index.html')) {
    html = html.replace(/<head[^>]*>/i, (head) => `${head}<script>window.__PORTAL_CONFIG__=${portalConfig};</script>`);
  }
  const body = Buffer.from(html);
  res.writeHead(200, {
    ...securityHeaders(req.headers['x-forwarded-proto']),
    'content-security-policy': contentSecurityPolicy(html, req.headers.host, origins),
    'content-type': TYPES['.html'] ?? 'text/html',
    'content-length': body.length,
    'cache-control': 'no-cache',
  });
  res.end(method === 'HEAD' ? undefined : body);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, method: string): void {
  if (extname(file).toLowerCase() === '.html') {
    sendPage(req, res, file, method);
    return;
  }
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = file.includes(`${sep}assets${sep}`);
  res.writeHead(200, {
    ...securityHeaders(req.headers['x-forwarded-proto']),
    'content-type': type,
    'content-length': statSync(file).size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

/** A file under `dist` for `relPath`, or undefined (never escapes `dist`). */
function fileIn(dist: string, relPath: string): string | undefined {
  const candidate = normalize(join(dist, relPath));
  if (candidate !== dist && !candidate.startsWith(dist + sep)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

function serveApp(req: IncomingMessage, res: ServerResponse, dist: string, relPath: string): void {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const file = fileIn(dist, relPath);
  if (file) {
    sendFile(req, res, file, method);
    return;
  }
  // a missing asset is a 404; any other path is a client-side route
  if (/\.[a-z0-9]+$/i.test(relPath) && !relPath.endsWith('.html')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end(`${dist} is not built (npm run build)`);
    return;
  }
  sendFile(req, res, index, method);
}

function proxy(req: IncomingMessage, res: ServerResponse): void {
  const upstream = httpRequest(
    {
      hostname: apiUrl.hostname,
      port: apiUrl.port || 80,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: apiUrl.host, 'x-forwarded-host': req.headers.host ?? '' },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`API unreachable: ${err.message}`);
  });
  req.pipe(upstream);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://web');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('bad path');
    return;
  }
  if (PROXIED.some((p) => path === p || path.startsWith(`${p}/`))) {
    proxy(req, res);
  } else if (path === '/admin') {
    res.writeHead(301, { location: `/admin/${url.search}` }).end();
  } else if (path.startsWith('/admin/')) {
    serveApp(req, res, adminDist, path.slice('/admin/'.length));
  } else {
    serveApp(req, res, portalDist, path.slice(1));
  }
});

/**
 * Websocket upgrades of /graphql (subscriptions) are passed to the API: the upgrade request goes on as is, and once
 * the API switches protocols the two sockets are joined byte for byte.
 */
server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
  const path = new URL(req.url ?? '/', 'http://web').pathname;
  if (path !== '/graphql') {
    socket.destroy();
    return;
  }
  const upstream = httpRequest({
    hostname: apiUrl.hostname,
    port: apiUrl.port || 80,
    path: req.url,
    method: req.method,
    headers: { ...req.headers, host: apiUrl.host, 'x-forwarded-host': req.headers.host ?? '' },
  });
  upstream.on('upgrade', (res, apiSocket, apiHead) => {
    const lines = [`HTTP/1.1 ${res.statusCode ?? 101} ${res.statusMessage ?? 'Switching Protocols'}`];
    for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (apiHead.length) socket.write(apiHead);
    if (head.length) apiSocket.write(head);
    apiSocket.pipe(socket).pipe(apiSocket);
    const close = () => {
      apiSocket.destroy();
      socket.destroy();
    };
    apiSocket.on('error', close);
    socket.on('error', close);
    apiSocket.on('close', close);
    socket.on('close', close);
  });
  upstream.on('response', (res) => {
    // the API refused to upgrade: pass its answer on and close
    socket.end(`HTTP/1.1 ${res.statusCode ?? 502} ${res.statusMessage ?? ''}\r\n\r\n`);
  });
  upstream.on('error', () => socket.destroy());
  upstream.end();
});

server.listen(port, () => {
  console.log(`web ready on http://localhost:${port} (portal ${portalDist}, admin ${adminDist}, API ${apiUrl.origin})`);
});
const shutdown = (): void => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
