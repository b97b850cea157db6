import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useApolloClient } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import './uploads.css';
import {
  acceptAttribute,
  checkFileForUpload,
  CodedError,
  decodeClientError,
  imageExtensions,
  fileExtension,
  mimeTypeForName,
  uploadLimits,
  uploadUseRules,
  type UploadUse,
} from '@pp/domain';
import { CANCEL_UPLOADED_FILE, CONFIRM_UPLOADED_FILE, UPLOAD_ONE_FILE } from './uploads.graphql.ts';
import { isAbort, transfer, TransferFailed } from './transfer.ts';
import { translateError } from '../../lib/errors.ts';

/** A file that reached SUCCESS. */
export interface UploadedFile {
  id: string;
  name: string;
  /** A local preview of an image (an object URL owned by the uploader). */
  previewUrl?: string;
}

export interface UploaderProps {
  use: UploadUse;
  /** The company a company file belongs to. */
  companyId?: string;
  /** Called once the server has read the stored file back and accepted it. */
  onUploaded?: (file: UploadedFile) => void | Promise<void>;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'checking'; name: string }
  | { kind: 'done'; name: string }
  | { kind: 'cancelled' }
  | { kind: 'error'; code: string; params: Record<string, unknown> };

const isImageName = (name: string): boolean => (imageExtensions as readonly string[]).includes(fileExtension(name));

/**
 * The one uploader: drag a file onto it or choose one; the file goes straight to storage with a presigned request
 * (progress bar, cancel button), then the server reads it back and accepts or rejects it. Images show a preview.
 * Every rule breach is a coded error shown in the user's language.
 */
export const Uploader = ({ use, companyId, onUploaded }: UploaderProps) => {
  const t = useTranslate();
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const running = useRef<{ abort: AbortController; fileId?: string } | null>(null);

  useEffect(() => () => running.current?.abort.abort(), []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const fail = (code: string, params: Record<string, unknown> = {}) => {
    setPreview(null);
    setPhase({ kind: 'error', code, params });
  };

  const start = async (file: File) => {
    if (running.current) return;
    const refused = checkFileForUpload(use, file);
    if (refused) {
      fail(refused.code, refused.params);
      return;
    }
    const abort = new AbortController();
    const job: { abort: AbortController; fileId?: string } = { abort };
    running.current = job;
    setPreview(isImageName(file.name) ? { url: URL.createObjectURL(file), name: file.name } : null);
    setPhase({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const started = await client.mutate({
        mutation: UPLOAD_ONE_FILE,
        variables: { input: { use, name: file.name, size: file.size, mimeType: mimeTypeForName(file.name, file.type), companyId } },
      });
      const payload = started.data?.uploadOneFile;
      if (!payload) throw new CodedError('FILE_IDENTITY_NOT_OBTAINED');
      job.fileId = payload.uploadedFileId;
      await transfer(payload.credentials, file, (percent) => setPhase({ kind: 'uploading', name: file.name, percent }), abort.signal);
      setPhase({ kind: 'checking', name: file.name });
      const confirmed = await client.mutate({ mutation: CONFIRM_UPLOADED_FILE, variables: { id: payload.uploadedFileId } });
      const uploaded = confirmed.data?.confirmUploadedFile;
      if (!uploaded) throw new CodedError('FILE_NOT_FOUND');
      running.current = null;
      setPhase({ kind: 'done', name: file.name });
      await onUploaded?.({ id: uploaded.id, name: uploaded.name });
    } catch (error) {
      running.current = null;
      const fileId = job.fileId;
      if (isAbort(error)) {
        if (fileId) await client.mutate({ mutation: CANCEL_UPLOADED_FILE, variables: { id: fileId } }).catch(() => undefined);
        setPreview(null);
        setPhase({ kind: 'cancelled' });
        return;
      }
      if (error instanceof TransferFailed) {
        // the bytes never arrived: the file is given up (cancelled), so nothing waits for the cleanup
        if (fileId) await client.mutate({ mutation: CANCEL_UPLOADED_FILE, variables: { id: fileId } }).catch(() => undefined);
        fail('FILE_UPLOAD_FAILED');
        return;
      }
      // a coded error with its params (e.g. the sizes of FILE_SIZE_IS_TOO_LARGE), else the upload simply failed
      const decoded = decodeClientError(error);
      fail(decoded?.code ?? 'FILE_UPLOAD_FAILED', decoded?.params ?? {});
    }
  };

  const pick = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) void start(file);
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    pick(e.dataTransfer.files);
  };

  const busy = phase.kind === 'uploading' || phase.kind === 'checking';
  const types = uploadUseRules[use].extensions.map((ext) => ext.toUpperCase()).join(', ');

  return (
    <div className="pp-uploader" data-testid={`uploader-${use}`}>
      <div
        className={`pp-uploader-drop${dragging ? ' pp-uploader-dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span>{t('uploads.drop')}</span>
        <Button type="button" label={t('uploads.choose')} icon="pi pi-upload" size="small" outlined disabled={busy} onClick={() => input.current?.click()} />
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptAttribute(use)}
          onChange={(e) => {
            pick(e.target.files);
            e.target.value = '';
          }}
        />
        <small className="pp-muted">{t('uploads.accepted', { types, max: uploadLimits.maxMegabytes })}</small>
      </div>
      {preview && (
        // bytes that are not an image (whatever their name says) show no preview
        <img className="pp-uploader-preview" src={preview.url} alt={t('uploads.preview', { name: preview.name })} onError={() => setPreview(null)} />
      )}
      {phase.kind === 'uploading' && (
        <div className="pp-uploader-progress">
          <span>{t('uploads.uploading', { name: phase.name })}</span>
          <ProgressBar value={phase.percent} aria-label={t('uploads.uploading', { name: phase.name })} aria-valuenow={phase.percent} />
          <Button type="button" label={t('uploads.cancel')} icon="pi pi-times" size="small" severity="secondary" onClick={() => running.current?.abort.abort()} />
        </div>
      )}
      {phase.kind === 'checking' && <p role="status">{t('uploads.checking', { name: phase.name })}</p>}
      {phase.kind === 'done' && <p role="status">{t('uploads.done', { name: phase.name })}</p>}
      {phase.kind === 'cancelled' && <p role="status">{t('uploads.cancelled')}</p>}
      {phase.kind === 'error' && (
        <p className="p-error" role="alert">
          {translateError(phase.code, phase.params, t('uploads.failed'))}
        </p>
      )}
    </div>
  );
};
