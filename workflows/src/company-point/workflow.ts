/**
 * The company point expiry sweep: ONE long-running workflow (id `company-point-expiry`) rather than a timer per lot
 * (millions of lots would be millions of timers). It sleeps until the next business midnight, then expires the lots
 * whose last day has passed (and counts the lots whose effective date has come) and warns the partner administrators
 * of lots entering the 30-day window, once per lot. After `sweepsPerRun` days it continues as new, so its history
 * stays short. A failed step is logged and the next day's sweep catches up (it handles everything due by then); the
 * ledger never waits for it anyway, because every spend and every read settles the company's lots first.
 *
 * Deterministic: activities are imported as types only; the clock is the workflow's.
 */
import { ActivityFailure, continueAsNew, log, proxyActivities, sleep } from '@temporalio/workflow';
import { companyPointBusinessDateAt, msUntilNextBusinessMidnight } from '../domain.ts';
import type { CompanyPointActivities } from './activities.ts';

export interface CompanyPointExpiryOptions {
  /** Sweep at once when the run starts (the first start after a deployment), before the first midnight. */
  sweepFirst: boolean;
  sweepsPerRun: number;
}

const { companyPointExpireDue, companyPointWarnExpiring } = proxyActivities<CompanyPointActivities>({
  // a day's sweep takes about a minute at 5,000,000 lots (the first warnings after a deployment longer); each batch
  // heartbeats, so a lost worker is noticed within two minutes and another one resumes where the batches stopped
  startToCloseTimeout: '3 hours',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 10 },
});

/** A margin after midnight, so the timer's wake-up reads the new business date on any clock. */
const afterMidnightMs = 1_000;

const sweep = async (today: string): Promise<void> => {
  try {
    const expired = await companyPointExpireDue(today);
    if (expired > 0) log.info('company point lots settled', { today, expired });
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    log.warn('company point expiry failed; the next sweep catches up', { today, error: error.message });
  }
  try {
    const warned = await companyPointWarnExpiring(today);
    if (warned > 0) log.info('company point expiry warnings sent', { today, warned });
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    log.warn('company point expiry warnings failed; the next sweep tries again', { today, error: error.message });
  }
};

export async function companyPointExpiryWorkflow(options: CompanyPointExpiryOptions): Promise<void> {
  if (options.sweepFirst) await sweep(companyPointBusinessDateAt(Date.now()));
  for (let day = 0; day < options.sweepsPerRun; day++) {
    await sleep(msUntilNextBusinessMidnight(Date.now()) + afterMidnightMs);
    await sweep(companyPointBusinessDateAt(Date.now()));
  }
  await continueAsNew<typeof companyPointExpiryWorkflow>({ ...options, sweepFirst: false });
}
