import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslate } from '@refinedev/core';
import { Message } from 'primereact/message';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import {
  companyPointTypeNames,
  deliveryAddressesLimits,
  invoiceContentTypes,
  invoiceTitleTypes,
  joinCompanyLimits,
  personalCertificationLimits,
  personalPaymentMethods,
  redeemCodeSchema,
  type ApplyPersonalCertificationInput,
} from '@pp/domain';
import { currentLocale, currentSite } from '../../core/currentSite.ts';
import { CheckField, ChoiceField, FieldFrame, FormDialog, PhoneField, TextAreaField, TextField, formatPhone, type Choice } from '../../components/index.ts';
import { errorMessage, fallbacks, translateError } from '../../lib/errors.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { useCurrentUser } from '../auth/index.ts';
import { Uploader } from '../uploads/index.ts';
import { applyFormOptions, applyInput, type ApplyForm, type ApplyStart } from './forms.ts';
import {
  APPLY_PERSONAL_CERTIFICATION,
  CHECK_COMPANY_POINT_IS_ENOUGH,
  RESERVE_REDEEM_CODE,
  OWN_DELIVERY_ADDRESSES,
  type PersonalCertificationType,
} from './personalCertification.graphql.ts';

type Ctl = Control<ApplyForm, unknown, ApplyPersonalCertificationInput>;

const lang = currentLocale === 'zh-CN' ? 'zh' : 'en';
const DELIVERY_ADDRESS_PATH = '/profile/delivery-address';

/** What a type costs on this site: its fee in money and in points. */
export const feeOf = (type: PersonalCertificationType | undefined) => type?.personalCertificationFeesByTypeId.nodes[0] ?? undefined;

/** Whether the company has the points this application would hold: the server's check, shown as it answers. */
const PointsCheck = ({ companyId, pointType, points }: { companyId: string; pointType: 'MARKET_POINT' | 'PRODUCT_POINT'; points: number }) => {
  const t = useTranslate();
  const { data, error } = useQuery(CHECK_COMPANY_POINT_IS_ENOUGH, { variables: { companyId, type: pointType, point: points }, fetchPolicy: 'network-only' });
  if (error) return <Message severity="error" text={errorMessage(error, fallbacks.load)} data-testid="pc-points-check" />;
  if (data?.checkCompanyPointIsEnough === undefined || data.checkCompanyPointIsEnough === null) return null;
  return data.checkCompanyPointIsEnough ? (
    <Message severity="success" text={t('personal-certification.apply.pointsEnough', { points: formatNumber(points) })} data-testid="pc-points-check" />
  ) : (
    <Message severity="error" text={translateError('PERSONAL_CERTIFICATION_POINTS_INSUFFICIENT')} data-testid="pc-points-check" />
  );
};

/** One of the person's own delivery addresses (the mainland site), the default one first, and where to manage them. */
const OwnAddressField = ({ control }: { control: Ctl }) => {
  const t = useTranslate();
  const { data, loading, refetch } = useQuery(OWN_DELIVERY_ADDRESSES, {
    variables: { first: deliveryAddressesLimits.deliveryAddressesPerPerson },
    fetchPolicy: 'cache-and-network',
  });
  const addresses = (data?.deliveryAddresses?.nodes ?? []).filter((a) => a !== null);
  const { field } = useController({ control, name: 'deliveryAddressId' });
  const first = addresses[0]?.id;
  const { onChange, value } = field;
  // the default address is chosen once the addresses arrive
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  // addresses added on the management page (another tab) are offered when the person comes back
  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);
  const choices: Choice<string>[] = addresses.map((a) => ({
    value: a.id,
    label: `${a.contactName} · ${formatPhone(a.phonePrefixCountryCode, a.contactNumber)} · ${a.address}`,
  }));
  return (
    <>
      <ChoiceField
        control={control}
        name="deliveryAddressId"
        id="pp-pc-address"
        label={t('personal-certification.apply.address')}
        required
        choices={choices}
        emptyMessage={loading ? t('personal-certification.form.loading') : t('personal-certification.apply.noAddress')}
      />
      <Link to={DELIVERY_ADDRESS_PATH} target="_blank" className="pp-pc-manage" data-testid="pc-manage-addresses">
        <i className="pi pi-map-marker" aria-hidden /> {t('personal-certification.apply.manageAddresses')}
      </Link>
    </>
  );
};

/** The receipt of the transfer: an image uploaded through the one uploader. */
const ReceiptField = ({ control, money }: { control: Ctl; money: string }) => {
  const t = useTranslate();
  const { field, fieldState } = useController({ control, name: 'receiptFileId' });
  return (
    <FieldFrame htmlFor="pp-pc-receipt" label={t('personal-certification.apply.receipt')} required error={fieldState.error?.message}>
      <p className="pp-muted pp-small" id="pp-pc-receipt">
        {t('personal-certification.apply.transferHelp', { money })}
      </p>
      <Uploader use="RECEIPT" onUploaded={(file) => field.onChange(file.id)} />
    </FieldFrame>
  );
};

/**
 * The redeem code: typed, then checked with the server, which holds it for the person a while and counts a failed
 * attempt (ten a day block the rest); the application carries the held code's id. The answer is shown in the site's
 * language, with the attempts left after a failure.
 */
const RedeemCodeField = ({ control, typeId }: { control: Ctl; typeId: number | null | undefined }) => {
  const t = useTranslate();
  const { field, fieldState } = useController({ control, name: 'redeemCodeId' });
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const [reserve, { loading }] = useMutation(RESERVE_REDEEM_CODE);
  const check = async () => {
    const parsed = redeemCodeSchema.safeParse(code);
    if (!parsed.success) {
      setAnswer({ ok: false, text: translateError(parsed.error.issues[0]?.message ?? 'REDEEM_CODE_FORMAT_INVALID') });
      return;
    }
    if (!typeId) return;
    try {
      const { data } = await reserve({ variables: { code: parsed.data, typeId } });
      const result = data?.reserveRedeemCode?.result;
      if (result?.redeemCodeId) {
        field.onChange(result.redeemCodeId);
        setAnswer({ ok: true, text: t('personal-certification.apply.redeemHeld') });
      } else {
        field.onChange(null);
        const left = result?.failuresLeft ?? 0;
        setAnswer({ ok: false, text: `${translateError(result?.errorCode ?? 'REDEEM_CODE_NOT_FOUND')} ${t('personal-certification.apply.redeemLeft', { count: left })}` });
      }
    } catch (error) {
      setAnswer({ ok: false, text: errorMessage(error, fallbacks.save) });
    }
  };
  return (
    <FieldFrame htmlFor="pp-pc-redeem" label={t('personal-certification.apply.redeemCode')} required error={fieldState.error?.message}>
      <div className="p-inputgroup">
        <InputText
          id="pp-pc-redeem"
          value={code}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          onChange={(e) => {
            setCode(e.target.value);
            if (field.value) field.onChange(null);
            setAnswer(undefined);
          }}
        />
        <Button type="button" label={t('personal-certification.apply.redeemCheck')} loading={loading} disabled={!typeId || !code.trim()} onClick={() => void check()} />
      </div>
      {answer && <Message severity={answer.ok ? 'success' : 'error'} text={answer.text} data-testid="pc-redeem-answer" />}
    </FieldFrame>
  );
};

/** The apply form's fields: what shows depends on the payment method, the site and whether an invoice is wanted. */
const ApplyFields = ({ control, types }: { control: Ctl; types: readonly PersonalCertificationType[] }) => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const [typeId, paymentMethod, companyId, pointType, wantsInvoice] = useWatch({
    control,
    name: ['typeId', 'paymentMethod', 'companyId', 'pointType', 'wantsInvoice'],
  });
  const fee = feeOf(types.find((x) => x.id === typeId));
  const money = fee ? formatMoney(Number(fee.money), fee.currency) : '—';
  const companies: Choice<string>[] = (info?.ownCompanyUsers ?? []).map((c) => ({ value: c.companyId, label: c.companyName }));
  const points = paymentMethod === 'POINT_DEDUCTION';
  return (
    <>
      <ChoiceField
        control={control}
        name="typeId"
        id="pp-pc-type"
        label={t('personal-certification.apply.type')}
        required
        choices={types.map((x) => ({ value: x.id, label: `${x.name} — ${x.englishFullName}` }))}
      />
      {fee && (
        <p className="pp-muted pp-small" data-testid="pc-apply-fee">
          {t('personal-certification.apply.fee', { money, points: formatNumber(fee.points) })}
        </p>
      )}
      <TextField control={control} name="realName" id="pp-pc-real-name" label={t('personal-certification.apply.realName')} required maxLength={joinCompanyLimits.realNameMax} />

      <h3 className="pp-pc-form-part">{t('personal-certification.apply.payment')}</h3>
      <ChoiceField
        control={control}
        name="paymentMethod"
        id="pp-pc-payment"
        label={t('personal-certification.apply.paymentMethod')}
        required
        choices={personalPaymentMethods.map((m) => ({ value: m, label: t(`personal-certification.payment.${m}`) }))}
      />
      <ChoiceField
        control={control}
        name="companyId"
        id="pp-pc-company"
        label={t(points ? 'personal-certification.apply.pointCompany' : 'personal-certification.apply.company')}
        required={points}
        help={points ? undefined : t('personal-certification.apply.companyHelp')}
        choices={companies}
        emptyMessage={t('personal-certification.apply.noCompany')}
      />
      {points && (
        <ChoiceField
          control={control}
          name="pointType"
          id="pp-pc-point-type"
          label={t('personal-certification.apply.pointType')}
          required
          choices={(['MARKET_POINT', 'PRODUCT_POINT'] as const).map((p) => ({ value: p, label: companyPointTypeNames[p][lang] }))}
        />
      )}
      {points && fee && companyId && pointType && <PointsCheck companyId={companyId} pointType={pointType} points={fee.points} />}
      {paymentMethod === 'TRANSFER_ACCOUNTS' && <ReceiptField control={control} money={money} />}
      {paymentMethod === 'REDEEM_CODE' && <RedeemCodeField control={control} typeId={typeId} />}

      <h3 className="pp-pc-form-part">{t('personal-certification.apply.delivery')}</h3>
      {currentSite === 'MAINLAND' ? (
        <OwnAddressField control={control} />
      ) : (
        <>
          <TextField
            control={control}
            name="deliveryContactName"
            id="pp-pc-contact-name"
            label={t('personal-certification.apply.contactName')}
            required
            maxLength={deliveryAddressesLimits.deliveryContactNameMax}
          />
          <PhoneField control={control} prefixName="deliveryContactPrefix" numberName="deliveryContactNumber" id="pp-pc-contact-phone" required />
          <TextAreaField
            control={control}
            name="deliveryAddress"
            id="pp-pc-delivery-address"
            label={t('personal-certification.apply.address')}
            required
            rows={2}
            maxLength={deliveryAddressesLimits.deliveryAddressMax}
          />
        </>
      )}

      <h3 className="pp-pc-form-part">{t('personal-certification.apply.invoice')}</h3>
      <CheckField control={control} name="wantsInvoice" id="pp-pc-wants-invoice" label={t('personal-certification.apply.wantsInvoice')} />
      {wantsInvoice && (
        <>
          <ChoiceField
            control={control}
            name="invoiceContentType"
            id="pp-pc-invoice-content"
            label={t('personal-certification.invoice.contentType')}
            required
            choices={invoiceContentTypes.map((c) => ({ value: c, label: t(`personal-certification.invoice.content.${c}`) }))}
          />
          <ChoiceField
            control={control}
            name="invoiceTitleType"
            id="pp-pc-invoice-title-type"
            label={t('personal-certification.invoice.titleType')}
            required
            choices={invoiceTitleTypes.map((c) => ({ value: c, label: t(`personal-certification.invoice.titleTypes.${c}`) }))}
          />
          <TextField control={control} name="invoiceTitle" id="pp-pc-invoice-title" label={t('personal-certification.invoice.title')} required maxLength={personalCertificationLimits.invoiceTextMax} />
          <TextField
            control={control}
            name="invoiceCompanyName"
            id="pp-pc-invoice-company"
            label={t('personal-certification.invoice.companyName')}
            required
            maxLength={personalCertificationLimits.invoiceTextMax}
          />
          <TextField
            control={control}
            name="invoiceTaxNumber"
            id="pp-pc-invoice-tax"
            label={t('personal-certification.invoice.taxNumber')}
            required
            maxLength={personalCertificationLimits.taxNumberMax}
          />
          <TextField control={control} name="invoiceReceiverEmail" id="pp-pc-invoice-email" label={t('personal-certification.invoice.receiverEmail')} required />
        </>
      )}
    </>
  );
};

interface Props {
  /** The type the person chose to apply for; undefined: closed. */
  typeId: number | undefined | null;
  types: readonly PersonalCertificationType[];
  onHide: () => void;
  /** The application was made (its id). */
  onApplied: (id: string | undefined) => void;
}

/**
 * Applying for a personal certification on this site: real name, type, payment (a company's points, or a transfer
 * with its receipt), the certificate's delivery and an optional electronic invoice. The form is checked by the
 * command's schema; the server's coded errors (an application in progress, points that do not suffice…) are shown
 * in the site's language.
 */
export const ApplyDialog = ({ typeId, types, onHide, onApplied }: Props) => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const [apply, { loading }] = useMutation(APPLY_PERSONAL_CERTIFICATION);
  const created = useRef<string | undefined>(undefined);
  const start: ApplyStart | undefined =
    typeId === undefined
      ? undefined
      : {
          site: currentSite,
          typeId: typeId ?? undefined,
          realName: info?.defaultUser?.userName ?? '',
          companyId: info?.currentCompanyUser?.companyId ?? info?.ownCompanyUsers[0]?.companyId,
          deliveryAddressId: undefined,
          phonePrefix: info?.defaultUser?.phonePrefixCountryCode ?? '+86',
        };
  return (
    <FormDialog
      form={start && applyFormOptions(start)}
      formKey={`apply-${typeId ?? 'any'}`}
      formId="pp-pc-apply-form"
      header={t('personal-certification.apply.title')}
      submitLabel={t('personal-certification.apply.submit')}
      cancelLabel={t('personal-certification.form.cancel')}
      loading={loading}
      onHide={onHide}
      command={{
        run: async (v) => {
          const result = await apply({ variables: { input: applyInput(v) } });
          created.current = result.data?.applyPersonalCertification?.result?.id;
        },
        successKey: 'personal-certification.apply.done',
        fallback: fallbacks.application,
        onDone: () => onApplied(created.current),
      }}
      testId="pc-apply-dialog"
      submitTestId="pc-apply-submit"
    >
      {(control) => <ApplyFields control={control} types={types} />}
    </FormDialog>
  );
};
