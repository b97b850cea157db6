import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';
import { examDetailKeys } from './keys.ts';

/**
 * Exams of personal certifications: the records of a certification with the candidate's actions (book, start an
 * online exam, apply for a retake), shown on the certification's detail (`ExamRecords`), and in the workbench the
 * retake behind a point usage approval (Point approval › exam).
 */
export const feature: PortalFeature = {
  name: 'exam',
  routes: [
    {
      path: 'point-approval/exam-detail/:id',
      section: 'workbench',
      access: 'company',
      keys: examDetailKeys,
      titleKey: 'exam.detail.title',
      page: () => import('./ExamDetailPage.tsx').then((m) => ({ default: m.ExamDetailPage })),
    },
  ],
  messages,
};
