// Join applications: every application (vendor admins see all rows), searched by applicant or company name,
// filtered by status and company; the remark is edited in place.
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceArrayField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { applicationStatusChoices } from './choices.ts';
import { ApplicationStatusField, datagridSx, phoneText } from '../common/fields.tsx';
import { RemarkField } from './RemarkField.tsx';
import { RoleChips } from './RoleChips.tsx';

// SearchInput shows its placeholder as given, so it is translated here.
const filters = (translate: (key: string) => string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.company-join-application.filters.search')} />,
  <SelectInput
    key="applicationStatus"
    source="applicationStatus"
    choices={applicationStatusChoices}
    alwaysOn
    emptyText="resources.company-join-application.filters.all_statuses"
  />,
  <ReferenceInput key="companyId" source="companyId" reference="company" alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 320 }} />
  </ReferenceInput>,
];

export const JoinApplicationList = () => {
  const translate = useTranslate();
  return (
    <List filters={filters(translate)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false} sx={datagridSx}>
        <TextField source="companyName" sortable={false} />
        <TextField source="realName" />
        <TextField source="account" sortable={false} emptyText="—" />
        <FunctionField source="contactNumber" sortable={false} render={phoneText} />
        <ApplicationStatusField source="applicationStatus" sortable={false} />
        <DateField source="createdAt" showTime locales="zh-CN" />
        <DateField source="reviewedAt" showTime locales="zh-CN" emptyText="—" />
        <TextField source="approverName" sortable={false} emptyText="—" />
        <ReferenceArrayField source="roleIds" reference="role" sortable={false}>
          <RoleChips />
        </ReferenceArrayField>
        <RemarkField source="remark" sortable={false} />
      </Datagrid>
    </List>
  );
};
