import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** What the cleanup needs from object storage. */
export interface UploadsStorage {
  /** Deletes an object; deleting one that is already gone succeeds (S3 semantics), so repeats are safe. */
  remove(key: string): Promise<void>;
  close(): void;
}

/** Storage from S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET, S3_REGION; undefined without S3_ENDPOINT. */
export const uploadsStorageFromEnv = (env: NodeJS.ProcessEnv = process.env): UploadsStorage | undefined => {
  const endpoint = env.S3_ENDPOINT;
  if (!endpoint) return undefined;
  const bucket = env.S3_BUCKET || 'partner-portal';
  const client = new S3Client({
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY ?? '', secretAccessKey: env.S3_SECRET_KEY ?? '' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
};
