// The vendor's forms on a company certification, each checked by its command's domain schema before it is sent (a
// refusal from the server shows the code's Chinese text): approve (the level granted, of the application's programme,
// and the certificate's dates), reject with a reason, the certificate and its delivery (on an approved certification),
// and the remark.
import { useMutation } from '@apollo/client';
import { Grid, Typography } from '@mui/material';
import {
  approveCompanyCertificationSchema,
  commonLimits,
  rejectCompanyCertificationSchema,
  updateCompanyCertificationRemarkSchema,
  updateCompanyCertificationSchema,
} from '@pp/domain';
import { DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DecisionDialog, FormDialog } from '../common/FormDialog.tsx';
import { FileUploadInput } from '../common/FileUploadInput.tsx';
import {
  ADMIN_APPROVE_COMPANY_CERTIFICATION,
  ADMIN_REJECT_COMPANY_CERTIFICATION,
  ADMIN_UPDATE_COMPANY_CERTIFICATION,
  ADMIN_UPDATE_COMPANY_CERTIFICATION_REMARK,
  type AdminCompanyCertification,
} from './companyCertification.graphql.ts';
import { approveDefaults, certificateDefaults, levelName } from './forms.ts';

const p = (key: string) => `resources.company-certification.${key}`;

export interface DialogProps {
  certification: AdminCompanyCertification;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** What every dialog here shares: shown or not, closed, done, waiting for its command, and its texts by its kind. */
const useFrame = (kind: 'approve' | 'reject' | 'certificate' | 'remark', { open, onClose, onDone }: Omit<DialogProps, 'certification'>, loading: boolean) => {
  const translate = useTranslate();
  return {
    open,
    onClose,
    onDone,
    loading,
    testId: `${kind}-dialog`,
    title: translate(p(`${kind}.title`)),
    confirm: p(`${kind}.confirm`),
    cancel: p('cancel'),
    done: p(`${kind}.done`),
  };
};

export const ApproveDialog = ({ certification, levels, open, onClose, onDone }: DialogProps & { levels: { id: number; name: string }[] }) => {
  const translate = useTranslate();
  const [approve, { loading }] = useMutation(ADMIN_APPROVE_COMPANY_CERTIFICATION);
  const frame = useFrame('approve', { open, onClose, onDone }, loading);
  return (
    <DecisionDialog
      decision="approve"
      {...frame}
      schema={approveCompanyCertificationSchema}
      defaultValues={approveDefaults(certification)}
      run={(input) => approve({ variables: { input } })}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(p('approve.text'), { company: certification.companyName ?? '', level: levelName(certification.appliedLevel) ?? '' })}
      </Typography>
      <SelectInput source="approvedLevelId" label={p('approve.level')} choices={levels} fullWidth isRequired emptyText="" />
      <DateInput source="grantDate" label={p('fields.grantDate')} fullWidth isRequired />
      <DateInput source="expiredDate" label={p('fields.expiredDate')} fullWidth isRequired />
    </DecisionDialog>
  );
};

export const RejectDialog = ({ certification, open, onClose, onDone }: DialogProps) => {
  const [reject, { loading }] = useMutation(ADMIN_REJECT_COMPANY_CERTIFICATION);
  const frame = useFrame('reject', { open, onClose, onDone }, loading);
  return (
    <DecisionDialog
      decision="reject"
      {...frame}
      schema={rejectCompanyCertificationSchema}
      defaultValues={{ certificationId: certification.id, auditComment: '' }}
      run={(input) => reject({ variables: { input } })}
    >
      <TextInput
        source="auditComment"
        label={p('reject.reason')}
        multiline
        minRows={3}
        fullWidth
        isRequired
        helperText={`≤ ${commonLimits.auditCommentMax}`}
      />
    </DecisionDialog>
  );
};

export const CertificateDialog = ({ certification, open, onClose, onDone }: DialogProps) => {
  const [update, { loading }] = useMutation(ADMIN_UPDATE_COMPANY_CERTIFICATION);
  const frame = useFrame('certificate', { open, onClose, onDone }, loading);
  const current =
    certification.certificateFileId && certification.certificateFileName
      ? { id: certification.certificateFileId, name: certification.certificateFileName }
      : null;
  return (
    <FormDialog
      {...frame}
      saveIcon
      schema={updateCompanyCertificationSchema}
      defaultValues={certificateDefaults(certification)}
      // a field left empty is sent as nothing (a file not replaced keeps the saved one)
      run={(input) => update({ variables: { input } })}
    >
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="certificateNumber" label={p('fields.certificateNumber')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="certificateToCompanyName" label={p('fields.certificateToCompanyName')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput source="grantDate" label={p('fields.grantDate')} fullWidth isRequired />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput source="expiredDate" label={p('fields.expiredDate')} fullWidth isRequired />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="deliveryContactName" label={p('fields.deliveryContactName')} fullWidth />
        </Grid>
        <Grid size={{ xs: 4, sm: 2 }}>
          <TextInput source="deliveryContactPrefix" label={p('fields.deliveryContactPrefix')} fullWidth />
        </Grid>
        <Grid size={{ xs: 8, sm: 4 }}>
          <TextInput source="deliveryContactNumber" label={p('fields.deliveryContactNumber')} fullWidth />
        </Grid>
        <Grid size={12}>
          <TextInput source="deliveryAddress" label={p('fields.deliveryAddress')} multiline fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="trackingNumber" label={p('fields.trackingNumber')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput source="deliveryDate" label={p('fields.deliveryDate')} fullWidth />
        </Grid>
        <Grid size={12}>
          <FileUploadInput resource="company-certification" source="certificateFileId" use="CERTIFICATE" current={current} testId="certificate-file" />
        </Grid>
      </Grid>
    </FormDialog>
  );
};

export const RemarkDialog = ({ certification, open, onClose, onDone }: DialogProps) => {
  const [update, { loading }] = useMutation(ADMIN_UPDATE_COMPANY_CERTIFICATION_REMARK);
  const frame = useFrame('remark', { open, onClose, onDone }, loading);
  return (
    <FormDialog
      {...frame}
      saveIcon
      schema={updateCompanyCertificationRemarkSchema}
      defaultValues={{ certificationId: certification.id, remark: certification.remark ?? '' }}
      run={(input) => update({ variables: { input: { certificationId: input.certificationId, remark: input.remark || null } } })}
    >
      <TextInput source="remark" label={p('fields.remark')} multiline minRows={3} fullWidth helperText={`≤ ${commonLimits.remarkMax}`} />
    </FormDialog>
  );
};
