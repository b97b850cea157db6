import { useMemo } from 'react';
import { Controller, useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslate } from '@refinedev/core';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { FieldFrame } from './FieldFrame.tsx';
import { phonePrefixLabel, phonePrefixOptions } from './phone.ts';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** The form's field holding the calling code ('+86'). */
  prefixName: FieldPath<T>;
  /** The form's field holding the number without its prefix. */
  numberName: FieldPath<T>;
  id: string;
  label?: string;
  required?: boolean;
  testId?: string;
}

/**
 * A phone as two inputs of one form: the country or region calling code (searchable, +86 first) and the number.
 * The form's schema applies the number rule of the chosen code; this field shows its translated error.
 */
export const PhoneField = <T extends FieldValues>({ control, prefixName, numberName, id, label, required, testId }: Props<T>) => {
  const t = useTranslate();
  const options = useMemo(() => phonePrefixOptions().map((o) => ({ value: o.prefix, label: phonePrefixLabel(o) })), []);
  const { fieldState: prefixState } = useController({ control, name: prefixName });
  return (
    <Controller
      control={control}
      name={numberName}
      render={({ field, fieldState }) => (
        <FieldFrame
          htmlFor={id}
          label={label ?? t('components.phone')}
          required={required}
          error={prefixState.error?.message ?? fieldState.error?.message}
        >
          <div className="p-inputgroup" data-testid={testId}>
            <Controller
              control={control}
              name={prefixName}
              render={({ field: prefix }) => (
                <Dropdown
                  inputId={`${id}-prefix`}
                  inputRef={prefix.ref}
                  value={prefix.value ?? null}
                  options={options}
                  optionLabel="label"
                  optionValue="value"
                  valueTemplate={(option: { value: string } | null) => option?.value ?? t('components.selectPrefix')}
                  filter
                  aria-label={t('components.phonePrefix')}
                  invalid={Boolean(prefixState.error)}
                  onChange={(e) => prefix.onChange(typeof e.value === 'string' ? e.value : undefined)}
                  onBlur={prefix.onBlur}
                  style={{ flex: '0 0 8rem' }}
                />
              )}
            />
            <InputText
              id={id}
              ref={field.ref}
              name={field.name}
              inputMode="numeric"
              autoComplete="tel-national"
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              invalid={Boolean(fieldState.error)}
              aria-label={t('components.phoneNumber')}
              aria-describedby={`${id}-help`}
            />
          </div>
        </FieldFrame>
      )}
    />
  );
};
