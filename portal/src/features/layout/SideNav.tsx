import { NavLink } from 'react-router-dom';
import type { MenuEntry } from './menus.ts';

/** Left navigation of workbench and profile pages. */
export const SideNav = ({ entries, label }: { entries: MenuEntry[]; label: string }) => (
  <nav className="pp-sidenav" aria-label={label}>
    <ul>
      {entries.map((e) => (
        <li key={`${e.label}-${e.to}`}>
          {e.children ? (
            <>
              <span className="pp-sidenav-group">
                {e.icon && <i className={e.icon} aria-hidden />} {e.label}
              </span>
              <ul>
                {e.children.map((c) => (
                  <li key={c.to}>
                    <NavLink to={c.to} end className={({ isActive }) => `pp-sidenav-link${isActive ? ' active' : ''}`}>
                      {c.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <NavLink to={e.to} end className={({ isActive }) => `pp-sidenav-link${isActive ? ' active' : ''}`}>
              {e.icon && <i className={e.icon} aria-hidden />} {e.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  </nav>
);
