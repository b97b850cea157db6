import { useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useLogin, useLogout, useNotification, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { OverlayPanel } from 'primereact/overlaypanel';
import { Dropdown } from 'primereact/dropdown';
import { Sidebar } from 'primereact/sidebar';
import type { MenuItem } from 'primereact/menuitem';
import { supportEmail, type Site } from '@pp/domain';
import { accountCentreUrl } from '../../lib/config.ts';
import { switchCompany, useCurrentUser } from '../auth/CurrentUserContext.tsx';
import { ADMIN_PATH, isCompanyMember, isVendorAdmin } from '../auth/guards.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { mainLinks, profileMenu, visibleMenu, workbenchMenu, type MenuEntry } from './menus.ts';
import { chooseSite, currentSite } from './site.ts';

const HelpCentre = () => {
  const t = useTranslate();
  const panel = useRef<OverlayPanel>(null);
  return (
    <>
      <button type="button" className="pp-icon-button" aria-label={t('help.title')} onClick={(e) => panel.current?.toggle(e)}>
        <i className="pi pi-question-circle" aria-hidden />
      </button>
      <OverlayPanel ref={panel} className="pp-help-panel">
        <strong>{t('help.title')}</strong>
        <p>{t('help.body')}</p>
        <a href={`mailto:${supportEmail}`}>
          <i className="pi pi-envelope" aria-hidden /> {supportEmail}
        </a>
      </OverlayPanel>
    </>
  );
};

const SiteSwitcher = () => {
  const t = useTranslate();
  const { open } = useNotification();
  const [site, setSite] = useState<Site>(currentSite());
  return (
    <Dropdown
      className="pp-site-switcher"
      aria-label={t('site.label')}
      value={site}
      options={(['GLOBAL', 'MAINLAND'] as Site[]).map((s) => ({ label: t(`site.${s}`), value: s }))}
      onChange={(e) => {
        const next = e.value as Site;
        setSite(next);
        if (!chooseSite(next)) open?.({ type: 'error', message: t('site.MAINLAND'), description: t('site.unavailable') });
      }}
    />
  );
};

const UserMenu = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const { info } = useCurrentUser();
  const menu = useRef<Menu>(null);
  const name = info?.currentCompanyUser?.userName ?? info?.defaultUser?.userName ?? '';
  const items: MenuItem[] = [
    { label: name, disabled: true, className: 'pp-menu-name' },
    { separator: true },
    { label: t('user.accountCentre'), icon: 'pi pi-external-link', url: accountCentreUrl(), target: '_blank' },
    { label: t('user.myCompany'), icon: 'pi pi-briefcase', command: () => navigate('/profile/own-company') },
    { label: t('user.logout'), icon: 'pi pi-sign-out', command: () => logout() },
  ];
  return (
    <>
      <button type="button" className="pp-user-button" aria-label={t('user.menu')} aria-haspopup onClick={(e) => menu.current?.toggle(e)}>
        <span className="pp-avatar" aria-hidden>
          {name.trim().charAt(0).toUpperCase() || <i className="pi pi-user" />}
        </span>
        <span className="pp-user-name">{name}</span>
        <i className="pi pi-angle-down" aria-hidden />
      </button>
      <Menu model={items} popup ref={menu} popupAlignment="right" />
    </>
  );
};

const CompanySwitcher = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  if (!info || info.ownCompanyUsers.length < 2) return null;
  return (
    <Dropdown
      className="pp-company-switcher"
      aria-label={t('company.switch')}
      value={info.currentCompanyUser?.companyId}
      options={info.ownCompanyUsers.map((c) => ({ label: c.companyName, value: c.companyId }))}
      onChange={(e) => switchCompany(info.rootUserId, e.value as string)}
    />
  );
};

const MobileMenu = ({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) => (
  <ul className="pp-mobile-menu">
    {entries.map((e) => (
      <li key={`${e.label}${e.to}`}>
        <NavLink to={e.to} end onClick={onNavigate}>
          {e.label}
        </NavLink>
        {e.children && <MobileMenu entries={e.children} onNavigate={onNavigate} />}
      </li>
    ))}
  </ul>
);

/** The top bar of spec 1 §2; below 1024 px the links collapse into a hamburger menu. */
export const TopBar = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { mutate: login } = useLogin<{ continueUrl?: string }>();
  const { signedIn, info, keys } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const member = isCompanyMember(info);
  const links = mainLinks(signedIn, member);
  const admin = isVendorAdmin(info);
  // signed out too: the button signs in and continues to the join-company flow
  const noCompany = !signedIn || (info !== null && !member);

  const becomePartner = (
    <Button label={t('nav.becomePartner')} size="small" className="pp-become-partner" onClick={() => navigate('/no-company?isOpen=true')} />
  );
  const backOffice = (
    <a className="pp-switch-link" href={ADMIN_PATH}>
      <i className="pi pi-sliders-h" aria-hidden /> {t('nav.backOffice')}
    </a>
  );

  return (
    <header className="pp-topbar">
      <button type="button" className="pp-icon-button pp-hamburger" aria-label={t('nav.menu')} onClick={() => setMenuOpen(true)}>
        <i className="pi pi-bars" aria-hidden />
      </button>
      <Link to="/" className="pp-logo" aria-label={t('app.name')}>
        <span className="pp-logo-mark" aria-hidden>
          P
        </span>
        <span className="pp-logo-text">{t('app.name')}</span>
      </Link>
      <nav className="pp-main-links" aria-label="Main">
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} className={({ isActive }) => `pp-main-link${isActive ? ' active' : ''}`}>
            {l.label}
          </NavLink>
        ))}
      </nav>
      <div className="pp-topbar-spacer" />
      <div className="pp-topbar-actions">
        {noCompany && <span className="pp-desktop-only">{becomePartner}</span>}
        {signedIn && admin && <span className="pp-desktop-only">{backOffice}</span>}
        {signedIn && <span className="pp-desktop-only"><CompanySwitcher /></span>}
        {!signedIn && <span className="pp-desktop-only"><SiteSwitcher /></span>}
        <HelpCentre />
        {signedIn && <NotificationBell />}
        {signedIn ? <UserMenu /> : <Button label={t('nav.signIn')} size="small" onClick={() => login({})} />}
      </div>
      <Sidebar visible={menuOpen} onHide={() => setMenuOpen(false)} aria-label={t('nav.menu')} className="pp-mobile-sidebar">
        <MobileMenu entries={[{ label: t('nav.home'), to: '/' }, ...links]} onNavigate={() => setMenuOpen(false)} />
        {signedIn && member && (
          <>
            <h4>{t('nav.workbench')}</h4>
            <MobileMenu entries={visibleMenu(workbenchMenu, keys)} onNavigate={() => setMenuOpen(false)} />
          </>
        )}
        {signedIn && (
          <>
            <h4>{t('user.myCompany')}</h4>
            <MobileMenu entries={profileMenu} onNavigate={() => setMenuOpen(false)} />
          </>
        )}
        <div className="pp-mobile-extras">
          {noCompany && becomePartner}
          {signedIn && admin && backOffice}
          {signedIn && <CompanySwitcher />}
          {!signedIn && <SiteSwitcher />}
        </div>
      </Sidebar>
    </header>
  );
};
