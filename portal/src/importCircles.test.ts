// No import circle in portal/src. The floors (ESLint's portal/layers) keep the layers apart; this finds what they
// cannot see: circles inside one floor, e.g. between two features through their public entries, or between a
// feature's declaration and the page it loads.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('.', import.meta.url));

/** Source files; tests are left out (nothing imports a test, so a test closes no circle). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

interface Edge {
  to: string;
  /** `import('…')`: the target loads later, in a chunk of its own. */
  dynamic: boolean;
}

const resolveSpecifier = (from: string, specifier: string): string | undefined => {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
};

/**
 * Every relative import of a file, read with the TypeScript parser: imports (type-only ones too: they tie the files
 * together as well), re-exports and dynamic `import()`.
 */
const importsOf = (file: string): Edge[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (specifier: ts.Node | undefined, dynamic: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier) || !specifier.text.startsWith('.')) return;
    const to = resolveSpecifier(file, specifier.text);
    if (to) edges.push({ to, dynamic });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier, false);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
};

/**
 * The one import that may close a circle: the signed-in provider is a deliberate code split. `CurrentUserContext`
 * loads it with `import()` only for a signed-in visitor (signed out, neither it nor the GraphQL client loads), and it
 * provides that same context. A dynamic import is exempt only when it is listed here.
 */
const exempt: readonly { from: string; to: string }[] = [
  { from: 'features/auth/CurrentUserContext.tsx', to: 'features/auth/SignedInUserProvider.tsx' },
];

const name = (file: string) => relative(srcDir, file).split('\\').join('/');

const graph = (): Map<string, Edge[]> => new Map(sourceFiles(srcDir).map((file) => [file, importsOf(file)]));

/** The circles of a graph: its strongly connected components of more than one file, or of a file importing itself. */
const circles = (edges: Map<string, readonly Edge[]>): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of edges.get(file) ?? []) {
      if (!edges.has(to)) continue;
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (edges.get(file) ?? []).some((e) => e.to === file)) found.push(component.map(name).sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) connect(file);
  return found;
};

describe('imports of portal/src', () => {
  const all = graph();
  const isExempt = (from: string, edge: Edge) => edge.dynamic && exempt.some((e) => e.from === name(from) && e.to === name(edge.to));

  it('are read with their dynamic imports', () => {
    expect(all.size).toBeGreaterThan(200);
    const router = [...all].find(([file]) => name(file) === 'app/router.tsx')?.[1] ?? [];
    expect(router.filter((e) => e.dynamic).map((e) => name(e.to))).toContain('app/layout/SectionLayouts.tsx');
  });

  it('form no circle, outside the deliberate code split of the signed-in provider', () => {
    const kept = new Map([...all].map(([file, edges]) => [file, edges.filter((edge) => !isExempt(file, edge))]));
    expect(circles(kept)).toEqual([]);
  });

  it('exempt only dynamic imports that exist', () => {
    for (const { from, to } of exempt) {
      const edges = [...all].find(([file]) => name(file) === from)?.[1] ?? [];
      expect(edges.filter((e) => name(e.to) === to).map((e) => e.dynamic), `${from} → ${to}`).toEqual([true]);
    }
    // and each still closes a circle (else its exemption is stale and goes)
    const found = circles(all);
    for (const { from, to } of exempt) expect(found.some((c) => c.includes(from) && c.includes(to)), `${from} → ${to}`).toBe(true);
  });
});
