import { NavLink } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import type { MenuGroup, MenuItem } from '../routes.ts';
import { groupIcons } from './menus.ts';

const Entry = ({ item }: { item: MenuItem }) => {
  const t = useTranslate();
  return (
    <NavLink to={item.to} end className={({ isActive }) => `pp-sidenav-link${isActive ? ' active' : ''}`}>
      {item.icon && <i className={item.icon} aria-hidden />} {t(item.labelKey)}
    </NavLink>
  );
};

/** Left navigation of workbench and profile pages. */
export const SideNav = ({ groups, labelKey }: { groups: MenuGroup[]; labelKey: string }) => {
  const t = useTranslate();
  return (
    <nav className="pp-sidenav" aria-label={t(labelKey)}>
      <ul>
        {groups.map((g) =>
          g.groupKey ? (
            <li key={g.groupKey}>
              <span className="pp-sidenav-group">
                {groupIcons[g.groupKey] && <i className={groupIcons[g.groupKey]} aria-hidden />} {t(g.groupKey)}
              </span>
              <ul>
                {g.entries.map((e) => (
                  <li key={e.to}>
                    <Entry item={e} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            g.entries.map((e) => (
              <li key={e.to}>
                <Entry item={e} />
              </li>
            ))
          ),
        )}
      </ul>
    </nav>
  );
};
