import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useTranslate } from '@refinedev/core';
import { storage } from '../../core/storage.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useJoinCompany } from './JoinCompanyContext.tsx';

/** /no-company: the no-permission text, open-workbench (with a company) or home, and join-company. */
export const NoCompanyPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { info, companyLost } = useCurrentUser();
  const { openSearch } = useJoinCompany();
  const [params, setParams] = useSearchParams();
  const hasCompany = (info?.ownCompanyUsers.length ?? 0) > 0;

  // ?isOpen=true opens the join-company modal (the home page's join-company button links here)
  useEffect(() => {
    if (params.get('isOpen') === 'true') {
      openSearch();
      params.delete('isOpen');
      setParams(params, { replace: true });
    }
  }, [params, setParams, openSearch]);

  return (
    <main className="pp-center pp-message-page">
      <i className="pi pi-lock pp-message-icon" aria-hidden />
      <h1>{t('join-company.noPermission.title')}</h1>
      <div className="pp-actions">
        {hasCompany ? (
          <Button
            label={t('join-company.noPermission.openWorkbench')}
            outlined
            onClick={() => {
              // a remembered company that is no longer theirs is forgotten; the workbench opens on another one
              if (companyLost && info) {
                storage.clearCurrentCompany(info.rootUserId);
                window.location.assign('/workbench');
              } else navigate('/workbench');
            }}
          />
        ) : (
          <Button label={t('join-company.noPermission.home')} outlined onClick={() => navigate('/')} />
        )}
        <Button label={t('join-company.noPermission.join')} icon="pi pi-building" onClick={openSearch} />
      </div>
    </main>
  );
};
