// One rule per kind of file name in both front ends (portal/src and admin/src; the generated code aside), so a name
// says what a file is and a feature's files carry its name (docs/architecture.md, "Names"):
// - folders: kebab-case, a feature's folder named as the feature (portal) or its resource (back office);
// - components (.tsx exporting one component): PascalCase, named after the component; other .tsx modules (a module of
//   several components, the entry, the router) and every .ts module, hook and test: camelCase;
// - GraphQL operation files: `<feature>.graphql.ts` in camelCase, in a feature's folder the feature's name, with a
//   PascalCase part after it when the feature splits its operations (`joinCompanyApplications.graphql.ts`);
// - style sheets: kebab-case, a feature's named as the feature (`project-filing.css`);
// - type declarations (.d.ts) keep the name of what they declare (`vite-env.d.ts` is Vite's).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const camel = /^[a-z][a-zA-Z0-9]*$/;
const pascal = /^[A-Z][a-zA-Z0-9]*$/;
const camelOf = (folder: string): string => folder.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const roots = ['portal/src', 'admin/src'];

/** Every file and folder under a root, as paths relative to the repository, without generated/. */
const walk = (dir: string): { dirs: string[]; files: string[] } => {
  const dirs: string[] = [];
  const files: string[] = [];
  for (const name of readdirSync(join(repoRoot, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(repoRoot, path)).isDirectory()) {
      if (name === 'generated') continue;
      dirs.push(path);
      const inner = walk(path);
      dirs.push(...inner.dirs);
      files.push(...inner.files);
    } else files.push(path);
  }
  return { dirs, files };
};

/** A back-office folder that declares a resource (its index.ts exports an AdminResource), as admin/src/resources.test.ts finds them. */
const isAdminResourceFolder = (dir: string): boolean => {
  try {
    return /\bexport const \w+: AdminResource\b/.test(readFileSync(join(repoRoot, dir, 'index.ts'), 'utf8'));
  } catch {
    return false;
  }
};

/** The feature folder a file belongs to (portal/src/features/<f>/ or a back-office resource folder), if any. */
const featureOf = (file: string): string | undefined => {
  const parts = file.split('/');
  if (file.startsWith('portal/src/features/') && parts.length > 4) return parts[3];
  if (file.startsWith('admin/src/') && parts.length > 3 && isAdminResourceFolder(parts.slice(0, 3).join('/'))) return parts[2];
  return undefined;
};

/** What is wrong with a file's name, or undefined when it follows its kind's rule. */
export const fileNameProblem = (file: string, feature = featureOf(file)): string | undefined => {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (name.endsWith('.d.ts')) return undefined;
  if (name.endsWith('.css')) {
    const base = name.slice(0, -'.css'.length);
    if (feature !== undefined) return base === feature ? undefined : `a style sheet of ${feature} is named ${feature}.css`;
    return kebab.test(base) ? undefined : 'a style sheet is named in kebab-case';
  }
  if (name.endsWith('.graphql.ts')) {
    const base = name.slice(0, -'.graphql.ts'.length);
    if (feature === undefined) return camel.test(base) ? undefined : 'an operations file is named in camelCase';
    const own = camelOf(feature);
    return base === own || (base.startsWith(own) && pascal.test(base.slice(own.length)))
      ? undefined
      : `an operations file of ${feature} is named ${own}.graphql.ts (or ${own}<Part>.graphql.ts)`;
  }
  const match = /^(.+?)(\.test)?\.(tsx?)$/.exec(name);
  if (!match) return 'not a kind of file the front ends hold (.ts, .tsx, .css, .d.ts)';
  const [, base = '', , ext] = match;
  if (ext === 'tsx') return pascal.test(base) || camel.test(base) ? undefined : 'a .tsx file is named in PascalCase (a component) or camelCase';
  return camel.test(base) ? undefined : 'a .ts module is named in camelCase';
};

describe('file names of the front ends', () => {
  const found = roots.map((root) => walk(root));
  const dirs = found.flatMap((f) => f.dirs);
  const files = found.flatMap((f) => f.files);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('portal/src/features/project-filing/projectFiling.graphql.ts');
    expect(files).toContain('admin/src/project-filing/projectFiling.graphql.ts');
  });

  it('folders are kebab-case', () => {
    expect(dirs.filter((d) => !kebab.test(d.slice(d.lastIndexOf('/') + 1)))).toEqual([]);
  });

  it('files follow the rule of their kind', () => {
    const problems = files.flatMap((f) => {
      const problem = fileNameProblem(f);
      return problem ? [`${f}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('the rule itself notices a wrong name (the check of the check)', () => {
    expect(fileNameProblem('admin/src/data-provider/build-query.ts', undefined)).toBeDefined();
    expect(fileNameProblem('portal/src/features/x/Page.ts', 'x')).toBeDefined();
    expect(fileNameProblem('portal/src/features/x/MyPage.tsx', 'x')).toBeUndefined();
    expect(fileNameProblem('portal/src/features/x/my-page.tsx', 'x')).toBeDefined();
    expect(fileNameProblem('portal/src/features/a-b/aB.graphql.ts', 'a-b')).toBeUndefined();
    expect(fileNameProblem('portal/src/features/a-b/aBRules.graphql.ts', 'a-b')).toBeUndefined();
    expect(fileNameProblem('portal/src/features/a-b/aBs.graphql.ts', 'a-b')).toBeDefined();
    expect(fileNameProblem('admin/src/a-b/quota.graphql.ts', 'a-b')).toBeDefined();
    expect(fileNameProblem('portal/src/features/a-b/a-b.css', 'a-b')).toBeUndefined();
    expect(fileNameProblem('portal/src/features/a-b/aB.css', 'a-b')).toBeDefined();
    expect(fileNameProblem('portal/src/features/a-b/c-d.css', 'a-b')).toBeDefined();
    expect(fileNameProblem('admin/src/vite-env.d.ts', undefined)).toBeUndefined();
  });
});
