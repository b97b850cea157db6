// The vendor's dialogs on performance records: create and edit (a company, one of its filings in effect or signed —
// the customer name is taken from the filing and may be changed — and the record's fields), the remark, and the
// deletion, which asks what the filing's status becomes. Each form is checked by the command's domain schema before
// it is sent; a refusal from the server shows the code's Chinese text and changes nothing.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Alert, Autocomplete, CircularProgress, TextField as MuiTextField, Typography } from '@mui/material';
import {
  createCompanyPerformanceSchema,
  currencies,
  deleteCompanyPerformanceSchema,
  performanceDeleteFilingStatuses,
  performanceFilingStatuses,
  performanceRecordProjectTypes,
  updateCompanyPerformanceRemarkSchema,
  updateCompanyPerformanceSchema,
  type CreateCompanyPerformanceInput,
} from '@pp/domain';
import {
  AutocompleteInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useInput,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { zhErrorText } from '../data-provider/errors.ts';
import { FormDialog } from '../common/FormDialog.tsx';
import { RemarkDialog as CommonRemarkDialog } from '../common/RemarkDialog.tsx';
import {
  ADMIN_CREATE_COMPANY_PERFORMANCE,
  ADMIN_DELETE_COMPANY_PERFORMANCE,
  ADMIN_PERFORMANCE_DELETE_INFO,
  ADMIN_PERFORMANCE_FILINGS,
  ADMIN_UPDATE_COMPANY_PERFORMANCE,
  ADMIN_UPDATE_COMPANY_PERFORMANCE_REMARK,
  type AdminPerformanceFiling,
} from './projectPerformance.graphql.ts';

const p = (key: string) => `resources.project-performance.${key}`;

/** A performance record as the list holds it. */
export interface PerformanceRecord {
  id: string;
  semanticId: string;
  companyId: string;
  companyName?: string | null;
  projectFilingId: string;
  projectFilingSemanticId?: string | null;
  projectFilingName?: string | null;
  customerFullName: string;
  performance: string;
  currencyIsoCode: (typeof currencies)[number];
  effectiveDate: string;
  projectType: (typeof performanceRecordProjectTypes)[number];
  remark?: string | null;
  createdAt: string;
}

/**
 * The filing picker: the chosen company's filings in effect or signed, searched by number or project name. Choosing
 * one fills in its customer name; choosing another company empties the choice.
 */
const FilingInput = ({ initial }: { initial: AdminPerformanceFiling | null }) => {
  const translate = useTranslate();
  const companyId = useWatch({ name: 'companyId' }) as string | null | undefined;
  const { setValue } = useFormContext();
  const { field, fieldState } = useInput({ source: 'projectFilingId' });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AdminPerformanceFiling | null>(initial);
  const company = useRef(companyId);
  useEffect(() => {
    if (company.current !== companyId) {
      company.current = companyId;
      setSelected(null);
      setSearch('');
      field.onChange(null);
    }
  }, [companyId, field]);
  const text = search.trim();
  const { data, loading } = useQuery(ADMIN_PERFORMANCE_FILINGS, {
    skip: !companyId,
    variables: {
      filter: {
        companyId: { equalTo: companyId ?? '' },
        status: { in: [...performanceFilingStatuses] },
        ...(text ? { or: [{ semanticId: { includesInsensitive: text } }, { name: { includesInsensitive: text } }] } : {}),
      },
    },
  });
  const options = (data?.projectFilings?.nodes ?? []).flatMap((f) => (f ? [f] : []));
  return (
    <Autocomplete
      options={options}
      value={selected}
      disabled={!companyId}
      loading={loading}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(f) => `${f.semanticId} · ${f.name}`}
      renderOption={(props, f) => (
        <li {...props} key={f.id}>
          {`${f.semanticId} · ${f.name} · ${translate(`resources.project-filing.statuses.${f.status}`)}`}
        </li>
      )}
      onInputChange={(_e, value, reason) => {
        if (reason === 'input') setSearch(value);
      }}
      onChange={(_e, f) => {
        setSelected(f);
        field.onChange(f?.id ?? null);
        if (f) setValue('customerFullName', f.customerFullName, { shouldValidate: true, shouldDirty: true });
      }}
      noOptionsText={translate(p('form.no_filings'))}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          label={translate(p('fields.projectFilingId'))}
          required
          margin="dense"
          error={fieldState.invalid}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : translate(p('form.filing_hint'))}
          slotProps={{
            htmlInput: { ...params.inputProps, 'data-testid': 'filing-input' },
            input: { ...params.InputProps, endAdornment: <>{loading ? <CircularProgress size={16} /> : null}{params.InputProps.endAdornment}</> },
          }}
        />
      )}
    />
  );
};

const currencyChoices = currencies.map((id) => ({ id, name: id }));
const projectTypeChoices = performanceRecordProjectTypes.map((id) => ({ id, name: p(`project_types.${id}`) }));

/** The form's values as the command takes them (the amount as a decimal string). */
const commandInput = (v: CreateCompanyPerformanceInput) => {
  return {
    companyId: v.companyId,
    projectFilingId: v.projectFilingId,
    semanticId: v.semanticId,
    customerFullName: v.customerFullName,
    performance: v.performance.toFixed(2),
    currencyIsoCode: v.currencyIsoCode,
    effectiveDate: v.effectiveDate,
    projectType: v.projectType,
    remark: v.remark ?? null,
  };
};

/** Create (record null) or edit a performance record. */
export const PerformanceFormDialog = ({ record, onClose }: { record: PerformanceRecord | null; onClose: (saved: boolean) => void }) => {
  const [create] = useMutation(ADMIN_CREATE_COMPANY_PERFORMANCE);
  const [update] = useMutation(ADMIN_UPDATE_COMPANY_PERFORMANCE);
  const initialFiling: AdminPerformanceFiling | null = record
    ? {
        __typename: 'ProjectFiling',
        id: record.projectFilingId,
        semanticId: record.projectFilingSemanticId ?? '',
        name: record.projectFilingName ?? '',
        customerFullName: record.customerFullName,
        status: 'HAVE_SIGNED',
      }
    : null;
  const translate = useTranslate();
  const fields = (
    <>
        <ReferenceInput source="companyId" reference="company">
          <AutocompleteInput label={p('fields.companyId')} optionText="name" filterToQuery={(q: string) => ({ q })} fullWidth isRequired />
        </ReferenceInput>
        <FilingInput initial={initialFiling} />
        <TextInput source="semanticId" label={p('fields.semanticId')} fullWidth isRequired helperText={p('form.semantic_id_hint')} />
        <TextInput source="customerFullName" label={p('fields.customerFullName')} fullWidth isRequired />
        <NumberInput source="performance" label={p('fields.performance')} fullWidth isRequired step={0.01} helperText={p('form.amount_hint')} />
        <SelectInput source="currencyIsoCode" label={p('fields.currencyIsoCode')} choices={currencyChoices} fullWidth isRequired />
        <DateInput source="effectiveDate" label={p('fields.effectiveDate')} fullWidth isRequired />
        <RadioButtonGroupInput source="projectType" label={p('fields.projectType')} choices={projectTypeChoices} isRequired />
        <TextInput source="remark" label={p('fields.remark')} fullWidth multiline minRows={2} />
    </>
  );
  const frame = {
    testId: 'performance-dialog',
    confirm: p('actions.save'),
    cancel: p('actions.cancel'),
    saveIcon: false,
    onClose: () => onClose(false),
    onDone: () => onClose(true),
  };
  if (record) {
    return (
      <FormDialog
        {...frame}
        title={translate(p('form.edit_title'))}
        done={p('form.updated')}
        schema={updateCompanyPerformanceSchema}
        defaultValues={{
          id: record.id,
          companyId: record.companyId,
          projectFilingId: record.projectFilingId,
          semanticId: record.semanticId,
          customerFullName: record.customerFullName,
          performance: Number(record.performance),
          currencyIsoCode: record.currencyIsoCode,
          effectiveDate: record.effectiveDate,
          projectType: record.projectType,
          remark: record.remark ?? '',
        }}
        run={(values) => update({ variables: { input: { id: record.id, ...commandInput(values) } } })}
      >
        {fields}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      {...frame}
      title={translate(p('form.create_title'))}
      done={p('form.created')}
      schema={createCompanyPerformanceSchema}
      defaultValues={{ companyId: null, projectFilingId: null, semanticId: '', customerFullName: '', performance: null, currencyIsoCode: 'CNY',
        effectiveDate: null, projectType: null, remark: '' }}
      run={(values) => create({ variables: { input: commandInput(values) } })}
    >
      {fields}
    </FormDialog>
  );
};

/** The remark dialog (at most 200 characters; empty clears it). */
export const RemarkDialog = ({ record, onClose }: { record: PerformanceRecord; onClose: (saved: boolean) => void }) => {
  const [update] = useMutation(ADMIN_UPDATE_COMPANY_PERFORMANCE_REMARK);
  return (
    <CommonRemarkDialog
      resource="project-performance"
      subject={record.semanticId}
      schema={updateCompanyPerformanceRemarkSchema}
      defaultValues={{ id: record.id, remark: record.remark ?? '' }}
      onClose={onClose}
      run={(v) => update({ variables: { input: { id: v.id, remark: v.remark ?? null } } })}
    />
  );
};

/**
 * The delete dialog: the filing stays signed, or — when this is its last record and its protection has not ended —
 * goes back into effect.
 */
export const DeleteDialog = ({ record, onClose }: { record: PerformanceRecord; onClose: (saved: boolean) => void }) => {
  const translate = useTranslate();
  const [remove] = useMutation(ADMIN_DELETE_COMPANY_PERFORMANCE);
  const { data, loading, error } = useQuery(ADMIN_PERFORMANCE_DELETE_INFO, { variables: { id: record.id }, fetchPolicy: 'network-only' });
  const info = data?.companyPerformance;
  const canReopen = info?.canReopenFiling === true;
  const choices = performanceDeleteFilingStatuses.map((id) => ({
    id,
    name: p(`delete_dialog.status_${id}`),
    disabled: id === 'VALIDATING' && !canReopen,
  }));
  return (
    <FormDialog
      testId="delete-dialog"
      title={translate(p('delete_dialog.title'))}
      confirm={p('actions.delete')}
      cancel={p('actions.cancel')}
      confirmColor="error"
      done={p('delete_dialog.done')}
      schema={deleteCompanyPerformanceSchema}
      defaultValues={{ id: record.id, filingStatusAfter: 'HAVE_SIGNED' }}
      onClose={() => onClose(false)}
      onDone={() => onClose(true)}
      run={(input) => remove({ variables: { input } })}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(p('delete_dialog.content'), {
          number: record.semanticId,
          filing: `${record.projectFilingSemanticId ?? ''} ${record.projectFilingName ?? ''}`.trim(),
        })}
      </Typography>
      {loading && <CircularProgress size={20} />}
      {error && <Alert severity="error">{zhErrorText(error)}</Alert>}
      {info && (
        <>
          <RadioButtonGroupInput source="filingStatusAfter" label={p('delete_dialog.status_after')} choices={choices} row={false} />
          <Typography variant="body2" color="text.secondary" data-testid="delete-hint">
            {(info.otherRecordsOfFiling ?? 0) > 0
              ? translate(p('delete_dialog.hint_others'), { count: info.otherRecordsOfFiling ?? 0 })
              : canReopen
                ? translate(p('delete_dialog.hint_last'))
                : translate(p('delete_dialog.hint_expired'))}
          </Typography>
        </>
      )}
    </FormDialog>
  );
};
