// The ESLint rules that keep the portal in order: a feature reaches another only through its public entry, and the
// floors go one way (app/ → features/ → components/ → lib/ → core/).
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';

const lint = async (code: string, file = 'portal/src/features/home/Probe.ts', ruleId = 'no-restricted-imports'): Promise<string[]> => {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
};

const layers = (code: string, file: string) => lint(code, file, 'portal/layers');

describe('portal feature boundaries', () => {
  it("rejects imports of another feature's internals", async () => {
    expect(await lint("export { PageSpinner } from '../auth/Guard.tsx';\n")).toHaveLength(1);
    expect(await lint("import { guard } from '../../features/auth/guards.ts';\nexport const g = guard;\n")).toHaveLength(1);
  });

  it("allows another feature's index.ts, the feature's own files, core/ and lib/", async () => {
    const code = [
      "import { useCurrentUser } from '../auth/index.ts';",
      "import { messages } from './i18n.ts';",
      "import { layout } from '../../core/ui.ts';",
      "import { formatDate } from '../../lib/format.ts';",
      'export const all = [useCurrentUser, messages, layout, formatDate];',
      '',
    ].join('\n');
    expect(await lint(code)).toEqual([]);
    expect(await layers(code, 'portal/src/features/home/Probe.ts')).toEqual([]);
  });

  it('lets the app reach a feature through its entry or its declaration only', async () => {
    expect(await lint("export { Guard } from '../features/auth/Guard.tsx';\n", 'portal/src/app/probe.ts')).toHaveLength(1);
    expect(await lint("export { feature } from '../features/auth/feature.ts';\nexport { Guard } from '../features/auth/index.ts';\n", 'portal/src/app/probe.ts')).toEqual([]);
  });

  it('leaves the entry alone', async () => {
    expect(await lint("export { Guard } from './features/auth/Guard.tsx';\n", 'portal/src/router-probe.ts')).toEqual([]);
  });
});

describe('portal floors', () => {
  it('reject an import from a higher floor, static, re-exported or dynamic', async () => {
    expect(await layers("import { features } from '../../app/features.ts';\nexport const f = features;\n", 'portal/src/features/home/Probe.ts')).toHaveLength(1);
    expect(await layers("export { useAccess } from '../features/auth/index.ts';\n", 'portal/src/lib/probe.ts')).toHaveLength(1);
    expect(await layers("export const load = () => import('../components/index.ts');\n", 'portal/src/lib/probe.ts')).toHaveLength(1);
    expect(await layers("export { translate } from '../lib/i18n.ts';\n", 'portal/src/core/probe.ts')).toHaveLength(1);
    expect(await layers("export { App } from '../main.tsx';\n", 'portal/src/app/probe.ts')).toHaveLength(1);
  });

  it('allow the same floor and the floors below', async () => {
    expect(await layers("export { features } from './features.ts';\nexport { Guard } from '../features/auth/index.ts';\n", 'portal/src/app/probe.ts')).toEqual([]);
    expect(await layers("export { errorMessage } from '../lib/errors.ts';\nexport { storage } from '../core/storage.ts';\n", 'portal/src/components/probe.ts')).toEqual([]);
    expect(await layers("export { graphql } from '../generated/gql.ts';\nexport { siteSettings } from './config.ts';\n", 'portal/src/core/probe.ts')).toEqual([]);
    expect(await layers("export { App } from './app/App.tsx';\n", 'portal/src/probe.tsx')).toEqual([]);
  });

  it('let a test reach higher than the file it tests', async () => {
    expect(await layers("export { messagesFor } from '../app/i18n.ts';\n", 'portal/src/lib/probe.test.ts')).toEqual([]);
  });
});
