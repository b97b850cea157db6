// An exam's status as a chip: waiting for the vendor (a retake's review, a booking to arrange) in yellow, arranged in
// blue, completed green, rejected red, the others grey.
import { Chip, type ChipProps } from '@mui/material';
import type { ExamStatus } from '@pp/domain';
import { useTranslate } from 'react-admin';

const colors: Record<ExamStatus, ChipProps['color']> = {
  COMMITTED: 'warning',
  TO_BE_ARRANGED: 'default',
  REGISTERED: 'warning',
  ARRANGED: 'info',
  COMPLETED: 'success',
  REJECTED: 'error',
  CANCELED: 'default',
};

export const ExamStatusChip = ({ status, testId }: { status: ExamStatus; testId?: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={colors[status]} label={translate(`pp.enums.exam_status.${status}`)} data-testid={testId} />;
};
