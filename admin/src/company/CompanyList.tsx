// Companies: searched by name, filtered by site and scale, sorted by name, industry or creation time.
import {
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { siteChoices } from '../common/choices.ts';
import { scaleChoices } from './choices.ts';
import { datagridSx } from '../common/fields.tsx';

// SearchInput shows its placeholder as given, so it is translated here. The search box is the list's `nameContains`
// condition: the company names' trigram index finds the matches (a filter on the name would test every company).
const companyFilters = (translate: (key: string) => string) => [
  <SearchInput key="nameContains" source="nameContains" alwaysOn placeholder={translate('resources.company.filters.search')} />,
  <SelectInput key="site" source="site" choices={siteChoices} alwaysOn emptyText="resources.company.filters.all_sites" />,
  <SelectInput key="scale" source="scale" choices={scaleChoices} alwaysOn emptyText="resources.company.filters.all_scales" />,
];

export const CompanyList = () => {
  const translate = useTranslate();
  return (
    <List filters={companyFilters(translate)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false} sx={datagridSx}>
        <TextField source="name" />
        <SelectField source="site" choices={siteChoices} sortable={false} />
        <TextField source="industry" emptyText="—" />
        <SelectField source="scale" choices={scaleChoices} sortable={false} emptyText="—" />
        <NumberField source="joinedUserCount" sortable={false} />
        <DateField source="createdAt" showTime locales="zh-CN" />
      </Datagrid>
    </List>
  );
};
