// The files the vendor uploads for a personal certification: the receipt of a transfer it applies with (RECEIPT,
// images), the electronic invoice (INVOICE, images or PDF) and the certificate (CERTIFICATE, images or PDF).
import { uploadUseRules, type UploadUse } from '@pp/domain';

export type PersonalCertificationUpload = Extract<UploadUse, 'RECEIPT' | 'INVOICE' | 'CERTIFICATE'>;

/** The hint under an upload: images only, or images and PDF. */
export const uploadHint = (use: PersonalCertificationUpload): 'images' | 'images_pdf' =>
  uploadUseRules[use].extensions.includes('pdf') ? 'images_pdf' : 'images';
