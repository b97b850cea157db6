import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** The notification centre of the top bar; it has no routes of its own. */
export const feature: PortalFeature = { name: 'notifications', messages };
