import type { PortalFeature } from '../../core/feature.ts';
import { messages } from './i18n.ts';

/**
 * Exams of personal certifications: the records of a certification with the candidate's actions (book, start an
 * online exam, apply for a retake), shown on the certification's detail (`ExamRecords`), and an exam read only
 * (`ExamDetailView`), which Point approval shows for a retake paid by the company's points.
 */
export const feature: PortalFeature = {
  name: 'exam',
  messages,
};
