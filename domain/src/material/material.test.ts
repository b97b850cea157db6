import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import { contentTextLength } from '../publication/index.ts';
import {
  isMaterialLink,
  materialDownloadRequired,
  materialFileKeys,
  materialFileTypes,
  materialLimits,
  publishResourceMaterialSchema,
  saveResourceMaterialSchema,
} from './index.ts';

const codeOf = (result: { success: boolean; error?: Parameters<typeof firstIssueCode>[0] }) =>
  result.success ? 'OK' : firstIssueCode(result.error!);

/** `n` units as the rule counts them: runs of letters separated by spaces (`ab ab ab`), each run one. */
const runs = (n: number) => Array.from({ length: n }, () => 'ab').join(' ');
/** `n` units of characters that count one each. */
const han = (n: number) => '文'.repeat(n);

const base = {
  name: 'Release notes',
  brief: 'What is new in 6.1',
  typeIds: [1],
  productIds: [],
  fileType: 'PDF' as const,
  fileId: '00000000-0000-4000-8000-000000000001',
  link: null,
  canDownload: false,
  publishTime: null,
  isSentNotification: false,
  isPublic: true,
  pushStrategies: null,
};
const save = (patch: Partial<Record<keyof typeof base, unknown>>) => codeOf(saveResourceMaterialSchema.safeParse({ ...base, ...patch }));

describe('material: counting a name or a brief', () => {
  it('counts a run of digits, letters, dot, hyphen and underscore as one, a space as nothing, anything else as one', () => {
    expect(contentTextLength('hello world')).toBe(2);
    expect(contentTextLength('v1.2-beta_3 文档')).toBe(3);
    expect(contentTextLength('PP-2026_v1.2 说明')).toBe(3);
    expect(contentTextLength('   ')).toBe(0);
    expect(contentTextLength('a,b')).toBe(3);
    expect(contentTextLength('x'.repeat(500))).toBe(1);
    expect(contentTextLength(runs(50))).toBe(50);
    expect(contentTextLength(han(101))).toBe(101);
  });

  it('a name of 1–50 and a brief of 1–100, counted by that rule', () => {
    expect(save({ name: runs(50) })).toBe('OK');
    expect(save({ name: runs(51) })).toBe('MATERIAL_NAME_LENGTH');
    expect(save({ name: han(50) })).toBe('OK');
    expect(save({ name: han(51) })).toBe('MATERIAL_NAME_LENGTH');
    // one long run is one, however many characters it has
    expect(save({ name: 'v1.2-beta_3'.repeat(20) })).toBe('OK');
    expect(save({ name: '   ' })).toBe('MATERIAL_NAME_LENGTH');
    expect(save({ name: undefined })).toBe('MATERIAL_NAME_LENGTH');
    expect(save({ brief: runs(100) })).toBe('OK');
    expect(save({ brief: runs(101) })).toBe('MATERIAL_BRIEF_LENGTH');
    expect(save({ brief: han(100) })).toBe('OK');
    expect(save({ brief: han(101) })).toBe('MATERIAL_BRIEF_LENGTH');
    expect(save({ brief: '' })).toBe('MATERIAL_BRIEF_LENGTH');
  });
});

describe('material: saving', () => {
  it('needs one type or more; products are optional', () => {
    expect(save({ typeIds: [] })).toBe('MATERIAL_TYPE_REQUIRED');
    expect(save({ typeIds: undefined })).toBe('MATERIAL_TYPE_REQUIRED');
    expect(save({ typeIds: [1, 2], productIds: [3] })).toBe('OK');
    expect(save({ productIds: [0] })).toBe('MATERIAL_PRODUCT_INVALID');
    expect(save({ productIds: null })).toBe('OK');
  });

  it('a file type of the list; a file for a file type, a valid http(s) link for URL', () => {
    expect(materialFileTypes).toEqual(['DOCX', 'MP4', 'PDF', 'PPTX', 'URL', 'XLSX', 'ZIP']);
    expect(save({ fileType: 'EXE' })).toBe('MATERIAL_FILE_TYPE_REQUIRED');
    expect(save({ fileId: null })).toBe('MATERIAL_FILE_REQUIRED');
    expect(save({ fileType: 'URL', fileId: null, link: 'https://example.com/docs?id=1' })).toBe('OK');
    expect(save({ fileType: 'URL', fileId: null, link: 'http://localhost:8080' })).toBe('OK');
    expect(save({ fileType: 'URL', fileId: null, link: 'ftp://example.com/a' })).toBe('MATERIAL_LINK_INVALID');
    expect(save({ fileType: 'URL', fileId: null, link: 'https://' })).toBe('MATERIAL_LINK_INVALID');
    expect(save({ fileType: 'URL', fileId: null, link: 'https://exa mple.com' })).toBe('MATERIAL_LINK_INVALID');
    expect(save({ fileType: 'URL', fileId: null, link: null })).toBe('MATERIAL_LINK_INVALID');
  });

  it('links: http or https, a host, at most 2,000 characters', () => {
    expect(isMaterialLink('HTTPS://Example.com/a b')).toBe(false);
    expect(isMaterialLink('HTTPS://Example.com/a%20b')).toBe(true);
    expect(isMaterialLink('javascript:alert(1)')).toBe(false);
    const path = (n: number) => `https://example.com/${'a'.repeat(n - 'https://example.com/'.length)}`;
    expect(isMaterialLink(path(materialLimits.materialLinkMax))).toBe(true);
    expect(isMaterialLink(path(materialLimits.materialLinkMax + 1))).toBe(false);
  });

  it('DOCX, XLSX, PPTX and ZIP must allow download; MP4 and PDF may not', () => {
    for (const t of ['DOCX', 'XLSX', 'PPTX', 'ZIP'] as const) {
      expect(materialDownloadRequired(t), t).toBe(true);
      expect(save({ fileType: t, canDownload: false }), t).toBe('MATERIAL_DOWNLOAD_REQUIRED');
      expect(save({ fileType: t, canDownload: true }), t).toBe('OK');
    }
    for (const t of ['MP4', 'PDF', 'URL'] as const) expect(materialDownloadRequired(t), t).toBe(false);
    expect(save({ fileType: 'MP4', canDownload: false })).toBe('OK');
  });

  it('is public or for a push strategy', () => {
    expect(save({ isPublic: false })).toBe('PUSH_STRATEGY_REQUIRED');
    expect(save({ isPublic: false, pushStrategies: { combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: ['x'] }] } })).toBe('OK');
  });

  it('publishing takes an id and, optionally, the publish time and the notification', () => {
    const id = base.fileId;
    expect(codeOf(publishResourceMaterialSchema.safeParse({ id }))).toBe('OK');
    expect(codeOf(publishResourceMaterialSchema.safeParse({ id, publishTime: '2026-12-01T08:00:00+08:00', isSentNotification: true }))).toBe('OK');
    expect(codeOf(publishResourceMaterialSchema.safeParse({ id, publishTime: 'tomorrow' }))).not.toBe('OK');
  });
});

describe('material: the keys of a file', () => {
  it('a ZIP is an image or plug-in; every other type an internal file', () => {
    expect(materialFileKeys('ZIP')).toEqual({ view: 'ViewImageAndPlugin', download: 'DownloadImageAndPlugin' });
    for (const t of ['DOCX', 'MP4', 'PDF', 'PPTX', 'XLSX'] as const) {
      expect(materialFileKeys(t), t).toEqual({ view: 'ViewInternalFile', download: 'DownloadInternalFile' });
    }
  });
});
