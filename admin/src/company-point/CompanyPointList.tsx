// Companies with their points (/admin/company-point): each company's market and product totals (the sums of its
// available lots), searched by company name; a row opens the company's lots.
import { Datagrid, FunctionField, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { datagridSx } from '../common/fields.tsx';

type Totals = { totalMarketPoints?: number | string | null; totalProductPoints?: number | string | null };

/** A total as a whole number (the API may carry big integers as strings). */
export const pointsText = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '—' : new Intl.NumberFormat('zh-CN').format(Number(value));

// The search box is the list's `nameContains` condition: the company names' trigram index finds the matches (a
// filter on the name would test every company the list may read).
const filters = (translate: (key: string) => string) => [
  <SearchInput key="nameContains" source="nameContains" alwaysOn placeholder={translate('resources.company-point.filters.search')} />,
];

export const CompanyPointList = () => {
  const translate = useTranslate();
  return (
    <List filters={filters(translate)} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} sx={datagridSx}>
        <TextField source="name" />
        <FunctionField source="totalMarketPoints" sortable={false} textAlign="right" render={(r: Totals) => pointsText(r.totalMarketPoints)} />
        <FunctionField source="totalProductPoints" sortable={false} textAlign="right" render={(r: Totals) => pointsText(r.totalProductPoints)} />
      </Datagrid>
    </List>
  );
};
