import { useCallback } from 'react';
import { ApolloProvider } from '@apollo/client';
import { Refine } from '@refinedev/core';
import { RouterProvider } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { Toast } from 'primereact/toast';
import { timings } from '@pp/domain';
import { apolloClient } from './lib/apollo.ts';
import { i18nProvider } from './lib/i18n.ts';
import { notificationProvider, setToast } from './lib/notify.ts';
import { authProvider, CurrentUserProvider } from './features/auth/index.ts';
import { router } from './router.tsx';

/**
 * Refine is the frame (auth, i18n, notifications); access checks go through app/access.ts only. Apollo is the
 * GraphQL client, PrimeReact the UI.
 */
export const App = () => {
  const toastRef = useCallback((toast: Toast | null) => setToast(toast), []);
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <ApolloProvider client={apolloClient}>
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
          <Toast ref={toastRef} position="top-right" />
        </Refine>
      </ApolloProvider>
    </PrimeReactProvider>
  );
};
