// Company certifications (/admin/company-certification): every company's applications (vendor admins see all rows),
// newest first, searched by company name and filtered by status (a label standing for its statuses; `?status=reviewing`
// opens the list filtered). A row opens its detail, company-certification-detail/<id>.
import { useEffect } from 'react';
import type { CompanyCertificationStatus } from '@pp/domain';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, useListContext, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { datagridSx } from '../common/fields.tsx';
import { CertificationStatusChip } from './CertificationStatusChip.tsx';
import { statusFilterChoices, statusFilterOf } from './filters.ts';
import { businessDateTime, levelName } from './forms.ts';

const p = (key: string) => `resources.company-certification.${key}`;

const filters = (translate: (key: string) => string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate(p('filters.search'))} />,
  <SelectInput key="status" source="status" label={p('filters.status')} choices={statusFilterChoices} alwaysOn emptyText={p('filters.all_statuses')} />,
];

/** The `status` query parameter (a label of the status filter) becomes the list's status filter. */
const StatusParameter = () => {
  const [params] = useSearchParams();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const label = statusFilterOf(params.get('status'));
  useEffect(() => {
    if (label && filterValues.status !== label) setFilters({ ...filterValues, status: label }, displayedFilters, false);
    // only when the address names another label
  }, [label]);
  return null;
};

type Level = { name: string; nameZh: string } | null | undefined;
type Row = {
  id: string;
  status: CompanyCertificationStatus;
  plan?: { nameZh?: string | null; name?: string | null } | null;
  appliedLevel?: Level;
  approvedLevel?: Level;
  createdAt?: string;
};

export const CompanyCertificationList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <List filters={filters(translate)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <StatusParameter />
      <Datagrid
        rowClick={(id) => {
          navigate(`/company-certification-detail/${encodeURIComponent(String(id))}`);
          return false;
        }}
        bulkActionButtons={false}
        sx={datagridSx}
      >
        <TextField source="companyName" sortable={false} />
        <FunctionField source="plan" sortable={false} render={(r: Row) => r.plan?.nameZh ?? r.plan?.name ?? '—'} />
        <FunctionField source="appliedLevel" sortable={false} render={(r: Row) => levelName(r.appliedLevel) ?? '—'} />
        <FunctionField source="approvedLevel" sortable={false} render={(r: Row) => levelName(r.approvedLevel) ?? '—'} />
        <FunctionField source="status" sortable={false} render={(r: Row) => <CertificationStatusChip status={r.status} />} />
        <TextField source="applicantName" sortable={false} emptyText="—" />
        <FunctionField source="createdAt" render={(r: Row) => businessDateTime(r.createdAt)} />
      </Datagrid>
    </List>
  );
};
