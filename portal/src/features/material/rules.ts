import type { MaterialFileType } from '@pp/domain';

/** How the detail shows a material: a PDF in the viewer, a video played, a link opened, any other file opened or downloaded. */
export type MaterialView = 'pdf' | 'video' | 'link' | 'file';
export const materialView = (fileType: MaterialFileType): MaterialView =>
  fileType === 'PDF' ? 'pdf' : fileType === 'MP4' ? 'video' : fileType === 'URL' ? 'link' : 'file';

/** The icon of a file type. */
export const fileTypeIcon = (fileType: MaterialFileType): string =>
  ({
    DOCX: 'pi pi-file-word',
    XLSX: 'pi pi-file-excel',
    PPTX: 'pi pi-file',
    PDF: 'pi pi-file-pdf',
    MP4: 'pi pi-video',
    ZIP: 'pi pi-box',
    URL: 'pi pi-link',
  })[fileType];

/** The watermark's text: who views (their name, else their e-mail), their e-mail, and the day, in the site's format. */
export const watermarkText = (viewer: { userName?: string | null; email?: string | null }, day: string): string =>
  [viewer.userName?.trim() || null, viewer.email?.trim() || null, day].filter((x): x is string => Boolean(x)).join(' · ');
