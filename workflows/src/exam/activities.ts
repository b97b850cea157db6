import type pg from 'pg';
import type { ExamStatus } from '@pp/domain';
import { withCodedErrors } from '../errors.ts';

/** What the exam's workflow waits for, read from Postgres (epoch milliseconds): the reminder (if due) and the absence. */
export interface ExamDeadlines {
  status: ExamStatus;
  remindAt: number | null;
  absentAt: number | null;
}

/**
 * Activities of the exam workflow: one call each of an idempotent SQL function in `app_private` (owner connection).
 * `at` is the workflow's clock when it acted; SQL uses the later of it and its own.
 */
export const createExamActivities = (pool: pg.Pool) => {
  const act = async (fn: 'exam_remind' | 'exam_mark_absent', examId: string, at: number): Promise<boolean> => {
    const { rows } = await withCodedErrors(() =>
      pool.query<{ done: boolean | null }>(`select app_private.${fn}($1::uuid, $2::timestamptz) as done`, [examId, new Date(at).toISOString()]),
    );
    return rows[0]?.done === true;
  };
  return {
    /** The exam's status and moments; null when there is no such exam. */
    async examDeadlines(examId: string): Promise<ExamDeadlines | null> {
      const { rows } = await withCodedErrors(() =>
        pool.query<{ status: ExamStatus; remind_at: string | null; absent_at: string | null }>(
          'select status, remind_at, absent_at from app_private.exam_deadlines($1::uuid)',
          [examId],
        ),
      );
      const row = rows[0];
      const ms = (v: string | null) => (v === null ? null : Number(v));
      return row ? { status: row.status, remindAt: ms(row.remind_at), absentAt: ms(row.absent_at) } : null;
    },
    /** Reminds the candidate if the reminder moment (re-read in SQL) has come; whether it did. */
    examRemind: (examId: string, at: number) => act('exam_remind', examId, at),
    /** Records the exam as ABSENT if the period after its end (re-read in SQL) has passed; whether it did. */
    examMarkAbsent: (examId: string, at: number) => act('exam_mark_absent', examId, at),
  };
};

export type ExamActivities = ReturnType<typeof createExamActivities>;
