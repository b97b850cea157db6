import { useState } from 'react';
import { useLogout, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useCurrentUser } from '../auth/index.ts';
import { UserInfoForm } from './UserInfoForm.tsx';
import { identityInUse, needsUserInfo } from './userInfoRules.ts';

const FORM_ID = 'pp-added-user-info-form';

/**
 * The "added user info" modal: a signed-in person whose information is missing completes it before anything else.
 * It cannot be closed without saving; signing out stays possible.
 */
export const AddedUserInfoModal = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const { mutate: logout } = useLogout();
  const [saving, setSaving] = useState(false);
  const identity = identityInUse(info);
  const visible = needsUserInfo(info);
  return (
    <Dialog
      header={t('profile.info.addedTitle')}
      visible={visible}
      onHide={() => undefined}
      closable={false}
      closeOnEscape={false}
      draggable={false}
      style={{ width: 'min(560px, 96vw)' }}
      data-testid="added-user-info-modal"
      footer={
        <div>
          <Button type="button" label={t('profile.info.signOut')} text onClick={() => logout()} disabled={saving} />
          <Button type="submit" form={FORM_ID} label={t('profile.info.save')} loading={saving} data-testid="user-info-save" />
        </div>
      }
    >
      <p className="pp-muted">{t('profile.info.addedIntro')}</p>
      {identity && <UserInfoForm key={identity.userId} identity={identity} formId={FORM_ID} onSaving={setSaving} onSaved={() => undefined} />}
    </Dialog>
  );
};
