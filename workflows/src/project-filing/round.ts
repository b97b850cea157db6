import type { ProjectFilingDeadlines, ProjectFilingReminder } from './activities.ts';

/**
 * What one round of the project-filing workflow does with a filing in effect or under review, decided from its
 * deadlines and a clock (epoch milliseconds): expire it, or send the reminders that fell due since the last look and
 * sleep until the next moment, or (no expiry moment: under review, or a renewal held at the vendor's step) wait for a
 * signal. Pure: the workflow bundle and the round activity both decide with it.
 */
export type ProjectFilingRoundPlan =
  | { kind: 'expire' }
  | { kind: 'remind'; reminders: ProjectFilingReminder[]; waitMs: number }
  | { kind: 'idle' };

export const planProjectFilingRound = (
  deadlines: Pick<ProjectFilingDeadlines, 'expiresAt' | 'reminders'>,
  remindedUntil: number,
  now: number,
): ProjectFilingRoundPlan => {
  if (deadlines.expiresAt === null) return { kind: 'idle' };
  if (deadlines.expiresAt <= now) return { kind: 'expire' };
  // Reminders that fell due since the last look, oldest first (several after a worker outage); none is lost, and SQL
  // sends each (filing, kind, due moment) once.
  const reminders = deadlines.reminders.filter((r) => r.dueAt > remindedUntil && r.dueAt <= now);
  const next = deadlines.reminders.find((r) => r.dueAt > now)?.dueAt ?? deadlines.expiresAt;
  return { kind: 'remind', reminders, waitMs: next - now };
};

/** When SQL declines an expiry the workflow thought due (the filing changed meanwhile), it reads again after this. */
export const projectFilingExpiryRecheckMs = 60_000;
