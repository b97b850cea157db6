import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { currencies, projectFilingLimits, type CreateProjectFilingInput, type ProjectFilingForm } from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { PhoneField, TextAreaField, TextField, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { errorMessage, fallbacks, translateError } from '../../lib/errors.ts';
import { useCurrentUser } from '../auth/index.ts';
import { filingDraft } from './draft.ts';
import { AmountField, CountField, DateField, MultiSelectField, SelectField, type Option } from './fields.tsx';
import {
  draftText,
  earliestOrderDate,
  emptyProductLine,
  filingDefaultsOf,
  filingFormOptions,
  filingMutationInput,
  filingUpdateInput,
  newFilingDefaults,
  restoreDraft,
  type FilingFormDefaults,
} from './forms.ts';
import { enabledOptions, localName, ownerOptions, phaseOptions, productList, type ProductOption } from './options.ts';
import {
  CREATE_PROJECT_FILING,
  PROJECT_FILING_OPTIONS,
  UPDATE_PROJECT_FILING,
  type ProjectFilingDetail,
  type ProjectFilingOptions,
} from './projectFiling.graphql.ts';

const FORM_ID = 'pp-filing-form';

interface ProductLineProps {
  control: Control<ProjectFilingForm>;
  index: number;
  products: readonly ProductOption[];
  onRemove?: () => void;
}

/** One purchase line: the product, then a purchase type and a unit among those the product supports, and the count. */
const ProductLine = ({ control, index, products, onRemove }: ProductLineProps) => {
  const t = useTranslate();
  const productId = useWatch({ control, name: `products.${index}.productId` });
  const product = products.find((p) => p.id === productId);
  const purchaseTypes: Option<string>[] = (product?.purchaseTypes ?? []).flatMap((p) => (p ? [{ value: p, label: t(`project-filing.purchaseType.${p}`) }] : []));
  const units: Option<string>[] = (product?.units ?? []).flatMap((u) => (u ? [{ value: u, label: t(`project-filing.unit.${u}`) }] : []));
  const productOptions = products.map((p) => ({ value: p.id, label: localName(p) }));
  const line = index + 1;

  // a product change keeps the purchase type and unit only when the new product supports them (a sole choice is taken)
  const purchase = useController({ control, name: `products.${index}.purchaseType` }).field;
  const unit = useController({ control, name: `products.${index}.unit` }).field;
  useEffect(() => {
    if (!product) return;
    if (!purchase.value || !product.purchaseTypes.includes(purchase.value)) {
      purchase.onChange(product.purchaseTypes.length === 1 ? product.purchaseTypes[0] : undefined);
    }
    if (!unit.value || !product.units.includes(unit.value)) {
      unit.onChange(product.units.length === 1 ? product.units[0] : undefined);
    }
    // only a change of product re-decides the line
  }, [product?.id]);

  return (
    <div className="pp-filing-product" data-testid={`filing-product-${line}`}>
      <SelectField control={control} name={`products.${index}.productId`} id={`pp-filing-product-${line}`} label={t('project-filing.field.product')} required options={productOptions} />
      <SelectField control={control} name={`products.${index}.purchaseType`} id={`pp-filing-purchase-${line}`} label={t('project-filing.field.purchaseType')} required options={purchaseTypes} />
      <SelectField control={control} name={`products.${index}.unit`} id={`pp-filing-unit-${line}`} label={t('project-filing.field.unit')} required options={units} />
      <CountField control={control} name={`products.${index}.count`} id={`pp-filing-count-${line}`} label={t('project-filing.field.count')} max={projectFilingLimits.productCountMax} />
      <Button
        type="button"
        icon="pi pi-trash"
        text
        severity="danger"
        disabled={!onRemove}
        onClick={onRemove}
        aria-label={t('project-filing.removeProduct', { line })}
        className="pp-filing-product-remove"
      />
    </div>
  );
};

interface FormProps {
  defaults: FilingFormDefaults;
  options: ProjectFilingOptions;
  isNew: boolean;
  /** Keep the values as the draft on every change (a new filing only). */
  keepDraft: boolean;
  onSubmit: (values: CreateProjectFilingInput) => Promise<void>;
}

const FilingForm = ({ defaults, options, isNew, keepDraft, onSubmit }: FormProps) => {
  const t = useTranslate();
  const { control, handleSubmit, watch, formState } = useSchemaForm(filingFormOptions(defaults));
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const companyId = defaults.companyId ?? '';

  useEffect(() => {
    if (!keepDraft) return;
    const subscription = watch((values) => filingDraft.set(draftText(companyId, values)));
    return () => subscription.unsubscribe();
  }, [keepDraft, watch, companyId]);

  const products = productList(options);
  const currencyOptions = currencies.map((c) => ({ value: c, label: c }));
  const distributors = (options.distributors?.nodes ?? [])
    .filter((d) => d !== null && d.enabled)
    .flatMap((d) => (d ? [{ value: d.id, label: `${localName(d)} · ${t(`project-filing.tier.${d.tier}`)}` }] : []));
  const productsError = formState.errors.products?.message ?? formState.errors.products?.root?.message;

  return (
    <form id={FORM_ID} className="pp-form pp-filing-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <h3>{t('project-filing.form.project')}</h3>
      <div className="pp-filing-grid">
        <TextField control={control} name="name" id="pp-filing-name" label={t('project-filing.field.name')} required maxLength={projectFilingLimits.projectNameMax} />
        <SelectField control={control} name="principalId" id="pp-filing-owner" label={t('project-filing.field.owner')} required options={ownerOptions(options)} testId="filing-owner" />
        <SelectField control={control} name="phaseId" id="pp-filing-phase" label={t('project-filing.field.phase')} required options={phaseOptions(options, isNew)} />
        <SelectField control={control} name="opportunitySourceId" id="pp-filing-source" label={t('project-filing.field.source')} required options={enabledOptions(options.opportunitySources?.nodes)} />
      </div>
      <h3>{t('project-filing.form.customer')}</h3>
      <div className="pp-filing-grid">
        <TextField control={control} name="customerFullName" id="pp-filing-customer" label={t('project-filing.field.customerFullName')} required maxLength={projectFilingLimits.customerFullNameMax} />
        <SelectField control={control} name="industryId" id="pp-filing-industry" label={t('project-filing.field.industry')} required options={enabledOptions(options.industries?.nodes)} />
        <TextField control={control} name="customerAddress" id="pp-filing-address" label={t('project-filing.field.customerAddress')} required maxLength={projectFilingLimits.customerAddressMax} />
      </div>
      <h3>{t('project-filing.form.contact')}</h3>
      <div className="pp-filing-grid">
        <TextField control={control} name="contactName" id="pp-filing-contact-name" label={t('project-filing.field.contactName')} required maxLength={projectFilingLimits.contactNameMax} />
        <TextField control={control} name="contactPosition" id="pp-filing-contact-position" label={t('project-filing.field.contactPosition')} required maxLength={projectFilingLimits.contactPositionMax} />
        <TextField control={control} name="contactEmail" id="pp-filing-contact-email" label={t('project-filing.field.contactEmail')} required />
        <PhoneField control={control} prefixName="contactPhonePrefix" numberName="contactPhone" id="pp-filing-contact-phone" label={t('project-filing.field.contactPhone')} required />
      </div>
      <h3>{t('project-filing.form.opportunity')}</h3>
      <div className="pp-filing-grid">
        <div className="pp-filing-amount">
          <AmountField control={control} name="estimatedOrderBudget" id="pp-filing-budget" label={t('project-filing.field.budget')} required max={projectFilingLimits.budgetMax} />
          <SelectField control={control} name="currencyIsoCode" id="pp-filing-currency" label={t('project-filing.field.currency')} required options={currencyOptions} />
        </div>
        <DateField control={control} name="estimatedOrderDate" id="pp-filing-order-date" label={t('project-filing.field.orderDate')} required minDate={earliestOrderDate()} />
        <MultiSelectField control={control} name="competitorIds" id="pp-filing-competitors" label={t('project-filing.field.competitors')} required options={enabledOptions(options.competitors?.nodes)} />
        <MultiSelectField
          control={control}
          name="applicationScenarioIds"
          id="pp-filing-scenarios"
          label={t('project-filing.field.scenarios')}
          required
          options={enabledOptions(options.applicationScenarios?.nodes)}
        />
        <SelectField control={control} name="preferredDistributorId" id="pp-filing-distributor" label={t('project-filing.field.distributor')} options={distributors} clearable />
      </div>
      <TextAreaField control={control} name="requirement" id="pp-filing-requirement" label={t('project-filing.field.requirement')} required maxLength={projectFilingLimits.filingTextMax} rows={3} />
      <h3>{t('project-filing.form.products')}</h3>
      <p className="pp-muted pp-small">{t('project-filing.form.productsHelp', { max: projectFilingLimits.productsMax })}</p>
      {fields.map((f, index) => (
        <ProductLine key={f.id} control={control} index={index} products={products} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
      ))}
      {productsError && (
        <small className="p-error" role="alert">
          {translateError(productsError)}
        </small>
      )}
      <div>
        <Button
          type="button"
          label={t('project-filing.addProduct')}
          icon="pi pi-plus"
          text
          disabled={fields.length >= projectFilingLimits.productsMax}
          onClick={() => append(emptyProductLine())}
          data-testid="filing-add-product"
        />
      </div>
    </form>
  );
};

interface Props {
  visible: boolean;
  /** The filing to edit; none: a new one for the current company. */
  filing?: ProjectFilingDetail;
  onHide: () => void;
  onDone: (semanticId: string | undefined) => void;
}

/**
 * The deal registration form in a dialog: every field of a filing, checked by the domain's schema. A new filing's
 * values are kept as a draft on every change and offered again when the form is reopened (until it is submitted or
 * the person signs out); editing a filing in effect starts from its values.
 */
export const ProjectFilingFormDialog = ({ visible, filing, onHide, onDone }: Props) => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const companyId = filing?.companyId ?? info?.currentCompanyUser?.companyId ?? '';
  const isNew = !filing;
  const { data: options, loading: optionsLoading, error: optionsError } = useQuery(PROJECT_FILING_OPTIONS, { variables: { companyId }, skip: !visible || !companyId });
  const [create, { loading: creating }] = useMutation(CREATE_PROJECT_FILING);
  const [update, { loading: updating }] = useMutation(UPDATE_PROJECT_FILING);
  const [formKey, setFormKey] = useState(0);

  const start = useMemo(() => {
    if (!options) return undefined;
    if (filing) return { defaults: filingDefaultsOf(filing), restored: false };
    const myId = info?.currentCompanyUser?.userId;
    const owners = ownerOptions(options);
    const fresh = newFilingDefaults(
      companyId,
      owners.some((o) => o.value === myId) ? myId : undefined,
      currentLocale === 'zh-CN' ? 'CNY' : 'USD',
      phaseOptions(options, true)[0]?.value,
    );
    const draft = restoreDraft(filingDraft.get(), companyId, fresh);
    return draft ? { defaults: draft, restored: true } : { defaults: fresh, restored: false };
    // the draft is read when the form opens (formKey: after a discard)
  }, [options, filing, companyId, formKey, visible]);

  const send = useFormCommand({
    run: async (values: CreateProjectFilingInput) => {
      if (filing) {
        await update({ variables: { input: filingUpdateInput(filing.id, values) } });
        onDone(filing.semanticId);
      } else {
        const result = await create({ variables: { input: filingMutationInput(values) } });
        filingDraft.clear();
        onDone(result.data?.createProjectFiling?.result?.semanticId);
      }
    },
    successKey: filing ? 'project-filing.form.updated' : 'project-filing.form.created',
    fallback: fallbacks.save,
  });

  const discard = () => {
    filingDraft.clear();
    setFormKey((k) => k + 1);
  };

  return (
    <Dialog
      header={t(isNew ? 'project-filing.form.createTitle' : 'project-filing.form.editTitle')}
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(1040px, 96vw)' }}
      data-testid="filing-form-dialog"
      footer={
        <div>
          <Button type="button" label={t('project-filing.form.cancel')} text onClick={onHide} disabled={creating || updating} />
          <Button
            type="submit"
            form={FORM_ID}
            label={t(isNew ? 'project-filing.form.submit' : 'project-filing.form.save')}
            loading={creating || updating}
            disabled={!start}
            data-testid="filing-submit"
          />
        </div>
      }
    >
      {optionsError && <p className="p-error">{errorMessage(optionsError, 'project-filing.form.optionsFailed')}</p>}
      {optionsLoading && !options && <i className="pi pi-spin pi-spinner" aria-label={t('layout.loading')} />}
      {start && options && (
        <>
          {start.restored && (
            <Message
              severity="info"
              className="pp-filing-draft"
              content={
                <span>
                  {t('project-filing.form.draftRestored')}{' '}
                  <Button type="button" label={t('project-filing.form.discardDraft')} link size="small" onClick={discard} data-testid="filing-discard-draft" />
                </span>
              }
            />
          )}
          <FilingForm key={`${formKey}-${filing?.id ?? 'new'}`} defaults={start.defaults} options={options} isNew={isNew} keepDraft={isNew} onSubmit={send} />
        </>
      )}
    </Dialog>
  );
};
