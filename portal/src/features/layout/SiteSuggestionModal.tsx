import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { useCurrentUser } from '../auth/CurrentUserContext.tsx';
import { MARK_SWITCH_SITE_SUGGESTION_READ } from '../auth/currentUser.graphql.ts';
import { shouldSuggestChineseSite } from '../auth/guards.ts';
import { chooseSite } from './site.ts';

/** Spec 1 §4: +86 users who have not read it, not admins, are offered the Chinese site; staying marks it read. */
export const SiteSuggestionModal = () => {
  const t = useTranslate();
  const { open } = useNotification();
  const { info, refetch } = useCurrentUser();
  const [dismissed, setDismissed] = useState(false);
  const [markRead, { loading }] = useMutation(MARK_SWITCH_SITE_SUGGESTION_READ);
  const visible = !dismissed && shouldSuggestChineseSite(info);

  const stay = async () => {
    try {
      await markRead();
      setDismissed(true);
      void refetch();
    } catch (error) {
      open?.({ type: 'error', message: t('notify.error'), description: errorMessage(error, fallbacks.switchSite) });
    }
  };
  const go = () => {
    if (!chooseSite('MAINLAND')) {
      open?.({ type: 'error', message: t('notify.error'), description: t('site.unavailable') });
    }
  };

  return (
    <Dialog
      header={t('site.suggest.title')}
      visible={visible}
      onHide={() => void stay()}
      closable={false}
      style={{ width: 'min(480px, 94vw)' }}
      footer={
        <div>
          <Button label={t('site.suggest.stay')} outlined onClick={() => void stay()} loading={loading} />
          <Button label={t('site.suggest.switch')} onClick={go} />
        </div>
      }
    >
      <p>{t('site.suggest.body')}</p>
    </Dialog>
  );
};
