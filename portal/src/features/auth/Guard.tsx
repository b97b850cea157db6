import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ProgressSpinner } from 'primereact/progressspinner';
import { signIn } from '../../lib/keycloak.ts';
import { useCurrentUser } from './CurrentUserContext.tsx';
import { ADMIN_PATH, guard, type Access } from './guards.ts';

export const PageSpinner = () => (
  <div className="pp-center" role="status" aria-label="Loading">
    <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" />
  </div>
);

const SignInRedirect = () => {
  const location = useLocation();
  useEffect(() => {
    void signIn(`${location.pathname}${location.search}${location.hash}`);
  }, [location]);
  return <PageSpinner />;
};

/** Applies a route's access rule (spec 1 §6): sign-in, /no-company or / on failure. */
export const Guard = ({ access, children }: { access: Access; children: ReactNode }) => {
  const state = useCurrentUser();
  if (state.signedIn && state.loading) return <PageSpinner />;
  const decision = guard(access, state);
  if (decision.kind === 'signIn') return <SignInRedirect />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
};

/** /admin is the back office, a separate app served under /admin/: leave the portal with a full page load. */
export const AdminRedirect = () => {
  useEffect(() => {
    window.location.replace(ADMIN_PATH);
  }, []);
  return <PageSpinner />;
};
