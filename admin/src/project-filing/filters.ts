// The back office's filing list: its tabs and filter form, turned into one PostGraphile connection filter. The list
// (through the data provider's `filterOf`) and the export use this same function, so an export holds exactly the rows
// the list shows.
import { projectFilingStatuses, type ApprovalSource, type ProjectFilingStatus } from '@pp/domain';
import type { ProjectFilingFilter } from '../generated/graphql.ts';
import { isoDay, nextDay, startOfBusinessDay, text } from '../common/filterValues.ts';

export { startOfBusinessDay };

/** The list's tabs, in display order; each narrows the list to a status or to the step waiting for a decision. */
export const projectFilingTabs = [
  'all',
  'validating',
  'approving',
  'partner_review',
  'vendor_review',
  'renewal_review',
  'signed',
  'expired',
  'rejected',
  'canceled',
] as const;
export type ProjectFilingTab = (typeof projectFilingTabs)[number];

/**
 * What the list's filter form holds (react-admin's filter values). Dates are business days (YYYY-MM-DD), amounts the
 * form's numbers.
 */
export interface ProjectFilingListFilter {
  tab?: ProjectFilingTab | null;
  /** The filing company's name. */
  q?: string | null;
  /** The filing's readable id, name or customer. */
  keyword?: string | null;
  status?: ProjectFilingStatus | null;
  createdFrom?: string | null;
  createdTo?: string | null;
  orderDateFrom?: string | null;
  orderDateTo?: string | null;
  amountMin?: number | string | null;
  amountMax?: number | string | null;
  /** The owner's (principal's) name. */
  owner?: string | null;
  /** Only filings with a possible conflict. */
  conflict?: boolean | null;
}

/**
 * The pending approval step of a filing (or of its renewal), a column kept by the approval commands. The generated
 * filter type gains it with the filing commands; until then it is declared here.
 */
type ApprovalStepFilter = { approvalStep?: { equalTo: ApprovalSource } | null };
export type FilingFilter = ProjectFilingFilter & ApprovalStepFilter;

const tabClauses: Record<Exclude<ProjectFilingTab, 'all'>, FilingFilter> = {
  validating: { status: { equalTo: 'VALIDATING' } },
  approving: { status: { equalTo: 'APPROVING' } },
  partner_review: { approvalStep: { equalTo: 'PARTNER_COMPANY' } },
  vendor_review: { approvalStep: { equalTo: 'VENDOR' } },
  // Renewals of filings in effect whose vendor step waits (the filing's own step column covers filings under review).
  renewal_review: {
    projectFilingApprovalsByFilingId: {
      some: { source: { equalTo: 'VENDOR' }, status: { equalTo: 'APPROVING' }, renewalExists: true },
    },
  },
  signed: { status: { equalTo: 'HAVE_SIGNED' } },
  expired: { status: { equalTo: 'EXPIRED' } },
  rejected: { status: { equalTo: 'REJECTED' } },
  canceled: { status: { equalTo: 'CANCELED' } },
};

/** The tab a filter value names; anything else is the "all" tab. */
export const tabOf = (value: unknown): ProjectFilingTab =>
  projectFilingTabs.includes(value as ProjectFilingTab) ? (value as ProjectFilingTab) : 'all';

/**
 * The list's total from the counts the database keeps (`projectFilingTotal`) while the form holds only a tab of a
 * status or pending step, a status and a company name: counting a tab read every filing of it (hundreds of
 * thousands at the size target). Any other filter, or the renewal tab, counts the rows.
 */
export const projectFilingKeptTotal = (
  values: ProjectFilingListFilter | Record<string, unknown>,
): { field: 'projectFilingTotal'; args: { status: ProjectFilingStatus | null; approvalStep: ApprovalSource | null; companyNameContains: string | null } } | undefined => {
  const v = values as ProjectFilingListFilter;
  const covered = new Set(['tab', 'q', 'status']);
  const blank = (x: unknown) => x === undefined || x === null || x === false || (typeof x === 'string' && x.trim() === '');
  if (Object.entries(v).some(([key, x]) => !covered.has(key) && !blank(x))) return undefined;
  const tab = tabOf(v.tab);
  if (tab === 'renewal_review') return undefined;
  const clause = tab === 'all' ? {} : tabClauses[tab];
  const tabStatus = clause.status?.equalTo ?? null;
  const chosen = v.status && (projectFilingStatuses as readonly string[]).includes(v.status) ? v.status : null;
  // a tab of one status and another chosen status show nothing; the count says so itself
  if (tabStatus && chosen && tabStatus !== chosen) return undefined;
  return {
    field: 'projectFilingTotal',
    args: {
      status: (tabStatus ?? chosen) as ProjectFilingStatus | null,
      approvalStep: clause.approvalStep?.equalTo ?? null,
      companyNameContains: text(v.q) ?? null,
    },
  };
};

/** An amount of the form in whole cents (the API compares `estimatedOrderBudgetCents`, a BigInt, as a string). */
const cents = (v: unknown): string | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? String(Math.round(n * 100)) : undefined;
};

/**
 * The list's conditions: the company-name search (`q`), which the API answers from the copy of company names and its
 * index (`companyNameContains`) rather than by testing each filing's company; the keyword (the readable id, name or
 * customer), answered from the filings' trigram indexes (`keywordContains`) rather than by testing each filing; the
 * owner's name, answered from the identities' (`ownerNameContains`); and the possible-conflict box, answered from the
 * kept conflicts (`possibleConflict`) rather than computed for each filing.
 */
export const projectFilingCondition = (
  values: ProjectFilingListFilter | Record<string, unknown>,
): { companyNameContains?: string; keywordContains?: string; ownerNameContains?: string; possibleConflict?: true } => {
  const v = values as ProjectFilingListFilter;
  const company = text(v.q);
  const keyword = text(v.keyword);
  const owner = text(v.owner);
  return {
    ...(company ? { companyNameContains: company } : {}),
    ...(keyword ? { keywordContains: keyword } : {}),
    ...(owner ? { ownerNameContains: owner } : {}),
    ...(v.conflict === true ? { possibleConflict: true as const } : {}),
  };
};

/**
 * The connection filter of the list's tab and filter form (the company-name search, the keyword, the owner's name and
 * the possible-conflict box are the conditions above). Created dates count whole business days (from the start of the
 * first to the end of the last); order dates and the status compare as they are; amounts compare in whole cents (a
 * bigint column the database keeps beside the amount, whose comparison its indexes serve).
 */
export const projectFilingFilter = (values: ProjectFilingListFilter | Record<string, unknown>): FilingFilter => {
  const v = values as ProjectFilingListFilter;
  const clauses: FilingFilter[] = [];
  const tab = tabOf(v.tab);
  if (tab !== 'all') clauses.push(tabClauses[tab]);

  if (v.status && (projectFilingStatuses as readonly string[]).includes(v.status)) clauses.push({ status: { equalTo: v.status } });

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
  const orderFrom = isoDay(v.orderDateFrom);
  const orderTo = isoDay(v.orderDateTo);
  if (orderFrom || orderTo) {
    clauses.push({
      estimatedOrderDate: {
        ...(orderFrom ? { greaterThanOrEqualTo: orderFrom } : {}),
        ...(orderTo ? { lessThanOrEqualTo: orderTo } : {}),
      },
    });
  }
  const min = cents(v.amountMin);
  const max = cents(v.amountMax);
  if (min || max) {
    clauses.push({
      estimatedOrderBudgetCents: {
        ...(min ? { greaterThanOrEqualTo: min } : {}),
        ...(max ? { lessThanOrEqualTo: max } : {}),
      },
    });
  }

  if (clauses.length <= 1) return clauses[0] ?? {};
  return { and: clauses };
};
