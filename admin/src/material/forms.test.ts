import { describe, expect, it } from 'vitest';
import { emptyStrategy } from '../common/pushStrategy.ts';
import { acceptOf, countText, downloadLocked, fileFitsType, materialDefaults, materialFormSchema } from './forms.ts';

const fileId = '00000000-0000-4000-8000-000000000001';
const valid = { ...materialDefaults(), name: 'Orbit 7 brochure', brief: 'What is new in Orbit 7.', typeIds: [1], fileType: 'PDF', fileId };

const parse = (v: Record<string, unknown>) => materialFormSchema.safeParse(v);
const codes = (v: Record<string, unknown>) => {
  const r = parse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the material form', () => {
  it('counts a name and a brief as the product does (a run of letters and digits is one, a space nothing)', () => {
    expect(countText('PP-2026_v1.2 说明', 50)).toBe('3/50');
    expect(countText('  ', 100)).toBe('0/100');
    expect(countText(undefined, 50)).toBe('0/50');
    // fifty Chinese characters fit, fifty-one do not; a long English word is one
    expect(codes({ ...valid, name: '资'.repeat(50) })).toEqual([]);
    expect(codes({ ...valid, name: '资'.repeat(51) })).toEqual(['name:MATERIAL_NAME_LENGTH']);
    expect(codes({ ...valid, name: 'a'.repeat(400) })).toEqual([]);
    expect(codes({ ...valid, name: '   ' })).toEqual(['name:MATERIAL_NAME_LENGTH']);
    expect(codes({ ...valid, brief: '简'.repeat(101) })).toEqual(['brief:MATERIAL_BRIEF_LENGTH']);
  });

  it('sends a file material with its file and no link, the publish time in UTC+8, and a public one without a strategy', () => {
    const parsed = parse({ ...valid, link: 'https://left.over', productIds: ['4'], canDownload: false, publishTime: '2026-12-01T09:30' });
    expect(parsed.success && parsed.data).toMatchObject({
      id: null,
      fileType: 'PDF',
      fileId,
      link: null,
      typeIds: [1],
      productIds: [4],
      canDownload: false,
      publishTime: '2026-12-01T09:30:00+08:00',
      isPublic: true,
      pushStrategies: null,
      isSentNotification: false,
    });
    expect(codes({ ...valid, fileId: null })).toEqual(['fileId:MATERIAL_FILE_REQUIRED']);
  });

  it('sends a URL material with its link, no file and never downloadable; a bad link is refused on the link', () => {
    const link = { ...valid, fileType: 'URL', link: ' https://example.com/orbit?x=1 ', canDownload: true };
    const parsed = parse(link);
    expect(parsed.success && parsed.data).toMatchObject({ fileType: 'URL', fileId: null, link: 'https://example.com/orbit?x=1', canDownload: false });
    expect(codes({ ...link, link: 'ftp://example.com' })).toEqual(['link:MATERIAL_LINK_INVALID']);
    expect(codes({ ...link, link: '' })).toEqual(['link:MATERIAL_LINK_INVALID']);
  });

  it('forces download on for DOCX, XLSX, PPTX and ZIP, and leaves it to the vendor for PDF and MP4', () => {
    for (const fileType of ['DOCX', 'XLSX', 'PPTX', 'ZIP']) {
      expect(downloadLocked(fileType)).toBe(true);
      const parsed = parse({ ...valid, fileType, canDownload: false });
      expect(parsed.success && parsed.data.canDownload).toBe(true);
    }
    for (const fileType of ['PDF', 'MP4', 'URL', null]) expect(downloadLocked(fileType)).toBe(false);
    const mp4 = parse({ ...valid, fileType: 'MP4', canDownload: false });
    expect(mp4.success && mp4.data.canDownload).toBe(false);
  });

  it('drops the strategy of a public material and needs a valid one otherwise', () => {
    const strategy = { combinator: 'OR', rules: [{ field: 'COMPANY', operator: 'CONTAINS_ONE', values: [fileId] }] };
    const pub = parse({ ...valid, isPublic: true, pushStrategies: strategy });
    expect(pub.success && pub.data.pushStrategies).toBeNull();
    const targeted = parse({ ...valid, isPublic: false, pushStrategies: strategy });
    expect(targeted.success && targeted.data).toMatchObject({ isPublic: false, pushStrategies: strategy });
    expect(codes({ ...valid, isPublic: false, pushStrategies: emptyStrategy() }).join()).toContain('PUSH_RULE_INVALID');
  });

  it('needs a type and a file type', () => {
    expect(codes({ ...valid, typeIds: [] })).toEqual(['typeIds:MATERIAL_TYPE_REQUIRED']);
    expect(codes({ ...valid, fileType: null, fileId: null })).toEqual(['fileType:MATERIAL_FILE_TYPE_REQUIRED']);
  });

  it('accepts only the file type\'s extension', () => {
    expect(acceptOf('PDF')).toBe('.pdf,application/pdf');
    expect(acceptOf('ZIP')).toBe('.zip,application/x-zip-compressed,application/zip');
    expect(fileFitsType('Brochure.PDF', 'PDF')).toBe(true);
    expect(fileFitsType('brochure.docx', 'PDF')).toBe(false);
    expect(fileFitsType('x.pdf', 'URL')).toBe(false);
  });
});
