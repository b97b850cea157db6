// Small pieces the filing screens share: the status chip, the possible-conflict tag and the amount with its currency.
import { Chip } from '@mui/material';
import type { ApprovalStatus, ProjectFilingStatus } from '@pp/domain';
import { useTranslate } from 'react-admin';

const statusColor: Record<ProjectFilingStatus, 'warning' | 'success' | 'primary' | 'default' | 'error'> = {
  APPROVING: 'warning',
  VALIDATING: 'success',
  HAVE_SIGNED: 'primary',
  EXPIRED: 'default',
  REJECTED: 'error',
  CANCELED: 'default',
};
const approvalColor: Record<ApprovalStatus, 'warning' | 'success' | 'error'> = {
  APPROVING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
};

export const FilingStatusChip = ({ status }: { status: ProjectFilingStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={statusColor[status]}
      label={translate(`resources.project-filing.statuses.${status}`)}
      data-testid="filing-status"
    />
  );
};

export const ApprovalStatusChip = ({ status }: { status: ApprovalStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={approvalColor[status]} label={translate(`resources.project-filing.approval_statuses.${status}`)} />;
};

/** The "possible conflict" tag vendor reviewers see on filings that overlap another company's. */
export const ConflictTag = () => {
  const translate = useTranslate();
  return <Chip size="small" color="error" variant="outlined" label={translate('resources.project-filing.conflict_tag')} data-testid="conflict-tag" />;
};

const amountFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount with digit grouping and two decimals, followed by its currency: `1,234,567.50 CNY`. */
export const amountText = (amount: string | number | null | undefined, currency: string | null | undefined): string => {
  if (amount === null || amount === undefined || amount === '') return '—';
  const n = Number(amount);
  return `${Number.isFinite(n) ? amountFormat.format(n) : String(amount)} ${currency ?? ''}`.trim();
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How long since `since`: days and hours, or minutes within the first day. */
export const waitingDuration = (since: string, translate: Translate, now: number = Date.now()): string => {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return [
    days > 0 ? translate('resources.project-filing.detail.days', { days }) : null,
    days > 0 || hours > 0 ? translate('resources.project-filing.detail.hours', { hours }) : null,
    days === 0 ? translate('resources.project-filing.detail.minutes', { minutes: minutes % 60 }) : null,
  ]
    .filter((x): x is string => x !== null)
    .join(' ');
};
