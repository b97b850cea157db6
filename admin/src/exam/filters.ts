// The exam list's filter form, turned into one PostGraphile connection filter (the data provider calls it through the
// resource's `filterOf`): the subject as it is, and the search by the exam's number, the certification's number or
// the candidate's name. The API exposes no filter on the status, the type, the form or the scheduled time (the exams'
// columns are not `filterBy`), so the form offers none of them.
import { text } from '../common/filterValues.ts';

/** What the list's filter form holds. */
export interface ExamListFilter {
  subjectId?: number | string | null;
  /** The exam's number, the certification's number or the candidate's name. */
  q?: string | null;
}

type Clause = Record<string, unknown>;

/** The connection filter of the form; empty when nothing narrows the list. */
export const examFilter = (values: ExamListFilter | Record<string, unknown>): Clause => {
  const v = values as ExamListFilter;
  const clauses: Clause[] = [];
  const subjectId = Number(v.subjectId);
  if (v.subjectId !== null && v.subjectId !== undefined && v.subjectId !== '' && Number.isInteger(subjectId) && subjectId > 0) {
    clauses.push({ subjectId: { equalTo: subjectId } });
  }
  const q = text(v.q);
  if (q) {
    clauses.push({
      or: [
        { semanticId: { includesInsensitive: q } },
        { personalCertification: { semanticId: { includesInsensitive: q } } },
        { personalCertification: { applicantName: { includesInsensitive: q } } },
      ],
    });
  }
  if (clauses.length <= 1) return clauses[0] ?? {};
  return { and: clauses };
};
