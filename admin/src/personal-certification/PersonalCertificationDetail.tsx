// One personal certification (/admin/personal-certification/<id>): the application, what paid for it (with the
// receipt, or the company's approval of its points), the delivery, the invoice, the certificate and the exams, and
// what its state allows: while it waits, approve or reject; until the certificate is issued, cancel; once approved,
// generate the certificate number; once issued, the certificate and its delivery; when asked for, the electronic
// invoice; always, the remark.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Alert, Box, Button, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { businessTimeZone } from '@pp/domain';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DetailRow, DetailSection } from '../common/detail.tsx';
import { zhErrorText } from '../data-provider/errors.ts';
import {
  ApproveDialog,
  CancelDialog,
  CertificateDialog,
  GenerateDialog,
  InvoiceDialog,
  RejectDialog,
  RemarkDialog,
  type DialogProps,
} from './dialogs.tsx';
import { FileLink } from '../common/FileLink.tsx';
import { CertificationExams } from '../exam/index.ts';
import { certificationActions, pointsAwaitApproval } from './forms.ts';
import { ADMIN_PERSONAL_CERTIFICATION, type AdminPersonalCertification } from './personalCertification.graphql.ts';
import { StatusChip } from './StatusChip.tsx';

const p = (key: string) => `resources.personal-certification.${key}`;

const when = (iso: string | null | undefined): string | null =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: businessTimeZone, hour12: false }) : null;

type Person = { username?: string | null; email?: string | null } | null | undefined;
const account = (person: Person): string | null => person?.email ?? person?.username ?? null;

type Dialog = 'approve' | 'reject' | 'cancel' | 'generate' | 'certificate' | 'invoice' | 'remark';

const useField = () => {
  const translate = useTranslate();
  return (name: string) => translate(p(`fields.${name}`));
};

const ApplicationSection = ({ c }: { c: AdminPersonalCertification }) => {
  const translate = useTranslate();
  const f = useField();
  return (
    <DetailSection title={translate(p('detail.application'))} testId="application-section">
      <DetailRow label={f('semanticId')}>{c.semanticId}</DetailRow>
      <DetailRow label={f('type')}>{c.type ? `${c.type.name}（${c.type.englishFullName}）` : null}</DetailRow>
      <DetailRow label={f('version')}>{c.version}</DetailRow>
      <DetailRow label={f('site')}>{translate(`pp.enums.site.${c.site}`)}</DetailRow>
      <DetailRow label={f('applicantName')}>{c.applicantName}</DetailRow>
      <DetailRow label={f('applicant')}>{account(c.applicant)}</DetailRow>
      <DetailRow label={f('realName')}>{c.realName}</DetailRow>
      <DetailRow label={f('companyName')}>
        {c.companyId && c.companyName ? (
          <Link component={RouterLink} to={`/company/${c.companyId}/show`}>
            {c.companyName}
          </Link>
        ) : null}
      </DetailRow>
      <DetailRow label={f('status')}>{translate(`pp.enums.personal_certification_status.${c.status}`)}</DetailRow>
      <DetailRow label={f('createdAt')}>{when(c.createdAt)}</DetailRow>
      <DetailRow label={f('createdBy')} testId="created-by">
        {c.createdByName ? translate(p('detail.created_by'), { name: c.createdByName }) : null}
      </DetailRow>
      <DetailRow label={f('reviewedAt')}>{when(c.reviewedAt)}</DetailRow>
      <DetailRow label={f('approver')} testId="approver">
        {c.approverName}
      </DetailRow>
      <DetailRow label={f('auditComment')} testId="audit-comment">
        {c.auditComment}
      </DetailRow>
      <DetailRow label={f('cancelReason')} testId="cancel-reason">
        {c.cancelReason}
      </DetailRow>
      <DetailRow label={f('renewalOf')}>
        {c.renewalOfId ? (
          <Link component={RouterLink} to={`/personal-certification/${c.renewalOfId}`}>
            {translate(p('detail.open_renewed'))}
          </Link>
        ) : null}
      </DetailRow>
      <DetailRow label={f('remark')} testId="remark">
        {c.remark}
      </DetailRow>
    </DetailSection>
  );
};

/** What paid: the amount, the receipt of a transfer, the company's approval of its points. */
const PaymentSection = ({ c }: { c: AdminPersonalCertification }) => {
  const translate = useTranslate();
  const f = useField();
  const paid: Record<AdminPersonalCertification['paymentMethod'], string> = {
    TRANSFER_ACCOUNTS: translate(p('detail.money'), { amount: c.deductedMoney, currency: c.currency }),
    POINT_DEDUCTION: translate(p('detail.points'), {
      points: c.deductedPoints,
      type: c.pointType ? translate(p(`point_types.${c.pointType}`)) : '',
    }),
    REDEEM_CODE: translate(p('detail.redeemed')),
    NO_PAYMENT: translate(p('detail.free')),
  };
  const approvals = c.pointUsageApprovals.nodes.flatMap((a) => (a ? [a] : []));
  return (
    <DetailSection title={translate(p('detail.payment'))} testId="payment-section">
      <DetailRow label={f('paymentMethod')}>{translate(`pp.enums.personal_certification_payment_method.${c.paymentMethod}`)}</DetailRow>
      <DetailRow label={f('paid')} testId="paid">
        {paid[c.paymentMethod]}
      </DetailRow>
      {c.paymentMethod === 'TRANSFER_ACCOUNTS' && (
        <DetailRow label={f('receiptFile')}>
          {c.receiptFileId && c.receiptFileName ? <FileLink fileId={c.receiptFileId} name={c.receiptFileName} testId="receipt-link" /> : null}
        </DetailRow>
      )}
      {approvals.map((a) => (
        <Box key={a.id} data-testid="point-approval" sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{translate(p('detail.point_approval'))}</Typography>
          <DetailRow label={translate(p('detail.point_status'))}>
            <Chip size="small" label={translate(`pp.enums.point_usage_approval_status.${a.status}`)} />
          </DetailRow>
          <DetailRow label={translate(p('detail.point_submitter'))}>{a.submitterName}</DetailRow>
          <DetailRow label={translate(p('detail.point_approver'))}>{a.approverName}</DetailRow>
          <DetailRow label={translate(p('detail.point_reviewed'))}>{when(a.reviewedAt)}</DetailRow>
          <DetailRow label={translate(p('detail.point_comment'))}>{a.auditComment}</DetailRow>
        </Box>
      ))}
    </DetailSection>
  );
};

const DeliverySection = ({ c }: { c: AdminPersonalCertification }) => {
  const translate = useTranslate();
  const f = useField();
  return (
    <DetailSection title={translate(p('detail.delivery'))} testId="delivery-section">
      <DetailRow label={f('deliveryContactName')}>{c.deliveryContactName}</DetailRow>
      <DetailRow label={f('deliveryContactNumber')}>{`${c.deliveryContactPrefix} ${c.deliveryContactNumber}`.trim()}</DetailRow>
      <DetailRow label={f('deliveryAddress')}>{c.deliveryAddress}</DetailRow>
    </DetailSection>
  );
};

const InvoiceSection = ({ c, action }: { c: AdminPersonalCertification; action: ReactNode }) => {
  const translate = useTranslate();
  const f = useField();
  if (!c.wantsInvoice) {
    return (
      <DetailSection title={translate(p('detail.invoice'))} testId="invoice-section">
        <Typography variant="body2" color="text.secondary">
          {translate(p('detail.invoice_none'))}
        </Typography>
      </DetailSection>
    );
  }
  return (
    <DetailSection title={translate(p('detail.invoice'))} testId="invoice-section" action={action}>
      <DetailRow label={f('invoiceContentType')}>
        {c.invoiceContentType ? translate(`pp.enums.invoice_content_type.${c.invoiceContentType}`) : null}
      </DetailRow>
      <DetailRow label={f('invoiceTitleType')}>{c.invoiceTitleType ? translate(`pp.enums.invoice_title_type.${c.invoiceTitleType}`) : null}</DetailRow>
      <DetailRow label={f('invoiceTitle')}>{c.invoiceTitle}</DetailRow>
      <DetailRow label={f('invoiceCompanyName')}>{c.invoiceCompanyName}</DetailRow>
      <DetailRow label={f('invoiceTaxNumber')}>{c.invoiceTaxNumber}</DetailRow>
      <DetailRow label={f('invoiceReceiverEmail')}>{c.invoiceReceiverEmail}</DetailRow>
      <DetailRow label={f('invoiceFile')} testId="invoice-file">
        {c.invoiceFileId && c.invoiceFileName ? (
          <FileLink fileId={c.invoiceFileId} name={c.invoiceFileName} testId="invoice-link" />
        ) : (
          translate(p('detail.invoice_waiting'))
        )}
      </DetailRow>
    </DetailSection>
  );
};

const CertificateSection = ({ c, action }: { c: AdminPersonalCertification; action: ReactNode }) => {
  const translate = useTranslate();
  const f = useField();
  if (!c.certificateNumber) {
    return (
      <DetailSection title={translate(p('detail.certificate'))} testId="certificate-section">
        <Alert severity="info">{translate(p('detail.certificate_empty'))}</Alert>
      </DetailSection>
    );
  }
  return (
    <DetailSection title={translate(p('detail.certificate'))} testId="certificate-section" action={action}>
      <DetailRow label={f('certificateNumber')} testId="certificate-number">
        {c.certificateNumber}
      </DetailRow>
      <DetailRow label={f('certificateToUserName')} testId="certificate-name">
        {c.certificateToUserName}
      </DetailRow>
      <DetailRow label={f('grantDate')} testId="grant-date">
        {c.grantDate}
      </DetailRow>
      <DetailRow label={f('expiredDate')} testId="expired-date">
        {c.expiredDate}
      </DetailRow>
      <DetailRow label={f('trackingNumber')} testId="tracking-number">
        {c.trackingNumber}
      </DetailRow>
      <DetailRow label={f('certificateDeliveryDate')}>{c.certificateDeliveryDate}</DetailRow>
      <DetailRow label={f('certificateFile')}>
        {c.certificateFileId && c.certificateFileName ? (
          <FileLink fileId={c.certificateFileId} name={c.certificateFileName} testId="certificate-link" />
        ) : null}
      </DetailRow>
    </DetailSection>
  );
};

/** The open dialog, if any. */
const OpenDialog = ({ dialog, ...props }: DialogProps & { dialog: Dialog | null }) => {
  switch (dialog) {
    case 'approve':
      return <ApproveDialog {...props} />;
    case 'reject':
      return <RejectDialog {...props} />;
    case 'cancel':
      return <CancelDialog {...props} />;
    case 'generate':
      return <GenerateDialog {...props} validMonths={props.certification.type?.validMonths ?? 0} />;
    case 'certificate':
      return <CertificateDialog {...props} />;
    case 'invoice':
      return <InvoiceDialog {...props} />;
    case 'remark':
      return <RemarkDialog {...props} />;
    default:
      return null;
  }
};

export const PersonalCertificationDetail = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data, loading, error, refetch } = useQuery(ADMIN_PERSONAL_CERTIFICATION, { variables: { id }, fetchPolicy: 'network-only' });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (loading && !data) return <Loading />;
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const c = data?.personalCertification;
  const back = (
    <Link component={RouterLink} to="/personal-certification">
      {translate(p('detail.back'))}
    </Link>
  );
  if (!c) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography>{translate(p('detail.not_found'))}</Typography>
        {back}
      </Box>
    );
  }
  const actions = certificationActions(c);
  const open = (d: Dialog) => () => setDialog(d);
  const button = (d: Dialog, label: string, props: { variant?: 'contained' | 'outlined'; color?: 'success' | 'error' } = {}) => (
    <Button variant={props.variant ?? 'outlined'} color={props.color} onClick={open(d)}>
      {translate(p(label))}
    </Button>
  );
  return (
    <Box sx={{ mt: 1, mb: 4 }} data-testid="personal-certification-detail">
      <Title title={translate(p('detail.title'), { id: c.semanticId })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        {back}
        <Typography variant="h6">
          {c.semanticId} · {c.realName} · {c.type?.name}
        </Typography>
        <StatusChip status={c.status} testId="certification-status" />
        <Box sx={{ flexGrow: 1 }} />
        {actions.review && button('approve', 'approve.button', { variant: 'contained', color: 'success' })}
        {actions.review && button('reject', 'reject.button', { color: 'error' })}
        {actions.generate && button('generate', 'generate.button', { variant: 'contained' })}
        {actions.cancel && button('cancel', 'cancel_application.button', { color: 'error' })}
        {button('remark', 'remark.button')}
      </Stack>
      {actions.review && pointsAwaitApproval(c) && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="points-pending">
          {translate(p('detail.points_pending'))}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2}>
            <ApplicationSection c={c} />
            <DeliverySection c={c} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2}>
            <PaymentSection c={c} />
            <CertificateSection
              c={c}
              action={
                <Button size="small" onClick={open('certificate')}>
                  {translate(p('certificate.button'))}
                </Button>
              }
            />
            <InvoiceSection
              c={c}
              action={
                <Button size="small" onClick={open('invoice')}>
                  {translate(p(c.invoiceFileId ? 'invoice.replace' : 'invoice.button'))}
                </Button>
              }
            />
            <DetailSection title={translate(p('detail.exams'))} testId="exams-section">
              {/* read again when the status moves (the approval opens the first exam; the last pass issues the certificate) */}
              <CertificationExams key={c.status} certificationId={c.id} emptyText={translate(p('detail.no_exams'))} />
            </DetailSection>
          </Stack>
        </Grid>
      </Grid>
      <OpenDialog
        dialog={dialog}
        certification={c}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          void refetch();
        }}
      />
    </Box>
  );
};
