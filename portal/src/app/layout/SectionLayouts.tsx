import { Outlet } from 'react-router-dom';
import { useAccess } from '../../features/auth/index.ts';
import { currentSite } from '../../core/currentSite.ts';
import { useCompanyDynamicPermission } from '../../features/project-filing/index.ts';
import { profileMenu, workbenchMenu } from './menus.ts';
import { SideNav } from './SideNav.tsx';
import { RecentPageRecorder } from '../../features/recent-pages/index.ts';

export const WorkbenchLayout = () => {
  const { keys } = useAccess();
  const { flags } = useCompanyDynamicPermission();
  return (
    <div className="pp-section">
      <RecentPageRecorder />
      <SideNav groups={workbenchMenu(currentSite, keys, flags)} labelKey="layout.nav.workbench" />
      <div className="pp-section-body">
        <Outlet />
      </div>
    </div>
  );
};

export const ProfileLayout = () => {
  const { keys } = useAccess();
  return (
    <div className="pp-section">
      <SideNav groups={profileMenu(currentSite, keys)} labelKey="layout.nav.profile" />
      <div className="pp-section-body">
        <Outlet />
      </div>
    </div>
  );
};
