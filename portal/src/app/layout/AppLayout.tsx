import { Suspense, lazy, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { timings } from '@pp/domain';
import { checkSession } from '../../lib/keycloak.ts';
import { useCurrentUser } from '../../features/auth/index.ts';
import { TopBar } from './TopBar.tsx';

const SignedInFrame = lazy(() => import('./SignedInFrame.tsx').then((m) => ({ default: m.SignedInFrame })));

/**
 * The frame of every page: top bar, content, and the session check every 30 s. Signed-in people also get the
 * join-company flow and the site suggestion (loaded with their first page).
 */
export const AppLayout = () => {
  const { signedIn } = useCurrentUser();
  useEffect(() => {
    const timer = setInterval(() => void checkSession(), timings.sessionCheckMs);
    return () => clearInterval(timer);
  }, []);
  const content = (
    <div className="pp-app">
      <TopBar />
      <main className="pp-main">
        <Outlet />
      </main>
    </div>
  );
  return signedIn ? (
    <Suspense fallback={null}>
      <SignedInFrame>{content}</SignedInFrame>
    </Suspense>
  ) : (
    content
  );
};
