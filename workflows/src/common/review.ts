/**
 * The review kit's workflow half: someone applied, someone decides (a signal, or the status already recorded), and
 * while nobody decides the deciders are reminded on a schedule. Workflow code (Temporal's deterministic sandbox):
 * nothing from Node, times are workflow time.
 *
 * Not exported from `../workflows.ts`: these are helpers of workflows, not workflows.
 */
import { condition } from '@temporalio/workflow';
import { msToNumber } from '@temporalio/common/lib/time.js';
import type { Duration } from '@temporalio/common';

/** When the reminders fall due: offsets after the start of the wait, in order. */
export type ReminderSchedule = readonly Duration[];

/** A first reminder after `firstAfter`, then one `every` until `max` reminders in all. */
export const everyReminders = ({ firstAfter, every, max }: { firstAfter: Duration; every: Duration; max: number }): ReminderSchedule =>
  Array.from({ length: max }, (_, i) => msToNumber(firstAfter) + i * msToNumber(every));

export interface AwaitDecisionOptions {
  /** The workflow time the schedule counts from (usually the workflow's start). */
  startedAt: number;
  reminders: ReminderSchedule;
  /** Sends reminder `n` (1-based); awaited before the next one is timed. */
  remind: (n: number) => Promise<unknown>;
}

/**
 * Waits until `decision()` has a value and returns it. Each reminder whose moment comes before a decision is sent
 * (late reminders at once, in order); after the last one the wait has no timers. A decision already known sends none.
 */
export async function awaitDecision<D>(decision: () => D | undefined, { startedAt, reminders, remind }: AwaitDecisionOptions): Promise<D> {
  const decided = () => decision() !== undefined;
  for (const [index, after] of reminders.entries()) {
    if (decided()) break;
    const remaining = startedAt + msToNumber(after) - Date.now();
    if (remaining > 0 && (await condition(decided, remaining))) break;
    if (decided()) break;
    await remind(index + 1);
  }
  await condition(decided);
  return decision()!;
}
