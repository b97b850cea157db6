// Every error code of the domain registry is raised (or shown) somewhere: a code that nothing produces is a rule the
// product promises and does not keep. "Somewhere" is the code that runs: SQL migrations, the API, the workflows, the
// domain's schemas and the front ends — not the registry itself, tests, translations or generated files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCatalog } from '@pp/domain';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';

const roots = ['db/migrations', 'api/src', 'workflows/src', 'domain/src', 'portal/src', 'admin/src', 'seeds/src'];
const skipped = (path: string) =>
  /(^|\/)(errors\.ts|i18n\.ts)$|\.test\.tsx?$|\/generated\/|\/node_modules\//.test(path) || !/\.(sql|ts|tsx)$/.test(path);

const sources = (dir: string): string[] =>
  readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'generated' ? [] : sources(path);
    return skipped(path) ? [] : [path];
  });

describe('error codes', () => {
  it('are each raised or shown by running code', () => {
    const text = roots.flatMap(sources).map((path) => readFileSync(join(repoRoot, path), 'utf8')).join('\n');
    const unused = Object.keys(errorCatalog).filter((code) => !new RegExp(`\\b${code}\\b`).test(text));
    expect(unused, `defined in domain but never raised: ${unused.join(', ')}`).toEqual([]);
  });
});
