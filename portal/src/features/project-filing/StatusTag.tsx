import { useTranslate } from '@refinedev/core';
import { Tag } from 'primereact/tag';
import type { ProjectFilingStatus } from '@pp/domain';
import { statusSeverity } from './listRules.ts';

/** A filing's status as a coloured tag. */
export const StatusTag = ({ status }: { status: ProjectFilingStatus }) => {
  const t = useTranslate();
  return <Tag value={t(`project-filing.status.${status}`)} severity={statusSeverity(status)} />;
};
