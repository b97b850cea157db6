// The exam list's filter form, turned into one PostGraphile connection filter (the data provider calls it through the
// resource's `filterOf`): the status, the type, the form and the subject as they are, and the scheduled days counted in
// the business time zone (from the first day's midnight to the midnight after the last). The search by the exam's
// number, the certification's number or the candidate's name is the list's condition (`conditionOf`), which the API
// answers from trigram indexes rather than by testing each exam.
import { examForms, examStatuses, examTypes, type ExamStatus } from '@pp/domain';
import { choicesOf } from '../common/choices.ts';
import { isoDay, nextDay, startOfBusinessDay, text } from '../common/filterValues.ts';

export const statusChoices = choicesOf('exam_status', examStatuses);
export const typeChoices = choicesOf('exam_type', examTypes);
export const formChoices = choicesOf('exam_form', examForms);

/** What the list's filter form holds. */
export interface ExamListFilter {
  status?: string | null;
  type?: string | null;
  form?: string | null;
  subjectId?: number | string | null;
  /** The first and the last scheduled day, `YYYY-MM-DD` in the business time zone. */
  scheduledFrom?: string | null;
  scheduledTo?: string | null;
  /** The exam's number, the certification's number or the candidate's name. */
  q?: string | null;
}

type Clause = Record<string, unknown>;

const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

/** The connection filter of the form; empty when nothing narrows the list. */
export const examFilter = (values: ExamListFilter | Record<string, unknown>): Clause => {
  const v = values as ExamListFilter;
  const clauses: Clause[] = [];
  if (oneOf(examStatuses, v.status)) clauses.push({ status: { equalTo: v.status } });
  if (oneOf(examTypes, v.type)) clauses.push({ type: { equalTo: v.type } });
  if (oneOf(examForms, v.form)) clauses.push({ form: { equalTo: v.form } });
  const subjectId = Number(v.subjectId);
  if (v.subjectId !== null && v.subjectId !== undefined && v.subjectId !== '' && Number.isInteger(subjectId) && subjectId > 0) {
    clauses.push({ subjectId: { equalTo: subjectId } });
  }
  const from = isoDay(v.scheduledFrom);
  const to = isoDay(v.scheduledTo);
  if (from || to) {
    clauses.push({
      scheduledExamTime: {
        ...(from ? { greaterThanOrEqualTo: startOfBusinessDay(from) } : {}),
        ...(to ? { lessThan: startOfBusinessDay(nextDay(to)) } : {}),
      },
    });
  }
  if (clauses.length <= 1) return clauses[0] ?? {};
  return { and: clauses };
};

/** The list's condition: the search (`keywordContains`), trimmed; nothing when blank. */
export const examCondition = (values: ExamListFilter | Record<string, unknown>): { keywordContains?: string } => {
  const q = text((values as ExamListFilter).q);
  return q ? { keywordContains: q } : {};
};

/**
 * The page's total when the form narrows the list by its status alone (or not at all): the number of exams the
 * database keeps per status (`examTotal`), instead of counting them (nine in ten exams are completed). Any other
 * filter is counted as it is read.
 */
export const examKeptTotal = (
  values: ExamListFilter | Record<string, unknown>,
): { field: 'examTotal'; args: { status: ExamStatus | null } } | undefined => {
  const filter = examFilter(values);
  if (Object.keys(examCondition(values)).length > 0) return undefined;
  if (Object.keys(filter).length === 0) return { field: 'examTotal', args: { status: null } };
  const status = (filter as { status?: { equalTo?: ExamStatus } }).status?.equalTo;
  if (Object.keys(filter).length === 1 && status) return { field: 'examTotal', args: { status } };
  return undefined;
};
