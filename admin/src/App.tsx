import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, defaultTheme, type RaThemeOptions } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { buildAuthProvider } from './auth/authProvider.ts';
import type { CurrentUser } from './auth/currentUser.ts';
import { buildDataProvider } from './data-provider/index.ts';
import { i18nProvider, t } from './i18n/index.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { resourceProps } from './common/resource.ts';
import { resources } from './resources.ts';

/** Router basename: Vite's base (`/admin/`) without the trailing slash. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

const theme: RaThemeOptions = {
  ...defaultTheme,
  typography: {
    fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
};

/** The back office: every declared resource, in menu order; /admin/ lands on the first one (partner applications). */
export const App = ({ client, user }: { client: ApolloClient<unknown>; user: CurrentUser }) => {
  const dataProvider = useMemo(() => buildDataProvider(client, resources), [client]);
  const authProvider = useMemo(() => buildAuthProvider(() => user), [user]);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter basename={basename}>
        <Admin
          title={t('pp.app.title')}
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          layout={AdminLayout}
          theme={theme}
          requireAuth
          disableTelemetry
        >
          {resources.map((r) => (
            <Resource key={r.name} {...resourceProps(r)} />
          ))}
          <CustomRoutes>
            {resources.flatMap((r) =>
              (r.routes ?? []).map(({ path, element: Page }) => <Route key={`${r.name}:${path}`} path={path} element={<Page />} />),
            )}
          </CustomRoutes>
        </Admin>
      </BrowserRouter>
    </ApolloProvider>
  );
};
