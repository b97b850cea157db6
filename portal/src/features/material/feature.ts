import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/**
 * Resource materials the vendor publishes: the material center (searched and filtered by product, use and format) and
 * one material with its file (a PDF in the viewer, a video played, both watermarked; other files opened or downloaded
 * as the reader may), for anyone signed in whom it reaches; and the notification that a new one reached the reader.
 */
export const feature: PortalFeature = {
  name: 'material',
  routes: [
    {
      path: 'material',
      section: 'root',
      access: 'login',
      titleKey: 'material.title',
      page: () => import('./MaterialsPage.tsx').then((m) => ({ default: m.MaterialsPage })),
    },
    {
      path: 'material/detail/:id',
      section: 'root',
      access: 'login',
      titleKey: 'material.detail',
      page: () => import('./MaterialDetailPage.tsx').then((m) => ({ default: m.MaterialDetailPage })),
    },
  ],
  messages,
};
