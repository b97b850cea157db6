import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslate } from '@refinedev/core';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { MultiSelect } from 'primereact/multiselect';
import { currentLocale } from '../../core/currentSite.ts';
import { FieldFrame } from '../../components/index.ts';
import { dayDate, isoDay } from './forms.ts';

/** An option of a select: its value and the text shown. */
export interface Option<V> {
  value: V;
  label: string;
}

interface Base<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  required?: boolean;
  testId?: string;
}

/** A single choice among options, with its translated error. */
export const SelectField = <T extends FieldValues, V extends string | number>({
  control,
  name,
  id,
  label,
  required,
  testId,
  options,
  clearable,
  filter,
}: Base<T> & { options: readonly Option<V>[]; clearable?: boolean; filter?: boolean }) => {
  const t = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldFrame htmlFor={id} label={label} required={required} error={fieldState.error?.message}>
          <Dropdown
            inputId={id}
            inputRef={field.ref}
            value={field.value ?? null}
            options={[...options]}
            optionLabel="label"
            optionValue="value"
            placeholder={t('project-filing.form.select')}
            showClear={clearable}
            filter={filter}
            invalid={Boolean(fieldState.error)}
            onChange={(e) => field.onChange(e.value === null || e.value === undefined ? (clearable ? null : undefined) : e.value)}
            onBlur={field.onBlur}
            data-testid={testId}
          />
        </FieldFrame>
      )}
    />
  );
};

/** Several choices among options (ids), with its translated error. */
export const MultiSelectField = <T extends FieldValues>({ control, name, id, label, required, testId, options }: Base<T> & { options: readonly Option<number>[] }) => {
  const t = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldFrame htmlFor={id} label={label} required={required} error={fieldState.error?.message}>
          <MultiSelect
            inputId={id}
            inputRef={field.ref}
            value={Array.isArray(field.value) ? field.value : []}
            options={[...options]}
            optionLabel="label"
            optionValue="value"
            display="chip"
            placeholder={t('project-filing.form.select')}
            invalid={Boolean(fieldState.error)}
            onChange={(e) => field.onChange(Array.isArray(e.value) ? e.value : [])}
            onBlur={field.onBlur}
            data-testid={testId}
          />
        </FieldFrame>
      )}
    />
  );
};

/** A day (YYYY-MM-DD in the form), chosen on a calendar between optional bounds. */
export const DateField = <T extends FieldValues>({ control, name, id, label, required, testId, minDate, maxDate }: Base<T> & { minDate?: Date; maxDate?: Date }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FieldFrame htmlFor={id} label={label} required={required} error={fieldState.error?.message}>
        <Calendar
          inputId={id}
          inputRef={field.ref}
          value={dayDate(typeof field.value === 'string' ? field.value : null)}
          onChange={(e) => field.onChange(e.value instanceof Date ? isoDay(e.value) : undefined)}
          onBlur={field.onBlur}
          dateFormat="yy-mm-dd"
          minDate={minDate}
          maxDate={maxDate}
          showIcon
          invalid={Boolean(fieldState.error)}
          data-testid={testId}
        />
      </FieldFrame>
    )}
  />
);

/** An amount with grouping and two decimals, at most `max`. */
export const AmountField = <T extends FieldValues>({ control, name, id, label, required, testId, max }: Base<T> & { max: number }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FieldFrame htmlFor={id} label={label} required={required} error={fieldState.error?.message}>
        <InputNumber
          inputId={id}
          inputRef={field.ref}
          value={typeof field.value === 'number' ? field.value : typeof field.value === 'string' && field.value !== '' ? Number(field.value) : null}
          onValueChange={(e) => field.onChange(typeof e.value === 'number' ? e.value : undefined)}
          onBlur={field.onBlur}
          mode="decimal"
          locale={currentLocale}
          useGrouping
          minFractionDigits={2}
          maxFractionDigits={2}
          min={0}
          max={max}
          invalid={Boolean(fieldState.error)}
          data-testid={testId}
        />
      </FieldFrame>
    )}
  />
);

/** A whole count above 0. */
export const CountField = <T extends FieldValues>({ control, name, id, label, testId, max }: Base<T> & { max: number }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FieldFrame htmlFor={id} label={label} required error={fieldState.error?.message}>
        <InputNumber
          inputId={id}
          inputRef={field.ref}
          value={typeof field.value === 'number' ? field.value : null}
          onValueChange={(e) => field.onChange(typeof e.value === 'number' ? e.value : undefined)}
          onBlur={field.onBlur}
          locale={currentLocale}
          useGrouping={false}
          min={0}
          max={max}
          invalid={Boolean(fieldState.error)}
          data-testid={testId}
        />
      </FieldFrame>
    )}
  />
);
