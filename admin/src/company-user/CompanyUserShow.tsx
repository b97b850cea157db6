import {
  BooleanField,
  DateField,
  FunctionField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { userStatusChoices } from './choices.ts';
import { UserRolesField, phoneText, positionText } from '../common/fields.tsx';
import { permissionKeyZh } from '../common/permissionKeys.ts';

const UserTitle = () => {
  const record = useRecordContext<{ id: string; name?: string }>();
  const translate = useTranslate();
  return <span>{translate('resources.company-user.title', { name: record?.name ?? '' })}</span>;
};

export const CompanyUserShow = () => (
  <Show title={<UserTitle />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="email" emptyText="—" />
      <ReferenceField source="companyId" reference="company" link="show" />
      <SelectField source="status" choices={userStatusChoices} />
      <UserRolesField source="roleNames" />
      <FunctionField source="position" render={positionText} />
      <FunctionField source="contactNumber" render={phoneText} />
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
