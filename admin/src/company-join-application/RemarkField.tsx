// A join application's remark, editable where it is shown (the list and the detail): a pencil opens a small dialog,
// saved through updateCompanyJoinApplicationRemark (at most 200 characters; empty clears it).
import { useState, type MouseEvent } from 'react';
import { useApolloClient } from '@apollo/client';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { errorText, firstIssueCode, limits, updateJoinApplicationRemarkSchema } from '@pp/domain';
import { zhErrorText } from '../data-provider/errors.ts';
import { graphql } from '../generated/gql.ts';

export const UPDATE_JOIN_APPLICATION_REMARK = graphql(`
  mutation AdminUpdateJoinApplicationRemark($applicationId: UUID!, $remark: String) {
    updateCompanyJoinApplicationRemark(input: { applicationId: $applicationId, remark: $remark }) {
      result {
        id
        remark
      }
    }
  }
`);

/** Clicks inside the field must not open the row it sits in. */
const keepInside = (e: MouseEvent) => e.stopPropagation();

export const RemarkField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ id: string; remark?: string | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useApolloClient();
  const [value, setValue] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  if (!record) return null;
  const close = () => {
    setValue(undefined);
    setError(undefined);
  };
  const save = async () => {
    const parsed = updateJoinApplicationRemarkSchema.safeParse({ applicationId: String(record.id), remark: value ?? '' });
    if (!parsed.success) {
      setError(errorText(firstIssueCode(parsed.error), 'zh', { max: limits.remarkMax }));
      return;
    }
    setSaving(true);
    try {
      await client.mutate({
        mutation: UPDATE_JOIN_APPLICATION_REMARK,
        variables: { applicationId: parsed.data.applicationId, remark: parsed.data.remark ?? null },
      });
      notify('resources.company-join-application.remark.saved', { type: 'success' });
      close();
      refresh();
    } catch (e) {
      setError(zhErrorText(e));
    } finally {
      setSaving(false);
    }
  };
  const length = (value ?? '').length;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" onClick={keepInside}>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-wrap' }}>
        {record.remark || '—'}
      </Typography>
      <IconButton
        size="small"
        aria-label={translate('resources.company-join-application.remark.edit')}
        data-testid="remark-edit"
        onClick={() => setValue(record.remark ?? '')}
      >
        <EditIcon fontSize="inherit" />
      </IconButton>
      <Dialog open={value !== undefined} onClose={close} onClick={keepInside} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.company-join-application.remark.edit')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            label={translate('resources.company-join-application.fields.remark')}
            value={value ?? ''}
            onChange={(e) => setValue(e.target.value)}
            error={Boolean(error) || length > limits.remarkMax}
            helperText={error ?? `${length}/${limits.remarkMax}`}
            slotProps={{ htmlInput: { 'data-testid': 'remark-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="remark-save">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
