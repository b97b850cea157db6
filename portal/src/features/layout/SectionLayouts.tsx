import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../auth/CurrentUserContext.tsx';
import { profileMenu, visibleMenu, workbenchMenu } from './menus.ts';
import { SideNav } from './SideNav.tsx';

export const WorkbenchLayout = () => {
  const { keys } = useCurrentUser();
  return (
    <div className="pp-section">
      <SideNav entries={visibleMenu(workbenchMenu, keys)} label="Workbench" />
      <div className="pp-section-body">
        <Outlet />
      </div>
    </div>
  );
};

export const ProfileLayout = () => (
  <div className="pp-section">
    <SideNav entries={profileMenu} label="Profile" />
    <div className="pp-section-body">
      <Outlet />
    </div>
  </div>
);
