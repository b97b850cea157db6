import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

/** What a personal certificate carries. Dates are the business dates, YYYY-MM-DD. */
export interface PersonalCertificateFields {
  holderName: string;
  typeKey: string;
  typeEnglishName: string;
  certificateNumber: string;
  grantDate: string;
  expiredDate: string;
}

export interface PersonalCertificatePdf {
  bytes: Uint8Array;
  /** Characters of the fields Helvetica (WinAnsi) cannot encode, each written as `?` instead. */
  replaced: string[];
}

/** The certification as the certificate names it, e.g. "SCF — Specialist Certified Foundation". */
export const certificationTitle = (f: Pick<PersonalCertificateFields, 'typeKey' | 'typeEnglishName'>): string =>
  `${f.typeKey} \u2014 ${f.typeEnglishName}`;

/**
 * The personal certificate as a one-page PDF (A4 landscape) in pdf-lib's standard Helvetica: the vendor's wording, the
 * holder, the certification, its number, grant and expiry dates. A pure function of its fields (the creation and
 * modification dates are the grant date), so the same fields give the same bytes. A character the standard font
 * cannot encode (a name in Chinese, say) is written as `?` and reported in `replaced`; the document's metadata
 * (title, subject) keeps the original text.
 */
export const buildPersonalCertificatePdf = async (f: PersonalCertificateFields): Promise<PersonalCertificatePdf> => {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const replaced = new Set<string>();
  const supported = new Set(regular.getCharacterSet());
  const encodable = (text: string): string =>
    Array.from(text.normalize('NFC'), (ch) => {
      if (supported.has(ch.codePointAt(0)!)) return ch;
      replaced.add(ch);
      return '?';
    }).join('');

  const title = certificationTitle(f);
  const grant = new Date(`${f.grantDate}T00:00:00Z`);
  doc.setTitle(`Certificate ${f.certificateNumber}`);
  doc.setSubject(`${title}: ${f.holderName}`);
  doc.setAuthor('Partner Portal');
  doc.setCreator('Partner Portal');
  doc.setProducer('pdf-lib');
  doc.setKeywords([f.typeKey, f.certificateNumber]);
  doc.setCreationDate(grant);
  doc.setModificationDate(grant);

  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  const dark = rgb(0.12, 0.16, 0.22);
  const accent = rgb(0.1, 0.3, 0.55);
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: accent, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: accent, borderWidth: 0.75 });

  /** Centred text, shrunk to fit the inner width. */
  const centred = (raw: string, y: number, font: PDFFont, size: number, color = dark) => {
    const text = encodable(raw);
    const max = width - 140;
    let s = size;
    while (s > 8 && font.widthOfTextAtSize(text, s) > max) s -= 1;
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, s)) / 2, y, size: s, font, color });
  };

  centred('CERTIFICATE', height - 120, bold, 40, accent);
  centred('This certifies that', height - 190, regular, 16);
  centred(f.holderName, height - 240, bold, 30);
  centred('has fulfilled the requirements of', height - 290, regular, 16);
  centred(title, height - 335, bold, 22, accent);
  centred(`Certificate number: ${f.certificateNumber}`, height - 400, regular, 14);
  centred(`Granted: ${f.grantDate}    Valid until: ${f.expiredDate}`, height - 425, regular, 14);

  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, replaced: [...replaced] };
};
