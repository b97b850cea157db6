import { useMemo } from 'react';
import { Admin, Resource, defaultTheme, type RaThemeOptions } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { buildAuthProvider } from './auth/auth-provider.ts';
import type { CurrentUser } from './auth/current-user.ts';
import { buildDataProvider } from './data-provider/index.ts';
import { i18nProvider } from './i18n/index.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { companies } from './companies/index.tsx';
import { companyUsers } from './company-users/index.tsx';
import { joinApplications } from './join-applications/index.tsx';
import { roles } from './roles/index.tsx';

/** Router basename: Vite's base (`/admin/`) without the trailing slash. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

const theme: RaThemeOptions = {
  ...defaultTheme,
  typography: {
    fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
};

/**
 * Resources in menu order. The first one (company) is where /admin/ lands: spec 1 §2 sends the admin index to
 * admin/partner (partner applications), which does not exist yet.
 */
export const App = ({ client, user }: { client: ApolloClient<unknown>; user: CurrentUser }) => {
  const dataProvider = useMemo(() => buildDataProvider(client), [client]);
  const authProvider = useMemo(() => buildAuthProvider(() => user), [user]);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter basename={basename}>
        <Admin
          title="合作伙伴门户 · 管理后台"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          layout={AdminLayout}
          theme={theme}
          requireAuth
          disableTelemetry
        >
          <Resource {...companies} />
          <Resource {...companyUsers} />
          <Resource {...joinApplications} />
          <Resource {...roles} />
        </Admin>
      </BrowserRouter>
    </ApolloProvider>
  );
};
