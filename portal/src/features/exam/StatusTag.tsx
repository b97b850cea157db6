import { useTranslate } from '@refinedev/core';
import { Tag } from 'primereact/tag';
import type { ExamResult, ExamStatus } from '@pp/domain';
import { examResultSeverity, examStatusSeverity } from './rules.ts';

/** An exam's status as a coloured tag. */
export const ExamStatusTag = ({ status }: { status: ExamStatus }) => {
  const t = useTranslate();
  return <Tag value={t(`exam.status.${status}`)} severity={examStatusSeverity(status)} data-testid="exam-status" />;
};

/** An exam's result as a coloured tag. */
export const ExamResultTag = ({ result }: { result: ExamResult }) => {
  const t = useTranslate();
  return <Tag value={t(`exam.result.${result}`)} severity={examResultSeverity(result)} data-testid="exam-result" />;
};
