// A creation's codes: the table of the expanded row (code, status, who redeemed it and when, the application), and the
// button that copies codes to the clipboard, one a line.
import { useQuery } from '@apollo/client';
import { Box, Button, Chip, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { RedeemCodeStatus } from '@pp/domain';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_REDEEM_CODES_OF_LOG } from './personalCertificationRedeem.graphql.ts';

const p = (key: string) => `resources.personal-certification-redeem.${key}`;

export const dateTime = (value: string | null | undefined): string => (value ? new Date(value).toLocaleString('zh-CN', { hour12: false }) : '—');

const statusColor: Record<RedeemCodeStatus, 'default' | 'success' | 'warning' | 'info'> = {
  UNUSED: 'success',
  RESERVED: 'warning',
  USED: 'info',
  EXPIRED: 'default',
  NOT_YET_VALID: 'default',
};

/** A code's status as a chip. */
export const RedeemCodeStatusChip = ({ status }: { status: RedeemCodeStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={statusColor[status]} variant={status === 'USED' ? 'filled' : 'outlined'} label={translate(`pp.enums.redeem_code_status.${status}`)} />;
};

/** Writes text to the clipboard; where the browser refuses, through a selected text area. */
const copyText = async (text: string): Promise<void> => {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('copy refused');
  }
};

/** Copies the codes, one a line. */
export const CopyCodesButton = ({ codes, testId }: { codes: readonly string[]; testId?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon />}
      disabled={codes.length === 0}
      data-testid={testId}
      onClick={() => {
        copyText(codes.join('\n')).then(
          () => notify(p('codes.copied'), { type: 'success', messageArgs: { count: codes.length } }),
          () => notify(p('codes.copy_failed'), { type: 'warning' }),
        );
      }}
    >
      {translate(p('actions.copy_all'))}
    </Button>
  );
};

/** The expanded row of a creation: its codes. */
export const RedeemCodePanel = () => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const { data, loading, error } = useQuery(ADMIN_REDEEM_CODES_OF_LOG, { variables: { id: record?.id ?? '' }, skip: !record, fetchPolicy: 'network-only' });
  if (loading) return <CircularProgress size={20} />;
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const codes = (data?.redeemCodeCreateLog?.redeemCodesByLogId.nodes ?? []).flatMap((c) => (c ? [c] : []));
  return (
    <Box sx={{ py: 1 }} data-testid="redeem-codes">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2">{translate(p('codes.title'), { count: codes.length })}</Typography>
        <CopyCodesButton codes={codes.map((c) => c.code)} />
      </Stack>
      {codes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(p('codes.empty'))}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(p('fields.code'))}</TableCell>
              <TableCell>{translate(p('fields.status'))}</TableCell>
              <TableCell>{translate(p('fields.redeemerName'))}</TableCell>
              <TableCell>{translate(p('fields.usedAt'))}</TableCell>
              <TableCell>{translate(p('fields.personalCertificationId'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {codes.map((c) => (
              <TableRow key={c.id} data-testid="redeem-code-row">
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{c.code}</TableCell>
                <TableCell>
                  <RedeemCodeStatusChip status={c.status} />
                </TableCell>
                <TableCell>
                  {c.redeemerName ?? '—'}
                  {c.status === 'RESERVED' && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {translate(p('codes.reserved_until'), { time: dateTime(c.reservedUntil) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(c.usedAt)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{c.personalCertificationId ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
