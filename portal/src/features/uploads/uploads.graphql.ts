import { graphql } from '../../generated/gql.ts';

/** Starts an upload: the UPLOADING file's id and a presigned request for exactly this object, size and type. */
export const UPLOAD_ONE_FILE = graphql(`
  mutation UploadOneFile($input: UploadOneFileInput!) {
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
export const CONFIRM_UPLOADED_FILE = graphql(`
  mutation ConfirmUploadedFile($id: UUID!) {
    confirmUploadedFile(id: $id) {
      id
      status
      name
      size
      mimeType
    }
  }
`);

export const CANCEL_UPLOADED_FILE = graphql(`
  mutation CancelUploadedFile($id: UUID!) {
    cancelUploadedFile(id: $id) {
      id
      status
    }
  }
`);

/** A short-lived URL to view (or download) a completed file. */
export const FILE_URL = graphql(`
  query FileUrl($fileId: UUID!, $isDownload: Boolean) {
    generateOneFileUrl(fileId: $fileId, isDownload: $isDownload) {
      url
      expiresAt
    }
  }
`);

/** The avatar of the signed-in person's default identity (an uploaded file's id). */
export const MY_AVATAR = graphql(`
  query MyAvatar {
    currentUserInfo {
      rootUserId
      defaultUser {
        userId
        userName
        avatar
      }
    }
  }
`);

export const SET_MY_AVATAR = graphql(`
  mutation SetMyAvatar($fileId: UUID!) {
    setMyAvatar(input: { fileId: $fileId }) {
      result {
        id
        avatar
      }
    }
  }
`);
