import { useMutation, useQuery } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Card } from 'primereact/card';
import { uploadLimits } from '@pp/domain';
import { errorCodeOf, translateError } from '../../lib/errors.ts';
import { Uploader } from './Uploader.tsx';
import { FILE_URL, MY_AVATAR, SET_MY_AVATAR } from './uploads.graphql.ts';

/** The picture of a file by id, through a short-lived URL issued after the server's permission check. */
const AvatarImage = ({ fileId, alt }: { fileId: string; alt: string }) => {
  const { data } = useQuery(FILE_URL, { variables: { fileId, isDownload: false }, fetchPolicy: 'network-only' });
  const url = data?.generateOneFileUrl?.url;
  return url ? <img className="pp-avatar-image" src={url} alt={alt} data-testid="current-avatar" /> : <span className="pp-avatar-image" />;
};

/** The signed-in person's avatar on their default identity: shown, and replaced by uploading an image. */
export const AvatarCard = () => {
  const t = useTranslate();
  const { open } = useNotification();
  const { data } = useQuery(MY_AVATAR);
  const [setAvatar] = useMutation(SET_MY_AVATAR, { refetchQueries: ['MyAvatar', 'CurrentUserInfo'] });
  const user = data?.currentUserInfo?.defaultUser;
  const avatar = user?.avatar ?? null;

  return (
    <Card className="pp-card pp-avatar-card" title={t('uploads.avatar.title')}>
      <div className="pp-avatar-row">
        {avatar ? (
          <AvatarImage fileId={avatar} alt={t('uploads.avatar.current')} />
        ) : (
          <span className="pp-avatar-image pp-avatar-empty" aria-label={t('uploads.avatar.none')}>
            {(user?.userName ?? '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="pp-avatar-upload">
          <p className="pp-muted">{t('uploads.avatar.intro', { max: uploadLimits.maxMegabytes })}</p>
          <Uploader
            use="AVATAR"
            onUploaded={async (file) => {
              try {
                await setAvatar({ variables: { fileId: file.id } });
                open?.({ type: 'success', message: t('uploads.avatar.saved') });
              } catch (error) {
                const code = errorCodeOf(error);
                open?.({ type: 'error', message: code ? translateError(code) : t('uploads.avatar.saveFailed') });
              }
            }}
          />
        </div>
      </div>
    </Card>
  );
};
