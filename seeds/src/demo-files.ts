import { demoPartnerApplication } from './demo.ts';

/**
 * A one-page PDF with a few lines of text (Helvetica, no embedded font): the demo business licence, so the back
 * office's licence viewer has something to show. The cross-reference table needs each object's byte offset, worked
 * out as the file is put together.
 */
const textPdf = (lines: readonly string[]): Buffer => {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT', '/F1 20 Tf', '72 720 Td', '26 TL', ...lines.map((l) => `(${escape(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

export interface DemoFile {
  id: string;
  name: string;
  storageKey: string;
  mimeType: string;
  body: Buffer;
}

/** The demo's stored files: seeded as rows, their bytes put into storage by `npm start` when missing. */
export const demoFiles: readonly DemoFile[] = [
  {
    id: demoPartnerApplication.licenceFileId,
    name: 'business-licence.pdf',
    storageKey: `business_license/${demoPartnerApplication.licenceFileId}.pdf`,
    mimeType: 'application/pdf',
    body: textPdf([
      'Business licence (demo)',
      demoPartnerApplication.companyName,
      'Unified social credit code: 91320594MA1DEMO01X',
      'Registered: 8 Jinji Lake Avenue, Suzhou',
    ]),
  },
];
