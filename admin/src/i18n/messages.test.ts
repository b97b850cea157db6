// Every text the back office shows comes from its zh-CN messages: each resource's slice is complete, every key a
// component names exists, every field a screen shows has its label, and no component carries Chinese or English text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorCatalog } from '@pp/domain';
import { siteChoices } from '../common/choices.ts';
import { scaleChoices } from '../company/choices.ts';
import { userStatusChoices } from '../company-user/choices.ts';
import { applicationStatusChoices } from '../company-join-application/choices.ts';
import { roleTypeChoices } from '../role/choices.ts';
import { menuGroups } from '../common/resource.ts';
import { resources } from '../resources.ts';
import { zhMessages } from './index.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), zhMessages);
const hasText = (key: string): boolean => {
  const value = lookup(key);
  return typeof value === 'string' && value.length > 0;
};

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const rel = (path: string) => relative(srcDir, path).split(sep).join('/');
/** Files whose job is to hold texts, and generated code. */
const isTextHome = (path: string) => /(^|\/)i18n(\.ts|\/)/.test(rel(path)) || rel(path).startsWith('generated/');
/**
 * The shared error decoder keeps its own zh fallback; it is being unified into one decoder for every client and is
 * not the back office's to change.
 */
const sharedDecoder = 'data-provider/errors.ts';

const sources = walk(srcDir).filter((p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && !isTextHome(p));

/** The resources of each folder, from the `name`s its index.ts declares (the first is the folder's own). */
const folderOf = new Map<string, string[]>();
for (const dir of readdirSync(srcDir)) {
  const index = join(srcDir, dir, 'index.ts');
  try {
    const names = [...readFileSync(index, 'utf8').matchAll(/\bname: '([^']+)'/g)].flatMap((m) =>
      m[1] && resources.some((r) => r.name === m[1]) ? [m[1]] : [],
    );
    if (names.length > 0) folderOf.set(dir, names);
  } catch {
    // not a resource folder
  }
}

/** Props whose string value react-admin translates before showing it: a literal must be a message key. */
const textProps = new Set(['label', 'emptyText', 'helperText', 'title']);
/** Props shown as given (e.g. SearchInput's placeholder): a literal with words is hard-coded text. */
const rawTextProps = new Set(['placeholder', 'alt', 'aria-label']);
/** Elements whose children show records of the resource named by their `reference`. */
const referenceElements = new Set(['ReferenceField', 'ReferenceManyField', 'ReferenceArrayField', 'ReferenceOneField']);
/** Elements whose children render without labels. */
const unlabelled = new Set(['SingleFieldList']);
/** Functions whose first argument is a message key. */
const translators = new Set(['translate', 't', 'notify']);

interface Finding {
  file: string;
  problem: string;
}

const scanText = (path: string, text: string): Finding[] => {
  const file = rel(path);
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const ownResource = folderOf.get(file.split('/')[0] ?? '')?.[0];
  const findings: Finding[] = [];
  const report = (problem: string) => findings.push({ file, problem });

  const attrs = (node: ts.JsxOpeningLikeElement) => {
    const out = new Map<string, ts.JsxAttribute>();
    for (const a of node.attributes.properties) if (ts.isJsxAttribute(a)) out.set(a.name.getText(sf), a);
    return out;
  };
  const literal = (a: ts.JsxAttribute | undefined): string | undefined => {
    const init = a?.initializer;
    if (!init) return undefined;
    if (ts.isStringLiteral(init)) return init.text;
    if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)) return init.expression.text;
    return undefined;
  };

  const visit = (node: ts.Node, resource: string | undefined, labelled: boolean): void => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) report(`text in JSX: "${node.text.trim()}"`);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && translators.has(node.expression.text)) {
      const first = node.arguments[0];
      if (first && ts.isStringLiteralLike(first) && !hasText(first.text)) report(`missing message ${first.text}`);
    }
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxElement(node)) {
      const opening = ts.isJsxElement(node) ? node.openingElement : node;
      const tag = opening.tagName.getText(sf);
      const a = attrs(opening);
      for (const prop of textProps) {
        const value = literal(a.get(prop));
        if (value !== undefined && /\p{L}/u.test(value) && !hasText(value)) report(`${tag} ${prop}="${value}" is not a message key`);
      }
      for (const prop of rawTextProps) {
        const value = literal(a.get(prop));
        if (value !== undefined && /\p{L}/u.test(value)) report(`${tag} ${prop}="${value}" is shown untranslated`);
      }
      const source = literal(a.get('source'));
      if (source && labelled && resource && !a.has('label') && !hasText(`resources.${resource}.fields.${source}`)) {
        report(`${tag} source="${source}" has no label resources.${resource}.fields.${source}`);
      }
      const reference = literal(a.get('reference'));
      const childResource = referenceElements.has(tag) && reference ? reference : resource;
      const childLabelled = labelled && !unlabelled.has(tag);
      if (ts.isJsxElement(node)) {
        // attributes (e.g. `empty={<Empty />}`) belong to the outer resource, children to the referenced one
        opening.attributes.forEachChild((c) => visit(c, resource, labelled));
        node.children.forEach((c) => visit(c, childResource, childLabelled));
        return;
      }
    }
    node.forEachChild((c) => visit(c, resource, labelled));
  };
  visit(sf, ownResource, true);
  if (file !== sharedDecoder && /\p{Script=Han}/u.test(text)) report('Chinese text outside the messages');
  return findings;
};
const scan = (path: string): Finding[] => scanText(path, readFileSync(path, 'utf8'));

describe('back-office texts', () => {
  it('finds every resource folder', () => {
    expect([...folderOf.values()].flat().sort()).toEqual(resources.map((r) => r.name).sort());
  });

  it.each(resources.map((r) => [r.name, r] as const))('the %s slice is complete', (_name, r) => {
    expect(r.zh.name.length).toBeGreaterThan(0);
    expect(Object.keys(r.zh.fields).length).toBeGreaterThan(0);
    for (const [field, label] of Object.entries(r.zh.fields)) expect(label.length, field).toBeGreaterThan(0);
    expect(lookup(`resources.${r.name}`)).toEqual(r.zh);
  });

  it('has the menu sections, every enumeration value and every domain error code', () => {
    for (const group of menuGroups) expect(hasText(`pp.menu.${group}`), group).toBe(true);
    for (const choice of [...siteChoices, ...scaleChoices, ...userStatusChoices, ...applicationStatusChoices, ...roleTypeChoices]) {
      expect(hasText(choice.name), choice.name).toBe(true);
    }
    for (const code of Object.keys(errorCatalog)) expect(hasText(code), code).toBe(true);
    expect(lookup('FILE_SIZE_IS_TOO_LARGE')).toBe('文件过大（最大 %{max}M）。');
  });

  it('no component has hard-coded text, and every key and field label it uses exists', () => {
    expect(sources.length).toBeGreaterThan(10);
    expect(sources.flatMap(scan)).toEqual([]);
  });

  it('would notice hard-coded text and missing labels (the scan itself)', () => {
    const probe = join(srcDir, 'company', '__probe__.tsx');
    const findings = scanText(probe, 'const a = <TextField source="nope" />; const b = <span label="公司">Hello</span>; const c = <SearchInput placeholder="pp.app.title" />;');
    expect(findings.map((f) => f.problem)).toEqual([
      'TextField source="nope" has no label resources.company.fields.nope',
      'span label="公司" is not a message key',
      'text in JSX: "Hello"',
      'SearchInput placeholder="pp.app.title" is shown untranslated',
      'Chinese text outside the messages',
    ]);
  });
});
