// Public entry of the uploads feature: what other features may use.
export { feature } from './feature.ts';
export { AvatarCard } from './AvatarCard.tsx';
export { Uploader, type UploadedFile, type UploaderProps } from './Uploader.tsx';
export { FILE_URL } from './uploads.graphql.ts';
export { FileButton } from './FileButton.tsx';
