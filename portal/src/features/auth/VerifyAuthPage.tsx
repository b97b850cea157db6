import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useTranslate } from '@refinedev/core';
import { apolloClient } from '../../lib/apollo.ts';
import { getSignInError, isSignedIn } from '../../lib/keycloak.ts';
import { CURRENT_USER_INFO } from './auth.graphql.ts';
import { parseVerifyAuth, postSignInTarget } from './guards.ts';
import { PageSpinner } from './Guard.tsx';

/**
 * Full page loads: the target may be the back office (another app) and the session must start fresh. Once only: the
 * page may render again while the browser is already leaving, and a second replace would cancel the first load.
 */
let leaving = false;
const go = (path: string) => {
  if (leaving) return;
  leaving = true;
  window.location.replace(path);
};

/**
 * Landing after sign-in. Keycloak returns here and keycloak-js has already exchanged the authorization code; the
 * page only reports a failure or continues. Values in the address never sign anyone in.
 */
export const VerifyAuthPage = () => {
  const t = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const result = useMemo(() => parseVerifyAuth(location.search, window.location.origin, getSignInError()), [location.search]);
  const [failure, setFailure] = useState<string | undefined>(result.kind === 'failed' ? result.code : undefined);

  useEffect(() => {
    if (result.kind === 'failed') return;
    if (!isSignedIn()) {
      setFailure('not_signed_in');
      return;
    }
    if (result.continueTo && result.continueTo !== '/') {
      go(result.continueTo);
      return;
    }
    // no continue-url: admins to /admin, company members to /workbench, everyone else home
    apolloClient
      .query({ query: CURRENT_USER_INFO, variables: { companyId: null }, fetchPolicy: 'network-only' })
      .then(({ data }) => go(postSignInTarget(data.currentUserInfo)))
      .catch((error: unknown) => setFailure((error as { graphQLErrors?: { message: string }[] }).graphQLErrors?.[0]?.message ?? 'UNKNOWN'));
  }, [result]);

  if (failure === undefined) return <PageSpinner />;
  return (
    <main className="pp-center pp-message-page">
      <i className="pi pi-exclamation-circle pp-message-icon" aria-hidden />
      <h1>
        {t('auth.verify.failed')} <code>{failure}</code>
      </h1>
      <Button label={t('auth.verify.backHome')} onClick={() => navigate('/')} />
    </main>
  );
};
