import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/**
 * Annual overview: the workbench overview's block with the company's annual targets against its performance
 * (ViewAnnualOverview). No route or menu entry of its own.
 */
export const feature: PortalFeature = {
  name: 'annual-overview',
  messages,
};
