// Partner applications: every application (vendor admins see all rows), newest first, searched by company, contact or
// application id and filtered by status and site. A row opens partner-info/<semanticId>.
import { Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { siteChoices } from '../common/choices.ts';
import { ApplicationStatusField, datagridSx, phoneText } from '../common/fields.tsx';
import { partnerApplicationStatusChoices } from './choices.ts';

const filters = (translate: (key: string) => string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.partner.filters.search')} />,
  <SelectInput
    key="applicationStatus"
    source="applicationStatus"
    choices={partnerApplicationStatusChoices}
    alwaysOn
    emptyText="resources.partner.filters.all_statuses"
  />,
  <SelectInput key="site" source="site" choices={siteChoices} alwaysOn emptyText="resources.partner.filters.all_sites" />,
];

export const PartnerApplicationList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <List filters={filters(translate)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid
        rowClick={(_id, _resource, record) => {
          navigate(`/partner-info/${encodeURIComponent(String(record.semanticId))}`);
          return false;
        }}
        bulkActionButtons={false}
        sx={datagridSx}
      >
        <TextField source="semanticId" sortable={false} />
        <TextField source="companyName" sortable={false} />
        <FunctionField source="site" sortable={false} render={(r: { site?: string }) => translate(`pp.enums.site.${r.site ?? ''}`)} />
        <TextField source="contactName" sortable={false} />
        <FunctionField source="contactNumber" sortable={false} render={phoneText} />
        <ApplicationStatusField source="applicationStatus" sortable={false} />
        <DateField source="createdAt" showTime locales="zh-CN" />
        <DateField source="reviewedAt" showTime locales="zh-CN" emptyText="—" />
        <TextField source="approverName" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
};
