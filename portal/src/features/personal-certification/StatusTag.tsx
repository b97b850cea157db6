import { useTranslate } from '@refinedev/core';
import { Tag } from 'primereact/tag';
import type { PersonalCertificationStatus, PointUsageApprovalStatus } from '@pp/domain';
import { certificationSeverity, pointApprovalSeverity } from './rules.ts';

/** An application's status as a coloured tag. */
export const StatusTag = ({ status }: { status: PersonalCertificationStatus }) => {
  const t = useTranslate();
  return <Tag value={t(`personal-certification.status.${status}`)} severity={certificationSeverity(status)} data-testid="pc-status" />;
};

/** A point usage approval's status as a coloured tag. */
export const PointStatusTag = ({ status }: { status: PointUsageApprovalStatus }) => {
  const t = useTranslate();
  return <Tag value={t(`personal-certification.pointStatus.${status}`)} severity={pointApprovalSeverity(status)} data-testid="pc-point-status" />;
};
