import { useNavigate } from 'react-router-dom';
import { useLogin, useTranslate } from '@refinedev/core';
import { ShellButton as Button } from '../../lib/ShellButton.tsx';
import { currentSite, currentTiers } from '../../core/currentSite.ts';
import { isCompanyMember, useCurrentUser } from '../auth/index.ts';
import { APPLY_PARTNER_PATH } from '../partner-applications/index.ts';

/**
 * The landing page: a welcome with the next step for each visitor (sign in / become a partner, join a company, or
 * open the workbench) and the partner programme of this site with its tiers.
 */
export const HomePage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { mutate: login } = useLogin<{ continueUrl?: string }>();
  const { signedIn, info, loading } = useCurrentUser();
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
              <Button label={t('layout.nav.signIn')} icon="pi pi-sign-in" onClick={() => login({})} />
              <Button label={t('layout.nav.becomePartner')} outlined onClick={() => login({ continueUrl: APPLY_PARTNER_PATH })} />
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
              <Button label={t('home.joinCompany')} icon="pi pi-building" onClick={() => navigate('/no-company?isOpen=true')} />
            </div>
          </>
        )}
        <section className="pp-programme" aria-labelledby="pp-programme-title" data-testid="site-programme" data-site={currentSite}>
          <h2 id="pp-programme-title">{t(`home.programme.${currentSite}`)}</h2>
          <p className="pp-muted">{t('home.tiers')}</p>
          <ol className="pp-tiers">
            {currentTiers.map((tier) => (
              <li key={tier} className="pp-tier" data-tier={tier}>
                {t(`home.tier.${tier}`)}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </section>
  );
};
