import {
  DateField,
  FunctionField,
  ReferenceArrayField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ApplicationStatusField, phoneText, positionText } from '../common/fields.tsx';
import { RemarkField } from './RemarkField.tsx';
import { RoleChips } from './RoleChips.tsx';

const Title = () => {
  const record = useRecordContext<{ id: string; realName?: string }>();
  const translate = useTranslate();
  return <span>{translate('resources.company-join-application.title', { name: record?.realName ?? '' })}</span>;
};

export const JoinApplicationShow = () => (
  <Show title={<Title />}>
    <SimpleShowLayout>
      <ReferenceField source="companyId" reference="company" link="show" />
      <TextField source="realName" />
      <TextField source="account" emptyText="—" />
      <FunctionField source="contactNumber" render={phoneText} />
      <ApplicationStatusField source="applicationStatus" />
      <DateField source="createdAt" showTime locales="zh-CN" />
      <DateField source="reviewedAt" showTime locales="zh-CN" emptyText="—" />
      <TextField source="approverName" emptyText="—" />
      <TextField source="approvedName" emptyText="—" />
      <FunctionField source="position" render={positionText} />
      <ReferenceArrayField source="roleIds" reference="role">
        <RoleChips />
      </ReferenceArrayField>
      <TextField source="auditComment" emptyText="—" />
      <RemarkField source="remark" />
    </SimpleShowLayout>
  </Show>
);
