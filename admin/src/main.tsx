// Start-up: Keycloak sign-in (PKCE), then currentUserInfo decides between the back office and the no-permission page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CircularProgress, Box } from '@mui/material';
import { App } from './App.tsx';
import { canUseBackOffice, fetchCurrentUser, refusedVisitorTarget } from './auth/currentUser.ts';
import { initKeycloak, keycloak, login, logout } from './auth/keycloak.ts';
import { createApolloClient } from './data-provider/apollo.ts';
import { errorCodeOf, zhErrorText } from './data-provider/errors.ts';
import { t } from './i18n/index.ts';
import { NoPermission, StartupError } from './layout/NoPermission.tsx';
import { timings } from '@pp/domain';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);

root.render(
  <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <CircularProgress />
  </Box>,
);

const start = async (): Promise<void> => {
  let authenticated = false;
  try {
    authenticated = await initKeycloak();
  } catch (error) {
    root.render(<StartupError message={t('pp.startup.keycloak_failed', { message: String((error as Error)?.message ?? error) })} />);
    return;
  }
  if (!authenticated) {
    await login();
    return;
  }

  // The session is checked every 30 seconds; an ended session goes back to sign-in.
  window.setInterval(() => {
    keycloak.updateToken(60).catch(() => void login());
  }, timings.sessionCheckMs);

  const client = createApolloClient();
  try {
    const user = await fetchCurrentUser(client);
    if (!canUseBackOffice(user)) {
      // Sent away to the portal; the no-permission card shows only for the moment the browser needs to leave.
      root.render(<NoPermission userName={user?.userName} onLogout={() => void logout()} />);
      window.location.replace(refusedVisitorTarget(user));
      return;
    }
    if (!user) return;
    root.render(
      <StrictMode>
        <App client={client} user={user} />
      </StrictMode>,
    );
  } catch (error) {
    if (errorCodeOf(error) === 'UNAUTHENTICATED') {
      await logout();
      return;
    }
    root.render(<StartupError message={zhErrorText(error)} />);
  }
};

void start();
