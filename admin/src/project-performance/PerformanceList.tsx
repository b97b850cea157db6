// Performance records in the back office: every company's records (vendor admins see all rows), 50 a page, newest
// first, searched by performance number, company name and customer name. Records are created and edited in a dialog;
// each row also has its remark and delete dialogs.
import { useState } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Datagrid, DateField, FunctionField, List, TextField, TextInput, TopToolbar, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { datagridSx } from '../common/fields.tsx';
import { PerformanceImportButton } from '../performance-import/index.ts';
import { DeleteDialog, PerformanceFormDialog, RemarkDialog, type PerformanceRecord } from './dialogs.tsx';

const p = (key: string) => `resources.project-performance.${key}`;

const filters = [
  <TextInput key="semanticId" source="semanticId" label={p('filters.semanticId')} alwaysOn resettable />,
  <TextInput key="company" source="company" label={p('filters.company')} alwaysOn resettable />,
  <TextInput key="customer" source="customer" label={p('filters.customer')} alwaysOn resettable />,
];

/** An amount with grouping and two decimals, and its currency. */
export const amountText = (value: string | null | undefined, currency: string | null | undefined): string => {
  if (value === null || value === undefined) return '—';
  const n = Number(value);
  const text = Number.isFinite(n) ? n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : value;
  return `${text} ${currency ?? ''}`.trim();
};

type Dialogs = { kind: 'create' } | { kind: 'edit' | 'remark' | 'delete'; record: PerformanceRecord } | null;

const RowActions = ({ open }: { open: (d: Dialogs) => void }) => {
  const record = useRecordContext<PerformanceRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Button size="small" onClick={() => open({ kind: 'edit', record })}>
        {translate(p('actions.edit'))}
      </Button>
      <Button size="small" onClick={() => open({ kind: 'remark', record })}>
        {translate(p('actions.remark'))}
      </Button>
      <Button size="small" color="error" onClick={() => open({ kind: 'delete', record })}>
        {translate(p('actions.delete'))}
      </Button>
    </Box>
  );
};

export const PerformanceList = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const close = (saved: boolean) => {
    setDialog(null);
    if (saved) refresh();
  };
  return (
    <>
      <List
        filters={filters}
        actions={
          <TopToolbar>
            <Button startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
              {translate(p('actions.create'))}
            </Button>
            <PerformanceImportButton />
          </TopToolbar>
        }
        exporter={false}
        empty={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={50}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx}>
          <TextField source="semanticId" sortable={false} />
          <TextField source="companyName" sortable={false} />
          <FunctionField
            source="projectFilingSemanticId"
            sortable={false}
            render={(r: PerformanceRecord) => (
              <Box>
                <Box>{r.projectFilingSemanticId ?? '—'}</Box>
                <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{r.projectFilingName ?? ''}</Box>
              </Box>
            )}
          />
          <TextField source="customerFullName" sortable={false} />
          <FunctionField
            source="performance"
            textAlign="right"
            render={(r: PerformanceRecord) => <Box sx={{ whiteSpace: 'nowrap' }}>{amountText(r.performance, r.currencyIsoCode)}</Box>}
          />
          <DateField source="effectiveDate" locales="zh-CN" />
          <FunctionField source="projectType" sortable={false} render={(r: PerformanceRecord) => translate(p(`project_types.${r.projectType}`))} />
          <FunctionField
            source="remark"
            sortable={false}
            render={(r: PerformanceRecord) =>
              r.remark ? (
                <Tooltip title={r.remark}>
                  <Box sx={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{r.remark}</Box>
                </Tooltip>
              ) : (
                '—'
              )
            }
          />
          <DateField source="createdAt" showTime locales="zh-CN" />
          <RowActions open={setDialog} />
        </Datagrid>
      </List>
      {dialog?.kind === 'create' && <PerformanceFormDialog record={null} onClose={close} />}
      {dialog?.kind === 'edit' && <PerformanceFormDialog record={dialog.record} onClose={close} />}
      {dialog?.kind === 'remark' && <RemarkDialog record={dialog.record} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDialog record={dialog.record} onClose={close} />}
    </>
  );
};
