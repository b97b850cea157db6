// The back office's performance list: its three search boxes (performance number, company name, customer name); each
// box narrows the list, case-insensitively anywhere in the text, and several boxes must all match. They become the
// list's condition (`semanticIdContains`, `companyNameContains`, `customerNameContains`), which the API answers
// through the trigram indexes rather than by testing every record (row-level security keeps a filter's
// case-insensitive match off the indexes).
import { text } from '../common/filterValues.ts';

export interface PerformanceListFilter {
  /** The performance number. */
  semanticId?: string | null;
  /** The company's name. */
  company?: string | null;
  /** The customer's name. */
  customer?: string | null;
}

export type PerformanceListCondition = {
  semanticIdContains?: string;
  companyNameContains?: string;
  customerNameContains?: string;
};

export const performanceCondition = (values: PerformanceListFilter | Record<string, unknown>): PerformanceListCondition => {
  const v = values as PerformanceListFilter;
  const condition: PerformanceListCondition = {};
  const number = text(v.semanticId);
  if (number) condition.semanticIdContains = number;
  const company = text(v.company);
  if (company) condition.companyNameContains = company;
  const customer = text(v.customer);
  if (customer) condition.customerNameContains = customer;
  return condition;
};
