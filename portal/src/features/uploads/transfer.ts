/** The presigned request the server handed out for one upload. */
export interface UploadRequest {
  url: string;
  method: string;
  headers: readonly { name: string; value: string }[];
}

/** The storage refused or never received the bytes (network error, expired or mismatching signature). */
export class TransferFailed extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`upload to storage failed (HTTP ${status})`);
    this.name = 'TransferFailed';
    this.status = status;
  }
}

/**
 * Sends the file straight to storage with the presigned request, reporting progress in percent. Aborting the signal
 * stops the transfer (the promise rejects with an AbortError).
 */
export const transfer = (request: UploadRequest, file: Blob, onProgress: (percent: number) => void, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const h of request.headers) xhr.setRequestHeader(h.name, h.value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new TransferFailed(xhr.status)));
    xhr.onerror = () => reject(new TransferFailed(0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
