/**
 * The daily expiry sweep of company points: ONE long-running workflow (not a timer per lot) that sleeps until the next
 * business midnight, expires the lots whose last day has passed, warns about lots entering the expiring window, and
 * continues as new. The worker starts it at boot under a fixed id, so at most one runs.
 */
export const companyPointExpiryWorkflowType = 'companyPointExpiryWorkflow';
export const companyPointExpiryWorkflowId = 'company-point-expiry';
/** Days one workflow execution covers before it continues as new (keeps its history short). */
export const companyPointExpirySweepsPerRun = 30;
/** The business day is counted in this time zone (both sites are in UTC+8, no daylight saving). */
export const companyPointBusinessTimeZone = 'Asia/Shanghai';

const dayMs = 86_400_000;
/** Asia/Shanghai is UTC+8 all year (a unit test compares it with the time-zone database). */
export const companyPointBusinessUtcOffsetMs = 8 * 3_600_000;

/** The business date (YYYY-MM-DD) at an instant (epoch milliseconds). */
export const companyPointBusinessDateAt = (epochMs: number): string =>
  new Date(epochMs + companyPointBusinessUtcOffsetMs).toISOString().slice(0, 10);

/** Milliseconds from an instant to the next business midnight (the start of the next business day). */
export const msUntilNextBusinessMidnight = (epochMs: number): number => {
  const local = epochMs + companyPointBusinessUtcOffsetMs;
  return (Math.floor(local / dayMs) + 1) * dayMs - local;
};
