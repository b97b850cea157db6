import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  Menu,
  TitlePortal,
  useTranslate,
  type LayoutProps,
} from 'react-admin';
import { Button, ListSubheader } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

/** The portal's home (`/`): the back office is mounted under /admin/ of the same origin. */
export const portalHome = '/';

export const PortalLink = () => {
  const translate = useTranslate();
  return (
    <Button color="inherit" href={portalHome} startIcon={<OpenInNewIcon />} sx={{ mr: 1, whiteSpace: 'nowrap' }}>
      {translate('pp.app.portal')}
    </Button>
  );
};

const AdminAppBar = () => (
  <AppBar
    toolbar={
      <>
        <PortalLink />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
  </AppBar>
);

const Group = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <ListSubheader disableSticky sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
        {translate(label)}
      </ListSubheader>
      {children}
    </>
  );
};

/** Spec 1 §2 admin menu, limited to the screens that work today. */
const AdminMenu = () => (
  <Menu>
    <Group label="pp.menu.partner">
      <Menu.ResourceItem name="company" />
      <Menu.ResourceItem name="company-user" />
      <Menu.ResourceItem name="company-join-application" />
    </Group>
    <Group label="pp.menu.system">
      <Menu.ResourceItem name="role" />
    </Group>
  </Menu>
);

export const AdminLayout = ({ children }: LayoutProps) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
