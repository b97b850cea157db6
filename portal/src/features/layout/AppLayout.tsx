import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { timings } from '@pp/domain';
import { checkSession } from '../../lib/keycloak.ts';
import { JoinCompanyProvider } from '../join-company/index.ts';
import { TopBar } from './TopBar.tsx';
import { SiteSuggestionModal } from './SiteSuggestionModal.tsx';

/** The frame of every page: top bar, content, the site suggestion, and the session check every 30 s. */
export const AppLayout = () => {
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
