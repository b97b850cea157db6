import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/**
 * Recent visited pages: the workbench records each page a person opens (address and title) and the overview lists
 * the last ten. No route or menu entry of its own.
 */
export const feature: PortalFeature = {
  name: 'recent-pages',
  messages,
};
