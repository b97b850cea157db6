import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** The frame around every page (top bar, side navigation, error page); it has no routes of its own. */
export const feature: PortalFeature = { name: 'layout', messages };
