// The course's dialog (a new one, or the one of a row, read afresh): the certification type (required), the name
// (1–50), the description (up to 200, several lines), the order (0–9999), enabled (on for a new one), and the
// coursewares in order (published PDFs and videos, CO-3). Save sends the whole course to its command; the form's
// errors are the domain schema's on their fields, a command's refusal is its code's Chinese text, and the dialog stays
// open (CO-2).
import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, Loading, NumberInput, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { withBounds } from '../common/formErrors.ts';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_COURSE, ADMIN_SAVE_COURSE, type AdminCourse } from './course.graphql.ts';
import { CoursewaresInput } from './CoursewaresInput.tsx';
import { courseDefaults, courseFormSchema, coursewaresOf } from './forms.ts';
import { useTypeChoices } from './types.ts';

const p = (key: string) => `resources.course.${key}`;
const f = (name: string) => p(`fields.${name}`);

const CourseForm = ({ course, onClose, onDone }: { course: AdminCourse | null; onClose: () => void; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useApolloClient();
  const typeChoices = useTypeChoices();
  const [save] = useMutation(ADMIN_SAVE_COURSE);
  const [busy, setBusy] = useState(false);
  const submit = async (values: FieldValues) => {
    const parsed = courseFormSchema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await save({ variables: { input: parsed.data as never } });
      notify(p('edit.saved'), { type: 'success' });
      await client.resetStore().catch(() => undefined);
      onDone();
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      defaultValues={courseDefaults(course)}
      resolver={withBounds(zodResolver<FieldValues, unknown, FieldValues>(courseFormSchema, undefined, { raw: true }), courseFormSchema)}
      onSubmit={(v: FieldValues) => void submit(v)}
    >
      <DialogContent dividers>
        <Stack spacing={1}>
          <SelectInput source="typeId" label={f('typeId')} choices={typeChoices} translateChoice={false} isRequired sx={{ maxWidth: 320 }} />
          <TextInput source="name" label={f('name')} isRequired fullWidth />
          <TextInput source="description" label={f('description')} multiline minRows={3} fullWidth />
          <NumberInput source="sortOrder" label={f('sortOrder')} helperText={p('edit.sort_hint')} sx={{ maxWidth: 240 }} />
          <BooleanInput source="isEnabled" label={f('isEnabled')} />
          <CoursewaresInput initial={coursewaresOf(course)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(p('cancel'))}</Button>
        <Button type="submit" variant="contained" disabled={busy} data-testid="save">
          {translate(p('edit.save'))}
        </Button>
      </DialogActions>
    </Form>
  );
};

/** The dialog: a new course (no id) or the one of a row. */
export const CourseDialog = ({ id, onClose, onDone }: { id: number | null; onClose: () => void; onDone: () => void }) => {
  const translate = useTranslate();
  const { data, loading, error } = useQuery(ADMIN_COURSE, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  const course = data?.course ?? null;
  const missing = id !== null && !loading && !error && !course;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="course-dialog">
      <DialogTitle>{translate(p(id === null ? 'edit.title_new' : 'edit.title_edit'))}</DialogTitle>
      {id !== null && loading && !data ? (
        <DialogContent>
          <Loading />
        </DialogContent>
      ) : error || missing ? (
        <>
          <DialogContent>
            <Typography color={error ? 'error' : undefined}>{error ? zhErrorText(error) : translate(p('edit.not_found'))}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate(p('cancel'))}</Button>
          </DialogActions>
        </>
      ) : (
        <CourseForm course={course} onClose={onClose} onDone={onDone} />
      )}
    </Dialog>
  );
};
