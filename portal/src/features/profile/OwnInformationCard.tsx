import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { translateError } from '../../lib/errors.ts';
import { dash } from '../../lib/format.ts';
import { formatPhone } from '../../components/index.ts';
import { useCurrentUser } from '../auth/index.ts';
import { UserInfoForm } from './UserInfoForm.tsx';
import { MY_ACCOUNT_SYNC } from './profileUserInfo.graphql.ts';
import { identityInUse } from './userInfoRules.ts';

const FORM_ID = 'pp-own-info-form';

/**
 * The person's own information (of the identity in use) and its edit, with the same form as the modal. While the
 * account centre could not be updated, the failure's text says so (the worker keeps retrying).
 */
export const OwnInformationCard = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const identity = identityInUse(info);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const { data: syncData, refetch: refetchSync } = useQuery(MY_ACCOUNT_SYNC, { fetchPolicy: 'cache-and-network' });
  const syncError = syncData?.myAccountSync?.errorCode;
  if (!identity) return null;
  return (
    <Card className="pp-card" title={t('profile.info.title')} data-testid="own-information">
      <dl className="pp-facts">
        <dt>{t('profile.info.name')}</dt>
        <dd data-testid="own-information-name">{dash(identity.userName)}</dd>
        <dt>{t('components.position')}</dt>
        <dd>{dash(identity.position?.name)}</dd>
        <dt>{t('profile.info.email')}</dt>
        <dd>{dash(identity.email)}</dd>
        <dt>{t('components.phone')}</dt>
        <dd data-testid="own-information-phone">{dash(formatPhone(identity.phonePrefixCountryCode, identity.contactNumber))}</dd>
      </dl>
      {syncError && (
        <Message
          severity="warn"
          className="pp-sync-warning"
          text={`${translateError(syncError)} ${t('profile.info.syncRetrying')}`}
          data-testid="account-sync-error"
        />
      )}
      <Button label={t('profile.info.edit')} icon="pi pi-pencil" outlined onClick={() => setEditing(true)} data-testid="own-information-edit" />
      <Dialog
        header={t('profile.info.editTitle')}
        visible={editing}
        onHide={() => !saving && setEditing(false)}
        style={{ width: 'min(560px, 96vw)' }}
        footer={
          <div>
            <Button type="button" label={t('profile.info.cancel')} text onClick={() => setEditing(false)} disabled={saving} />
            <Button type="submit" form={FORM_ID} label={t('profile.info.save')} loading={saving} data-testid="user-info-save" />
          </div>
        }
      >
        {editing && (
          <UserInfoForm
            key={identity.userId}
            identity={identity}
            formId={FORM_ID}
            onSaving={setSaving}
            onSaved={() => {
              setEditing(false);
              void refetchSync();
            }}
          />
        )}
      </Dialog>
    </Card>
  );
};
