import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { currentSite, otherSiteLink } from '../../core/currentSite.ts';
import { MARK_SWITCH_SITE_SUGGESTION_READ, shouldSuggestChineseSite, useCurrentUser } from '../../features/auth/index.ts';
import { needsUserInfo } from '../../features/profile/index.ts';

/**
 * On the global site, people whose phone prefix is +86 (not admins, not yet answered) are offered the Chinese
 * site: going there opens the mainland site's address; staying marks the suggestion read. Without a reachable
 * mainland site nothing is offered.
 */
export const SiteSuggestionModal = () => {
  const t = useTranslate();
  const { open } = useNotification();
  const { info, refetch } = useCurrentUser();
  const [dismissed, setDismissed] = useState(false);
  const [markRead, { loading }] = useMutation(MARK_SWITCH_SITE_SUGGESTION_READ);
  const href = currentSite === 'GLOBAL' ? otherSiteLink() : undefined;
  // The user info modal comes first: the suggestion waits until the person's information is complete.
  const visible = !dismissed && Boolean(href) && shouldSuggestChineseSite(info) && !needsUserInfo(info);

  const stay = async () => {
    try {
      await markRead();
      setDismissed(true);
      void refetch();
    } catch (error) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(error, fallbacks.switchSite) });
    }
  };

  return (
    <Dialog
      header={t('layout.site.suggest.title')}
      visible={visible}
      onHide={() => void stay()}
      closable={false}
      style={{ width: 'min(480px, 94vw)' }}
      footer={
        <div>
          <Button label={t('layout.site.suggest.stay')} outlined onClick={() => void stay()} loading={loading} />
          <Button label={t('layout.site.suggest.switch')} onClick={() => href && window.location.assign(href)} />
        </div>
      }
    >
      <p>{t('layout.site.suggest.body')}</p>
    </Dialog>
  );
};
