// The screens of one reference list: the list (search by either name, filter by status, enable or disable a row),
// and the create and edit forms checked with the list's domain schema (the same the API re-checks).
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  EditButton,
  List,
  NumberField,
  NumberInput,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { datagridSx } from '../common/fields.tsx';
import { productUnitZh, purchaseTypeZh } from './i18n.ts';
import {
  distributorTierChoices,
  EnabledField,
  EnumListField,
  productUnitChoices,
  purchaseTypeChoices,
  ToggleEnabledButton,
} from './fields.tsx';
import type { ReferenceKind } from './kinds.ts';

export const referenceScreens = (kind: ReferenceKind) => {
  const has = (field: ReferenceKind['extra'][number]) => kind.extra.includes(field);
  const k = (key: string) => `resources.${kind.name}.${key}`;

  const ReferenceList = () => {
    const translate = useTranslate();
    const statusChoices = [
      { id: 'true', name: k('status.enabled') },
      { id: 'false', name: k('status.disabled') },
    ];
    const filters = [
      <SearchInput key="q" source="q" alwaysOn placeholder={translate(k('filters.search'))} />,
      <SelectInput
        key="enabled"
        source="enabled"
        label={k('filters.enabled')}
        choices={statusChoices}
        parse={(v: string) => (v === '' ? undefined : v === 'true')}
        format={(v: boolean | undefined) => (v === undefined ? '' : String(v))}
        alwaysOn
        emptyText={k('filters.all')}
      />,
    ];
    return (
      <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25}>
        <Datagrid rowClick="edit" bulkActionButtons={false} sx={datagridSx}>
          <TextField source="nameZh" />
          <TextField source="name" />
          {has('preset') && <BooleanField source="preset" sortable={false} />}
          {has('purchaseTypes') && <EnumListField source="purchaseTypes" names={purchaseTypeZh} sortable={false} />}
          {has('units') && <EnumListField source="units" names={productUnitZh} sortable={false} />}
          {has('tier') && <SelectField source="tier" choices={distributorTierChoices} />}
          <NumberField source="sortOrder" />
          <EnabledField source="enabled" />
          <DateField source="updatedAt" showTime locales="zh-CN" />
          <ToggleEnabledButton />
          <EditButton />
        </Datagrid>
      </List>
    );
  };

  const resolver = zodResolver(kind.schema);
  const ReferenceForm = () => (
    <SimpleForm
      resolver={resolver}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 960 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="nameZh" fullWidth isRequired />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="name" fullWidth isRequired />
        </Grid>
        {has('purchaseTypes') && (
          <Grid size={12}>
            <CheckboxGroupInput source="purchaseTypes" choices={purchaseTypeChoices} isRequired />
          </Grid>
        )}
        {has('units') && (
          <Grid size={12}>
            <CheckboxGroupInput source="units" choices={productUnitChoices} isRequired />
          </Grid>
        )}
        {has('tier') && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SelectInput source="tier" choices={distributorTierChoices} fullWidth isRequired />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberInput source="sortOrder" step={1} helperText={k('form.sort_helper')} fullWidth />
        </Grid>
        <Grid size={12}>
          <BooleanInput source="enabled" helperText={k('form.enabled_helper')} />
          {has('preset') && <BooleanInput source="preset" />}
        </Grid>
      </Grid>
    </SimpleForm>
  );

  const ReferenceCreate = () => (
    <Create redirect="list" record={{ sortOrder: 0, enabled: true, ...(has('preset') ? { preset: false } : {}) }}>
      <ReferenceForm />
    </Create>
  );
  const ReferenceEdit = () => (
    <Edit mutationMode="pessimistic" redirect="list">
      <ReferenceForm />
    </Edit>
  );
  return { list: ReferenceList, create: ReferenceCreate, edit: ReferenceEdit };
};
