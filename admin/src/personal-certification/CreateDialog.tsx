// The vendor applies for someone (createPersonalCertificationForAdmin): the person (searched by name or e-mail), the
// type, the real name and the site, no payment or a transfer with its receipt, optionally one of the companies the
// person has joined, the certificate's delivery typed in, and an optional electronic invoice. Picking the person fills
// the names and the phone from their profile where still empty.
import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Autocomplete, Grid, TextField as MuiTextField, Typography } from '@mui/material';
import { createPersonalCertificationForAdminSchema, invoiceContentTypes, invoiceTitleTypes, type Site, vendorPaymentMethods } from '@pp/domain';
import { BooleanInput, RadioButtonGroupInput, SelectInput, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { choicesOf, siteChoices } from '../common/choices.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { FileUploadInput } from '../common/FileUploadInput.tsx';
import { TextCell } from './TextCell.tsx';
import {
  createDefaults,
  createForAdminInput,
} from './forms.ts';
import {
  ADMIN_CREATE_PERSONAL_CERTIFICATION,
  ADMIN_PERSONAL_CERTIFICATION_COMPANIES,
  ADMIN_PERSONAL_CERTIFICATION_PEOPLE,
  ADMIN_PERSONAL_CERTIFICATION_TYPES,
} from './personalCertification.graphql.ts';

const p = (key: string) => `resources.personal-certification.${key}`;
const f = (name: string) => p(`fields.${name}`);

const paymentChoices = choicesOf('personal_certification_payment_method', vendorPaymentMethods);
const contentTypeChoices = choicesOf('invoice_content_type', invoiceContentTypes);
const titleTypeChoices = choicesOf('invoice_title_type', invoiceTitleTypes);
/** How many people the search offers at once. */
const peopleShown = 20;

interface PersonOption {
  rootUserId: string;
  name: string;
  email?: string | null;
  phonePrefixCountryCode?: string | null;
  contactNumber?: string | null;
}

const label = (person: PersonOption): string => (person.email ? `${person.name} (${person.email})` : person.name);

/** The applicant: a person without a company identity's default identity, found by name or e-mail. */
const PersonInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'applicantId' });
  const { getValues, setValue } = useFormContext();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PersonOption | null>(null);
  const search = text.trim();
  const { data, loading } = useQuery(ADMIN_PERSONAL_CERTIFICATION_PEOPLE, {
    variables: {
      filter: { companyId: { isNull: true }, or: [{ name: { includesInsensitive: search } }, { email: { includesInsensitive: search } }] },
      first: peopleShown,
    },
    skip: search === '' || (picked !== null && text === label(picked)),
  });
  const options: PersonOption[] = (data?.users?.nodes ?? []).flatMap((u) => (u ? [u] : []));
  const fill = (name: string, value: string | null | undefined) => {
    if (value && !getValues(name)) setValue(name, value, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Autocomplete<PersonOption>
      options={options}
      value={picked}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.rootUserId === b.rootUserId}
      noOptionsText={translate(p('create.person_none'))}
      onInputChange={(_e, value) => setText(value)}
      onChange={(_e, person) => {
        setPicked(person);
        field.onChange(person?.rootUserId ?? null);
        setValue('companyId', null);
        if (!person) return;
        fill('realName', person.name);
        fill('deliveryContactName', person.name);
        if (person.phonePrefixCountryCode && person.contactNumber && !getValues('deliveryContactNumber')) {
          setValue('deliveryContactPrefix', person.phonePrefixCountryCode, { shouldDirty: true, shouldValidate: true });
          setValue('deliveryContactNumber', person.contactNumber, { shouldDirty: true, shouldValidate: true });
        }
      }}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          label={translate(f('applicantId'))}
          placeholder={translate(p('create.person_search'))}
          margin="dense"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : translate(p('create.person_hint'))}
          // The asterisk only: the form's schema checks it (the browser's own check would speak English).
          slotProps={{ inputLabel: { ...params.InputLabelProps, required: true }, htmlInput: { ...params.inputProps, 'data-testid': 'person-search' } }}
        />
      )}
    />
  );
};

/** One of the companies the picked person has joined, or none. */
const CompanyInput = () => {
  const applicantId = useWatch({ name: 'applicantId' }) as string | null;
  const { data } = useQuery(ADMIN_PERSONAL_CERTIFICATION_COMPANIES, { variables: { rootUserId: applicantId ?? '' }, skip: !applicantId });
  const companies = (data?.users?.nodes ?? []).flatMap((u) => (u?.company ? [{ id: u.company.id, name: u.company.name }] : []));
  return (
    <SelectInput
      source="companyId"
      label={f('companyId')}
      choices={companies}
      translateChoice={false}
      emptyText={p('create.company_none')}
      disabled={!applicantId}
      fullWidth
    />
  );
};

type Type = { id: number; name: string; latestVersion: string; fees: { site: Site; currency: string; money: string }[] };

/** The transfer's fee on the chosen site, and its receipt. */
const Transfer = ({ types }: { types: Type[] }) => {
  const translate = useTranslate();
  const [method, typeId, site] = useWatch({ name: ['paymentMethod', 'typeId', 'site'] }) as [string, number | null, Site];
  if (method !== 'TRANSFER_ACCOUNTS') return null;
  const fee = types.find((t) => t.id === typeId)?.fees.find((x) => x.site === site);
  return (
    <>
      {fee && (
        <Typography variant="body2" data-testid="transfer-fee">
          {translate(p('create.fee'), { money: fee.money, currency: fee.currency })}
        </Typography>
      )}
      <FileUploadInput resource="personal-certification" source="receiptFileId" use="RECEIPT" />
    </>
  );
};

/** The invoice's fields, once asked for. */
const Invoice = () => {
  const wanted = useWatch({ name: 'wantsInvoice' }) === true;
  if (!wanted) return null;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput source="invoiceContentType" label={f('invoiceContentType')} choices={contentTypeChoices} fullWidth isRequired />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <RadioButtonGroupInput source="invoiceTitleType" label={f('invoiceTitleType')} choices={titleTypeChoices} isRequired />
      </Grid>
      {['invoiceTitle', 'invoiceCompanyName', 'invoiceTaxNumber', 'invoiceReceiverEmail'].map((source) => (
        <TextCell key={source} source={source} required />
      ))}
    </Grid>
  );
};

const Heading = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" sx={{ mt: 2 }}>
      {translate(text)}
    </Typography>
  );
};

export const CreateDialog = ({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) => {
  const translate = useTranslate();
  const [create, { loading }] = useMutation(ADMIN_CREATE_PERSONAL_CERTIFICATION);
  const { data } = useQuery(ADMIN_PERSONAL_CERTIFICATION_TYPES);
  const types: Type[] = (data?.personalCertificationTypes?.nodes ?? []).flatMap((t) =>
    t ? [{ id: t.id, name: t.name, latestVersion: t.latestVersion, fees: t.personalCertificationFeesByTypeId.nodes.flatMap((x) => (x ? [x] : [])) }] : [],
  );
  const created = useRef<string | null>(null);
  return (
    <FormDialog
      onClose={onClose}
      onDone={() => onCreated(created.current ?? '')}
      loading={loading}
      testId="create-dialog"
      title={translate(p('create.title'))}
      confirm={p('create.confirm')}
      cancel={p('cancel')}
      done={p('create.done')}
      schema={createPersonalCertificationForAdminSchema}
      defaultValues={createDefaults()}
      run={async (v) => {
        const result = await create({ variables: { input: createForAdminInput(v) } });
        created.current = result.data?.createPersonalCertificationForAdmin?.result?.id ?? null;
      }}
    >
      <Heading text={p('create.application')} />
      <PersonInput />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            source="typeId"
            label={f('typeId')}
            choices={types.map((t) => ({ id: t.id, name: `${t.name} ${t.latestVersion}` }))}
            translateChoice={false}
            fullWidth
            isRequired
          />
        </Grid>
        <TextCell source="realName" required />
        <Grid size={{ xs: 12, sm: 6 }}>
          <RadioButtonGroupInput source="site" label={f('site')} choices={siteChoices} isRequired />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CompanyInput />
        </Grid>
      </Grid>
      <Heading text={p('create.payment')} />
      <RadioButtonGroupInput source="paymentMethod" label={f('paymentMethod')} choices={paymentChoices} isRequired />
      <Transfer types={types} />
      <Heading text={p('create.delivery')} />
      <Grid container columnSpacing={2}>
        <TextCell source="deliveryContactName" required />
        <TextCell source="deliveryContactPrefix" size={{ xs: 4, sm: 2 }} required />
        <TextCell source="deliveryContactNumber" size={{ xs: 8, sm: 4 }} required />
        <TextCell source="deliveryAddress" size={12} required multiline />
      </Grid>
      <Heading text={p('create.invoice')} />
      <BooleanInput source="wantsInvoice" label={f('wantsInvoice')} />
      <Invoice />
    </FormDialog>
  );
};
