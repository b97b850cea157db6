import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { commonLimits, companyPointTypeNames } from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { FormDialog, TextAreaField, formatPhone } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format.ts';
import { PageSpinner, useCurrentUser } from '../auth/index.ts';
import { ExamRecords } from '../exam/index.ts';
import { FileButton } from '../uploads/index.ts';
import { cancelFormOptions } from './forms.ts';
import { CANCEL_PERSONAL_CERTIFICATION, PERSONAL_CERTIFICATION_DETAIL, type PersonalCertificationDetail } from './personalCertification.graphql.ts';
import { detailEntrance, detailParent, type DetailEntrance } from './rules.ts';
import { PointStatusTag, StatusTag } from './StatusTag.tsx';
import './personal-certification.css';

const lang = currentLocale === 'zh-CN' ? 'zh' : 'en';

const Item = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="pp-detail-item">
    <dt className="pp-muted">{label}</dt>
    <dd data-testid={testId}>{children}</dd>
  </div>
);

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <section className="pp-pc-section" data-testid={testId}>
    <h2>{title}</h2>
    {children}
  </section>
);

/** What the application waits for, or how it ended, in one line above its details. */
const StateNote = ({ c }: { c: PersonalCertificationDetail }) => {
  const t = useTranslate();
  const points = c.pointUsageApprovals.nodes.find((a) => a !== null);
  switch (c.status) {
    case 'COMMITTED':
      return (
        <Message
          severity="info"
          text={t(points?.status === 'APPROVING' ? 'personal-certification.note.waitingPoints' : 'personal-certification.note.waitingVendor')}
          data-testid="pc-note"
        />
      );
    case 'WAITING_APPROVAL':
      return <Message severity="success" text={t('personal-certification.note.approved')} data-testid="pc-note" />;
    case 'VALIDATING':
      return <Message severity="success" text={t('personal-certification.note.issued', { date: formatDate(c.expiredDate) })} data-testid="pc-note" />;
    case 'REJECTED':
      return <Message severity="error" text={t('personal-certification.note.rejected', { reason: dash(c.auditComment) })} data-testid="pc-note" />;
    case 'CANCELED':
      return <Message severity="warn" text={t('personal-certification.note.cancelled', { reason: dash(c.cancelReason) })} data-testid="pc-note" />;
    default:
      return <Message severity="warn" text={t('personal-certification.note.expired', { date: formatDate(c.expiredDate) })} data-testid="pc-note" />;
  }
};

/** The payment: its method, what it took (money or the company's points) and the company's approval of the points. */
const Payment = ({ c, files }: { c: PersonalCertificationDetail; files: boolean }) => {
  const t = useTranslate();
  const approval = c.pointUsageApprovals.nodes.find((a) => a !== null);
  const paid =
    c.paymentMethod === 'POINT_DEDUCTION'
      ? t('personal-certification.detail.paidPoints', {
          points: formatNumber(c.deductedPoints),
          kind: c.pointType ? companyPointTypeNames[c.pointType][lang] : '',
        })
      : c.paymentMethod === 'TRANSFER_ACCOUNTS'
        ? formatMoney(Number(c.deductedMoney), c.currency)
        : '—';
  return (
    <Section title={t('personal-certification.apply.payment')} testId="pc-detail-payment">
      <dl className="pp-details">
        <Item label={t('personal-certification.apply.paymentMethod')} testId="pc-detail-method">
          {t(`personal-certification.payment.${c.paymentMethod}`)}
        </Item>
        <Item label={t('personal-certification.detail.paid')} testId="pc-detail-paid">
          {paid}
        </Item>
        {c.companyName && <Item label={t(c.paymentMethod === 'POINT_DEDUCTION' ? 'personal-certification.apply.pointCompany' : 'personal-certification.apply.company')}>{c.companyName}</Item>}
        {approval && (
          <Item label={t('personal-certification.detail.pointApproval')} testId="pc-detail-point-status">
            <PointStatusTag status={approval.status} />
            {approval.reviewedAt && (
              <span className="pp-muted pp-small pp-ml">
                {t('personal-certification.detail.decidedBy', { name: dash(approval.approverName), at: formatDateTime(approval.reviewedAt) })}
              </span>
            )}
          </Item>
        )}
        {approval?.auditComment && <Item label={t('personal-certification.detail.pointComment')}>{approval.auditComment}</Item>}
        {c.receiptFileId && (
          <Item label={t('personal-certification.apply.receipt')}>
            <FileButton openable={files} fileId={c.receiptFileId} name={c.receiptFileName} testId="pc-detail-receipt" />
          </Item>
        )}
      </dl>
    </Section>
  );
};

const Invoice = ({ c, files }: { c: PersonalCertificationDetail; files: boolean }) => {
  const t = useTranslate();
  return (
    <Section title={t('personal-certification.apply.invoice')} testId="pc-detail-invoice">
      {c.wantsInvoice ? (
        <dl className="pp-details">
          <Item label={t('personal-certification.invoice.contentType')}>
            {c.invoiceContentType ? t(`personal-certification.invoice.content.${c.invoiceContentType}`) : '—'}
          </Item>
          <Item label={t('personal-certification.invoice.titleType')}>
            {c.invoiceTitleType ? t(`personal-certification.invoice.titleTypes.${c.invoiceTitleType}`) : '—'}
          </Item>
          <Item label={t('personal-certification.invoice.title')}>{dash(c.invoiceTitle)}</Item>
          <Item label={t('personal-certification.invoice.companyName')}>{dash(c.invoiceCompanyName)}</Item>
          <Item label={t('personal-certification.invoice.taxNumber')}>{dash(c.invoiceTaxNumber)}</Item>
          <Item label={t('personal-certification.invoice.receiverEmail')}>{dash(c.invoiceReceiverEmail)}</Item>
          <Item label={t('personal-certification.invoice.file')}>
            {c.invoiceFileId ? (
              <FileButton openable={files} fileId={c.invoiceFileId} name={c.invoiceFileName} download testId="pc-detail-invoice-file" />
            ) : (
              <span className="pp-muted">{t('personal-certification.invoice.notYet')}</span>
            )}
          </Item>
        </dl>
      ) : (
        <p className="pp-muted">{t('personal-certification.invoice.none')}</p>
      )}
    </Section>
  );
};

const Certificate = ({ c, files }: { c: PersonalCertificationDetail; files: boolean }) => {
  const t = useTranslate();
  return (
    <Section title={t('personal-certification.certificate.title')} testId="pc-detail-certificate">
      <dl className="pp-details">
        <Item label={t('personal-certification.certificate.number')} testId="pc-certificate-number">
          {c.certificateNumber}
        </Item>
        <Item label={t('personal-certification.certificate.name')}>{dash(c.certificateToUserName)}</Item>
        <Item label={t('personal-certification.certificate.grantDate')}>{formatDate(c.grantDate)}</Item>
        <Item label={t('personal-certification.certificate.expiredDate')}>{formatDate(c.expiredDate)}</Item>
        <Item label={t('personal-certification.certificate.trackingNumber')}>{dash(c.trackingNumber)}</Item>
        <Item label={t('personal-certification.certificate.deliveryDate')}>{formatDate(c.certificateDeliveryDate)}</Item>
        <Item label={t('personal-certification.certificate.file')}>
          {c.certificateFileId ? <FileButton openable={files} fileId={c.certificateFileId} name={c.certificateFileName} download testId="pc-certificate-file" /> : '—'}
        </Item>
      </dl>
    </Section>
  );
};

/** Cancelling one's own application while it waits for review: the reason is required. */
const CancelDialog = ({ c, visible, onHide, onDone }: { c: PersonalCertificationDetail; visible: boolean; onHide: () => void; onDone: () => void }) => {
  const t = useTranslate();
  const [cancel, { loading }] = useMutation(CANCEL_PERSONAL_CERTIFICATION);
  return (
    <FormDialog
      form={visible ? cancelFormOptions(c.id) : undefined}
      formKey={c.id}
      formId="pp-pc-cancel-form"
      header={t('personal-certification.cancel.title', { id: c.semanticId })}
      submitLabel={t('personal-certification.cancel.confirm')}
      cancelLabel={t('personal-certification.cancel.keep')}
      submitSeverity="danger"
      loading={loading}
      onHide={onHide}
      command={{ run: (v) => cancel({ variables: v }), successKey: 'personal-certification.cancel.done', fallback: fallbacks.save, onDone }}
      testId="pc-cancel-dialog"
      submitTestId="pc-cancel-submit"
    >
      {(control) => (
        <TextAreaField control={control} name="reason" id="pp-pc-cancel-reason" label={t('personal-certification.cancel.reason')} required autoFocus maxLength={commonLimits.auditCommentMax} />
      )}
    </FormDialog>
  );
};

/**
 * One application: its state, the application, payment, delivery, invoice, the certificate once issued, and the exam
 * records; the applicant may cancel it while it waits for review. The breadcrumb leads back where it was opened from.
 */
const DetailPage = ({ entrance }: { entrance: DetailEntrance | 'own' }) => {
  const t = useTranslate();
  const { id = '' } = useParams();
  const { info } = useCurrentUser();
  const [cancelling, setCancelling] = useState(false);
  const { data, loading, error, refetch } = useQuery(PERSONAL_CERTIFICATION_DETAIL, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
  const c = data?.personalCertification;
  // the application's files open for its applicant only
  const files = Boolean(c && info?.rootUserId === c.applicantId);
  const parent = detailParent(entrance);
  const breadcrumb = (
    <BreadCrumb
      className="pp-pc-breadcrumb"
      model={[{ template: () => <Link to={parent.to}>{t(parent.labelKey)}</Link> }, { label: c?.semanticId ?? t('personal-certification.detail.title') }]}
      data-testid="pc-breadcrumb"
    />
  );
  const frame = (content: ReactNode) => (
    <div className="pp-page pp-personal-certification">
      {breadcrumb}
      {content}
    </div>
  );
  if (error) return frame(<p className="p-error">{errorMessage(error, fallbacks.load)}</p>);
  if (!c) return loading || !data ? <PageSpinner /> : frame(<p>{t('personal-certification.detail.notFound')}</p>);

  return frame(
    <>
      <div className="pp-pc-head">
        <div>
          <h1 className="pp-page-title">
            {c.type?.name} · {c.semanticId} <StatusTag status={c.status} />
          </h1>
          <p className="pp-muted">{c.type?.englishFullName}</p>
        </div>
        {c.canCancel && (
          <Button label={t('personal-certification.cancel.open')} severity="danger" outlined onClick={() => setCancelling(true)} data-testid="pc-cancel" />
        )}
      </div>
      <StateNote c={c} />
      <Section title={t('personal-certification.detail.application')} testId="pc-detail-application">
        <dl className="pp-details">
          <Item label={t('personal-certification.col.number')}>{c.semanticId}</Item>
          <Item label={t('personal-certification.col.type')}>
            {c.type?.name} {c.version}
          </Item>
          <Item label={t('personal-certification.apply.realName')} testId="pc-detail-real-name">
            {c.realName}
          </Item>
          {entrance !== 'own' && <Item label={t('personal-certification.col.applicant')}>{dash(c.applicantName)}</Item>}
          <Item label={t('personal-certification.col.appliedAt')}>{formatDateTime(c.createdAt)}</Item>
          {c.reviewedAt && <Item label={t('personal-certification.detail.reviewedAt')}>{formatDateTime(c.reviewedAt)}</Item>}
          {c.auditComment && <Item label={t('personal-certification.detail.auditComment')}>{c.auditComment}</Item>}
          {c.cancelReason && <Item label={t('personal-certification.cancel.reason')}>{c.cancelReason}</Item>}
        </dl>
      </Section>
      <Payment c={c} files={files} />
      <Section title={t('personal-certification.apply.delivery')} testId="pc-detail-delivery">
        <dl className="pp-details">
          <Item label={t('personal-certification.apply.contactName')}>{c.deliveryContactName}</Item>
          <Item label={t('personal-certification.detail.phone')}>{formatPhone(c.deliveryContactPrefix, c.deliveryContactNumber)}</Item>
          <Item label={t('personal-certification.apply.address')}>{c.deliveryAddress}</Item>
        </dl>
      </Section>
      <Invoice c={c} files={files} />
      {c.certificateNumber && <Certificate c={c} files={files} />}
      <Section title={t('personal-certification.exams.title')} testId="pc-detail-exams">
        <ExamRecords personalCertificationId={c.id} readOnly={entrance !== 'own'} onChanged={() => void refetch()} />
      </Section>
      <CancelDialog
        c={c}
        visible={cancelling}
        onHide={() => setCancelling(false)}
        onDone={() => {
          setCancelling(false);
          void refetch();
        }}
      />
    </>,
  );
};

/** /personal-certification/detail/:id: one of the person's own applications. */
export const OwnDetailPage = () => <DetailPage entrance="own" />;

/** /workbench/personal-certification/detail/:id (`?from=point-approval`): an application of the company. */
export const WorkbenchDetailPage = () => {
  const [params] = useSearchParams();
  return <DetailPage entrance={detailEntrance(params.get('from'))} />;
};
