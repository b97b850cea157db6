import { hasPermissionKeys, type PermissionKey } from '@pp/domain';

export interface MenuEntry {
  label: string;
  to: string;
  icon?: string;
  /** Any of these keys shows the entry. */
  keys?: PermissionKey[];
  children?: MenuEntry[];
}

/**
 * Only screens that work today have entries (spec 1 §2 lists more; they appear when their screens exist):
 * workbench overview and Company › Members; profile My company.
 */
export const workbenchMenu: MenuEntry[] = [
  { label: 'Overview', to: '/workbench', icon: 'pi pi-home' },
  {
    label: 'Company',
    to: '/workbench/user',
    icon: 'pi pi-building',
    children: [{ label: 'Members', to: '/workbench/user', icon: 'pi pi-users', keys: ['ViewCompanyAllUser', 'ViewJoinCompanyApplication'] }],
  },
];

export const profileMenu: MenuEntry[] = [{ label: 'My company', to: '/profile/own-company', icon: 'pi pi-briefcase' }];

/** Entries the user may see; a group without visible children disappears. */
export const visibleMenu = (entries: readonly MenuEntry[], keys: readonly string[]): MenuEntry[] =>
  entries.flatMap((e) => {
    if (e.keys && !hasPermissionKeys(keys, e.keys)) return [];
    if (e.children) {
      const children = visibleMenu(e.children, keys);
      return children.length ? [{ ...e, children }] : [];
    }
    return [e];
  });

export interface MainLink {
  label: string;
  to: string;
}

/** Top bar links: Workbench for company members only (certification, announcements, materials come with their screens). */
export const mainLinks = (signedIn: boolean, isMember: boolean): MainLink[] => (signedIn && isMember ? [{ label: 'Workbench', to: '/workbench' }] : []);

const titles: [RegExp, string][] = [
  [/^\/$/, 'Home'],
  [/^\/verify-auth/, 'Signing in'],
  [/^\/no-company/, 'No permission'],
  [/^\/joining-company/, 'Join a company'],
  [/^\/profile\/own-company/, 'My company'],
  [/^\/profile/, 'Profile'],
  [/^\/workbench\/user/, 'Members · Workbench'],
  [/^\/workbench/, 'Workbench'],
  [/^\/admin/, 'Back office'],
];

/** Page titles come from the path (spec 1 §2). */
export const titleForPath = (pathname: string, appName = 'Partner Portal'): string => {
  const found = titles.find(([re]) => re.test(pathname));
  return found ? `${found[1]} | ${appName}` : appName;
};
