import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/** Uploads: the one uploader component and the avatar card; no routes or menu entries of its own. */
export const feature: PortalFeature = {
  name: 'uploads',
  messages,
};
