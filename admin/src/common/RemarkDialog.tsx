// A record's remark as a form dialog: one multi-line field checked by the command's domain schema (its bound, e.g.
// 200 characters; empty clears it), under a line naming the record. The texts are the resource's own:
// `remark_dialog.title` and `.done`, `actions.save` and `.cancel`, `fields.remark`.
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, type StartValues } from './FormDialog.tsx';

export interface RemarkDialogProps<O extends FieldValues, I extends FieldValues> {
  /** The resource whose texts the dialog shows. */
  resource: string;
  /** The record the remark belongs to, as the person reads it. */
  subject: ReactNode;
  schema: z.ZodType<O, I>;
  defaultValues: StartValues<I>;
  run: (values: O) => Promise<unknown>;
  onClose: (saved: boolean) => void;
}

export const RemarkDialog = <O extends FieldValues, I extends FieldValues>({ resource, subject, schema, defaultValues, run, onClose }: RemarkDialogProps<O, I>) => {
  const translate = useTranslate();
  const p = (key: string) => `resources.${resource}.${key}`;
  return (
    <FormDialog
      testId="remark-dialog"
      title={translate(p('remark_dialog.title'))}
      confirm={p('actions.save')}
      cancel={p('actions.cancel')}
      done={p('remark_dialog.done')}
      schema={schema}
      defaultValues={defaultValues}
      onClose={() => onClose(false)}
      onDone={() => onClose(true)}
      run={run}
    >
      <Typography variant="body2" color="text.secondary">
        {subject}
      </Typography>
      <TextInput source="remark" label={p('fields.remark')} fullWidth multiline minRows={3} />
    </FormDialog>
  );
};
