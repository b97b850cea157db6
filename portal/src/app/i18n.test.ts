import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { features } from './features.ts';
import { messageSlices, messagesFor } from './i18n.ts';
import { locales, translate } from '../lib/i18n.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const featuresDir = join(srcDir, 'features');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** Keys written literally in `t('…')` / `translate('…')` calls, and the static prefixes of template keys. */
const usedKeys = (): { literal: Map<string, string>; prefixes: Map<string, string> } => {
  const literal = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:t|translate)\(\s*'([^']+)'/g)) literal.set(m[1]!, relative(srcDir, file));
    // keys handed to something that translates later: `successKey: 'members.applications.approved'`, `titleKey`, …
    for (const m of text.matchAll(/\b\w+Key\s*[:=]\s*'([a-z][\w-]*\.[\w.-]+)'/g)) literal.set(m[1]!, relative(srcDir, file));
    for (const m of text.matchAll(/\b(?:t|translate)\(\s*`([^`$]*)\$\{/g)) prefixes.set(m[1]!, relative(srcDir, file));
  }
  return { literal, prefixes };
};

describe('portal texts', () => {
  it('every feature folder declares itself in the registry', () => {
    const folders = readdirSync(featuresDir).filter((n) => statSync(join(featuresDir, n)).isDirectory());
    expect(features.map((f) => f.name).sort()).toEqual(folders.sort());
  });

  it('every feature has the same keys in en-US and zh-CN, none empty', () => {
    for (const slice of messageSlices) {
      const en = Object.keys(slice.messages['en-US']).sort();
      const zh = Object.keys(slice.messages['zh-CN']).sort();
      expect(zh, slice.name).toEqual(en);
      for (const locale of locales) {
        for (const [key, text] of Object.entries(slice.messages[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it("keys carry their feature's name as prefix, and no two slices share a key", () => {
    const seen = new Set<string>();
    for (const slice of messageSlices) {
      for (const key of Object.keys(slice.messages['en-US'])) {
        expect(key.startsWith(`${slice.name}.`), key).toBe(true);
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('the Chinese texts are Chinese', () => {
    const zh = messagesFor('zh-CN');
    // a text with Latin words and no Chinese is untranslated; texts of placeholders and signs only ('{count}/{max}') are neither
    const words = (text: string) => text.replace(/\{\w+\}/g, '');
    const english = Object.entries(zh).filter(
      ([key, text]) => !/[\u4e00-\u9fff]/.test(text) && /[A-Za-z]/.test(words(text)) && key !== 'layout.help.email',
    );
    expect(english).toEqual([]);
  });

  it('every key the sources use exists in both languages', () => {
    const { literal, prefixes } = usedKeys();
    expect(literal.size).toBeGreaterThan(50);
    for (const locale of locales) {
      const all = messagesFor(locale);
      const missing = [...literal].filter(([key]) => !(key in all)).map(([key, file]) => `${key} (${file})`);
      expect(missing, locale).toEqual([]);
      const deadPrefixes = [...prefixes].filter(([prefix]) => !Object.keys(all).some((k) => k.startsWith(prefix))).map(([p, f]) => `${p} (${f})`);
      expect(deadPrefixes, locale).toEqual([]);
    }
  });

  it('translates keys in the language asked, with params and the caller\'s default', () => {
    expect(translate('invitations.intro', { days: 3 }, undefined, 'zh-CN')).toContain('3 天');
    expect(translate('no.such.key', undefined, 'fallback')).toBe('fallback');
  });
});
