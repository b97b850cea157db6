// The files the vendor uploads for a personal certification: the receipt of a transfer it applies with (RECEIPT,
// images), the electronic invoice (INVOICE, images or PDF) and the certificate (CERTIFICATE, images or PDF).
import { uploadUseRules, type UploadUse } from '@pp/domain';
import type { UploadUse as ApiUploadUse } from '../generated/graphql.ts';

export type PersonalCertificationUpload = Extract<ApiUploadUse, 'RECEIPT' | 'INVOICE' | 'CERTIFICATE'>;

/**
 * The domain use whose accepted types the browser checks a file against before it is sent. Domain's `uploadUses` does
 * not name RECEIPT and INVOICE (the SQL of 510-personal-certification does): until it does, the uses that accept the
 * same types stand in (AVATAR: images, as RECEIPT; CERTIFICATE: images and PDF, as INVOICE). The server checks the
 * stored file by its own use.
 */
export const browserCheckUse: Readonly<Record<PersonalCertificationUpload, UploadUse>> = {
  RECEIPT: 'AVATAR',
  INVOICE: 'CERTIFICATE',
  CERTIFICATE: 'CERTIFICATE',
};

/** The hint under an upload: images only, or images and PDF. */
export const uploadHint = (use: PersonalCertificationUpload): 'images' | 'images_pdf' =>
  uploadUseRules[browserCheckUse[use]].extensions.includes('pdf') ? 'images_pdf' : 'images';
