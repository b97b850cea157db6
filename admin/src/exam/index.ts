// Exams (/admin/exam, filtered by status, subject, type, form and scheduled days and searched by number or candidate;
// one exam at /admin/exam/<id>): the list of every candidate's exams, and the detail with the arrangement (time,
// form, venue, link), the review of a retake paid by transfer and the refusal of a booking, the result, the retake's
// electronic invoice and the remark. A personal certification's detail lists its exams (CertificationExams).
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { AdminResource } from '../common/resource.ts';
import { ExamDetail } from './ExamDetail.tsx';
import { ExamList } from './ExamList.tsx';
import { examFilter, examCondition, examKeptTotal } from './filters.ts';
import { examEnumsZh, examZh } from './i18n.ts';

export const exams: AdminResource = {
  name: 'exam',
  list: ExamList,
  icon: EventNoteIcon,
  recordRepresentation: 'semanticId',
  menu: 'certification',
  routes: [{ path: 'exam/:id', element: ExamDetail }],
  dataProvider: {
    listField: 'exams',
    filterOf: examFilter,
    conditionOf: examCondition,
    keptTotal: examKeptTotal,
    // The list reads the certification's number, name and type and the subject's name; the detail reads the rest with
    // its own query. The candidate's refusals are per-row functions the list does not need.
    exclude: [
      'approver', 'company', 'examinee', 'invoiceFile', 'personalCertification', 'pointCompany', 'receiptFile', 'rootUserByResultEnteredBy',
      'subject', 'bookRefusal', 'reExamRefusal', 'startRefusal', 'studyWindowEndsAt',
    ],
    extra: 'personalCertification { id semanticId realName type { id name } } subject { id key name }',
  },
  zh: examZh,
  enumsZh: examEnumsZh,
};
export { CertificationExams } from './CertificationExams.tsx';
