/**
 * The exam workflow: one per arranged exam (workflow id = the exam's id), started by the relay with the `arranged`
 * signal (signal-with-start). It sleeps until the reminder moment (24 hours before the scheduled time) and reminds
 * the candidate, then until a week after the exam's end and records it as ABSENT if no result came. SQL re-checks
 * each moment, so a timer made stale by a new arrangement does nothing; the `arranged` signal makes it read again.
 * It completes once the exam is no longer arranged.
 *
 * Deterministic: activities are imported as types only; nothing from Node or from `@pp/domain`'s index is bundled.
 */
import { condition, defineSignal, log, proxyActivities, setHandler } from '@temporalio/workflow';
import type { ExamActivities } from './activities.ts';
import { examSignals } from '../domain.ts';

export const examArrangedSignal = defineSignal<[Record<string, unknown>?]>(examSignals.arranged);

/** When SQL declines a moment the workflow thought due (the time changed meanwhile), it reads again after this. */
const recheckMs = 60_000;

const { examDeadlines, examRemind, examMarkAbsent } = proxyActivities<ExamActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

export async function examWorkflow(examId: string): Promise<string> {
  let changed = false;
  setHandler(examArrangedSignal, () => {
    changed = true;
  });
  for (;;) {
    changed = false;
    const deadlines = await examDeadlines(examId);
    if (deadlines === null) {
      log.warn('exam not found; nothing to wait for', { examId });
      return 'missing';
    }
    if (deadlines.status !== 'ARRANGED' || deadlines.absentAt === null) return deadlines.status;
    // the next moment: the reminder while it is due, then the absence
    const reminding = deadlines.remindAt !== null;
    const at = reminding ? deadlines.remindAt! : deadlines.absentAt;
    const now = Date.now();
    let wait = at - now;
    if (wait <= 0) {
      const done = reminding ? await examRemind(examId, now) : await examMarkAbsent(examId, now);
      if (done && !reminding) return 'COMPLETED';
      wait = done ? 0 : recheckMs;
    }
    if (wait > 0) await condition(() => changed, wait);
  }
}
