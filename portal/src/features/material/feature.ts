import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** Resource materials the vendor publishes: the notification that a new one reached the reader. */
export const feature: PortalFeature = {
  name: 'material',
  messages,
};
