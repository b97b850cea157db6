import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { demoPartnerApplication } from './demo.ts';

/**
 * A PDF with a few lines of text on each page (Helvetica, no embedded font, so only Latin-1 text): the demo's
 * documents, so the viewers have something to draw. The cross-reference table needs each object's byte offset,
 * worked out as the file is put together.
 */
const textPdf = (pages: readonly (readonly string[])[]): Buffer => {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  // 1 the catalogue, 2 the page tree, 3 the first page, 4 the font, 5 its content; then each further page and its
  // content (a one-page file keeps the layout it always had)
  const pageObject = (i: number) => (i === 0 ? 3 : 4 + 2 * i);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  ];
  pages.forEach((lines, i) => {
    const content = ['BT', '/F1 20 Tf', '72 720 Td', '26 TL', ...lines.map((l) => `(${escape(l)}) '`), 'ET'].join('\n');
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`);
    if (i === 0) objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
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

/** The moment written into the demo's office files, so the same content always makes the same bytes. */
const fixedDate = new Date('2025-01-01T00:00:00Z');

/** A ZIP package of the given parts (what an Office file is underneath), built by JSZip with fixed dates. */
const zipOf = (entries: readonly { name: string; text: string }[]): Promise<Buffer> => {
  const zip = new JSZip();
  for (const e of entries) zip.file(e.name, e.text, { date: fixedDate });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
const relationships = (type: string, target: string) =>
  `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/></Relationships>`;
const contentTypes = (overrides: readonly [string, string][]) =>
  `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  overrides.map(([part, type]) => `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}"/>`).join('') +
  '</Types>';

/** A Word document of one paragraph a line (the smallest package Word and LibreOffice open). */
const docx = (paragraphs: readonly string[]): Promise<Buffer> =>
  zipOf([
    { name: '[Content_Types].xml', text: contentTypes([['/word/document.xml', 'wordprocessingml.document.main+xml']]) },
    { name: '_rels/.rels', text: relationships('officeDocument', 'word/document.xml') },
    {
      name: 'word/document.xml',
      text:
        `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` +
        paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('') +
        '</w:body></w:document>',
    },
  ]);

/** An Excel workbook of one sheet, a row of each array (ExcelJS), dated at the fixed moment. */
const xlsx = async (sheetName: string, rows: readonly (readonly (string | number)[])[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner portal demo';
  workbook.created = fixedDate;
  workbook.modified = fixedDate;
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * The start of an MP4 file: its `ftyp` box (brand isom), which is what the upload's type check reads. It holds no
 * frames: the course and the material show a player that loads it but has nothing to play.
 */
const mp4Start: Buffer = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);

export type DemoFileUse = 'BUSINESS_LICENSE' | 'MATERIAL_FILE' | 'ANNOUNCEMENT_ATTACHMENT';

export interface DemoFile {
  id: string;
  use: DemoFileUse;
  name: string;
  storageKey: string;
  mimeType: string;
  body: Buffer;
}

const mimeTypes = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A stored file: its key is made as an upload makes it (the use, the row's id and the extension), its type from the name. */
const demoFile = (id: string, use: DemoFileUse, name: string, body: Buffer): DemoFile => {
  const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof mimeTypes;
  return { id, use, name, storageKey: `${use.toLowerCase()}/${id}.${extension}`, mimeType: mimeTypes[extension], body };
};

/** The files of the demo's announcements and materials (demo-content.ts): uploaded by the demo vendor admin. */
export const demoContentFiles = {
  programmeAttachment: demoFile('0a000000-0000-4000-8000-0000000000f1', 'ANNOUNCEMENT_ATTACHMENT', 'partner-programme-2026.pdf', textPdf([
    ['Partner programme 2026', 'What changes on 1 January', '', 'Gold: 20 open deal registrations, 20% win rate', 'Platinum: 50 open deal registrations',
      'Market points now valid for 12 months'],
    ['Certification requirements', '', 'Gold: two SCF and one SCA-TSE engineer', 'Platinum: three SCA-TSE engineers', '',
      'Questions: partner-support@example.com'],
  ])),
  datasheet: demoFile('0a000000-0000-4000-8000-0000000000f2', 'MATERIAL_FILE', 'hci-7.0-datasheet.pdf', textPdf([
    ['Hyper-converged platform 7.0', 'Datasheet', '', 'Compute, storage and networking in one cluster', '3 to 64 nodes per cluster',
      'Live migration and rolling upgrades', 'Built-in backup to object storage'],
  ])),
  storageBasics: demoFile('0a000000-0000-4000-8000-0000000000f3', 'MATERIAL_FILE', 'scf-storage-fundamentals.pdf', textPdf([
    ['SCF course: storage fundamentals', '', 'Chapter 1  Blocks, files and objects', 'Chapter 2  Replicas and erasure coding',
      'Chapter 3  Tiering and caching'],
    ['Chapter 1  Blocks, files and objects', '', 'A block device stores fixed-size blocks.', 'A file system names files in folders.',
      'An object store keeps objects under keys.'],
    ['Chapter 2  Replicas and erasure coding', '', 'Three replicas survive two lost disks.', 'Erasure coding 4+2 stores 1.5 times',
      'the data and survives two lost disks.'],
  ])),
  clusterVideo: demoFile('0a000000-0000-4000-8000-0000000000f4', 'MATERIAL_FILE', 'installing-a-three-node-cluster.mp4', mp4Start),
  playbook: demoFile('0a000000-0000-4000-8000-0000000000f5', 'MATERIAL_FILE', 'gold-partner-playbook.pdf', textPdf([
    ['Gold partner solution playbook', 'Confidential: Gold partners only', '', '1. Qualify the workload', '2. Size the cluster',
      '3. Propose the three-year subscription', '4. Register the deal before the first quote'],
  ])),
  proposalTemplate: demoFile('0a000000-0000-4000-8000-0000000000f6', 'MATERIAL_FILE', 'proposal-template.docx', await docx([
    'Proposal: hyper-converged infrastructure for <customer>',
    '1. The customer and the project',
    '2. The proposed solution (products, nodes, licences)',
    '3. Delivery plan and services',
    '4. Prices and terms',
  ])),
  priceList: demoFile('0a000000-0000-4000-8000-0000000000f7', 'MATERIAL_FILE', 'price-list-2026-cny.xlsx', await xlsx('Price list', [
    ['Product', 'Unit', 'List price (CNY)'],
    ['Hyper-converged platform', 'Node', 68000],
    ['Virtualization', 'CPU', 12000],
    ['Distributed storage', 'TiB', 3500],
    ['Backup', 'TiB', 1800],
  ])),
  caseStudy: demoFile('0a000000-0000-4000-8000-0000000000f8', 'MATERIAL_FILE', 'case-study-ruijin-hospital-vdi.pdf', textPdf([
    ['Case study: hospital VDI', '', '1,200 virtual desktops for doctors and nurses', 'Log-on time down from 90 to 15 seconds',
      'Delivered by a Gold partner in six weeks'],
  ])),
} as const satisfies Record<string, DemoFile>;

/** The demo's stored files: seeded as rows, their bytes put into storage by `npm start` when missing. */
export const demoFiles: readonly DemoFile[] = [
  demoFile(demoPartnerApplication.licenceFileId, 'BUSINESS_LICENSE', 'business-licence.pdf', textPdf([[
    'Business licence (demo)',
    demoPartnerApplication.companyName,
    'Unified social credit code: 91320594MA1DEMO01X',
    'Registered: 8 Jinji Lake Avenue, Suzhou',
  ]])),
  ...Object.values(demoContentFiles),
];
