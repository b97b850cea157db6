// The point history (/admin/point-history): every ledger entry of every company, by tab (all, market, product),
// searched by company name and filtered by scenario, action and dates. Vendor admins add or subtract points in the
// create dialog and delete an added lot; whether a lot may still be deleted is the server's decision.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { Button, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Confirm,
  Datagrid,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { companyPointActions, companyPointScenarios } from '@pp/domain';
import { datagridSx } from '../common/fields.tsx';
import { zhErrorText } from '../data-provider/errors.ts';
import { CreatePointDialog } from './CreatePointDialog.tsx';
import { pointHistoryTabs, pointTabOf } from './filters.ts';
import { ADMIN_DELETE_COMPANY_POINT } from './pointHistory.graphql.ts';

const p = (key: string) => `resources.point-history.${key}`;

const scenarioChoices = companyPointScenarios.map((id) => ({ id, name: p(`scenarios.${id}`) }));
const actionChoices = companyPointActions.map((id) => ({ id, name: p(`actions.${id}`) }));

// SearchInput shows its placeholder as given, so it is translated here.
const filters = (translate: (key: string) => string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate(p('filters.search'))} />,
  <SelectInput key="actionScenario" source="actionScenario" label={p('filters.scenario')} choices={scenarioChoices} alwaysOn emptyText="pp.common.all" />,
  <SelectInput key="action" source="action" label={p('filters.action')} choices={actionChoices} alwaysOn emptyText="pp.common.all" />,
  <DateInput key="effectiveFrom" source="effectiveFrom" label={p('filters.effective_from')} alwaysOn />,
  <DateInput key="effectiveTo" source="effectiveTo" label={p('filters.effective_to')} alwaysOn />,
  <DateInput key="createdFrom" source="createdFrom" label={p('filters.created_from')} />,
  <DateInput key="createdTo" source="createdTo" label={p('filters.created_to')} />,
];

/** The tabs: each sets the `tab` filter value (kept in the URL with the other filters). */
const PointTabs = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = pointTabOf(filterValues.tab);
  return (
    <Tabs
      value={current}
      onChange={(_e, tab: string) => {
        const { tab: _old, ...rest } = filterValues as Record<string, unknown>;
        setFilters(tab === 'all' ? rest : { ...rest, tab }, displayedFilters);
      }}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {pointHistoryTabs.map((tab) => (
        <Tab key={tab} value={tab} label={translate(p(`tabs.${tab}`))} />
      ))}
    </Tabs>
  );
};

export interface PointRow {
  id: string;
  type: string;
  action: string;
  point: number;
  remainingPoint: number;
  company?: { id?: string; name?: string | null } | null;
  creatorName?: string | null;
}

/** Delete, offered on positive ADD lots; the server refuses a lot that was used, held or has expired. */
const DeleteLotButton = ({ onDelete }: { label?: string; onDelete: (row: PointRow) => void }) => {
  const record = useRecordContext<PointRow>();
  const translate = useTranslate();
  if (!record || record.action !== 'ADD' || record.point <= 0) return null;
  return (
    <Button size="small" color="error" onClick={() => onDelete(record)}>
      {translate(p('buttons.delete'))}
    </Button>
  );
};

const ListActions = ({ onCreate }: { onCreate: () => void }) => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <Button size="small" startIcon={<AddIcon />} onClick={onCreate} data-testid="point-create">
        {translate(p('buttons.create'))}
      </Button>
    </TopToolbar>
  );
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export const PointHistoryList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PointRow | null>(null);
  const [remove, { loading: removing }] = useMutation(ADMIN_DELETE_COMPANY_POINT);
  return (
    <>
      <List
        filters={filters(translate)}
        actions={<ListActions onCreate={() => setCreating(true)} />}
        exporter={false}
        empty={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
      >
        <PointTabs />
        <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx}>
          <FunctionField source="company" sortable={false} render={(r: PointRow) => r.company?.name ?? '—'} />
          <FunctionField source="type" sortable={false} render={(r: PointRow) => translate(p(`types.${r.type}`))} />
          <FunctionField source="action" sortable={false} render={(r: PointRow) => translate(p(`actions.${r.action}`))} />
          <FunctionField source="point" sortable={false} textAlign="right" render={(r: PointRow) => signed(r.point)} />
          <FunctionField source="remainingPoint" sortable={false} textAlign="right" render={(r: PointRow) => (r.action === 'ADD' ? r.remainingPoint : '—')} />
          <DateField source="effectiveDate" locales="zh-CN" emptyText="—" />
          <DateField source="expiredDate" locales="zh-CN" emptyText="—" />
          <FunctionField
            source="actionScenario"
            sortable={false}
            render={(r: { actionScenario?: string | null }) => (r.actionScenario ? translate(p(`scenarios.${r.actionScenario}`)) : '—')}
          />
          <FunctionField source="source" sortable={false} render={(r: { source?: string | null }) => r.source || '—'} />
          <FunctionField source="remark" sortable={false} render={(r: { remark?: string | null }) => r.remark || '—'} />
          <FunctionField source="creatorName" sortable={false} render={(r: PointRow) => r.creatorName ?? '—'} />
          <DateField source="createdAt" showTime locales="zh-CN" />
          <DeleteLotButton label="" onDelete={(r) => setDeleting(r)} />
        </Datagrid>
      </List>
      {creating && (
        <CreatePointDialog
          onClose={(saved) => {
            setCreating(false);
            if (saved) refresh();
          }}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={removing}
        title={p('delete_dialog.title')}
        content={p('delete_dialog.content')}
        translateOptions={{ company: deleting?.company?.name ?? '', point: deleting?.point ?? '' }}
        confirmColor="warning"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove({ variables: { input: { id: deleting.id } } });
            notify(p('delete_dialog.done'), { type: 'success' });
            refresh();
          } catch (error) {
            notify(zhErrorText(error), { type: 'error' });
          }
          setDeleting(null);
        }}
      />
    </>
  );
};
