// The portal's real build against the first-load target: the home page (logged out) must not load more than the
// target, nor zod and the domain's schemas, which only screens with forms or calls need.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_TARGET_BYTES, firstLoad, type FirstLoad } from './first-load.ts';
import { repoRoot } from './paths.ts';

const portalDir = join(repoRoot, 'portal');
const outDir = mkdtempSync(join(tmpdir(), 'first-load-build-'));
let result: FirstLoad;

/** The source modules bundled into a built file, from its source map (the bundler's own runtime chunk has none). */
const sourcesOf = (file: string): string[] => {
  const map = join(outDir, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
};

beforeAll(async () => {
  // a production build as shipped: the test runner's NODE_ENV=test would select React's development bundle
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      root: portalDir,
      configFile: join(portalDir, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  result = firstLoad(outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the portal's first load", () => {
  it(`stays within ${FIRST_LOAD_TARGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
    const listing = result.files.map((f) => `${(f.gzipBytes / 1024).toFixed(1)} KiB ${f.file}`).join('\n');
    expect(result.bytes, `first load ${result.bytes} bytes:\n${listing}`).toBeLessThanOrEqual(FIRST_LOAD_TARGET_BYTES);
  });

  it('holds no zod (the domain builds its schemas in the modules that hold its error texts)', () => {
    expect(result.files.filter((f) => sourcesOf(f.file).some((source) => source.includes('src/main.tsx')))).toHaveLength(1);
    const loaded = result.files.flatMap((f) => sourcesOf(f.file).map((source) => `${f.file}: ${source}`));
    expect(loaded.filter((line) => /node_modules\/zod\//.test(line))).toEqual([]);
  });
});
