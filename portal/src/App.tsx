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
import { authProvider } from './features/auth/authProvider.ts';
import { accessControlProvider } from './features/auth/accessControlProvider.ts';
import { CurrentUserProvider } from './features/auth/CurrentUserContext.tsx';
import { router } from './router.tsx';

/** Refine is the frame (auth, access control, i18n, notifications); Apollo the GraphQL client; PrimeReact the UI. */
export const App = () => {
  const toastRef = useCallback((toast: Toast | null) => setToast(toast), []);
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <ApolloProvider client={apolloClient}>
        <Refine
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
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
