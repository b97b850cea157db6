import { useTranslate } from '@refinedev/core';
import { Tag } from 'primereact/tag';
import type { CompanyCertificationStatus } from '@pp/domain';
import { statusSeverity } from './certificationRules.ts';

/** A certification's status as a coloured tag. */
export const StatusTag = ({ status }: { status: CompanyCertificationStatus }) => {
  const t = useTranslate();
  return <Tag value={t(`company-certification.status.${status}`)} severity={statusSeverity(status)} data-testid="certification-status" />;
};
