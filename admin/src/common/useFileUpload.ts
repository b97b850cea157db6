// Uploading one file of a form for its use: checked in the browser first (a refusal is its code's text), then sent
// with its progress; a failure is the server's coded text. What the form keeps (one file, or a list) is the caller's.
import { useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { checkFileForUpload, type UploadUse } from '@pp/domain';
import { useNotify, useTranslate } from 'react-admin';
import { zhErrorText } from '../data-provider/errors.ts';
import { uploadFile } from './upload.ts';

export interface FileUpload {
  /** The file being sent and its progress, or null. */
  uploading: { name: string; percent: number } | null;
  /** Sends the file; its id once the server accepted it, or undefined when it was refused (and said so). */
  upload: (file: File) => Promise<string | undefined>;
}

export const useFileUpload = (use: UploadUse): FileUpload => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useApolloClient();
  const [uploading, setUploading] = useState<FileUpload['uploading']>(null);
  const upload = async (file: File) => {
    const refused = checkFileForUpload(use, file);
    if (refused) {
      notify(translate(refused.code, refused.params), { type: 'error' });
      return undefined;
    }
    setUploading({ name: file.name, percent: 0 });
    try {
      return await uploadFile(client, use, file, (percent) => setUploading({ name: file.name, percent }));
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
      return undefined;
    } finally {
      setUploading(null);
    }
  };
  return { uploading, upload };
};
