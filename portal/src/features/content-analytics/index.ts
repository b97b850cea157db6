// Public entry of content analytics in the portal: the recorder that details and downloads report to.
export { feature } from './feature.ts';
export { useContentView, useRecordContentEvent } from './useContentEvents.ts';
