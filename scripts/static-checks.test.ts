// Static checks as tests, so `npm test` (and CI) fail on a type error or a lint error anywhere in the repo.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';

const run = promisify(execFile);
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
const projects = ['domain', 'db', 'api', 'workflows', 'seeds', 'scripts', 'portal', 'admin'];

describe('static checks', () => {
  it.each(projects)('%s type-checks under strict TypeScript', async (project) => {
    const result = await run(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: repoRoot, maxBuffer: 16 * 2 ** 20 }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe('');
  }, 240_000);

  it('lints clean (no any, no Node built-ins in workflow code)', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const results = await eslint.lintFiles(['.']);
    const problems = results
      .filter((r) => r.errorCount > 0)
      .flatMap((r) => r.messages.map((m) => `${r.filePath.slice(repoRoot.length + 1)}:${m.line} ${m.ruleId ?? ''} ${m.message}`));
    expect(problems).toEqual([]);
  }, 240_000);
});
