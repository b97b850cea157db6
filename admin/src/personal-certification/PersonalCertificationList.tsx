// Personal certifications (/admin/personal-certification): every person's applications (vendor admins see all rows),
// newest first, filtered by status, type and payment method and searched by number or applicant; a row opens its
// detail, personal-certification/<id>. The vendor applies for someone from here (`?isOpen=create` opens that form).
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { businessTimeZone, type PersonalCertificationStatus } from '@pp/domain';
import { Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { datagridSx } from '../common/fields.tsx';
import { CreateDialog } from './CreateDialog.tsx';
import { paymentMethodChoices, statusChoices } from './filters.ts';
import { ADMIN_PERSONAL_CERTIFICATION_TYPES } from './personalCertification.graphql.ts';
import { StatusChip } from './StatusChip.tsx';

const p = (key: string) => `resources.personal-certification.${key}`;
/** Times in the business time zone, as the detail shows them. */
const dateTime = { timeZone: businessTimeZone, hour12: false } as const;

const useFilters = () => {
  const translate = useTranslate();
  const { data } = useQuery(ADMIN_PERSONAL_CERTIFICATION_TYPES);
  const types = (data?.personalCertificationTypes?.nodes ?? []).flatMap((t) => (t ? [{ id: t.id, name: t.name }] : []));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(p('filters.search'))} />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText={p('filters.all_statuses')} />,
    <SelectInput key="typeId" source="typeId" choices={types} alwaysOn emptyText={p('filters.all_types')} translateChoice={false} />,
    <SelectInput key="paymentMethod" source="paymentMethod" choices={paymentMethodChoices} alwaysOn emptyText={p('filters.all_methods')} />,
  ];
};

type Row = { id: string; status: PersonalCertificationStatus; paymentMethod: string; type?: { name?: string | null } | null };

export const PersonalCertificationList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const filters = useFilters();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(params.get('isOpen') === 'create');
  const closeCreate = () => {
    setCreating(false);
    if (params.has('isOpen')) {
      params.delete('isOpen');
      setParams(params, { replace: true });
    }
  };
  return (
    <>
      <List
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={
          <TopToolbar>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="create-button">
              {translate(p('list.create'))}
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid
          rowClick={(id) => {
            navigate(`/personal-certification/${encodeURIComponent(String(id))}`);
            return false;
          }}
          bulkActionButtons={false}
          sx={datagridSx}
        >
          <TextField source="semanticId" sortable={false} />
          <TextField source="applicantName" sortable={false} emptyText="—" />
          <TextField source="realName" sortable={false} />
          <FunctionField source="type" sortable={false} render={(r: Row) => r.type?.name ?? '—'} />
          <TextField source="companyName" sortable={false} emptyText="—" />
          <FunctionField
            source="paymentMethod"
            sortable={false}
            render={(r: Row) => translate(`pp.enums.personal_certification_payment_method.${r.paymentMethod}`)}
          />
          <FunctionField source="status" sortable={false} render={(r: Row) => <StatusChip status={r.status} />} />
          <DateField source="createdAt" showTime locales="zh-CN" options={dateTime} />
        </Datagrid>
      </List>
      {creating && (
        <CreateDialog
          onClose={closeCreate}
          onCreated={(id) => {
            closeCreate();
            navigate(`/personal-certification/${encodeURIComponent(id)}`);
          }}
        />
      )}
    </>
  );
};
