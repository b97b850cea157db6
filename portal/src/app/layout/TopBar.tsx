import { Suspense, lazy, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useLogin, useTranslate } from '@refinedev/core';
import { ShellButton as Button } from '../../lib/ShellButton.tsx';
import { currentSite, otherSiteLink } from '../../core/currentSite.ts';
import { otherSite } from '../../core/site.ts';
import { ADMIN_PATH, isCompanyMember, isVendorAdmin, useAccess, useCurrentUser } from '../../features/auth/index.ts';
import { APPLY_PARTNER_PATH } from '../../features/partner-applications/index.ts';
import { mainLinks, profileMenu, workbenchMenu } from './menus.ts';

// Parts only signed-in people or an open menu need load on demand, so the logged-out home page stays light.
const HelpCentre = lazy(() => import('./HelpCentre.tsx').then((m) => ({ default: m.HelpCentre })));
const UserMenu = lazy(() => import('./SignedInActions.tsx').then((m) => ({ default: m.UserMenu })));
const CompanySwitcher = lazy(() => import('./SignedInActions.tsx').then((m) => ({ default: m.CompanySwitcher })));
const NotificationBell = lazy(() => import('../../features/notifications/index.ts').then((m) => ({ default: m.NotificationBell })));
const MobileSidebar = lazy(() => import('./MobileMenu.tsx').then((m) => ({ default: m.MobileSidebar })));

/** Logged-out visitors switch site by going to the other site's address (absent when it has none here). */
const SiteSwitcher = () => {
  const t = useTranslate();
  const href = otherSiteLink();
  if (!href) return null;
  const other = t(`layout.site.${otherSite(currentSite)}`);
  return (
    <a className="pp-switch-link pp-site-switcher" href={href} data-testid="site-switcher" title={t('layout.site.switchTo', { site: other })}>
      <i className="pi pi-globe" aria-hidden /> {other}
    </a>
  );
};

const HelpButtonPlaceholder = () => {
  const t = useTranslate();
  return (
    <button type="button" className="pp-icon-button" aria-label={t('layout.help.title')} disabled>
      <i className="pi pi-question-circle" aria-hidden />
    </button>
  );
};

/** The top bar of every page; below 1024 px the links collapse into a hamburger menu. */
export const TopBar = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { mutate: login } = useLogin<{ continueUrl?: string }>();
  const { signedIn, info } = useCurrentUser();
  const { keys } = useAccess();
  const [menuOpen, setMenuOpen] = useState(false);
  const member = isCompanyMember(info);
  const links = mainLinks(signedIn, member);
  const admin = isVendorAdmin(info);
  // signed out too: the button signs in and continues to the join-company flow
  const noCompany = !signedIn || (info !== null && !member);

  const becomePartner = (
    <Button label={t('layout.nav.becomePartner')} size="small" className="pp-become-partner" onClick={() => navigate(APPLY_PARTNER_PATH)} />
  );
  const backOffice = (
    <a className="pp-switch-link" href={ADMIN_PATH}>
      <i className="pi pi-sliders-h" aria-hidden /> {t('layout.nav.backOffice')}
    </a>
  );

  return (
    <header className="pp-topbar">
      <button type="button" className="pp-icon-button pp-hamburger" aria-label={t('layout.nav.menu')} onClick={() => setMenuOpen(true)}>
        <i className="pi pi-bars" aria-hidden />
      </button>
      <Link to="/" className="pp-logo" aria-label={t('app.name')}>
        <span className="pp-logo-mark" aria-hidden>
          P
        </span>
        <span className="pp-logo-text">{t('app.name')}</span>
      </Link>
      <nav className="pp-main-links" aria-label={t('layout.nav.main')}>
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} className={({ isActive }) => `pp-main-link${isActive ? ' active' : ''}`}>
            {t(l.labelKey)}
          </NavLink>
        ))}
      </nav>
      <div className="pp-topbar-spacer" />
      <div className="pp-topbar-actions">
        {noCompany && <span className="pp-desktop-only">{becomePartner}</span>}
        {signedIn && admin && <span className="pp-desktop-only">{backOffice}</span>}
        {signedIn && (
          <span className="pp-desktop-only">
            <Suspense fallback={null}>
              <CompanySwitcher />
            </Suspense>
          </span>
        )}
        {!signedIn && (
          <span className="pp-desktop-only">
            <SiteSwitcher />
          </span>
        )}
        <Suspense fallback={<HelpButtonPlaceholder />}>
          <HelpCentre />
        </Suspense>
        {signedIn && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        {signedIn ? (
          <Suspense fallback={null}>
            <UserMenu />
          </Suspense>
        ) : (
          <Button label={t('layout.nav.signIn')} size="small" onClick={() => login({})} />
        )}
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileSidebar
            onHide={() => setMenuOpen(false)}
            sections={[
              { groups: [{ entries: [{ labelKey: 'layout.nav.home', to: '/' }, ...links], order: 0 }] },
              ...(signedIn && member ? [{ titleKey: 'layout.nav.workbench', groups: workbenchMenu(currentSite, keys) }] : []),
              ...(signedIn ? [{ titleKey: 'layout.user.myCompany', groups: profileMenu(currentSite, keys) }] : []),
            ]}
            extras={
              <>
                {noCompany && becomePartner}
                {signedIn && admin && backOffice}
                {signedIn && (
                  <Suspense fallback={null}>
                    <CompanySwitcher />
                  </Suspense>
                )}
                {!signedIn && <SiteSwitcher />}
              </>
            }
          />
        </Suspense>
      )}
    </header>
  );
};
