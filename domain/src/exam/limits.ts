import { sqlConstant } from '../common/sql-constant.ts';

/**
 * Limits and periods of exams. The booking lead, the study window and the start and absence periods are rules SQL
 * applies and the workflows wait on; the front ends read the same values.
 */
export const examLimits = {
  /** A booking is at least this many minutes after now (29 is refused, 30 is allowed). */
  examBookLeadMinutes: 30,
  /** An online exam may be started from this many minutes before its scheduled time until its duration has passed. */
  examStartEarlyMinutes: 15,
  /** The candidate is reminded this many hours before the scheduled time (arranged later than that: at once). */
  examReminderHours: 24,
  /** With no result entered this many days after the exam's end, it is recorded as ABSENT. */
  examAbsentAfterDays: 7,
  /** The subjects are passed within this many months of the approval, or the certification is cancelled. */
  examStudyWindowMonths: 12,
  examVenueMax: 200,
  examLinkMax: 500,
} as const;

export const examSqlConstants = [
  sqlConstant({ name: 'exam_book_lead', type: 'interval', value: `${examLimits.examBookLeadMinutes} minutes` }),
  sqlConstant({ name: 'exam_start_early', type: 'interval', value: `${examLimits.examStartEarlyMinutes} minutes` }),
  sqlConstant({ name: 'exam_reminder_ahead', type: 'interval', value: `${examLimits.examReminderHours} hours` }),
  sqlConstant({ name: 'exam_absent_after', type: 'interval', value: `${examLimits.examAbsentAfterDays} days` }),
  sqlConstant({ name: 'exam_study_window', type: 'interval', value: `${examLimits.examStudyWindowMonths} months` }),
  sqlConstant({ name: 'exam_venue_max', type: 'integer', value: examLimits.examVenueMax }),
  sqlConstant({ name: 'exam_link_max', type: 'integer', value: examLimits.examLinkMax }),
] as const;
