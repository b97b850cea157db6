// An application's status as a chip: waiting for review in yellow, approved in blue, issued green, rejected red, the
// others grey.
import { Chip, type ChipProps } from '@mui/material';
import type { PersonalCertificationStatus } from '@pp/domain';
import { useTranslate } from 'react-admin';

const colors: Record<PersonalCertificationStatus, ChipProps['color']> = {
  COMMITTED: 'warning',
  WAITING_APPROVAL: 'info',
  VALIDATING: 'success',
  REJECTED: 'error',
  CANCELED: 'default',
  EXPIRED: 'default',
};

export const StatusChip = ({ status, testId }: { status: PersonalCertificationStatus; testId?: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={colors[status]} label={translate(`pp.enums.personal_certification_status.${status}`)} data-testid={testId} />;
};
