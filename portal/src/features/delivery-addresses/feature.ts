import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** Profile › Delivery addresses: one's own addresses for deliveries (certificates); the mainland site only. */
export const feature: PortalFeature = {
  name: 'delivery-addresses',
  routes: [
    {
      path: 'delivery-address/*',
      section: 'profile',
      access: 'login',
      sites: ['MAINLAND'],
      titleKey: 'delivery-addresses.title',
      page: () => import('./DeliveryAddressesPage.tsx').then((m) => ({ default: m.DeliveryAddressesPage })),
    },
  ],
  menu: [
    { section: 'profile', labelKey: 'delivery-addresses.title', to: '/profile/delivery-address', icon: 'pi pi-map-marker', sites: ['MAINLAND'], order: 20 },
  ],
  messages,
};
