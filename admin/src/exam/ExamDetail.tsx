// One exam (/admin/exam/<id>): the exam and its certification, the candidate's booking, the arrangement, the result,
// a retake's payment (the receipt and the electronic invoice), and what its state allows: arrange (or move) it,
// approve or reject a retake, refuse a booking, enter the result, the retake's invoice; always, the remark. Times are
// shown in the business time zone (UTC+8).
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Alert, Box, Button, Grid, Link, Stack, Typography } from '@mui/material';
import { businessTimeZone } from '@pp/domain';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DetailRow, DetailSection } from '../common/detail.tsx';
import { zhErrorText } from '../data-provider/errors.ts';
import { ApproveDialog, ArrangeDialog, InvoiceDialog, RejectDialog, RemarkDialog, ResultDialog, type DialogProps } from './dialogs.tsx';
import { ADMIN_EXAM, type AdminExam } from './exam.graphql.ts';
import { ExamStatusChip } from './ExamStatusChip.tsx';
import { FileLink } from '../common/FileLink.tsx';
import { examActions } from './forms.ts';

const p = (key: string) => `resources.exam.${key}`;

const when = (iso: string | null | undefined): string | null =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: businessTimeZone, hour12: false }) : null;

type Person = { username?: string | null; email?: string | null } | null | undefined;
const account = (person: Person): string | null => person?.email ?? person?.username ?? null;

type Dialog = 'arrange' | 'approve' | 'reject' | 'result' | 'invoice' | 'remark';

const useField = () => {
  const translate = useTranslate();
  return (name: string) => translate(p(`fields.${name}`));
};

const ExamSection = ({ e }: { e: AdminExam }) => {
  const translate = useTranslate();
  const f = useField();
  const c = e.personalCertification;
  return (
    <DetailSection title={translate(p('detail.exam'))} testId="exam-section">
      <DetailRow label={f('semanticId')}>{e.semanticId}</DetailRow>
      <DetailRow label={f('candidate')} testId="candidate">
        {c?.realName}
      </DetailRow>
      <DetailRow label={f('examinee')}>{account(e.examinee)}</DetailRow>
      <DetailRow label={f('certification')}>
        {c ? (
          <Link component={RouterLink} to={`/personal-certification/${c.id}`}>
            {c.semanticId}
          </Link>
        ) : null}
      </DetailRow>
      <DetailRow label={f('certificationType')}>{c?.type?.name}</DetailRow>
      <DetailRow label={f('company')}>
        {e.companyId && e.company ? (
          <Link component={RouterLink} to={`/company/${e.companyId}/show`}>
            {e.company.name}
          </Link>
        ) : null}
      </DetailRow>
      <DetailRow label={f('subject')} testId="subject">
        {e.subject
          ? `${e.subject.name} · ${translate(p('detail.minutes'), { minutes: e.subject.durationMinutes })} · ${translate(p('detail.full_score'), { score: e.subject.fullScore })}`
          : null}
      </DetailRow>
      <DetailRow label={f('type')} testId="exam-type">
        {translate(`pp.enums.exam_type.${e.type}`)}
      </DetailRow>
      <DetailRow label={f('status')}>{translate(`pp.enums.exam_status.${e.status}`)}</DetailRow>
      <DetailRow label={f('createdAt')}>{when(e.createdAt)}</DetailRow>
      <DetailRow label={f('reviewedAt')}>{when(e.reviewedAt)}</DetailRow>
      <DetailRow label={f('approver')}>{account(e.approver)}</DetailRow>
      <DetailRow label={f('auditComment')} testId="audit-comment">
        {e.auditComment}
      </DetailRow>
      <DetailRow label={f('remark')} testId="remark">
        {e.remark}
      </DetailRow>
    </DetailSection>
  );
};

const BookingSection = ({ e }: { e: AdminExam }) => {
  const translate = useTranslate();
  const f = useField();
  return (
    <DetailSection title={translate(p('detail.booking'))} testId="booking-section">
      {e.bookExamTime ? (
        <>
          <DetailRow label={f('bookExamTime')}>{when(e.bookExamTime)}</DetailRow>
          <DetailRow label={f('bookExamForm')}>{e.bookExamForm ? translate(`pp.enums.exam_form.${e.bookExamForm}`) : null}</DetailRow>
          <DetailRow label={f('bookedAt')}>{when(e.bookedAt)}</DetailRow>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(p('detail.no_booking'))}
        </Typography>
      )}
    </DetailSection>
  );
};

const ArrangementSection = ({ e }: { e: AdminExam }) => {
  const translate = useTranslate();
  const f = useField();
  return (
    <DetailSection title={translate(p('detail.arrangement'))} testId="arrangement-section">
      {e.scheduledExamTime ? (
        <>
          <DetailRow label={f('scheduledExamTime')} testId="scheduled-time">
            {when(e.scheduledExamTime)}
          </DetailRow>
          <DetailRow label={f('form')} testId="exam-form">
            {e.form ? translate(`pp.enums.exam_form.${e.form}`) : null}
          </DetailRow>
          <DetailRow label={f('venue')} testId="venue">
            {e.venue}
          </DetailRow>
          <DetailRow label={f('link')}>
            {e.link ? (
              <Link href={e.link} target="_blank" rel="noopener noreferrer">
                {e.link}
              </Link>
            ) : null}
          </DetailRow>
          <DetailRow label={f('arrangedAt')}>{when(e.arrangedAt)}</DetailRow>
          <DetailRow label={f('isStarted')}>{translate(p(e.isStarted ? 'detail.yes' : 'detail.no'))}</DetailRow>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(p('detail.not_arranged'))}
        </Typography>
      )}
    </DetailSection>
  );
};

const ResultSection = ({ e }: { e: AdminExam }) => {
  const translate = useTranslate();
  const f = useField();
  return (
    <DetailSection title={translate(p('detail.result'))} testId="result-section">
      {e.result ? (
        <>
          <DetailRow label={f('result')} testId="result">
            {translate(`pp.enums.exam_result.${e.result}`)}
          </DetailRow>
          <DetailRow label={f('score')} testId="score">
            {e.score === null || e.score === undefined ? null : `${Number(e.score)} / ${e.subject?.fullScore ?? ''}`}
          </DetailRow>
          <DetailRow label={f('accuracy')}>{e.accuracy === null || e.accuracy === undefined ? null : `${Number(e.accuracy)}%`}</DetailRow>
          <DetailRow label={f('completedAt')}>{when(e.completedAt)}</DetailRow>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(p('detail.no_result'))}
        </Typography>
      )}
    </DetailSection>
  );
};

/** What paid for a retake: the amount, the receipt of a transfer, the company's points; and its electronic invoice. */
const PaymentSection = ({ e, onInvoice }: { e: AdminExam; onInvoice?: () => void }) => {
  const translate = useTranslate();
  const f = useField();
  if (e.type === 'FIRST_EXAM') {
    return (
      <DetailSection title={translate(p('detail.payment'))} testId="payment-section">
        <Typography variant="body2" color="text.secondary">
          {translate(p('detail.first_exam_free'))}
        </Typography>
      </DetailSection>
    );
  }
  const paid: Record<AdminExam['paymentMethod'], string> = {
    TRANSFER_ACCOUNTS: translate(p('detail.money'), { amount: e.paidMoney, currency: e.currency ?? '' }),
    POINT_DEDUCTION: translate(p('detail.points'), { points: e.paidPoints, type: e.pointType ? translate(p(`point_types.${e.pointType}`)) : '' }),
    REDEEM_CODE: translate(p('detail.free')),
    NO_PAYMENT: translate(p('detail.free')),
  };
  const byTransfer = e.paymentMethod === 'TRANSFER_ACCOUNTS';
  return (
    <DetailSection
      title={translate(p('detail.payment'))}
      testId="payment-section"
      action={
        onInvoice ? (
          <Button size="small" onClick={onInvoice}>
            {translate(p(e.invoiceFileId ? 'invoice.replace' : 'invoice.button'))}
          </Button>
        ) : undefined
      }
    >
      <DetailRow label={f('paymentMethod')}>{translate(`pp.enums.personal_certification_payment_method.${e.paymentMethod}`)}</DetailRow>
      <DetailRow label={f('paid')} testId="paid">
        {paid[e.paymentMethod]}
      </DetailRow>
      {e.paymentMethod === 'POINT_DEDUCTION' && <DetailRow label={f('pointCompany')}>{e.pointCompany?.name}</DetailRow>}
      {byTransfer && (
        <DetailRow label={f('receiptFile')}>
          {e.receiptFile ? <FileLink fileId={e.receiptFile.id} name={e.receiptFile.name} testId="receipt-link" /> : null}
        </DetailRow>
      )}
      {byTransfer && !e.wantsInvoice && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(p('detail.invoice_none'))}
        </Typography>
      )}
      {byTransfer && e.wantsInvoice && (
        <>
          <DetailRow label={f('invoiceContentType')}>
            {e.invoiceContentType ? translate(`pp.enums.invoice_content_type.${e.invoiceContentType}`) : null}
          </DetailRow>
          <DetailRow label={f('invoiceTitleType')}>{e.invoiceTitleType ? translate(`pp.enums.invoice_title_type.${e.invoiceTitleType}`) : null}</DetailRow>
          <DetailRow label={f('invoiceTitle')}>{e.invoiceTitle}</DetailRow>
          <DetailRow label={f('invoiceCompanyName')}>{e.invoiceCompanyName}</DetailRow>
          <DetailRow label={f('invoiceTaxNumber')}>{e.invoiceTaxNumber}</DetailRow>
          <DetailRow label={f('invoiceReceiverEmail')}>{e.invoiceReceiverEmail}</DetailRow>
        </>
      )}
      {byTransfer && (
        <DetailRow label={f('invoiceFile')} testId="invoice-file">
          {e.invoiceFile ? <FileLink fileId={e.invoiceFile.id} name={e.invoiceFile.name} testId="invoice-link" /> : translate(p('detail.invoice_waiting'))}
        </DetailRow>
      )}
    </DetailSection>
  );
};

/** The open dialog, if any. */
const OpenDialog = ({ dialog, ...props }: DialogProps & { dialog: Dialog | null }) => {
  switch (dialog) {
    case 'arrange':
      return <ArrangeDialog {...props} />;
    case 'approve':
      return <ApproveDialog {...props} />;
    case 'reject':
      return <RejectDialog {...props} />;
    case 'result':
      return <ResultDialog {...props} />;
    case 'invoice':
      return <InvoiceDialog {...props} />;
    case 'remark':
      return <RemarkDialog {...props} />;
    default:
      return null;
  }
};

export const ExamDetail = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data, loading, error, refetch } = useQuery(ADMIN_EXAM, { variables: { id }, fetchPolicy: 'network-only' });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (loading && !data) return <Loading />;
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const e = data?.exam;
  const back = (
    <Link component={RouterLink} to="/exam">
      {translate(p('detail.back'))}
    </Link>
  );
  if (!e) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography>{translate(p('detail.not_found'))}</Typography>
        {back}
      </Box>
    );
  }
  const actions = examActions(e);
  const open = (d: Dialog) => () => setDialog(d);
  const button = (d: Dialog, label: string, props: { variant?: 'contained' | 'outlined'; color?: 'success' | 'error' } = {}) => (
    <Button variant={props.variant ?? 'outlined'} color={props.color} onClick={open(d)}>
      {translate(p(label))}
    </Button>
  );
  return (
    <Box sx={{ mt: 1, mb: 4 }} data-testid="exam-detail">
      <Title title={translate(p('detail.title'), { id: e.semanticId })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        {back}
        <Typography variant="h6">
          {e.semanticId} · {e.personalCertification?.realName} · {e.subject?.name} · {translate(`pp.enums.exam_type.${e.type}`)}
        </Typography>
        <ExamStatusChip status={e.status} testId="exam-status" />
        <Box sx={{ flexGrow: 1 }} />
        {actions.arrange && button('arrange', 'arrange.button', { variant: 'contained' })}
        {actions.approve && button('approve', 'approve.button', { variant: 'contained', color: 'success' })}
        {actions.reject && button('reject', 'reject.button', { color: 'error' })}
        {actions.result && button('result', 'result.button', { variant: 'contained' })}
        {button('remark', 'remark.button')}
      </Stack>
      {actions.pointsPending && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="points-pending">
          {translate(p('detail.points_pending'))}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2}>
            <ExamSection e={e} />
            <BookingSection e={e} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2}>
            <ArrangementSection e={e} />
            <ResultSection e={e} />
            <PaymentSection e={e} onInvoice={actions.invoice ? open('invoice') : undefined} />
          </Stack>
        </Grid>
      </Grid>
      <OpenDialog
        dialog={dialog}
        exam={e}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          void refetch();
        }}
      />
    </Box>
  );
};
