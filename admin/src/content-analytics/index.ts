// Content analytics in the back office: an announcement's or a material's views and downloads by day, the companies
// that read it most, and the CSV export. Reached from the row of a published or delisted item in either list; the
// page lives at /admin/<announcement|material>/<id>/analytics (the routes are the two resources').
import { contentAnalyticsZh } from './i18n.ts';

export { AnalyticsButton } from './AnalyticsButton.tsx';
export { AnnouncementAnalyticsPage, MaterialAnalyticsPage } from './ContentAnalyticsPage.tsx';

/** The page's texts, mounted at `resources.content-analytics` beside the resources' own. */
export const contentAnalyticsTexts = { name: 'content-analytics', zh: contentAnalyticsZh } as const;
