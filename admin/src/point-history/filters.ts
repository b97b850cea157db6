// The point history's tabs and filter form, turned into one PostGraphile connection filter (the data provider calls it
// through the resource's `filterOf`).
import { isoDay, nextDay, startOfBusinessDay, text } from '../common/filterValues.ts';

/** The tabs, in display order: every entry, market points, product points. */
export const pointHistoryTabs = ['all', 'market', 'product'] as const;
export type PointHistoryTab = (typeof pointHistoryTabs)[number];

const tabType: Record<Exclude<PointHistoryTab, 'all'>, string> = { market: 'MARKET_POINT', product: 'PRODUCT_POINT' };

/** The tab a filter value names; anything else is the "all" tab. */
export const pointTabOf = (value: unknown): PointHistoryTab =>
  pointHistoryTabs.includes(value as PointHistoryTab) ? (value as PointHistoryTab) : 'all';

/** What the list's filter form holds. Dates are business days (YYYY-MM-DD). */
export interface PointHistoryListFilter {
  tab?: PointHistoryTab | null;
  /** The company's name. */
  q?: string | null;
  /** Entries of one company (the company-point page links here with it). */
  companyId?: string | null;
  actionScenario?: string | null;
  action?: string | null;
  effectiveFrom?: string | null;
  effectiveTo?: string | null;
  createdFrom?: string | null;
  createdTo?: string | null;
}

type Clause = Record<string, unknown>;


/**
 * The connection filter of the tab and the filter form: the tab's point type, the company (one company; a name is the
 * condition below),
 * the scenario and the action as they are, effective dates inclusive, and creation times as whole business days (from
 * the first day's midnight in the business time zone to the midnight after the last).
 */
export const pointHistoryFilter = (values: PointHistoryListFilter | Record<string, unknown>): Clause => {
  const v = values as PointHistoryListFilter;
  const clauses: Clause[] = [];
  const tab = pointTabOf(v.tab);
  if (tab !== 'all') clauses.push({ type: { equalTo: tabType[tab] } });
  const companyId = text(v.companyId);
  if (companyId) clauses.push({ companyId: { equalTo: companyId } });
  const scenario = text(v.actionScenario);
  if (scenario) clauses.push({ actionScenario: { equalTo: scenario } });
  const action = text(v.action);
  if (action) clauses.push({ action: { equalTo: action } });
  const effectiveFrom = isoDay(v.effectiveFrom);
  const effectiveTo = isoDay(v.effectiveTo);
  if (effectiveFrom || effectiveTo) {
    clauses.push({
      effectiveDate: {
        ...(effectiveFrom ? { greaterThanOrEqualTo: effectiveFrom } : {}),
        ...(effectiveTo ? { lessThanOrEqualTo: effectiveTo } : {}),
      },
    });
  }
  const createdFrom = isoDay(v.createdFrom);
  const createdTo = isoDay(v.createdTo);
  if (createdFrom || createdTo) {
    clauses.push({
      createdAt: {
        ...(createdFrom ? { greaterThanOrEqualTo: startOfBusinessDay(createdFrom) } : {}),
        ...(createdTo ? { lessThan: startOfBusinessDay(nextDay(createdTo)) } : {}),
      },
    });
  }
  if (clauses.length <= 1) return clauses[0] ?? {};
  return { and: clauses };
};

/**
 * The list's condition: the company-name search (`q`), which the API answers from the copy of company names and its
 * index (`companyNameContains`) rather than by testing each entry's company.
 */
export const pointHistoryCondition = (values: PointHistoryListFilter | Record<string, unknown>): { companyNameContains?: string } => {
  const company = text((values as PointHistoryListFilter).q);
  return company ? { companyNameContains: company } : {};
};
