import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/**
 * Courses of the personal certification types: each type's courses on the personal certification page, and a course's
 * detail with its coursewares (a PDF in the viewer, a video played, under the reader's watermark).
 */
export const feature: PortalFeature = {
  name: 'course',
  routes: [
    {
      path: 'personal-certification/course-detail/*',
      section: 'root',
      access: 'login',
      titleKey: 'course.title',
      page: () => import('./CourseDetailPage.tsx').then((m) => ({ default: m.CourseDetailPage })),
    },
  ],
  messages,
};
