import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Sidebar } from 'primereact/sidebar';
import type { MenuGroup } from '../routes.ts';

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

/** The collapsed menu below 1024 px: the main links, then the workbench and profile navigation. */
export const MobileSidebar = ({
  sections,
  extras,
  onHide,
}: {
  sections: { titleKey?: string; groups: MenuGroup[] }[];
  extras: ReactNode;
  onHide: () => void;
}) => {
  const t = useTranslate();
  return (
    <Sidebar visible onHide={onHide} aria-label={t('layout.nav.menu')} className="pp-mobile-sidebar">
      {sections.map((section, i) => (
        <div key={section.titleKey ?? i}>
          {section.titleKey && <h4>{t(section.titleKey)}</h4>}
          <MobileMenu groups={section.groups} onNavigate={onHide} />
        </div>
      ))}
      <div className="pp-mobile-extras">{extras}</div>
    </Sidebar>
  );
};
