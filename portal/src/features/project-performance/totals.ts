import { performanceRecordProjectTypes, type PerformanceProjectType } from '@pp/domain';

/** One line of the API's totals: a currency, a project type, the sum (a decimal string) and how many records. */
export interface TotalLine {
  currencyIsoCode?: string | null;
  projectType?: string | null;
  performance?: string | null;
  recordCount?: number | null;
}

/** A currency's totals: each project type's sum and the total of both, in cents (exact), and the number of records. */
export interface CurrencyTotals {
  currency: string;
  cents: Record<PerformanceProjectType, number>;
  records: number;
}

const toCents = (decimal: string | null | undefined): number => Math.round(Number(decimal ?? '0') * 100);

/**
 * The totals card's figures: per currency (amounts in different currencies are never added), the sum of each project
 * type and of both (TOTAL), ordered by currency.
 */
export const currencyTotals = (lines: readonly (TotalLine | null)[]): CurrencyTotals[] => {
  const byCurrency = new Map<string, CurrencyTotals>();
  for (const line of lines) {
    if (!line?.currencyIsoCode || !line.projectType) continue;
    const type = line.projectType as PerformanceProjectType;
    if (!(performanceRecordProjectTypes as readonly string[]).includes(type)) continue;
    const entry = byCurrency.get(line.currencyIsoCode) ?? {
      currency: line.currencyIsoCode,
      cents: { TOTAL: 0, NEW_PURCHASE: 0, REPEAT_PURCHASE: 0 },
      records: 0,
    };
    const cents = toCents(line.performance);
    entry.cents[type] += cents;
    entry.cents.TOTAL += cents;
    entry.records += line.recordCount ?? 0;
    byCurrency.set(line.currencyIsoCode, entry);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
};
