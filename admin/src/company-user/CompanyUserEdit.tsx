// A company user's roles, position, status and remark (and name), saved through updateCompanyUser. The form's rules
// are the domain's updateCompanyUserSchema; the database refuses what it must (the only partner administrator, a role
// of another company) with a coded error shown in Chinese.
import { useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CheckboxGroupInput,
  Edit,
  ReferenceField,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Alert, Stack } from '@mui/material';
import { companyUserEditableStatuses, updateCompanyUserSchema } from '@pp/domain';
import { userStatusChoices } from './choices.ts';
import { zhErrorText } from '../data-provider/errors.ts';
import { COMPANY_USER_OPTIONS } from './updateCompanyUser.ts';

interface CompanyUserRecord {
  id: string;
  name?: string;
  companyId?: string | null;
  positionId?: number | null;
  remark?: string | null;
  status?: string;
  userRoles?: { nodes?: ({ role?: { id: string } | null } | null)[] } | null;
}

const resolver = zodResolver(updateCompanyUserSchema);
const statusChoices = userStatusChoices.filter((c) => (companyUserEditableStatuses as readonly string[]).includes(c.id));

const Title = () => {
  const record = useRecordContext<CompanyUserRecord>();
  const translate = useTranslate();
  return <span>{translate('resources.company-user.title', { name: record?.name ?? '' })}</span>;
};

const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const CompanyUserForm = () => {
  const record = useRecordContext<CompanyUserRecord>();
  const companyId = record?.companyId ?? '';
  const { data, error } = useQuery(COMPANY_USER_OPTIONS, { variables: { companyId }, skip: !companyId });
  if (!record) return null;
  const roleIds = (record.userRoles?.nodes ?? []).flatMap((n) => (n?.role?.id ? [n.role.id] : []));
  const positions = (data?.positions?.nodes ?? []).flatMap((p) => (p ? [{ id: p.id, name: p.nameZh || p.name }] : []));
  const roles = (data?.roles?.nodes ?? []).flatMap((r) => (r ? [{ id: r.id, name: r.nameZh || r.name }] : []));
  return (
    <SimpleForm
      record={{ ...record, userId: record.id, roleIds, remark: record.remark ?? '' }}
      resolver={resolver}
      toolbar={<SaveOnlyToolbar />}
    >
      {error && <Alert severity="error">{zhErrorText(error)}</Alert>}
      <Labeled source="companyId">
        <ReferenceField source="companyId" reference="company" link="show" />
      </Labeled>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%', maxWidth: 720 }}>
        <TextInput source="name" isRequired fullWidth />
        <SelectInput source="status" choices={statusChoices} isRequired fullWidth />
      </Stack>
      <SelectInput source="positionId" choices={positions} translateChoice={false} isRequired sx={{ minWidth: 320 }} />
      <CheckboxGroupInput source="roleIds" choices={roles} translateChoice={false} isRequired />
      <TextInput source="remark" multiline minRows={2} fullWidth sx={{ maxWidth: 720 }} />
    </SimpleForm>
  );
};

/** Saved only once the API confirms: a refused change leaves the user as they were. */
export const CompanyUserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" title={<Title />}>
    <CompanyUserForm />
  </Edit>
);
