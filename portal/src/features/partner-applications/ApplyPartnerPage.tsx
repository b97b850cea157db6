import { useApolloClient, useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Chips } from 'primereact/chips';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import {
  companyLimits,
  companyScaleLabels,
  companyScaleLabelsZh,
  companyScales,
  limits,
  partnerApplicationReplyDays,
  type CreatePartnerApplicationForm,
  type CreatePartnerApplicationInput,
} from '@pp/domain';
import { currentLocale, currentSite } from '../../core/currentSite.ts';
import { formatDate } from '../../lib/format.ts';
import { FieldFrame, PhoneField, TextField, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { PageSpinner, useCurrentUser } from '../auth/index.ts';
import { Uploader } from '../uploads/index.ts';
import { applyPartnerFormOptions, type ApplicantDefaults } from './forms.ts';
import {
  CREATE_PARTNER_APPLICATION,
  MY_LATEST_PARTNER_APPLICATION,
  PARTNER_APPLICATION_POSITIONS,
  type MyPartnerApplication,
} from './partnerApplications.graphql.ts';

const replyDays = partnerApplicationReplyDays[currentSite];
const scaleLabels = currentLocale === 'zh-CN' ? companyScaleLabelsZh : companyScaleLabels;
const scaleOptions = companyScales.map((value) => ({ value, label: scaleLabels[value] }));

/** A list of short texts (main businesses, key industries) typed one after the other. */
const ListField = ({ control, name, id, label }: { control: Control<CreatePartnerApplicationForm>; name: FieldPath<CreatePartnerApplicationForm>; id: string; label: string }) => {
  const t = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldFrame htmlFor={id} label={label} error={fieldState.error?.message} help={t('partner-applications.listHelp')}>
          <Chips
            inputId={id}
            value={Array.isArray(field.value) ? (field.value as string[]) : []}
            onChange={(e) => field.onChange(e.value ?? [])}
            separator=","
            addOnBlur
            allowDuplicate={false}
            style={{ width: '100%' }}
            pt={{ container: { style: { width: '100%' } } }}
          />
        </FieldFrame>
      )}
    />
  );
};

const ApplicationForm = ({ me, onSubmitted }: { me: ApplicantDefaults; onSubmitted: () => void }) => {
  const t = useTranslate();
  const client = useApolloClient();
  const positions = useQuery(PARTNER_APPLICATION_POSITIONS);
  const { control, handleSubmit, setValue, formState } = useSchemaForm(applyPartnerFormOptions(currentSite, me));
  const submit = useFormCommand<CreatePartnerApplicationInput>({
    run: (values) => client.mutate({ mutation: CREATE_PARTNER_APPLICATION, variables: { input: values } }),
    successKey: 'partner-applications.submitted',
    fallback: fallbacks.application,
    onDone: onSubmitted,
  });
  const positionOptions = (positions.data?.positions?.nodes ?? [])
    .filter((p) => p !== null)
    .map((p) => ({ value: p.id, label: currentLocale === 'zh-CN' ? p.nameZh : p.name }));

  return (
    <form className="pp-form" noValidate onSubmit={(e) => void handleSubmit(submit)(e)} data-testid="apply-partner-form">
      <h2>{t('partner-applications.section.company')}</h2>
      <TextField control={control} name="companyName" id="pp-apply-company-name" label={t('partner-applications.companyName')} required maxLength={companyLimits.nameMax} />
      <TextField control={control} name="billingAddress" id="pp-apply-billing-address" label={t('partner-applications.billingAddress')} required maxLength={companyLimits.billingAddressMax} />
      <TextField control={control} name="phone" id="pp-apply-phone" label={t('partner-applications.phone')} required maxLength={companyLimits.phoneMax} />
      <TextField
        control={control}
        name="website"
        id="pp-apply-website"
        label={t('partner-applications.website')}
        help={t('partner-applications.websiteHelp')}
        placeholder="https://"
      />
      <TextField control={control} name="industry" id="pp-apply-industry" label={t('partner-applications.industry')} required maxLength={companyLimits.industryMax} />
      <ListField control={control} name="mainBusinesses" id="pp-apply-main-businesses" label={t('partner-applications.mainBusinesses')} />
      <ListField control={control} name="keyIndustries" id="pp-apply-key-industries" label={t('partner-applications.keyIndustries')} />
      <Controller
        control={control}
        name="scale"
        render={({ field, fieldState }) => (
          <FieldFrame htmlFor="pp-apply-scale" label={t('partner-applications.scale')} required error={fieldState.error?.message}>
            <Dropdown
              inputId="pp-apply-scale"
              inputRef={field.ref}
              value={field.value ?? null}
              options={scaleOptions}
              optionLabel="label"
              optionValue="value"
              placeholder={t('partner-applications.selectScale')}
              invalid={Boolean(fieldState.error)}
              onChange={(e) => field.onChange(e.value as string)}
              onBlur={field.onBlur}
              data-testid="apply-scale"
            />
          </FieldFrame>
        )}
      />

      <h2>{t('partner-applications.section.license')}</h2>
      <Controller
        control={control}
        name="businessLicenseFileId"
        render={({ fieldState }) => (
          <FieldFrame htmlFor="pp-apply-license" label={t('partner-applications.license')} required error={fieldState.error?.message}>
            <div id="pp-apply-license">
              <Uploader
                use="BUSINESS_LICENSE"
                onUploaded={(file) => setValue('businessLicenseFileId', file.id, { shouldValidate: formState.isSubmitted })}
              />
            </div>
          </FieldFrame>
        )}
      />

      <h2>{t('partner-applications.section.contact')}</h2>
      <TextField control={control} name="contactName" id="pp-apply-contact-name" label={t('partner-applications.contactName')} required maxLength={limits.partnerContactNameMax} />
      <Controller
        control={control}
        name="positionId"
        render={({ field, fieldState }) => (
          <FieldFrame htmlFor="pp-apply-position" label={t('partner-applications.position')} required error={fieldState.error?.message}>
            <Dropdown
              inputId="pp-apply-position"
              inputRef={field.ref}
              value={field.value ?? null}
              options={positionOptions}
              optionLabel="label"
              optionValue="value"
              placeholder={t('partner-applications.selectPosition')}
              invalid={Boolean(fieldState.error)}
              onChange={(e) => field.onChange(typeof e.value === 'number' ? e.value : undefined)}
              onBlur={field.onBlur}
              data-testid="apply-position"
            />
          </FieldFrame>
        )}
      />
      <TextField control={control} name="contactEmail" id="pp-apply-email" label={t('partner-applications.email')} required />
      <PhoneField control={control} prefixName="phonePrefixCountryCode" numberName="contactNumber" id="pp-apply-contact-number" label={t('partner-applications.contactPhone')} required />
      {positions.error && (
        <small className="p-error" role="alert">
          {errorMessage(positions.error, fallbacks.load)}
        </small>
      )}
      <div className="pp-actions">
        <Button type="submit" label={t('partner-applications.submit')} loading={formState.isSubmitting} />
      </div>
    </form>
  );
};

const Status = ({ application }: { application: MyPartnerApplication }) => {
  const t = useTranslate();
  if (application.applicationStatus === 'APPROVED') {
    return (
      <div data-testid="partner-application-status">
        <Message
          severity="success"
          text={`${t('partner-applications.approved.title')}: ${t('partner-applications.approved.body', { company: application.companyName })}`}
        />
        <div className="pp-actions">
          {/* a full load, so that the new company is read with the signed-in person */}
          <Button label={t('partner-applications.openWorkbench')} onClick={() => window.location.assign('/workbench')} />
        </div>
      </div>
    );
  }
  return (
    <div data-testid="partner-application-status">
      <Message
        severity="info"
        text={`${t('partner-applications.pending.title')}. ${t('partner-applications.pending.body', {
          id: application.semanticId,
          company: application.companyName,
          date: formatDate(application.createdAt),
          days: replyDays,
        })}`}
      />
    </div>
  );
};

/**
 * /apply-partner: a signed-in person without a company applies to become a partner company (company details, business
 * licence, contact details), once at a time; the page then shows the pending application and the site's reply promise,
 * the reason of a rejection above a new form, or the approval with the way into the workbench.
 */
export const ApplyPartnerPage = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(MY_LATEST_PARTNER_APPLICATION, { fetchPolicy: 'network-only' });
  if (loading && !data) return <PageSpinner />;
  const latest = data?.myLatestPartnerApplication ?? null;
  const hasCompany = (info?.ownCompanyUsers.length ?? 0) > 0;
  const me = info?.defaultUser;

  let body;
  if (error) {
    body = (
      <p className="p-error" role="alert">
        {errorMessage(error, fallbacks.load)}
      </p>
    );
  } else if (latest && latest.applicationStatus !== 'REJECTED') {
    body = <Status application={latest} />;
  } else if (hasCompany) {
    body = (
      <div className="pp-actions">
        <p>{t('partner-applications.hasCompany')}</p>
        <Button label={t('partner-applications.openWorkbench')} onClick={() => window.location.assign('/workbench')} />
      </div>
    );
  } else {
    body = (
      <>
        {latest && (
          <Message
            severity="warn"
            data-testid="partner-application-rejected"
            text={`${t('partner-applications.rejected.title')}. ${t('partner-applications.rejected.body', {
              id: latest.semanticId,
              company: latest.companyName,
              reason: latest.auditComment ?? '',
            })}`}
          />
        )}
        <ApplicationForm
          me={{ name: me?.userName, email: me?.email, contactNumber: me?.contactNumber, phonePrefixCountryCode: me?.phonePrefixCountryCode }}
          onSubmitted={() => void refetch()}
        />
      </>
    );
  }

  return (
    <main className="pp-page pp-apply-partner">
      <h1 className="pp-page-title">{t('partner-applications.title')}</h1>
      <p className="pp-muted">{t('partner-applications.intro', { days: replyDays })}</p>
      {body}
    </main>
  );
};
