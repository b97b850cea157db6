// The vendor's dialogs on redeem codes: creating codes (checked by the command's domain schema; a refusal from the
// server shows the code's Chinese text and creates nothing), the new codes to copy once created, and a log's remark.
import { useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField, Typography } from '@mui/material';
import {
  addDays,
  businessToday,
  createRedeemCodesSchema,
  redeemCodeLimits,
  updateRedeemCodeCreateLogRemarkSchema,
} from '@pp/domain';
import { DateInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { FormDialog } from '../common/FormDialog.tsx';
import { RemarkDialog as CommonRemarkDialog } from '../common/RemarkDialog.tsx';
import { CopyCodesButton } from './codes.tsx';
import {
  ADMIN_CREATE_REDEEM_CODES,
  ADMIN_REDEEM_CODE_TYPES,
  ADMIN_UPDATE_REDEEM_CODE_CREATE_LOG_REMARK,
} from './personalCertificationRedeem.graphql.ts';

const p = (key: string) => `resources.personal-certification-redeem.${key}`;

/** A creation log as the list holds it. */
export interface RedeemCodeLog {
  id: string;
  reason: string;
  remark?: string | null;
}

/** The personal certification types as choices (their names are the product's: SCF, SCA-TSE). */
export const useTypeChoices = (): { id: number; name: string }[] => {
  const { data } = useQuery(ADMIN_REDEEM_CODE_TYPES);
  return (data?.personalCertificationTypes?.nodes ?? []).flatMap((t) => (t ? [{ id: t.id, name: t.name }] : []));
};

/** Creating codes; `onCreated` receives the new codes. */
export const CreateRedeemCodesDialog = ({ onClose, onCreated }: { onClose: () => void; onCreated: (codes: string[]) => void }) => {
  const translate = useTranslate();
  const typeChoices = useTypeChoices();
  const [create] = useMutation(ADMIN_CREATE_REDEEM_CODES);
  const today = businessToday();
  const created = useRef<string[]>([]);
  return (
    <FormDialog
      testId="create-redeem-codes-dialog"
      title={translate(p('create.title'))}
      confirm={p('create.confirm')}
      cancel={p('actions.cancel')}
      done={p('create.done')}
      schema={createRedeemCodesSchema}
      defaultValues={{ reason: '', number: 10, typeId: null, validateDate: today, expiredDate: addDays(today, 364), remark: '' }}
      onClose={onClose}
      onDone={() => onCreated(created.current)}
      run={async (v) => {
        const result = await create({ variables: { input: { ...v, remark: v.remark ?? null } } });
        created.current = (result.data?.createRedeemCodes?.result?.redeemCodesByLogId.nodes ?? []).flatMap((c) => (c ? [c.code] : []));
      }}
    >
      <TextInput source="reason" label={p('fields.reason')} fullWidth isRequired />
      <SelectInput source="typeId" label={p('fields.typeId')} choices={typeChoices} fullWidth isRequired />
      <NumberInput
        source="number"
        label={p('fields.number')}
        fullWidth
        isRequired
        step={1}
        helperText={translate(p('create.number_hint'), { max: redeemCodeLimits.redeemCodesPerCreationMax, times: redeemCodeLimits.redeemCreationsPerDay })}
      />
      <DateInput source="validateDate" label={p('fields.validateDate')} fullWidth isRequired />
      <DateInput source="expiredDate" label={p('fields.expiredDate')} fullWidth isRequired helperText={p('create.date_hint')} />
      <TextInput source="remark" label={p('fields.remark')} fullWidth multiline minRows={2} />
    </FormDialog>
  );
};

/** The codes just created, to copy and hand out. */
export const CreatedCodesDialog = ({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="created-codes-dialog">
      <DialogTitle>{translate(p('created.title'))}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(p('created.text'), { count: codes.length })}
        </Typography>
        <MuiTextField
          value={codes.join('\n')}
          fullWidth
          multiline
          minRows={Math.min(codes.length, 12)}
          maxRows={12}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'created-codes', style: { fontFamily: 'monospace' } } }}
        />
      </DialogContent>
      <DialogActions>
        <CopyCodesButton codes={codes} testId="copy-created-codes" />
        <Button onClick={onClose}>{translate(p('actions.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** A log's remark (at most 200 characters; empty clears it). */
export const RemarkDialog = ({ record, onClose }: { record: RedeemCodeLog; onClose: (saved: boolean) => void }) => {
  const [update] = useMutation(ADMIN_UPDATE_REDEEM_CODE_CREATE_LOG_REMARK);
  return (
    <CommonRemarkDialog
      resource="personal-certification-redeem"
      subject={record.reason}
      schema={updateRedeemCodeCreateLogRemarkSchema}
      defaultValues={{ logId: record.id, remark: record.remark ?? '' }}
      onClose={onClose}
      run={(v) => update({ variables: { input: { logId: v.logId, remark: v.remark ?? null } } })}
    />
  );
};
