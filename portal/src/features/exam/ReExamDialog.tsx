import { useMutation, useQuery } from '@apollo/client';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslate } from '@refinedev/core';
import { Message } from 'primereact/message';
import { companyPointTypeNames, invoiceContentTypes, invoiceTitleTypes, personalCertificationLimits, type ApplyReExamInput } from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { CheckField, ChoiceField, FieldFrame, FormDialog, TextField, type Choice } from '../../components/index.ts';
import { errorMessage, fallbacks, translateError } from '../../lib/errors.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import type { ExamRecordFragment } from '../../generated/graphql.ts';
import { useCurrentUser } from '../auth/index.ts';
import { Uploader } from '../uploads/index.ts';
import { APPLY_RE_EXAM, EXAM_POINTS_ENOUGH } from './exam.graphql.ts';
import { reExamFormOptions, reExamInput, retakePaymentMethods, type ReExamForm } from './forms.ts';

type Ctl = Control<ReExamForm, unknown, ApplyReExamInput>;
type Fee = NonNullable<NonNullable<ExamRecordFragment['subject']>['examSubjectFeesBySubjectId']['nodes'][number]>;

const lang = currentLocale === 'zh-CN' ? 'zh' : 'en';

/** What a retake of the exam's subject costs on the site of its certification (where the retake is paid). */
const feeOf = (exam: ExamRecordFragment | undefined): Fee | undefined =>
  exam?.subject?.examSubjectFeesBySubjectId.nodes.find((f) => f !== null && f.site === exam.personalCertification?.site) ?? undefined;

/** Whether the company has the points the retake would hold: the server's check, shown as it answers. */
const PointsCheck = ({ companyId, pointType, points }: { companyId: string; pointType: 'MARKET_POINT' | 'PRODUCT_POINT'; points: number }) => {
  const t = useTranslate();
  const { data, error } = useQuery(EXAM_POINTS_ENOUGH, { variables: { companyId, type: pointType, point: points }, fetchPolicy: 'network-only' });
  if (error) return <Message severity="error" text={errorMessage(error, fallbacks.load)} data-testid="exam-points-check" />;
  if (data?.checkCompanyPointIsEnough === undefined || data.checkCompanyPointIsEnough === null) return null;
  return data.checkCompanyPointIsEnough ? (
    <Message severity="success" text={t('exam.reExam.pointsEnough', { points: formatNumber(points) })} data-testid="exam-points-check" />
  ) : (
    <Message severity="error" text={translateError('RE_EXAM_POINTS_INSUFFICIENT')} data-testid="exam-points-check" />
  );
};

/** The receipt of the transfer: an image uploaded through the one uploader. */
const ReceiptField = ({ control, money }: { control: Ctl; money: string }) => {
  const t = useTranslate();
  const { field, fieldState } = useController({ control, name: 'receiptFileId' });
  return (
    <FieldFrame htmlFor="pp-exam-receipt" label={t('exam.reExam.receipt')} required error={fieldState.error?.message}>
      <p className="pp-muted pp-small" id="pp-exam-receipt">
        {t('exam.reExam.transferHelp', { money })}
      </p>
      <Uploader use="RECEIPT" onUploaded={(file) => field.onChange(file.id)} />
    </FieldFrame>
  );
};

/** The retake form's fields: what shows depends on the subject's fee, the payment method and the invoice. */
const ReExamFields = ({ control, exam }: { control: Ctl; exam: ExamRecordFragment }) => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const [paymentMethod, companyId, pointType, wantsInvoice] = useWatch({ control, name: ['paymentMethod', 'companyId', 'pointType', 'wantsInvoice'] });
  const free = exam.subject?.retakeFree === true;
  const fee = feeOf(exam);
  const money = fee ? formatMoney(Number(fee.retakeMoney), fee.currency) : '—';
  const companies: Choice<string>[] = (info?.ownCompanyUsers ?? []).map((c) => ({ value: c.companyId, label: c.companyName }));
  const points = paymentMethod === 'POINT_DEDUCTION';
  const transfer = paymentMethod === 'TRANSFER_ACCOUNTS';
  return (
    <>
      <p className="pp-muted pp-small" data-testid="exam-re-exam-fee">
        {free ? t('exam.reExam.free') : fee ? t('exam.reExam.fee', { money, points: formatNumber(fee.retakePoints) }) : t('exam.reExam.noFee')}
      </p>
      <ChoiceField
        control={control}
        name="paymentMethod"
        id="pp-exam-payment"
        label={t('exam.reExam.paymentMethod')}
        required
        choices={retakePaymentMethods(free).map((m) => ({ value: m, label: t(`exam.payment.${m}`) }))}
      />
      {points && (
        <>
          <ChoiceField
            control={control}
            name="companyId"
            id="pp-exam-company"
            label={t('exam.reExam.company')}
            required
            choices={companies}
            emptyMessage={t('exam.reExam.noCompany')}
            help={t('exam.reExam.pointsHelp')}
          />
          <ChoiceField
            control={control}
            name="pointType"
            id="pp-exam-point-type"
            label={t('exam.reExam.pointType')}
            required
            choices={(['MARKET_POINT', 'PRODUCT_POINT'] as const).map((p) => ({ value: p, label: companyPointTypeNames[p][lang] }))}
          />
          {fee && companyId && pointType && <PointsCheck companyId={companyId} pointType={pointType} points={fee.retakePoints} />}
        </>
      )}
      {transfer && (
        <>
          <ReceiptField control={control} money={money} />
          <CheckField control={control} name="wantsInvoice" id="pp-exam-wants-invoice" label={t('exam.reExam.wantsInvoice')} />
          {wantsInvoice && (
            <>
              <ChoiceField
                control={control}
                name="invoiceContentType"
                id="pp-exam-invoice-content"
                label={t('exam.invoice.contentType')}
                required
                choices={invoiceContentTypes.map((c) => ({ value: c, label: t(`exam.invoice.content.${c}`) }))}
              />
              <ChoiceField
                control={control}
                name="invoiceTitleType"
                id="pp-exam-invoice-title-type"
                label={t('exam.invoice.titleType')}
                required
                choices={invoiceTitleTypes.map((c) => ({ value: c, label: t(`exam.invoice.titleTypes.${c}`) }))}
              />
              <TextField control={control} name="invoiceTitle" id="pp-exam-invoice-title" label={t('exam.invoice.title')} required maxLength={personalCertificationLimits.invoiceTextMax} />
              <TextField
                control={control}
                name="invoiceCompanyName"
                id="pp-exam-invoice-company"
                label={t('exam.invoice.companyName')}
                required
                maxLength={personalCertificationLimits.invoiceTextMax}
              />
              <TextField
                control={control}
                name="invoiceTaxNumber"
                id="pp-exam-invoice-tax"
                label={t('exam.invoice.taxNumber')}
                required
                maxLength={personalCertificationLimits.taxNumberMax}
              />
              <TextField control={control} name="invoiceReceiverEmail" id="pp-exam-invoice-email" label={t('exam.invoice.receiverEmail')} required />
            </>
          )}
        </>
      )}
    </>
  );
};

interface Props {
  /** The failed or missed exam the retake follows; undefined: closed. */
  exam: ExamRecordFragment | undefined;
  onHide: () => void;
  onDone: () => void;
}

/**
 * Applying for a retake of a failed or missed exam's subject: free where the subject's retake is free, else paid by
 * the company's points (held until the company's partner administrator approves them) or by transfer with its receipt
 * and an optional electronic invoice (the vendor checks it). The server's coded errors are shown in the site's
 * language.
 */
export const ReExamDialog = ({ exam, onHide, onDone }: Props) => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const [apply, { loading }] = useMutation(APPLY_RE_EXAM);
  const companyId = info?.currentCompanyUser?.companyId ?? info?.ownCompanyUsers[0]?.companyId;
  return (
    <FormDialog
      form={exam && reExamFormOptions(exam.id, exam.subject?.retakeFree === true, companyId)}
      formKey={`re-exam-${exam?.id ?? ''}`}
      formId="pp-exam-re-exam-form"
      header={t('exam.reExam.title', { subject: exam?.subject?.name ?? '' })}
      submitLabel={t('exam.reExam.submit')}
      cancelLabel={t('exam.dialog.cancel')}
      loading={loading}
      onHide={onHide}
      command={{
        run: (v) => apply({ variables: { input: reExamInput(v) } }),
        successKey: 'exam.reExam.done',
        fallback: fallbacks.application,
        onDone,
      }}
      testId="exam-re-exam-dialog"
      submitTestId="exam-re-exam-submit"
    >
      {(control) => exam && <ReExamFields control={control} exam={exam} />}
    </FormDialog>
  );
};
