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
import { menuGroups } from '../common/resource.ts';
import { resources } from '../resources.ts';

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

/** The menu: each section lists the resources that declare it, in the registry's order. */
const AdminMenu = () => (
  <Menu>
    {menuGroups.map((group) => (
      <Group key={group} label={`pp.menu.${group}`}>
        {resources
          .filter((r) => r.menu === group)
          .map((r) => (
            <Menu.ResourceItem key={r.name} name={r.name} />
          ))}
      </Group>
    ))}
  </Menu>
);

export const AdminLayout = ({ children }: LayoutProps) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
