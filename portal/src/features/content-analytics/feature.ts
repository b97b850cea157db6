import type { PortalFeature } from '../../core/feature.ts';

/**
 * Content analytics in the portal: the recorder that the announcement and material details, the course detail and
 * their downloads report views and downloads to, sent in batches. No route, menu entry or text of its own.
 */
export const feature: PortalFeature = {
  name: 'content-analytics',
  messages: { 'en-US': {}, 'zh-CN': {} },
};
