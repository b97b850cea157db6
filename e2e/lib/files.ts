// Files the journeys upload or hand to the fixtures: a real PDF (made with pdf-lib, so pdf.js draws its pages) and the
// start of an MP4 (its `ftyp` box, enough for the server's sniffing of the type; players are only asked to load it).
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF of `pages` A4 pages, each headed with the title (and its page number when there are several). */
export const pdfOf = async (title: string, pages = 1): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) doc.addPage([595, 842]).drawText(pages > 1 ? `${title} — page ${n}` : title, { x: 60, y: 760, size: 20, font });
  return Buffer.from(await doc.save());
};

/** The start of an MP4 file: its `ftyp` box (brand isom). */
export const mp4Bytes: Buffer = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
