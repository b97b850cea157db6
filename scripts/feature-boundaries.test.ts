// The ESLint rule that keeps portal features apart: a feature reaches another only through its public entry.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';

const lint = async (code: string, file = 'portal/src/features/layout/Probe.ts'): Promise<string[]> => {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('portal feature boundaries', () => {
  it("rejects imports of another feature's internals", async () => {
    expect(await lint("export { PageSpinner } from '../auth/Guard.tsx';\n")).toHaveLength(1);
    expect(await lint("import { guard } from '../../features/auth/guards.ts';\nexport const g = guard;\n")).toHaveLength(1);
  });

  it("allows another feature's index.ts, the feature's own files, app/ and lib/", async () => {
    const code = [
      "import { useCurrentUser } from '../auth/index.ts';",
      "import { mainLinks } from './menus.ts';",
      "import { layout } from '../../app/ui.ts';",
      "import { config } from '../../lib/config.ts';",
      'export const all = [useCurrentUser, mainLinks, layout, config];',
      '',
    ].join('\n');
    expect(await lint(code)).toEqual([]);
  });

  it('leaves code outside the features alone', async () => {
    expect(await lint("export { Guard } from './features/auth/Guard.tsx';\n", 'portal/src/router-probe.ts')).toEqual([]);
  });
});
