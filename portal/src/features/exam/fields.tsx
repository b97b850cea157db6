import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslate } from '@refinedev/core';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { FieldFrame } from '../../components/index.ts';
import { translateError } from '../../lib/errors.ts';
import { businessIso, pickedDate, refusalParams } from './rules.ts';

/** A choice of a dialog's dropdown: its value and the text shown. */
export interface Choice<V> {
  value: V;
  label: string;
}

interface Base<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
}

/** An error code with the parameters its text names (the booking's lead), translated. */
const errorOf = (code: string | undefined) => (code ? translateError(code, refusalParams(code)) : undefined);

/** One choice among a few (a dropdown), with the schema's translated error and an optional help line. */
export const ChoiceField = <T extends FieldValues, V extends string | number>({
  control,
  name,
  id,
  label,
  choices,
  required,
  help,
  emptyMessage,
}: Base<T> & { choices: readonly Choice<V>[]; required?: boolean; help?: string; emptyMessage?: string }) => {
  const t = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldFrame htmlFor={id} label={label} required={required} error={errorOf(fieldState.error?.message)} help={help}>
          <Dropdown
            inputId={id}
            inputRef={field.ref}
            value={field.value ?? null}
            options={[...choices]}
            optionLabel="label"
            optionValue="value"
            placeholder={t('exam.dialog.choose')}
            emptyMessage={emptyMessage}
            invalid={Boolean(fieldState.error)}
            onChange={(e) => field.onChange(e.value ?? null)}
            onBlur={field.onBlur}
          />
        </FieldFrame>
      )}
    />
  );
};

/** A yes/no (a checkbox with its label beside it). */
export const CheckField = <T extends FieldValues>({ control, name, id, label }: Base<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <div className="pp-exam-check">
        <Checkbox inputId={id} inputRef={field.ref} checked={field.value === true} onChange={(e) => field.onChange(e.checked === true)} />
        <label htmlFor={id}>{label}</label>
      </div>
    )}
  />
);

/**
 * A date and time picked on the calendar's wall clock and kept as that moment in the business time zone (UTC+8),
 * whatever the reader's own zone; the error's text names the booking's lead. `minDate` and `maxDate` are wall clocks
 * of the business time zone too (`pickedDate`).
 */
export const BusinessTimeField = <T extends FieldValues>({ control, name, id, label, help, minDate, maxDate }: Base<T> & { help?: string; minDate?: Date; maxDate?: Date }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FieldFrame htmlFor={id} label={label} required error={errorOf(fieldState.error?.message)} help={help}>
        <Calendar
          inputId={id}
          inputRef={field.ref}
          value={pickedDate(typeof field.value === 'string' ? field.value : null)}
          onChange={(e) => field.onChange(e.value instanceof Date ? businessIso(e.value) : undefined)}
          onBlur={field.onBlur}
          dateFormat="yy-mm-dd"
          showTime
          hourFormat="24"
          stepMinute={5}
          minDate={minDate}
          maxDate={maxDate}
          showIcon
          invalid={Boolean(fieldState.error)}
          data-testid="exam-book-time"
        />
      </FieldFrame>
    )}
  />
);
