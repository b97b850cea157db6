// The back office's form dialog: one react-admin form checked by a command's domain schema, its title, content and
// confirm button, and one answer (the done message, or the refusal's Chinese text). The values reach `run` as the
// schema's output, typed by the schema. A field's error is its code's text, with the bound of the rule it broke.
import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { zhErrorText } from '../data-provider/errors.ts';
import { withBounds } from './formErrors.ts';

/** A form's starting values: any field of the schema's input, or null for one not filled in yet. */
export type StartValues<I extends FieldValues> = { [K in keyof I]?: I[K] | null };

export interface FormDialogProps<O extends FieldValues, I extends FieldValues> {
  /** The command's domain schema: the form shows its errors, and `run` receives its output. */
  schema: z.ZodType<O, I>;
  defaultValues: StartValues<I>;
  run: (values: O) => Promise<unknown>;
  /** Shown or not (default: shown while mounted). */
  open?: boolean;
  onClose: () => void;
  /** After `run` succeeded (and the done message). */
  onDone: () => void;
  /** The title, as the person reads it. */
  title: ReactNode;
  /** The confirm button's label (a translation key). */
  confirm: string;
  /** The cancel button's label (a translation key). */
  cancel: string;
  /** The success message (a translation key or its text). */
  done: string;
  confirmColor?: 'error';
  /** The confirm button shows react-admin's save icon (default: no icon). */
  saveIcon?: boolean;
  /** The command is running elsewhere too (a mutation's loading): the confirm button waits. */
  loading?: boolean;
  testId?: string;
  children: ReactNode;
}

export const FormDialog = <O extends FieldValues, I extends FieldValues>({
  schema,
  defaultValues,
  run,
  open = true,
  onClose,
  onDone,
  title,
  confirm,
  cancel,
  done,
  confirmColor,
  saveIcon,
  loading,
  testId,
  children,
}: FormDialogProps<O, I>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  // The resolver shows the schema's errors and hands the raw values on; the submit parses them once more for the
  // schema's typed output (the same values, so the same answer).
  const submit = async (values: FieldValues) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await run(parsed.data);
      notify(done, { type: 'success' });
      onDone();
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid={testId}>
      <Form<FieldValues>
        resolver={withBounds(zodResolver<FieldValues, unknown, FieldValues>(schema, undefined, { raw: true }), schema)}
        defaultValues={defaultValues}
        onSubmit={(v: FieldValues) => void submit(v)}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(cancel)}</Button>
          <SaveButton label={confirm} icon={saveIcon ? undefined : <span />} color={confirmColor} disabled={busy || loading} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

export type Decision = 'approve' | 'reject';

export interface DecisionDialogProps<O extends FieldValues, I extends FieldValues> extends Omit<FormDialogProps<O, I>, 'confirmColor' | 'saveIcon'> {
  /** Approving or rejecting: a rejection's confirm button is the error-coloured one. */
  decision: Decision;
}

/** A review step's decision (approve, or reject with a comment) as a form dialog. */
export const DecisionDialog = <O extends FieldValues, I extends FieldValues>({ decision, ...props }: DecisionDialogProps<O, I>) => (
  <FormDialog {...props} confirmColor={decision === 'reject' ? 'error' : undefined} />
);
