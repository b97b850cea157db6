// Values of the back office's filter forms, read the same way by every list: trimmed text, ISO days, and days
// counted in the business time zone (a created-at range runs from the first day's midnight to the midnight after
// the last).
import { projectFilingPeriods } from '@pp/domain';

/** Trimmed text, or nothing when blank or not text. */
export const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** A day written `YYYY-MM-DD`, or nothing. */
export const isoDay = (v: unknown): string | undefined => {
  const s = text(v);
  return s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : undefined;
};

/** The UTC offset of the business time zone on a day, e.g. `+08:00`. */
const businessOffset = (day: string): string => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: projectFilingPeriods.businessTimeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = name?.replace(/^GMT/, '') ?? '';
  return offset === '' ? '+00:00' : offset;
};

/** The first moment of a business day (midnight in the business time zone), as an ISO timestamp. */
export const startOfBusinessDay = (day: string): string => `${day}T00:00:00${businessOffset(day)}`;

/** The calendar day after `day`. */
export const nextDay = (day: string): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
