import { CodedError, firstIssueCode, incomingObjectKey, uploadLimits, uploadOneFileSchema } from '@pp/domain';
import { sideEffectWithPgClientTransaction, withPgClient, type PgClient } from 'postgraphile/@dataplan/pg';
import { access, lambda, type Step } from 'postgraphile/grafast';
import { extendSchema, gql } from 'postgraphile/utils';
import type { Storage } from '../uploads/storage.ts';

interface FileRow {
  id: string;
  name: string;
  size: string;
  mime_type: string;
  storage_key: string;
  status: string;
  error_code: string | null;
}

/** The outcome of a command that may have to report an error after committing (the ERROR status must stay). */
interface Settled {
  id: string;
  error?: { code: string; params: Record<string, unknown> };
}

const one = async (client: PgClient, text: string, values: unknown[]): Promise<FileRow> => {
  const { rows } = await client.query<FileRow>({ text, values });
  const row = rows[0];
  if (!row) throw new CodedError('FILE_NOT_FOUND');
  return row;
};

const needStorage = (storage: Storage | undefined): Storage => {
  // Without a configured storage no upload identity can be handed out.
  if (!storage) throw new CodedError('FILE_IDENTITY_NOT_OBTAINED');
  return storage;
};

/**
 * Uploads straight from the browser to S3-compatible storage:
 * - `uploadOneFile` checks (in SQL) who may upload for the use, the accepted type and the 20M limit, creates the
 *   UPLOADING row and returns a presigned PUT limited to that object, its size and type, plus `uploadedFileId`;
 * - `confirmUploadedFile` reads the stored object back: over 20M or bytes that are not what the name says → the object
 *   is deleted, the row becomes ERROR and the coded error is returned; else SUCCESS;
 * - `cancelUploadedFile` deletes the object and makes the row CANCELLED;
 * - `generateOneFileUrl` issues a short-lived presigned GET once SQL has checked the caller may view (or download);
 *   `ignoreStrategy` is the back office's preview of a material's file (vendor admins only, decided in SQL).
 */
export const makeUploadsPlugin = (storage: Storage | undefined) =>
  extendSchema((build) => {
    const executor = build.input.pgRegistry.pgExecutors['main'];
    if (!executor) throw new Error('No main pg executor');
    const files = build.input.pgRegistry.pgResources['uploaded_files'];
    if (!files) throw new Error('app_public.uploaded_files is not in the registry');

    const fileById = ($id: Step) => files.get({ id: $id });
    const raiseAfterCommit = ($settled: Step<Settled>) =>
      lambda($settled, (settled) => {
        if (settled.error) throw new CodedError(settled.error.code as never, settled.error.params);
        return settled.id;
      });

    return {
      typeDefs: gql`
        input UploadOneFileInput {
          use: UploadUse!
          "The file's name as the user picked it; its extension must be one the use accepts."
          name: String!
          "Size in bytes (at most 20M)."
          size: Int!
          "The MIME type the browser declares; it must belong to the extension."
          mimeType: String!
          "The company a company file belongs to (INTERNAL_FILE)."
          companyId: UUID
        }
        type HttpHeader {
          name: String!
          value: String!
        }
        """
        Temporary credentials for one upload: a presigned request for exactly this object, size and content type.
        """
        type UploadCredentials {
          url: String!
          method: String!
          headers: [HttpHeader!]!
          expiresAt: Datetime!
        }
        type UploadOneFilePayload {
          uploadedFileId: UUID!
          credentials: UploadCredentials!
          uploadedFile: UploadedFile
        }
        type FileUrl {
          url: String!
          expiresAt: Datetime!
        }
        extend type Mutation {
          """
          Starts an upload: FILE_TYPE_NOT_ALLOW, FILE_SIZE_IS_TOO_LARGE (params max, size in M) or FILE_NO_PERMISSION
          when refused; otherwise an UPLOADING file and the credentials to upload it.
          """
          uploadOneFile(input: UploadOneFileInput!): UploadOneFilePayload
          """
          Settles an upload from the stored bytes: SUCCESS, or ERROR (object deleted) with FILE_SIZE_IS_TOO_LARGE,
          FILE_TYPE_NOT_ALLOW or FILE_UPLOAD_FAILED.
          """
          confirmUploadedFile(id: UUID!): UploadedFile
          "Stops an upload in progress: the object is deleted and the file CANCELLED."
          cancelUploadedFile(id: UUID!): UploadedFile
        }
        extend type Query {
          """
          A short-lived URL of a completed file: FILE_NOT_FOUND, FILE_NO_PERMISSION or FILE_NOT_DOWNLOADABLE otherwise
          (a material's file: MATERIAL_NOT_DOWNLOADABLE when the material does not allow download).
          """
          generateOneFileUrl(
            fileId: UUID!
            isDownload: Boolean
            """
            The back office's preview: a vendor admin opens a material's file whatever the material's rules (its push
            strategy, status, the keys, whether it may be downloaded). Ignored for anyone else.
            """
            ignoreStrategy: Boolean
          ): FileUrl
        }
      `,
      objects: {
        Mutation: {
          plans: {
            uploadOneFile(_$root, fieldArgs) {
              const $input = fieldArgs.getRaw('input');
              return sideEffectWithPgClientTransaction(executor, $input, async (client, input) => {
                const s3 = needStorage(storage);
                const parsed = uploadOneFileSchema.safeParse(input);
                if (!parsed.success) throw new CodedError(firstIssueCode(parsed.error));
                const { use, name, size, mimeType, companyId } = parsed.data;
                const row = await one(client, 'select * from app_hidden.begin_upload($1, $2, $3, $4, $5)', [
                  use,
                  name,
                  size,
                  mimeType,
                  companyId ?? null,
                ]);
                const credentials = await s3.presignUpload(incomingObjectKey(row.storage_key), size, row.mime_type, uploadLimits.presignedUploadSeconds);
                return { uploadedFileId: row.id, credentials: { ...credentials, expiresAt: credentials.expiresAt.toISOString() } };
              });
            },
            confirmUploadedFile(_$root, fieldArgs) {
              const $id = fieldArgs.getRaw('id');
              const $settled = sideEffectWithPgClientTransaction(executor, $id, async (client, id): Promise<Settled> => {
                const s3 = needStorage(storage);
                const pending = await one(client, 'select * from app_hidden.upload_to_confirm($1)', [id]);
                const incoming = incomingObjectKey(pending.storage_key);
                const stored = await s3.inspect(incoming, uploadLimits.maxBytes);
                const row = await one(client, 'select * from app_hidden.finish_upload($1, $2, $3)', [
                  id,
                  stored?.size ?? null,
                  stored?.sniffedAs ?? null,
                ]);
                if (row.status === 'SUCCESS' || !row.error_code) {
                  // Exactly the bytes read become the file before SUCCESS commits; bytes written again in between
                  // (the presigned request used twice) fail the step and leave the upload to be confirmed again.
                  if (!stored || !(await s3.keep(incoming, row.storage_key, stored.etag))) throw new CodedError('FILE_UPLOAD_FAILED');
                  return { id: row.id };
                }
                // A rejected object is removed before the ERROR status commits; if removal fails, nothing commits
                // and the cleanup removes the abandoned upload later.
                if (stored) await s3.remove(incoming);
                const params =
                  row.error_code === 'FILE_SIZE_IS_TOO_LARGE'
                    ? { max: uploadLimits.maxMegabytes, size: Math.round((Number(row.size) / (1024 * 1024)) * 10) / 10 }
                    : {};
                return { id: row.id, error: { code: row.error_code, params } };
              });
              return fileById(raiseAfterCommit($settled));
            },
            cancelUploadedFile(_$root, fieldArgs) {
              const $id = fieldArgs.getRaw('id');
              const $settled = sideEffectWithPgClientTransaction(executor, $id, async (client, id): Promise<Settled> => {
                const s3 = needStorage(storage);
                const row = await one(client, 'select * from app_hidden.cancel_upload($1)', [id]);
                await s3.remove(incomingObjectKey(row.storage_key));
                return { id: row.id };
              });
              return fileById(raiseAfterCommit($settled));
            },
          },
        },
        UploadOneFilePayload: {
          plans: {
            uploadedFile($payload) {
              return fileById(access($payload, 'uploadedFileId'));
            },
          },
        },
        Query: {
          plans: {
            generateOneFileUrl(_$root, fieldArgs) {
              const $args = lambda(
                [fieldArgs.getRaw('fileId'), fieldArgs.getRaw('isDownload'), fieldArgs.getRaw('ignoreStrategy')],
                ([fileId, isDownload, ignoreStrategy]) => ({ fileId, isDownload: isDownload === true, ignoreStrategy: ignoreStrategy === true }),
              );
              return withPgClient(executor, $args, async (client, { fileId, isDownload, ignoreStrategy }) => {
                const s3 = needStorage(storage);
                // SQL decides who ignoreStrategy lets through (vendor admins only); anyone else is checked as usual
                const row = await one(client, 'select * from app_hidden.file_for_url($1, $2, $3)', [fileId, isDownload, ignoreStrategy]);
                const seconds = uploadLimits.presignedUrlSeconds;
                const url = await s3.presignDownload(row.storage_key, row.name, row.mime_type, isDownload, seconds);
                return { url, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() };
              });
            },
          },
        },
      },
    };
  });
