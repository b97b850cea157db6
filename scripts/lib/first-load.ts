// The JavaScript a browser downloads before the portal's home page (logged out) is usable, measured on a build:
// the entry chunk, every chunk it imports statically (the modulepreloads of index.html), and the chunk of the home
// route with its own static imports. Sizes are gzipped, as served.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest: true` writes `<dist>/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The most gzipped JavaScript the logged-out home page may load first (200 KB, counted as `npm run bench` prints it). */
export const FIRST_LOAD_TARGET_BYTES = 200 * 1024;

/** Source of the page the home route shows (its lazy chunk loads at once on `/`). */
export const HOME_PAGE_SOURCE = 'src/features/home/HomePage.tsx';

export interface FirstLoad {
  /** Gzipped bytes of all files below. */
  bytes: number;
  files: { file: string; gzipBytes: number }[];
}

const readManifest = (distDir: string): Manifest => {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`${distDir}/.vite/manifest.json is missing or unreadable (build with build.manifest: true): ${(error as Error).message}`);
  }
};

/** Chunks loaded with `keys`: themselves and, transitively, what they import statically (never dynamic imports). */
const withStaticImports = (manifest: Manifest, keys: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
};

/**
 * The first load of the built portal in `distDir`: the entry (and its static imports) plus each page in `pages`
 * (sources as the manifest names them, the home page by default) with theirs; each file counted once.
 */
export const firstLoad = (distDir: string, pages: readonly string[] = [HOME_PAGE_SOURCE]): FirstLoad => {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error(`no entry chunk in ${distDir}/.vite/manifest.json`);
  const keys = withStaticImports(manifest, [...entries, ...pages]);
  const files = [...new Set(keys.map((key) => manifest[key]!.file))]
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file))).length }));
  return { bytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
};

/** Gzipped bytes of the JavaScript the home page needs on its first load (see `firstLoad`). */
export const firstLoadBytes = (distDir: string): number => firstLoad(distDir).bytes;

// `npx tsx scripts/lib/first-load.ts [portal/dist]` prints the first load of a build, file by file.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const result = firstLoad(process.argv[2] ?? 'portal/dist');
  for (const f of result.files) console.log(`${(f.gzipBytes / 1024).toFixed(1).padStart(8)} KiB  ${f.file}`);
  console.log(`${(result.bytes / 1024).toFixed(1).padStart(8)} KiB  first load of the home page (gzipped JavaScript, ${result.bytes} bytes)`);
}
