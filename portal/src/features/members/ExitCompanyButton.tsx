import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { storage } from '../../core/storage.ts';
import { useCurrentUser } from '../auth/index.ts';
import { EXIT_COMPANY, MY_MEMBERSHIP } from './members.graphql.ts';
import { exitTip } from './memberRules.ts';

interface Props {
  companyId: string;
  companyName: string;
  /** The person's own identity in that company. */
  userId: string;
}

const ExitDialog = ({ companyId, companyName, userId, onHide }: Props & { onHide: () => void }) => {
  const t = useTranslate();
  const { open } = useNotification();
  const { info } = useCurrentUser();
  const { data, loading } = useQuery(MY_MEMBERSHIP, { variables: { userId }, fetchPolicy: 'network-only' });
  const [exit, { loading: exiting }] = useMutation(EXIT_COMPANY);
  const tip = exitTip(data?.user);
  const leave = async () => {
    try {
      await exit({ variables: { companyId } });
      open?.({ type: 'success', message: t('app.notify.success'), description: t('members.exit.done', { company: companyName }) });
      if (info && storage.getCurrentCompany(info.rootUserId) === companyId) storage.clearCurrentCompany(info.rootUserId);
      window.location.assign('/profile/own-company');
    } catch (e) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(e, fallbacks.save) });
    }
  };
  return (
    <Dialog
      header={t('members.exit.title', { company: companyName })}
      visible
      onHide={onHide}
      style={{ width: 'min(460px, 92vw)' }}
      footer={
        <div>
          <Button type="button" label={tip === 'admin' ? t('join-company.cancel') : t('app.common.ok')} text={tip === 'admin'} onClick={onHide} />
          {tip === 'admin' && (
            <Button type="button" label={t('members.exit.confirm')} severity="danger" loading={exiting} onClick={() => void leave()} data-testid="exit-company-confirm" />
          )}
        </div>
      }
    >
      {loading && !data ? <p className="pp-muted">{t('app.common.loading')}</p> : <p data-testid="exit-company-tip">{t(`members.exit.tip.${tip}`)}</p>}
    </Dialog>
  );
};

/**
 * "Exit company" on one's own companies: a partner administrator may leave once another administrator is named; the
 * only administrator, and any other member, are told what to do instead (the server applies the same rule).
 */
export const ExitCompanyButton = (props: Props) => {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={t('members.exit.button')} size="small" text severity="secondary" onClick={() => setOpen(true)} data-testid="exit-company" />
      {open && <ExitDialog {...props} onHide={() => setOpen(false)} />}
    </>
  );
};
