// Deal registrations in the back office: every company's filings (vendor admins see all rows), by tab (a status, or
// the approval step waiting for a decision), searched by company name and filtered by status, dates, amount, owner
// and possible conflict; the filtered list downloads as CSV or XLSX. A row opens the filing's detail.
import { useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Box, Button, CircularProgress, Tab, Tabs } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ProjectFilingStatus } from '@pp/domain';
import { projectFilingStatuses } from '@pp/domain';
import {
  BooleanInput,
  Datagrid,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { datagridSx } from '../common/fields.tsx';
import { ExportRefused, exportFilings, type ExportFormat } from './export.ts';
import { exportMaxRows } from './exportRows.ts';
import { amountText, ConflictTag, FilingStatusChip, waitingDuration } from './fields.tsx';
import { projectFilingTabs, tabOf } from './filters.ts';
import { zhErrorText } from '../data-provider/errors.ts';

const p = (key: string) => `resources.project-filing.${key}`;

const statusChoices = projectFilingStatuses.map((id) => ({ id, name: p(`statuses.${id}`) }));

// SearchInput shows its placeholder as given, so it is translated here.
const filters = (translate: (key: string) => string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate(p('filters.search'))} />,
  <TextInput key="keyword" source="keyword" label={p('filters.keyword')} alwaysOn resettable />,
  <SelectInput key="status" source="status" label={p('fields.status')} choices={statusChoices} alwaysOn emptyText={p('filters.all_statuses')} />,
  <TextInput key="owner" source="owner" label={p('filters.owner')} alwaysOn resettable />,
  <DateInput key="createdFrom" source="createdFrom" label={p('filters.created_from')} alwaysOn />,
  <DateInput key="createdTo" source="createdTo" label={p('filters.created_to')} alwaysOn />,
  <DateInput key="orderDateFrom" source="orderDateFrom" label={p('filters.order_date_from')} />,
  <DateInput key="orderDateTo" source="orderDateTo" label={p('filters.order_date_to')} />,
  <NumberInput key="amountMin" source="amountMin" label={p('filters.amount_min')} min={0} />,
  <NumberInput key="amountMax" source="amountMax" label={p('filters.amount_max')} min={0} />,
  <BooleanInput key="conflict" source="conflict" label={p('filters.conflict')} />,
];

/** The tabs: each sets the `tab` filter value (kept in the URL with the other filters). */
const FilingTabs = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = tabOf(filterValues.tab);
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      onChange={(_e, tab: string) => {
        const { tab: _old, ...rest } = filterValues as Record<string, unknown>;
        setFilters(tab === 'all' ? rest : { ...rest, tab }, displayedFilters);
      }}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {projectFilingTabs.map((tab) => (
        <Tab key={tab} value={tab} label={translate(p(`tabs.${tab}`))} />
      ))}
    </Tabs>
  );
};

/** CSV and XLSX buttons: every row of the current tab and filters, read 100 at a time. */
const ExportButtons = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useApolloClient();
  const { filterValues, total } = useListContext();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async (format: ExportFormat) => {
    setRunning(format);
    setProgress(null);
    try {
      const count = await exportFilings(client, filterValues as Record<string, unknown>, format, translate, (done, all) =>
        setProgress({ done, total: all }),
      );
      notify(translate(p('export.done'), { count }), { type: 'success' });
    } catch (error) {
      if (error instanceof ExportRefused) {
        notify(translate(p(`export.${error.reason}`), { total: error.total, max: exportMaxRows }), { type: 'warning' });
      } else {
        notify(zhErrorText(error), { type: 'error' });
      }
    } finally {
      setRunning(null);
      setProgress(null);
    }
  };

  return (
    <>
      {running && progress && (
        <Box component="span" sx={{ alignSelf: 'center', fontSize: 13, color: 'text.secondary', mr: 1 }} data-testid="export-progress">
          {translate(p('export.running'), { done: progress.done, total: progress.total })}
        </Box>
      )}
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          startIcon={running === format ? <CircularProgress size={14} /> : <DownloadIcon />}
          disabled={running !== null || total === 0}
          onClick={() => void run(format)}
        >
          {translate(p(`export.${format}`))}
        </Button>
      ))}
    </>
  );
};

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButtons />
  </TopToolbar>
);

type Row = {
  status: ProjectFilingStatus;
  possibleConflict?: boolean | null;
  estimatedOrderBudget?: string | null;
  currencyIsoCode?: string | null;
  company?: { name?: string | null } | null;
  vendorWaitingSince?: string | null;
};

/** The rows; the tabs of steps waiting for the vendor also show how long each has waited. */
const FilingGrid = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const tab = tabOf(filterValues.tab);
  const vendorQueue = tab === 'vendor_review' || tab === 'renewal_review';
  return (
    <Datagrid rowClick="show" bulkActionButtons={false} sx={datagridSx}>
      <TextField source="semanticId" />
      <TextField source="name" />
      <FunctionField source="company" sortable={false} render={(r: Row) => r.company?.name ?? '—'} />
      <TextField source="customerFullName" />
      <FunctionField source="estimatedOrderBudget" render={(r: Row) => amountText(r.estimatedOrderBudget, r.currencyIsoCode)} textAlign="right" />
      <FunctionField source="status" sortable={false} render={(r: Row) => <FilingStatusChip status={r.status} />} />
      <FunctionField source="possibleConflict" sortable={false} render={(r: Row) => (r.possibleConflict ? <ConflictTag /> : null)} />
      {vendorQueue && (
        <FunctionField
          source="vendorWaitingSince"
          sortable={false}
          render={(r: Row) => (r.vendorWaitingSince ? waitingDuration(r.vendorWaitingSince, translate) : '—')}
        />
      )}
      <DateField source="validUntilDate" locales="zh-CN" emptyText="—" />
      <DateField source="createdAt" showTime locales="zh-CN" />
    </Datagrid>
  );
};

export const ProjectFilingList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={filters(translate)}
      actions={<ListActions />}
      exporter={false}
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <FilingTabs />
      <FilingGrid />
    </List>
  );
};
