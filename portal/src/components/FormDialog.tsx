import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useFormCommand } from './formCommand.ts';
import { useSchemaForm, type SchemaForm } from './schemaForm.ts';

/** What the dialog does with values its schema accepted (see useFormCommand). */
export interface DialogCommand<O> {
  run: (values: O) => Promise<unknown>;
  successKey?: string;
  fallback: string;
  onDone?: () => void;
}

export interface FormDialogProps<O, I extends FieldValues> {
  /** The form's domain schema and starting values (schemaForm); undefined hides the dialog. */
  form: SchemaForm<O, I> | undefined;
  /** The subject's identity: another subject starts a fresh form. */
  formKey: string;
  /** The form element's id, which the footer's submit button names. */
  formId: string;
  header: string;
  submitLabel: string;
  cancelLabel: string;
  submitSeverity?: 'danger';
  /** The command is running: the buttons wait. */
  loading: boolean;
  onHide: () => void;
  command: DialogCommand<O>;
  testId?: string;
  submitTestId?: string;
  /** The form's fields, given the form's control (typed by the schema's input). */
  children: (control: Control<I, unknown, O>) => ReactNode;
}

const DialogForm = <O, I extends FieldValues>({
  id,
  form,
  onSubmit,
  children,
}: {
  id: string;
  form: SchemaForm<O, I>;
  onSubmit: (values: O) => Promise<void>;
  children: (control: Control<I, unknown, O>) => ReactNode;
}) => {
  const { control, handleSubmit } = useSchemaForm(form);
  return (
    <form id={id} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      {children(control)}
    </form>
  );
};

/**
 * A dialog holding one form checked by a domain schema: the header, the fields, and a footer with cancel and submit.
 * A submit the schema accepts runs the command (a success toast and `onDone`, or the error's toast).
 */
export const FormDialog = <O, I extends FieldValues>({
  form,
  formKey,
  formId,
  header,
  submitLabel,
  cancelLabel,
  submitSeverity,
  loading,
  onHide,
  command,
  testId,
  submitTestId,
  children,
}: FormDialogProps<O, I>) => {
  const send = useFormCommand(command);
  return (
    <Dialog
      header={header}
      visible={Boolean(form)}
      onHide={onHide}
      style={{ width: 'min(480px, 94vw)' }}
      data-testid={testId}
      footer={
        <div>
          <Button type="button" label={cancelLabel} text onClick={onHide} disabled={loading} />
          <Button type="submit" form={formId} label={submitLabel} severity={submitSeverity} loading={loading} data-testid={submitTestId} />
        </div>
      }
    >
      {form && (
        <DialogForm key={formKey} id={formId} form={form} onSubmit={send}>
          {children}
        </DialogForm>
      )}
    </Dialog>
  );
};

export type Decision = 'approve' | 'reject';

export interface DecisionDialogProps<O, I extends FieldValues> extends Omit<FormDialogProps<O, I>, 'submitSeverity'> {
  /** Approving or rejecting: a rejection's submit button is the danger one. */
  decision: Decision;
}

/** A review step's decision (approve, or reject with a comment) as a form dialog. */
export const DecisionDialog = <O, I extends FieldValues>({ decision, ...props }: DecisionDialogProps<O, I>) => (
  <FormDialog {...props} submitSeverity={decision === 'reject' ? 'danger' : undefined} />
);
