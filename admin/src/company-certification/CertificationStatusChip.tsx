// A certification's status as a chip: under review in yellow, in effect green, rejected red, the others grey.
import { Chip, type ChipProps } from '@mui/material';
import type { CompanyCertificationStatus } from '@pp/domain';
import { useTranslate } from 'react-admin';

const colors: Record<CompanyCertificationStatus, ChipProps['color']> = {
  WAITING_APPROVAL: 'warning',
  VALIDATING: 'success',
  REJECTED: 'error',
  EXPIRED: 'default',
  CANCELED: 'default',
  COMMITTED: 'default',
};

export const CertificationStatusChip = ({ status, testId }: { status: CompanyCertificationStatus; testId?: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={colors[status]} label={translate(`pp.enums.company_certification_status.${status}`)} data-testid={testId} />;
};
