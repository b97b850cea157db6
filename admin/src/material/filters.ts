// The material list's tabs and filter form, turned into one PostGraphile connection filter (the data provider calls it
// through the resource's `filterOf`): the tab is the status (published, unpublished = draft, delisted), and the search
// looks in the name.
import { publicationTabOf as tabOf } from '../common/PublicationTabs.tsx';
import { text } from '../common/filterValues.ts';


export interface MaterialListFilter {
  status?: string | null;
  q?: string | null;
}

type Clause = Record<string, unknown>;

export const materialFilter = (values: MaterialListFilter | Record<string, unknown>): Clause => {
  const v = values as MaterialListFilter;
  const clauses: Clause[] = [{ status: { equalTo: tabOf(v.status) } }];
  const q = text(v.q);
  if (q) clauses.push({ name: { includesInsensitive: q } });
  return clauses.length === 1 ? clauses[0]! : { and: clauses };
};
