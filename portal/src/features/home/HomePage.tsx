import { useNavigate } from 'react-router-dom';
import { useLogin, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { useCurrentUser } from '../auth/CurrentUserContext.tsx';
import { isCompanyMember } from '../auth/guards.ts';
import { useJoinCompany } from '../join-company/JoinCompanyContext.tsx';

/**
 * The landing page (its contents are "not shown" in spec 1): an honest welcome with the next step for each
 * visitor — sign in / become a partner, join a company, or open the workbench.
 */
export const HomePage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { mutate: login } = useLogin<{ continueUrl?: string }>();
  const { signedIn, info, loading } = useCurrentUser();
  const { openSearch } = useJoinCompany();
  const member = isCompanyMember(info);

  return (
    <section className="pp-hero">
      <div className="pp-hero-inner">
        <h1>{t('home.title')}</h1>
        <p className="pp-lead">{t('home.lead')}</p>
        {!signedIn && (
          <>
            <p>{t('home.signedOut')}</p>
            <div className="pp-actions">
              <Button label={t('nav.signIn')} icon="pi pi-sign-in" onClick={() => login({})} />
              <Button label={t('nav.becomePartner')} outlined onClick={() => login({ continueUrl: '/no-company?isOpen=true' })} />
            </div>
          </>
        )}
        {signedIn && !loading && member && (
          <>
            <p>{t('home.member')}</p>
            <div className="pp-actions">
              <Button label={t('home.openWorkbench')} icon="pi pi-briefcase" onClick={() => navigate('/workbench')} />
            </div>
          </>
        )}
        {signedIn && !loading && !member && (
          <>
            <p>{t('home.noCompany')}</p>
            <div className="pp-actions">
              <Button label={t('home.joinCompany')} icon="pi pi-building" onClick={openSearch} />
            </div>
          </>
        )}
      </div>
    </section>
  );
};
