import { Refine } from '@refinedev/core';
import { RouterProvider } from 'react-router-dom';
import { timings } from '@pp/domain';
import { notificationProvider } from '../lib/notify.ts';
import { ToastHost } from '../lib/ToastHost.tsx';
import { authProvider, CurrentUserProvider } from '../features/auth/index.ts';
import { i18nProvider } from './i18n.ts';
import { router } from './router.tsx';

/**
 * Refine is the frame (auth, i18n, notifications); access checks go through `useAccess` of features/auth only. Apollo is the
 * GraphQL client, provided with the signed-in user (features/auth); PrimeReact the UI (its defaults: no ripple).
 */
export const App = () => (
  <Refine
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    notificationProvider={notificationProvider}
    options={{
      disableTelemetry: true,
      reactQuery: { clientConfig: { defaultOptions: { queries: { staleTime: timings.queryStaleTimeMs, retry: false } } } },
    }}
  >
    <CurrentUserProvider>
      <RouterProvider router={router} />
    </CurrentUserProvider>
    <ToastHost />
  </Refine>
);
