import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { timings } from '@pp/domain';
import { checkSession } from '../../lib/keycloak.ts';
import { JoinCompanyProvider } from '../join-company/JoinCompanyContext.tsx';
import { TopBar } from './TopBar.tsx';
import { SiteSuggestionModal } from './SiteSuggestionModal.tsx';
import { titleForPath } from './menus.ts';

/** The frame of every page: top bar, content, the session check every 30 s, page titles from the path. */
export const AppLayout = () => {
  const location = useLocation();
  useEffect(() => {
    document.title = titleForPath(location.pathname);
  }, [location.pathname]);
  useEffect(() => {
    const timer = setInterval(() => void checkSession(), timings.sessionCheckMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <JoinCompanyProvider>
      <div className="pp-app">
        <TopBar />
        <main className="pp-main">
          <Outlet />
        </main>
        <SiteSuggestionModal />
      </div>
    </JoinCompanyProvider>
  );
};
