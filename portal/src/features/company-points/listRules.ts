import { businessToday } from '@pp/domain';

/** The page's tabs (`?tab=`): every entry, the market point lots, the product point lots. */
export const pointTabs = ['details', 'market', 'product'] as const;
export type PointTab = (typeof pointTabs)[number];

/** The tab of the address; an unknown or missing one is Details of changes. */
export const pointTab = (raw: string | null): PointTab => pointTabs.find((t) => t === raw) ?? 'details';

/** The point type a lot tab lists. */
export const tabType = { market: 'MARKET_POINT', product: 'PRODUCT_POINT' } as const;

/** What a lot is now, in the business time zone's days. */
export type LotState = 'upcoming' | 'available' | 'used' | 'expired';

/**
 * A lot counts from its effective date through the end of its expiry date (business days): before that it is not yet
 * effective, after it expired; in between it is available while points remain, else used up.
 */
export const lotState = (
  lot: { effectiveDate: string; expiredDate?: string | null; remainingPoint: number },
  today: string = businessToday(),
): LotState => {
  if (lot.expiredDate && lot.expiredDate < today) return 'expired';
  if (lot.effectiveDate > today) return 'upcoming';
  return lot.remainingPoint > 0 ? 'available' : 'used';
};

/** The day `days` after a business day (YYYY-MM-DD). */
export const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

/** A lot with points left whose expiry falls within the warning horizon (today included). */
export const expiresSoon = (
  lot: { effectiveDate: string; expiredDate?: string | null; remainingPoint: number },
  horizonDays: number,
  today: string = businessToday(),
): boolean =>
  lot.remainingPoint > 0 && Boolean(lot.expiredDate) && lotState(lot, today) !== 'expired' && (lot.expiredDate ?? '') <= addDays(today, horizonDays);
