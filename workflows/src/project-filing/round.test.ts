import { describe, expect, it } from 'vitest';
import { planProjectFilingRound } from './round.ts';

const reminders = [
  { kind: 'progress_1', dueAt: 100 },
  { kind: 'progress_2', dueAt: 200 },
  { kind: 'expiry_30', dueAt: 300 },
];

describe('planProjectFilingRound', () => {
  it('waits for a signal when nothing is due (under review, or a renewal at the vendor)', () => {
    expect(planProjectFilingRound({ expiresAt: null, reminders: [] }, 0, 50)).toEqual({ kind: 'idle' });
  });

  it('expires at the expiry moment, not a millisecond before', () => {
    expect(planProjectFilingRound({ expiresAt: 400, reminders }, 350, 400)).toEqual({ kind: 'expire' });
    expect(planProjectFilingRound({ expiresAt: 400, reminders }, 350, 399)).toEqual({ kind: 'remind', reminders: [], waitMs: 1 });
  });

  it('sends the reminders due after the last look up to now, oldest first, and sleeps until the next moment', () => {
    // a reminder due exactly at the last look was handled by it; one due exactly now is sent now
    expect(planProjectFilingRound({ expiresAt: 400, reminders }, 100, 200)).toEqual({
      kind: 'remind',
      reminders: [{ kind: 'progress_2', dueAt: 200 }],
      waitMs: 100,
    });
    // after an outage every missed one, in order; the expiry is the next moment
    expect(planProjectFilingRound({ expiresAt: 400, reminders }, 50, 350)).toEqual({
      kind: 'remind',
      reminders,
      waitMs: 50,
    });
  });
});
