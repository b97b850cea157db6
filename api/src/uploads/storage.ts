import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { fileTypeFromBuffer } from 'file-type';

/** Where uploaded objects live: any S3-compatible server. */
export interface StorageConfig {
  /** Address the API uses. */
  endpoint: string;
  /** Address browsers use for presigned requests (the same unless storage sits behind another name). */
  publicEndpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** S3_ENDPOINT, S3_PUBLIC_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET, S3_REGION; undefined without S3_ENDPOINT. */
export const storageConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): StorageConfig | undefined => {
  const endpoint = env.S3_ENDPOINT;
  if (!endpoint) return undefined;
  return {
    endpoint,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT || endpoint,
    accessKey: env.S3_ACCESS_KEY ?? '',
    secretKey: env.S3_SECRET_KEY ?? '',
    bucket: env.S3_BUCKET || 'partner-portal',
    region: env.S3_REGION || 'us-east-1',
  };
};

const makeClient = (config: StorageConfig, endpoint: string): S3Client =>
  new S3Client({
    endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    // Presigned requests must not carry SDK-computed checksums of a body the browser sends later.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

export interface PresignedUpload {
  url: string;
  method: 'PUT';
  /** Headers the browser must send as they are: they are part of the signature. */
  headers: { name: string; value: string }[];
  expiresAt: Date;
}

export interface StoredObject {
  size: number;
  /** The type its first bytes show, or null when they match no known type. */
  sniffedAs: string | null;
  /** The version read (its entity tag), for a copy of exactly these bytes. */
  etag: string;
}

// An SVG is text: its bytes show it only as XML whose root element is <svg>.
const svgPattern = /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

export interface Storage {
  readonly config: StorageConfig;
  /** A PUT limited to this key, this exact size and this content type. */
  presignUpload(key: string, size: number, contentType: string, expiresInSeconds: number): Promise<PresignedUpload>;
  /** A GET of this key; `download` asks the browser to save it under `fileName`. */
  presignDownload(key: string, fileName: string, contentType: string, download: boolean, expiresInSeconds: number): Promise<string>;
  /** Size and sniffed type of a stored object, or null when there is none. Reads no more than `maxBytes` allows. */
  inspect(key: string, maxBytes: number): Promise<StoredObject | null>;
  /**
   * Copies the object at `from` to `to` if it is still the version inspected (its entity tag), then deletes `from`.
   * False when `from` changed or vanished since (nothing copied).
   */
  keep(from: string, to: string, etag: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  close(): void;
}

/** A conditional request refused because the object is no longer the version named. */
const isChanged = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'PreconditionFailed' || e.$metadata?.httpStatusCode === 412;
};

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

export const createStorage = (config: StorageConfig): Storage => {
  const client = makeClient(config, config.endpoint);
  const publicClient = makeClient(config, config.publicEndpoint);
  return {
    config,
    async presignUpload(key, size, contentType, expiresInSeconds) {
      const command = new PutObjectCommand({ Bucket: config.bucket, Key: key, ContentType: contentType, ContentLength: size });
      const url = await getSignedUrl(publicClient, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return {
        url,
        method: 'PUT',
        headers: [{ name: 'Content-Type', value: contentType }],
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      };
    },
    async presignDownload(key, fileName, contentType, download, expiresInSeconds) {
      const disposition = `${download ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
      const command = new GetObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ResponseContentDisposition: disposition,
        ResponseContentType: contentType,
      });
      return getSignedUrl(publicClient, command, { expiresIn: expiresInSeconds });
    },
    async inspect(key, maxBytes) {
      let size: number;
      let etag: string;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        size = head.ContentLength ?? 0;
        etag = head.ETag ?? '';
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (size > maxBytes) return { size, sniffedAs: null, etag };
      // the bytes read are those of the version the head saw (or the read fails): what is sniffed is what is kept
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key, IfMatch: etag }));
      } catch (error) {
        if (isMissing(error) || isChanged(error)) return null;
        throw error;
      }
      if (!object.Body) return { size, sniffedAs: null, etag };
      const bytes = await object.Body.transformToByteArray();
      const found = await fileTypeFromBuffer(bytes);
      // XML is only an SVG when its root element is <svg>.
      if (found && found.mime !== 'application/xml') return { size, sniffedAs: found.mime, etag };
      const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
      return { size, sniffedAs: svgPattern.test(head) ? 'image/svg+xml' : null, etag };
    },
    async keep(from, to, etag) {
      try {
        await client.send(
          new CopyObjectCommand({ Bucket: config.bucket, Key: to, CopySource: `${config.bucket}/${encodeURI(from)}`, CopySourceIfMatch: etag }),
        );
      } catch (error) {
        if (isMissing(error) || isChanged(error)) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: from }));
      return true;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    close() {
      client.destroy();
      publicClient.destroy();
    },
  };
};
