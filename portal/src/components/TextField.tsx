import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslate } from '@refinedev/core';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FieldFrame } from './FieldFrame.tsx';
import { counterState } from './counter.ts';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  required?: boolean;
  /** The limit of the field's rule: a counter shows it, and longer text is kept so that the rule's error can say why. */
  maxLength?: number;
  help?: string;
  placeholder?: string;
  autoFocus?: boolean;
  testId?: string;
}

const Counter = ({ value, max }: { value: unknown; max: number }) => {
  const t = useTranslate();
  const { count, over } = counterState(value, max);
  return (
    <small className={over ? 'p-error pp-counter' : 'pp-muted pp-counter'} aria-live="polite">
      {t('components.counter', { count, max })}
    </small>
  );
};

/** A one-line text field of a react-hook-form form, with its translated error and an optional counter. */
export const TextField = <T extends FieldValues>({ control, name, id, label, required, maxLength, help, placeholder, autoFocus, testId }: Props<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FieldFrame
        htmlFor={id}
        label={label}
        required={required}
        error={fieldState.error?.message}
        help={help}
        aside={maxLength !== undefined ? <Counter value={field.value} max={maxLength} /> : undefined}
      >
        <InputText
          id={id}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          invalid={Boolean(fieldState.error)}
          aria-describedby={`${id}-help`}
          placeholder={placeholder}
          autoFocus={autoFocus}
          data-testid={testId}
        />
      </FieldFrame>
    )}
  />
);

/** A multi-line text field of a react-hook-form form, with its translated error and an optional counter. */
export const TextAreaField = <T extends FieldValues>({
  control,
  name,
  id,
  label,
  required,
  maxLength,
  help,
  placeholder,
  autoFocus,
  testId,
  rows = 4,
}: Props<T> & { rows?: number }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <FieldFrame
        htmlFor={id}
        label={label}
        required={required}
        error={fieldState.error?.message}
        help={help}
        aside={maxLength !== undefined ? <Counter value={field.value} max={maxLength} /> : undefined}
      >
        <InputTextarea
          id={id}
          ref={field.ref}
          name={field.name}
          rows={rows}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          invalid={Boolean(fieldState.error)}
          aria-describedby={`${id}-help`}
          placeholder={placeholder}
          autoFocus={autoFocus}
          data-testid={testId}
        />
      </FieldFrame>
    )}
  />
);
