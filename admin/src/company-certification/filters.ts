// The company certification list's filter form, turned into one PostGraphile connection filter (the data provider
// calls it through the resource's `filterOf`): the status filter's label stands for its statuses (domain
// `companyCertificationStatusFilters`), the search for the company's name, and one company by its id.
import { companyCertificationStatusFilters, type CompanyCertificationStatus } from '@pp/domain';
import { text } from '../common/filterValues.ts';

/** The labels of the status filter, in display order. */
export type CompanyCertificationStatusFilter = keyof typeof companyCertificationStatusFilters;
export const companyCertificationStatusFilterKeys = Object.keys(companyCertificationStatusFilters) as CompanyCertificationStatusFilter[];

/** The status filter's choices: each label's zh text. */
export const statusFilterChoices = companyCertificationStatusFilterKeys.map((id) => ({
  id,
  name: `resources.company-certification.filters.${id}`,
}));

/** The label a value names (the `status` filter value, or the `status` query parameter), if it is one. */
export const statusFilterOf = (value: unknown): CompanyCertificationStatusFilter | undefined =>
  companyCertificationStatusFilterKeys.includes(value as CompanyCertificationStatusFilter) ? (value as CompanyCertificationStatusFilter) : undefined;

/** What the list's filter form holds. */
export interface CompanyCertificationListFilter {
  /** A label of the status filter. */
  status?: string | null;
  /** The company's name. */
  q?: string | null;
  /** The certifications of one company. */
  companyId?: string | null;
}

type Clause = Record<string, unknown>;

/** The connection filter of the form; empty when nothing narrows the list. */
export const companyCertificationFilter = (values: CompanyCertificationListFilter | Record<string, unknown>): Clause => {
  const v = values as CompanyCertificationListFilter;
  const clauses: Clause[] = [];
  const label = statusFilterOf(v.status);
  if (label) {
    const statuses: readonly CompanyCertificationStatus[] = companyCertificationStatusFilters[label];
    clauses.push({ status: statuses.length === 1 ? { equalTo: statuses[0] } : { in: [...statuses] } });
  }
  const company = text(v.q);
  if (company) clauses.push({ company: { name: { includesInsensitive: company } } });
  const companyId = text(v.companyId);
  if (companyId) clauses.push({ companyId: { equalTo: companyId } });
  if (clauses.length <= 1) return clauses[0] ?? {};
  return { and: clauses };
};
