// The JavaScript a browser downloads before the portal's first page is usable, measured on a build: the entry
// script and every chunk index.html preloads. Sizes are gzipped, as served.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of the scripts `<distDir>/index.html` loads at once (its module entry and modulepreloads). */
export const firstLoadBytes = (distDir: string): number => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    const url = match[1] ?? match[2];
    if (url?.endsWith('.js')) files.add(url.replace(/^.*?\/assets\//, 'assets/'));
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(distDir, file))).length;
  return bytes;
};
