import type { ReactNode } from 'react';
import { translateError } from '../lib/errors.ts';

interface Props {
  /** The id of the input the label points at. */
  htmlFor: string;
  label: string;
  required?: boolean;
  /** The field's error: an error code of the domain registry (translated here) or a text key. */
  error?: string;
  /** Shown under the field while it has no error. */
  help?: ReactNode;
  /** Shown at the end of the line under the field (e.g. a counter). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Label, input, then the translated error (or the help) of one form field. */
export const FieldFrame = ({ htmlFor, label, required, error, help, aside, children }: Props) => {
  const messageId = `${htmlFor}-help`;
  return (
    <div className="pp-field">
      <label htmlFor={htmlFor}>
        {required && <span className="pp-required">*</span>} {label}
      </label>
      {children}
      {(error || help || aside) && (
        <div className="pp-field-foot">
          <small id={messageId} className={error ? 'p-error' : 'pp-muted'} role={error ? 'alert' : undefined}>
            {error ? translateError(error) : help}
          </small>
          {aside}
        </div>
      )}
    </div>
  );
};
