// Times the back office's forms take as wall-clock times of the business time zone (UTC+8), whatever the browser's
// own zone, in a datetime-local field, and send as ISO timestamps with the zone's offset.
import { businessTimeZone } from '@pp/domain';
import { startOfBusinessDay } from './filterValues.ts';

const wallClock = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/** A wall-clock time of the business time zone (`2026-12-01T09:30`) as an ISO timestamp with its offset; anything else as it is. */
export const businessTimeToIso = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const m = wallClock.exec(value.trim());
  if (!m) return value;
  const offset = startOfBusinessDay(m[1]!).slice(-6);
  return `${m[1]}T${m[2]}${m[3] ?? ':00'}${offset}`;
};

/** An ISO timestamp as the wall-clock time of the business time zone (`YYYY-MM-DDTHH:mm`), for a datetime-local field. */
export const isoToBusinessTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};
