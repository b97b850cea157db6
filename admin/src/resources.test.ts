// Each resource folder is self-contained: it may use the shared code (common/, data-provider/, generated/, i18n/,
// auth/) but never another resource's files, so a resource can change or go without touching the others. A folder is
// named after the resource it serves (its route), except reference-data, which serves the seven reference lists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { referenceDataResources } from './reference-data/index.ts';
import { resources } from './resources.ts';

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
      'announcement',
      'company',
      'company-certification',
      'company-join-application',
      'company-performance-target',
      'company-point',
      'company-user',
      'course',
      'exam',
      'material',
      'partner',
      'performance-import',
      'personal-certification',
      'personal-certification-redeem',
      'point-history',
      'project-filing',
      'project-filing-quota',
      'project-performance',
      'reference-data',
      'role',
      'sms-outbox',
      'user-guide',
    ]);
  });
  it('are named after their resource', () => {
    const grouped = new Set(referenceDataResources.map((r) => r.name));
    const unnamed = resources.map((r) => r.name).filter((name) => !grouped.has(name) && !resourceFolders.includes(name));
    expect(unnamed).toEqual([]);
    expect(resourceFolders.filter((folder) => folder !== 'reference-data' && !resources.some((r) => r.name === folder))).toEqual([]);
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
