// 公司用户: the company identities of users (users with a company), filtered by company and status.
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  BooleanField,
  useRecordContext,
} from 'react-admin';
import PeopleIcon from '@mui/icons-material/People';
import { choicesOf, userStatusLabels } from '../common/labels.ts';
import { UserRolesField, datagridSx } from '../common/fields.tsx';
import { permissionKeyZh } from '../roles/permission-keys.ts';

const statusChoices = choicesOf(userStatusLabels);

const userFilters = [
  <ReferenceInput key="companyId" source="companyId" reference="company" alwaysOn>
    <AutocompleteInput label="公司" optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 320 }} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" label="状态" choices={statusChoices} alwaysOn emptyText="全部状态" />,
];

type Positioned = { position?: { nameZh?: string | null; name?: string | null } | null };
const positionText = (r: Positioned) => r.position?.nameZh ?? r.position?.name ?? '—';

export const CompanyUserList = () => (
  <List filters={userFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false} sx={datagridSx}>
      <TextField source="name" sortable={false} />
      <TextField source="email" sortable={false} emptyText="—" />
      <ReferenceField source="companyId" reference="company" link="show" sortBy="companyId" />
      <SelectField source="status" choices={statusChoices} sortable={false} />
      <UserRolesField source="roleNames" sortable={false} />
      <FunctionField source="position" sortable={false} render={positionText} />
      <DateField source="firstJoinedAt" showTime locales="zh-CN" sortable={false} emptyText="—" />
    </Datagrid>
  </List>
);

const UserTitle = () => {
  const record = useRecordContext<{ id: string; name?: string }>();
  return <span>公司用户：{record?.name ?? ''}</span>;
};

export const CompanyUserShow = () => (
  <Show title={<UserTitle />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="email" emptyText="—" />
      <ReferenceField source="companyId" reference="company" link="show" />
      <SelectField source="status" choices={statusChoices} />
      <UserRolesField source="roleNames" />
      <FunctionField source="position" render={positionText} />
      <FunctionField
        source="contactNumber"
        render={(r: { contactNumber?: string | null; phonePrefixCountryCode?: string | null }) =>
          r.contactNumber ? `${r.phonePrefixCountryCode ?? ''} ${r.contactNumber}`.trim() : '—'
        }
      />
      <FunctionField
        source="rootUser"
        render={(r: { rootUser?: { username?: string | null; email?: string | null } | null }) =>
          r.rootUser?.username ?? r.rootUser?.email ?? '—'
        }
      />
      <BooleanField source="isOnlyPartnerCompanyInternalAdmin" />
      <BooleanField source="isAddedUserInfo" />
      <TextField source="remark" emptyText="—" />
      <DateField source="firstJoinedAt" showTime locales="zh-CN" emptyText="—" />
      <DateField source="createdAt" showTime locales="zh-CN" />
      <FunctionField
        source="permissionKeys"
        render={(r: { permissionKeys?: string[] | null }) =>
          (r.permissionKeys ?? []).length ? (r.permissionKeys ?? []).map((k) => permissionKeyZh(k)).join('、') : '—'
        }
      />
    </SimpleShowLayout>
  </Show>
);

export const companyUsers = {
  name: 'company-user',
  list: CompanyUserList,
  show: CompanyUserShow,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
