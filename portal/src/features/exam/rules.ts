import { businessTimeZone, examLimits, type ExamForm, type ExamResult, type ExamStatus } from '@pp/domain';
import type { Locale } from '../../core/site.ts';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/** The colour of an exam's status tag. */
export const examStatusSeverity = (status: ExamStatus): Severity => {
  switch (status) {
    case 'COMMITTED':
    case 'TO_BE_ARRANGED':
      return 'warning';
    case 'REGISTERED':
    case 'ARRANGED':
      return 'info';
    case 'COMPLETED':
      return 'success';
    case 'REJECTED':
      return 'danger';
    default:
      return 'secondary';
  }
};

/** The colour of an exam's result tag. */
export const examResultSeverity = (result: ExamResult): Severity => (result === 'PASS' ? 'success' : result === 'FAIL' ? 'danger' : 'secondary');

/** What the list needs of an exam to order it and choose its actions. */
export interface ExamFacts {
  id: string;
  status: ExamStatus;
  result?: ExamResult | null;
  form?: ExamForm | null;
  createdAt: string;
  bookRefusal?: string | null;
  startRefusal?: string | null;
  reExamRefusal?: string | null;
  subject?: { id: number; position: number } | null;
}

/**
 * The exams in the order the subjects are taken, and within a subject the newest first (a retake above the exam it
 * follows).
 */
export const orderExams = <T extends ExamFacts>(exams: readonly T[]): T[] =>
  [...exams].sort(
    (a, b) =>
      (a.subject?.position ?? 0) - (b.subject?.position ?? 0) ||
      (a.subject?.id ?? 0) - (b.subject?.id ?? 0) ||
      b.createdAt.localeCompare(a.createdAt) ||
      b.id.localeCompare(a.id),
  );

export type ExamActionKind = 'book' | 'start' | 'reExam';

/** An action the candidate is offered on an exam: allowed now (refusal null) or shown disabled with its reason. */
export interface ExamAction {
  kind: ExamActionKind;
  refusal: string | null;
}

/** The refusal the server gives anyone but the exam's candidate: such an exam offers them nothing. */
const NOT_THE_CANDIDATE = 'EXAM_NOT_FOUND';

/**
 * The actions an exam offers its candidate, each with the server's refusal (null: allowed now): booking while it is
 * to be arranged; starting an online exam once arranged; a retake after a fail or an absence, on the newest exam of
 * its subject only (an older one was already followed by a retake). None for anyone else (the server's
 * EXAM_NOT_FOUND) or in the read-only mode.
 */
export const examActions = (exam: ExamFacts, newestOfSubject: boolean, readOnly = false): ExamAction[] => {
  if (readOnly) return [];
  const actions: ExamAction[] = [];
  if (exam.status === 'TO_BE_ARRANGED') actions.push({ kind: 'book', refusal: exam.bookRefusal ?? null });
  if (exam.status === 'ARRANGED' && exam.form === 'ONLINE') actions.push({ kind: 'start', refusal: exam.startRefusal ?? null });
  if (newestOfSubject && exam.status === 'COMPLETED' && (exam.result === 'FAIL' || exam.result === 'ABSENT')) {
    actions.push({ kind: 'reExam', refusal: exam.reExamRefusal ?? null });
  }
  return actions.filter((a) => a.refusal !== NOT_THE_CANDIDATE);
};

/** The ids of the newest exam of each subject (in the list's order, the first of each subject). */
export const newestOfSubjects = (exams: readonly ExamFacts[]): Set<string> => {
  const seen = new Set<number>();
  const newest = new Set<string>();
  for (const e of orderExams(exams)) {
    const subject = e.subject?.id ?? 0;
    if (!seen.has(subject)) {
      seen.add(subject);
      newest.add(e.id);
    }
  }
  return newest;
};

/** The parameters a refusal's text names (the lead of a booking, how early an online exam opens). */
export const refusalParams = (code: string): Record<string, unknown> => {
  switch (code) {
    case 'EXAM_TIME_TOO_SOON':
      return { minutes: examLimits.examBookLeadMinutes };
    case 'EXAM_NOT_DUE':
      return { minutes: examLimits.examStartEarlyMinutes };
    default:
      return {};
  }
};

/** A moment in the business time zone (UTC+8, where exams are arranged), e.g. `2026-12-01 09:30`. */
export const formatExamTime = (iso: string | null | undefined, locale: Locale): string => {
  if (!iso) return '—';
  const parts = new Intl.DateTimeFormat(locale === 'zh-CN' ? 'zh-CN' : 'en-CA', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The moment a picked date and time (the calendar's wall clock) means in the business time zone, as the command takes
 * it: `2026-12-01T09:30:00+08:00`.
 */
export const businessIso = (picked: Date): string =>
  `${picked.getFullYear()}-${pad(picked.getMonth() + 1)}-${pad(picked.getDate())}T${pad(picked.getHours())}:${pad(picked.getMinutes())}:00+08:00`;

/** The calendar's wall clock for a moment in the business time zone (the reverse of businessIso). */
export const pickedDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(formatExamTime(iso, 'en-US').replace(' ', 'T'));
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) : null;
};

/** The forms a subject offers (the schema's array may hold nulls). */
export const offeredForms = (forms: readonly (ExamForm | null)[] | undefined): ExamForm[] => (forms ?? []).filter((f): f is ExamForm => f !== null);
