import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';
import { membersAreaKeys } from './keys.ts';

/** Workbench › Company › Members: members, join applications and invitations. */
export const feature: PortalFeature = {
  name: 'members',
  routes: [
    {
      path: 'user/*',
      section: 'workbench',
      access: 'company',
      keys: membersAreaKeys,
      titleKey: 'members.title',
      page: () => import('./MembersPage.tsx').then((m) => ({ default: m.MembersPage })),
    },
  ],
  menu: [
    {
      section: 'workbench',
      groupKey: 'workbench.company',
      labelKey: 'workbench.members',
      to: '/workbench/user',
      icon: 'pi pi-users',
      keys: membersAreaKeys,
      order: 10,
    },
  ],
  messages,
};
