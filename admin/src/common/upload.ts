// The back office's uploads (an import file, a certificate): the same three steps as every upload (the server's
// presigned request, the browser's PUT straight to storage with progress, the server reading the stored file back).
import type { ApolloClient } from '@apollo/client';
import { CodedError, mimeTypeForName, uploadUseRules, type UploadUse } from '@pp/domain';
import { ADMIN_CANCEL_UPLOADED_FILE, ADMIN_CONFIRM_UPLOADED_FILE, ADMIN_UPLOAD_ONE_FILE } from './upload.graphql.ts';

interface PresignedRequest {
  url: string;
  method: string;
  headers: readonly { name: string; value: string }[];
}

const put = (request: PresignedRequest, file: Blob, onProgress: (percent: number) => void): Promise<void> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const h of request.headers) xhr.setRequestHeader(h.name, h.value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new CodedError('FILE_UPLOAD_FAILED')));
    xhr.onerror = () => reject(new CodedError('FILE_UPLOAD_FAILED'));
    xhr.send(file);
  });

/** Uploads a file for a use; resolves to its id once the server accepted the stored bytes. */
export const uploadFile = async (
  client: ApolloClient<unknown>,
  use: UploadUse,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> => {
  const started = await client.mutate({
    mutation: ADMIN_UPLOAD_ONE_FILE,
    variables: { input: { use, name: file.name, size: file.size, mimeType: mimeTypeForName(file.name, file.type) } },
  });
  const payload = started.data?.uploadOneFile;
  if (!payload?.uploadedFileId || !payload.credentials) throw new CodedError('FILE_IDENTITY_NOT_OBTAINED');
  const id = payload.uploadedFileId;
  try {
    await put(payload.credentials, file, onProgress);
  } catch (error) {
    await client.mutate({ mutation: ADMIN_CANCEL_UPLOADED_FILE, variables: { id } }).catch(() => undefined);
    throw error;
  }
  await client.mutate({ mutation: ADMIN_CONFIRM_UPLOADED_FILE, variables: { id } });
  return id;
};

/** The hint under an upload: images only, or images and PDF. */
export const uploadHint = (use: UploadUse): 'images' | 'images_pdf' => (uploadUseRules[use].extensions.includes('pdf') ? 'images_pdf' : 'images');
