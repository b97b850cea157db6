// Company users: the company identities of people, searched by name or e-mail, filtered by company and status.
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { userStatusChoices } from './choices.ts';
import { UserRolesField, datagridSx, positionText } from '../common/fields.tsx';

// SearchInput shows its placeholder as given, so it is translated here. The search box is the list's
// `nameOrEmailContains` condition, which the API answers from the identities' trigram indexes.
const userFilters = (translate: (key: string) => string) => [
  <SearchInput key="nameOrEmailContains" source="nameOrEmailContains" alwaysOn placeholder={translate('resources.company-user.filters.search')} />,
  <ReferenceInput key="companyId" source="companyId" reference="company" alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 320 }} />
  </ReferenceInput>,
  <SelectInput
    key="status"
    source="status"
    choices={userStatusChoices}
    alwaysOn
    emptyText="resources.company-user.filters.all_statuses"
  />,
];

export const CompanyUserList = () => {
  const translate = useTranslate();
  return (
    <List filters={userFilters(translate)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false} sx={datagridSx}>
        <TextField source="name" />
        <TextField source="email" emptyText="—" />
        <ReferenceField source="companyId" reference="company" link="show" sortBy="companyId" />
        <SelectField source="status" choices={userStatusChoices} sortable={false} />
        <UserRolesField source="roleNames" sortable={false} />
        <FunctionField source="position" sortable={false} render={positionText} />
        <DateField source="firstJoinedAt" showTime locales="zh-CN" emptyText="—" />
      </Datagrid>
    </List>
  );
};
