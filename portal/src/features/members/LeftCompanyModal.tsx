import { useTranslate } from '@refinedev/core';
import { translateError } from '../../lib/errors.ts';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { storage } from '../../core/storage.ts';
import { useCurrentUser } from '../auth/index.ts';

/**
 * A person whose remembered company is no longer theirs (removed, or left) is told so on their next page, and cannot
 * carry on there: closing the message forgets that company and opens /no-company, where they may open another
 * company's workbench or join one.
 */
export const LeftCompanyModal = () => {
  const t = useTranslate();
  const { info, companyLost } = useCurrentUser();
  if (!companyLost || !info) return null;
  const leave = () => {
    storage.clearCurrentCompany(info.rootUserId);
    window.location.assign('/no-company');
  };
  return (
    <Dialog
      header={t('members.leftCompany.title')}
      visible
      closable={false}
      onHide={leave}
      style={{ width: 'min(420px, 92vw)' }}
      footer={<Button label={t('app.common.ok')} onClick={leave} data-testid="left-company-ok" />}
      data-testid="left-company-modal"
    >
      <p>{translateError('MESSAGE_COMPANY_LEFT')}</p>
    </Dialog>
  );
};
