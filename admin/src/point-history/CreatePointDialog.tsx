// The create-point dialog: a positive number adds a lot (effective and expiry dates; market points name their source),
// a negative one subtracts from the company's lots that expire first, effective today. The form is checked with the
// command's domain schema; a refusal from the server is shown in the dialog by its code's Chinese text.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  AutocompleteInput,
  DateInput,
  Form,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useTranslate,
  type FormProps,
} from 'react-admin';
import { businessToday, companyPointScenarios, companyPointTypes, createCompanyPointSchema, type CreateCompanyPointInput } from '@pp/domain';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_CREATE_COMPANY_POINT } from './pointHistory.graphql.ts';

const p = (key: string) => `resources.point-history.${key}`;

const typeChoices = companyPointTypes.map((id) => ({ id, name: p(`types.${id}`) }));
const scenarioChoices = companyPointScenarios.map((id) => ({ id, name: p(`scenarios.${id}`) }));
/** The form holds empty fields until chosen, so it is typed by its inputs; the schema's output is what is sent. */
const resolver: FormProps['resolver'] = zodResolver(createCompanyPointSchema);

export const CreatePointDialog = ({ onClose }: { onClose: (saved: boolean) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { loading }] = useMutation(ADMIN_CREATE_COMPANY_POINT);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    const input = values as CreateCompanyPointInput;
    setRefusal(null);
    try {
      await create({ variables: { input } });
      notify(input.point < 0 ? p('create_dialog.subtracted') : p('create_dialog.created'), { type: 'success' });
      onClose(true);
    } catch (error) {
      const text = zhErrorText(error);
      setRefusal(text);
      notify(text, { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" data-testid="point-dialog">
      <Form
        resolver={resolver}
        defaultValues={{
          companyId: null,
          type: 'MARKET_POINT',
          point: null,
          effectiveDate: businessToday(),
          expiredDate: null,
          actionScenario: null,
          source: '',
          remark: '',
        }}
        onSubmit={(v: Record<string, unknown>) => void submit(v)}
      >
        <DialogTitle>{translate(p('create_dialog.title'))}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(p('create_dialog.hint'))}
          </Typography>
          <ReferenceInput source="companyId" reference="company">
            <AutocompleteInput label={p('fields.companyId')} optionText="name" filterToQuery={(q: string) => ({ q })} fullWidth isRequired />
          </ReferenceInput>
          <SelectInput source="type" label={p('fields.type')} choices={typeChoices} fullWidth isRequired />
          <NumberInput source="point" label={p('fields.point')} step={1} fullWidth isRequired />
          <DateInput source="effectiveDate" label={p('fields.effectiveDate')} fullWidth />
          <DateInput source="expiredDate" label={p('fields.expiredDate')} fullWidth />
          <SelectInput source="actionScenario" label={p('fields.actionScenario')} choices={scenarioChoices} fullWidth isRequired />
          <FormDataConsumer>
            {({ formData }: { formData: { type?: string } }) =>
              formData.type === 'MARKET_POINT' ? <TextInput source="source" label={p('fields.source')} fullWidth isRequired /> : null
            }
          </FormDataConsumer>
          <TextInput source="remark" label={p('fields.remark')} multiline minRows={2} fullWidth />
          {refusal && (
            <Alert severity="error" data-testid="point-dialog-error">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate(p('buttons.cancel'))}</Button>
          <SaveButton label={p('buttons.save')} disabled={loading} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
