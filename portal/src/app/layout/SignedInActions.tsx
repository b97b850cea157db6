import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout, useTranslate } from '@refinedev/core';
import { Menu } from 'primereact/menu';
import { Dropdown } from 'primereact/dropdown';
import type { MenuItem } from 'primereact/menuitem';
import { accountCentreUrl } from '../../core/config.ts';
import { switchCompany, useCurrentUser } from '../../features/auth/index.ts';

/** The user menu: the account centre (new tab), my company, log out. */
export const UserMenu = () => {
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

/** Switching company remembers the choice and reloads the workbench; shown with two companies or more. */
export const CompanySwitcher = () => {
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
