import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** What the import needs from object storage: read the uploaded file, store the error file. */
export interface PerformanceImportStorage {
  get(key: string): Promise<Buffer>;
  /** Writes (or overwrites) an object: storing the same key again is harmless. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  close(): void;
}

export interface PerformanceImportStorageSettings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKey: string;
  secretKey: string;
}

export const performanceImportStorage = (s: PerformanceImportStorageSettings): PerformanceImportStorage => {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKey, secretAccessKey: s.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async get(key) {
      const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
      if (!out.Body) throw new Error(`storage returned no body for ${key}`);
      return Buffer.from(await out.Body.transformToByteArray());
    },
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
    },
    close: () => client.destroy(),
  };
};

/** Storage from S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET, S3_REGION; undefined without S3_ENDPOINT. */
export const performanceImportStorageFromEnv = (env: NodeJS.ProcessEnv = process.env): PerformanceImportStorage | undefined =>
  env.S3_ENDPOINT
    ? performanceImportStorage({
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET || 'partner-portal',
        region: env.S3_REGION || 'us-east-1',
        accessKey: env.S3_ACCESS_KEY ?? '',
        secretKey: env.S3_SECRET_KEY ?? '',
      })
    : undefined;
