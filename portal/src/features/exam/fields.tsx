import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Calendar } from 'primereact/calendar';
import { FieldFrame } from '../../components/index.ts';
import { translateError } from '../../lib/errors.ts';
import { businessIso, pickedDate, refusalParams } from './rules.ts';

interface Base<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
}

/** An error code with the parameters its text names (the booking's lead), translated. */
const errorOf = (code: string | undefined) => (code ? translateError(code, refusalParams(code)) : undefined);

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
