// The vendor's forms on one personal certification, each checked by its command's schema before it is sent (a refusal
// from the server shows the code's Chinese text): approve or reject (with a reason) an application waiting for review,
// cancel it with a reason, issue the certificate with a generated number, the certificate and its delivery, the
// electronic invoice, and the remark.
import { useMutation } from '@apollo/client';
import { Grid, Typography } from '@mui/material';
import { cancelPersonalCertificationSchema, commonLimits, personalCertificationIdSchema, rejectPersonalCertificationSchema, updatePersonalCertificationInvoiceSchema, updatePersonalCertificationRemarkSchema, updatePersonalCertificationSchema } from '@pp/domain';
import { DateInput, TextInput, useTranslate } from 'react-admin';
import { DecisionDialog, FormDialog } from '../common/FormDialog.tsx';
import { FileUploadInput } from '../common/FileUploadInput.tsx';
import { TextCell } from './TextCell.tsx';
import {
  certificateDefaults,
  certificateInput,
} from './forms.ts';
import {
  ADMIN_APPROVE_PERSONAL_CERTIFICATION,
  ADMIN_CANCEL_PERSONAL_CERTIFICATION,
  ADMIN_GENERATE_PERSONAL_CERTIFICATE_NUMBER,
  ADMIN_REJECT_PERSONAL_CERTIFICATION,
  ADMIN_UPDATE_PERSONAL_CERTIFICATION,
  ADMIN_UPDATE_PERSONAL_CERTIFICATION_INVOICE,
  ADMIN_UPDATE_PERSONAL_CERTIFICATION_REMARK,
  type AdminPersonalCertification,
} from './personalCertification.graphql.ts';

const p = (key: string) => `resources.personal-certification.${key}`;

/** What every dialog of the page takes from the name of its texts (`<name>.title`, `.confirm`, `.done`). */
const dialogTexts = (translate: (key: string) => string, name: string) => ({
  testId: `${name}-dialog`,
  title: translate(p(`${name}.title`)),
  confirm: p(`${name}.confirm`),
  cancel: p('cancel'),
  done: p(`${name}.done`),
});

export interface DialogProps {
  certification: AdminPersonalCertification;
  onClose: () => void;
  onDone: () => void;
}

/** A reason of at most 200 characters (rejecting, cancelling). */
const ReasonInput = ({ source, label }: { source: string; label: string }) => (
  <TextInput source={source} label={label} multiline minRows={3} fullWidth isRequired helperText={`≤ ${commonLimits.auditCommentMax}`} />
);

export const ApproveDialog = ({ certification: c, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [approve, { loading }] = useMutation(ADMIN_APPROVE_PERSONAL_CERTIFICATION);
  return (
    <DecisionDialog
      decision="approve"
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'approve')}
      schema={personalCertificationIdSchema}
      defaultValues={{ certificationId: c.id }}
      run={(input) => approve({ variables: { input } })}
    >
      <Typography variant="body2">{translate(p('approve.text'), { name: c.realName, type: c.type?.name ?? '' })}</Typography>
    </DecisionDialog>
  );
};

export const RejectDialog = ({ certification: c, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [reject, { loading }] = useMutation(ADMIN_REJECT_PERSONAL_CERTIFICATION);
  return (
    <DecisionDialog
      decision="reject"
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'reject')}
      schema={rejectPersonalCertificationSchema}
      defaultValues={{ certificationId: c.id, auditComment: '' }}
      run={(input) => reject({ variables: { input } })}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(p('reject.text'))}
      </Typography>
      <ReasonInput source="auditComment" label={p('reject.reason')} />
    </DecisionDialog>
  );
};

export const CancelDialog = ({ certification: c, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [cancel, { loading }] = useMutation(ADMIN_CANCEL_PERSONAL_CERTIFICATION);
  return (
    <FormDialog
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'cancel_application')}
      confirmColor="error"
      schema={cancelPersonalCertificationSchema}
      defaultValues={{ certificationId: c.id, reason: '' }}
      run={(input) => cancel({ variables: { input } })}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(p('cancel_application.text'))}
      </Typography>
      <ReasonInput source="reason" label={p('cancel_application.reason')} />
    </FormDialog>
  );
};

export const GenerateDialog = ({ certification: c, validMonths, onClose, onDone }: DialogProps & { validMonths: number }) => {
  const translate = useTranslate();
  const [generate, { loading }] = useMutation(ADMIN_GENERATE_PERSONAL_CERTIFICATE_NUMBER);
  return (
    <FormDialog
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'generate')}
      schema={personalCertificationIdSchema}
      defaultValues={{ certificationId: c.id }}
      run={(input) => generate({ variables: { input } })}
    >
      <Typography variant="body2">
        {translate(p('generate.text'), { name: c.realName, type: c.type?.name ?? '', months: validMonths })}
      </Typography>
    </FormDialog>
  );
};

export const CertificateDialog = ({ certification: c, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [update, { loading }] = useMutation(ADMIN_UPDATE_PERSONAL_CERTIFICATION);
  const current = c.certificateFileId && c.certificateFileName ? { id: c.certificateFileId, name: c.certificateFileName } : null;
  return (
    <FormDialog
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'certificate')}
      saveIcon
      schema={updatePersonalCertificationSchema}
      defaultValues={certificateDefaults(c)}
      run={(v) => update({ variables: { input: certificateInput(v) } })}
    >
      <Grid container columnSpacing={2}>
        <TextCell source="certificateToUserName" size={12} required />
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput source="grantDate" label={p('fields.grantDate')} fullWidth isRequired />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput source="expiredDate" label={p('fields.expiredDate')} fullWidth isRequired />
        </Grid>
        <TextCell source="trackingNumber" />
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput source="certificateDeliveryDate" label={p('fields.certificateDeliveryDate')} fullWidth />
        </Grid>
        <Grid size={12}>
          <FileUploadInput resource="personal-certification" source="certificateFileId" use="CERTIFICATE" current={current} />
        </Grid>
      </Grid>
    </FormDialog>
  );
};

export const InvoiceDialog = ({ certification: c, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [update, { loading }] = useMutation(ADMIN_UPDATE_PERSONAL_CERTIFICATION_INVOICE);
  const current = c.invoiceFileId && c.invoiceFileName ? { id: c.invoiceFileId, name: c.invoiceFileName } : null;
  return (
    <FormDialog
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'invoice')}
      saveIcon
      schema={updatePersonalCertificationInvoiceSchema}
      defaultValues={{ certificationId: c.id, invoiceFileId: c.invoiceFileId ?? null }}
      run={(input) => update({ variables: { input } })}
    >
      <FileUploadInput resource="personal-certification" source="invoiceFileId" use="INVOICE" current={current} />
    </FormDialog>
  );
};

export const RemarkDialog = ({ certification: c, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [update, { loading }] = useMutation(ADMIN_UPDATE_PERSONAL_CERTIFICATION_REMARK);
  return (
    <FormDialog
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'remark')}
      saveIcon
      schema={updatePersonalCertificationRemarkSchema}
      defaultValues={{ certificationId: c.id, remark: c.remark ?? '' }}
      run={(input) => update({ variables: { input: { certificationId: input.certificationId, remark: input.remark || null } } })}
    >
      <TextInput source="remark" label={p('fields.remark')} multiline minRows={3} fullWidth helperText={`≤ ${commonLimits.remarkMax}`} />
    </FormDialog>
  );
};
