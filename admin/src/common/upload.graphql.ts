// The three steps of every upload the back office makes (the server's presigned request, then its reading of the
// stored bytes, or the cancel of a failed PUT).
import { graphql } from '../generated/gql.ts';

/** Starts an upload: the UPLOADING file's id and a presigned request for exactly this object, size and type. */
export const ADMIN_UPLOAD_ONE_FILE = graphql(`
  mutation AdminUploadOneFile($input: UploadOneFileInput!) {
    uploadOneFile(input: $input) {
      uploadedFileId
      credentials {
        url
        method
        headers {
          name
          value
        }
      }
    }
  }
`);

/** After the browser's PUT: the server reads the stored bytes back and settles the file. */
export const ADMIN_CONFIRM_UPLOADED_FILE = graphql(`
  mutation AdminConfirmUploadedFile($id: UUID!) {
    confirmUploadedFile(id: $id) {
      id
      status
      name
    }
  }
`);

export const ADMIN_CANCEL_UPLOADED_FILE = graphql(`
  mutation AdminCancelUploadedFile($id: UUID!) {
    cancelUploadedFile(id: $id) {
      id
      status
    }
  }
`);

/** A stored file's short-lived address, to open it in a new window. */
export const ADMIN_FILE_URL = graphql(`
  query AdminFileUrl($fileId: UUID!) {
    generateOneFileUrl(fileId: $fileId, isDownload: false) {
      url
      expiresAt
    }
  }
`);
