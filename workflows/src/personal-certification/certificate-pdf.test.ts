import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPersonalCertificatePdf, certificationTitle, type PersonalCertificateFields } from './certificate-pdf.ts';

const fields: PersonalCertificateFields = {
  holderName: 'Ada Lovelace',
  typeKey: 'SCF',
  typeEnglishName: 'Specialist Certified Foundation',
  certificateNumber: 'SCF-2026-000042',
  grantDate: '2026-11-27',
  expiredDate: '2028-11-26',
};

/** Text as pdf-lib writes it with a standard font: a hex string of its WinAnsi bytes (Latin-1 for these). */
const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();
/** The page's drawing operators: every stream of the file, inflated where it is Flate-encoded. */
const contentOf = (bytes: Uint8Array): string =>
  [...Buffer.from(bytes).toString('latin1').matchAll(/\bstream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map(([, body]) => {
      const raw = Buffer.from(body!, 'latin1');
      try {
        return inflateSync(raw).toString('latin1');
      } catch {
        return raw.toString('latin1');
      }
    })
    .join('\n')
    .toUpperCase();

describe('buildPersonalCertificatePdf', () => {
  it('writes one page with the metadata and the certificate text', async () => {
    const { bytes, replaced } = await buildPersonalCertificatePdf(fields);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(replaced).toEqual([]);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Certificate SCF-2026-000042');
    expect(doc.getSubject()).toBe('SCF \u2014 Specialist Certified Foundation: Ada Lovelace');
    expect(doc.getKeywords()).toBe('SCF SCF-2026-000042');
    expect(certificationTitle(fields)).toBe('SCF \u2014 Specialist Certified Foundation');
    const raw = contentOf(bytes);
    for (const text of ['This certifies that', 'Ada Lovelace', 'has fulfilled the requirements of', 'Specialist Certified Foundation',
      'Certificate number: SCF-2026-000042', 'Granted: 2026-11-27', 'Valid until: 2028-11-26']) {
      expect(raw, text).toContain(hexOf(text));
    }
  });

  it('is a pure function of its fields', async () => {
    const a = await buildPersonalCertificatePdf(fields);
    const b = await buildPersonalCertificatePdf(fields);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it('writes a name the standard font cannot encode with ? instead of failing, and says which characters', async () => {
    const { bytes, replaced } = await buildPersonalCertificatePdf({ ...fields, holderName: 'Zoë 王小明' });
    expect(replaced.sort()).toEqual(['小', '明', '王'].sort());
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getSubject()).toContain('Zoë 王小明');
    expect(contentOf(bytes)).toContain(hexOf('Zo\u00eb ???'));
  });
});
