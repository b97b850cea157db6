import { useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useLogin, useLogout, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { OverlayPanel } from 'primereact/overlaypanel';
import { Dropdown } from 'primereact/dropdown';
import { Sidebar } from 'primereact/sidebar';
import type { MenuItem } from 'primereact/menuitem';
import { supportEmail } from '@pp/domain';
import { useAccess } from '../../app/access.ts';
import { currentSite, otherSiteLink } from '../../app/current-site.ts';
import { otherSite } from '../../app/site.ts';
import type { MenuGroup } from '../../app/routes.ts';
import { accountCentreUrl } from '../../lib/config.ts';
import { ADMIN_PATH, isCompanyMember, isVendorAdmin, switchCompany, useCurrentUser } from '../auth/index.ts';
import { NotificationBell } from '../notifications/index.ts';
import { mainLinks, profileMenu, workbenchMenu } from './menus.ts';

const HelpCentre = () => {
  const t = useTranslate();
  const panel = useRef<OverlayPanel>(null);
  return (
    <>
      <button type="button" className="pp-icon-button" aria-label={t('layout.help.title')} onClick={(e) => panel.current?.toggle(e)}>
        <i className="pi pi-question-circle" aria-hidden />
      </button>
      <OverlayPanel ref={panel} className="pp-help-panel">
        <strong>{t('layout.help.title')}</strong>
        <p>{t('layout.help.body')}</p>
        <a href={`mailto:${supportEmail}`}>
          <i className="pi pi-envelope" aria-hidden /> {supportEmail}
        </a>
      </OverlayPanel>
    </>
  );
};

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
    { label: t('layout.user.accountCentre'), icon: 'pi pi-external-link', url: accountCentreUrl(), target: '_blank' },
    { label: t('layout.user.myCompany'), icon: 'pi pi-briefcase', command: () => navigate('/profile/own-company') },
    { label: t('layout.user.logout'), icon: 'pi pi-sign-out', command: () => logout() },
  ];
  return (
    <>
      <button type="button" className="pp-user-button" aria-label={t('layout.user.menu')} aria-haspopup onClick={(e) => menu.current?.toggle(e)}>
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
      aria-label={t('layout.company.switch')}
      value={info.currentCompanyUser?.companyId}
      options={info.ownCompanyUsers.map((c) => ({ label: c.companyName, value: c.companyId }))}
      onChange={(e) => switchCompany(info.rootUserId, e.value as string)}
    />
  );
};

const MobileMenu = ({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate: () => void }) => {
  const t = useTranslate();
  return (
    <ul className="pp-mobile-menu">
      {groups.flatMap((g) =>
        g.entries.map((e) => (
          <li key={e.to}>
            <NavLink to={e.to} end onClick={onNavigate}>
              {t(e.labelKey)}
            </NavLink>
          </li>
        )),
      )}
    </ul>
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
    <Button label={t('layout.nav.becomePartner')} size="small" className="pp-become-partner" onClick={() => navigate('/no-company?isOpen=true')} />
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
        {signedIn && <span className="pp-desktop-only"><CompanySwitcher /></span>}
        {!signedIn && <span className="pp-desktop-only"><SiteSwitcher /></span>}
        <HelpCentre />
        {signedIn && <NotificationBell />}
        {signedIn ? <UserMenu /> : <Button label={t('layout.nav.signIn')} size="small" onClick={() => login({})} />}
      </div>
      <Sidebar visible={menuOpen} onHide={() => setMenuOpen(false)} aria-label={t('layout.nav.menu')} className="pp-mobile-sidebar">
        <MobileMenu
          groups={[{ entries: [{ labelKey: 'layout.nav.home', to: '/' }, ...links], order: 0 }]}
          onNavigate={() => setMenuOpen(false)}
        />
        {signedIn && member && (
          <>
            <h4>{t('layout.nav.workbench')}</h4>
            <MobileMenu groups={workbenchMenu(currentSite, keys)} onNavigate={() => setMenuOpen(false)} />
          </>
        )}
        {signedIn && (
          <>
            <h4>{t('layout.user.myCompany')}</h4>
            <MobileMenu groups={profileMenu(currentSite, keys)} onNavigate={() => setMenuOpen(false)} />
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
