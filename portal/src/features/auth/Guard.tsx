import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import type { PermissionKey } from '@pp/domain';
import { useAccess } from './access.ts';
import type { RouteAccess } from '../../core/feature.ts';
import { signIn } from '../../lib/keycloak.ts';
import { useCurrentUser } from './CurrentUserContext.tsx';
import { guard } from './guards.ts';

export const PageSpinner = () => {
  const t = useTranslate();
  return (
    <div className="pp-center" role="status" aria-label={t('layout.loading')}>
      <i className="pi pi-spin pi-spinner pp-spinner" aria-hidden />
    </div>
  );
};

const SignInRedirect = () => {
  const location = useLocation();
  useEffect(() => {
    void signIn(`${location.pathname}${location.search}${location.hash}`);
  }, [location]);
  return <PageSpinner />;
};

interface GuardProps {
  access: RouteAccess;
  /** Any of these keys opens the route; without them the user goes to `parent`. */
  keys?: readonly PermissionKey[];
  parent?: string;
  children: ReactNode;
}

/**
 * Applies a route's declared access: signed-out users sign in and come back, users without a current company go
 * to /no-company, non-admins leave admin routes, and users lacking the route's keys go to its parent.
 */
export const Guard = ({ access, keys, parent = '/', children }: GuardProps) => {
  const state = useCurrentUser();
  const { can } = useAccess();
  if (state.signedIn && state.loading) return <PageSpinner />;
  const decision = guard(access, state);
  if (decision.kind === 'signIn') return <SignInRedirect />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (keys && !can(keys)) return <Navigate to={parent} replace />;
  return <>{children}</>;
};
