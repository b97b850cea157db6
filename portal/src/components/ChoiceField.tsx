import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslate } from '@refinedev/core';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { FieldFrame } from './FieldFrame.tsx';
import './fields.css';

/** A choice of a form's dropdown: its value and the text shown. */
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

/** One choice among a few (a dropdown) of a react-hook-form form, with the schema's translated error and an optional help line. */
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
        <FieldFrame htmlFor={id} label={label} required={required} error={fieldState.error?.message} help={help}>
          <Dropdown
            inputId={id}
            inputRef={field.ref}
            value={field.value ?? null}
            options={[...choices]}
            optionLabel="label"
            optionValue="value"
            placeholder={t('components.choose')}
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

/** A yes/no of a react-hook-form form (a checkbox with its label beside it). */
export const CheckField = <T extends FieldValues>({ control, name, id, label }: Base<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <div className="pp-check">
        <Checkbox inputId={id} inputRef={field.ref} checked={field.value === true} onChange={(e) => field.onChange(e.checked === true)} />
        <label htmlFor={id}>{label}</label>
      </div>
    )}
  />
);
