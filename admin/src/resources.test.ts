// Each resource folder is self-contained: it may use the shared code (common/, data-provider/, generated/, i18n/,
// auth/) but never another resource's files, so a resource can change or go without touching the others.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('.', import.meta.url));
const resourceFolders = readdirSync(srcDir).filter((d) => {
  try {
    return statSync(join(srcDir, d)).isDirectory() && /\bexport const \w+: AdminResource\b/.test(readFileSync(join(srcDir, d, 'index.ts'), 'utf8'));
  } catch {
    return false;
  }
});

describe('resource folders', () => {
  it('are found', () => {
    expect(resourceFolders.sort()).toEqual([
      'companies',
      'company-performance-target',
      'company-point',
      'join-company',
      'members',
      'partner-applications',
      'performance-import',
      'permissions',
      'point-history',
      'project-filing',
      'project-filing-quota',
      'project-performance',
      'reference-data',
      'sms-outbox',
    ]);
  });
  it.each(resourceFolders)('%s imports no other resource', (folder) => {
    const others = resourceFolders.filter((f) => f !== folder);
    const offending = readdirSync(join(srcDir, folder)).flatMap((file) => {
      const text = readFileSync(join(srcDir, folder, file), 'utf8');
      // another resource only through its public entry (index.ts), e.g. a button it offers to other screens
      return [...text.matchAll(/from '\.\.\/([^/']+)\/(?!index\.ts')/g)]
        .map((m) => m[1] ?? '')
        .filter((target) => others.includes(target))
        .map((target) => `${folder}/${file} -> ${target}`);
    });
    expect(offending).toEqual([]);
  });
});
