// The creation log of redeem codes: every creation (vendor admins see all rows), newest first, filtered by
// certification type; a row expands into its codes. The create dialog shows the new codes to copy; each row's remark
// has its dialog.
import { useState } from 'react';
import { Box, Button, IconButton, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Datagrid, DateField, FunctionField, List, NumberField, SelectInput, TextField, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { datagridSx } from '../common/fields.tsx';
import { RedeemCodePanel } from './codes.tsx';
import { CreatedCodesDialog, CreateRedeemCodesDialog, RemarkDialog, useTypeChoices, type RedeemCodeLog } from './dialogs.tsx';

const p = (key: string) => `resources.personal-certification-redeem.${key}`;

/** Dates and names on one line. */
const listSx = { ...datagridSx, '& td.column-validateDate, & td.column-expiredDate, & td.column-creatorName': { whiteSpace: 'nowrap' } } as const;

type Row = RedeemCodeLog & { type?: { name?: string | null } | null };
type Dialogs = { kind: 'create' } | { kind: 'created'; codes: string[] } | { kind: 'remark'; record: RedeemCodeLog } | null;

export const RedeemCodeLogList = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const typeChoices = useTypeChoices();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const filters = [<SelectInput key="typeId" source="typeId" choices={typeChoices} alwaysOn emptyText={p('filters.all_types')} />];
  return (
    <>
      <List
        filters={filters}
        actions={
          <TopToolbar>
            <Button startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
              {translate(p('actions.create'))}
            </Button>
          </TopToolbar>
        }
        exporter={false}
        empty={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
      >
        <Datagrid bulkActionButtons={false} rowClick="expand" expand={<RedeemCodePanel />} sx={listSx}>
          <TextField source="reason" sortable={false} />
          <FunctionField source="type" sortable={false} render={(r: Row) => r.type?.name ?? '—'} />
          <NumberField source="number" sortable={false} />
          <TextField source="validateDate" sortable={false} />
          <TextField source="expiredDate" sortable={false} />
          <NumberField source="usedCount" sortable={false} />
          <NumberField source="unusedCount" sortable={false} />
          <TextField source="creatorName" sortable={false} emptyText="—" />
          <DateField source="createdAt" showTime locales="zh-CN" />
          <FunctionField
            source="remark"
            sortable={false}
            render={(r: Row) => (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Tooltip title={r.remark ?? ''}>
                  <Box sx={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{r.remark ?? '—'}</Box>
                </Tooltip>
                <IconButton
                  size="small"
                  aria-label={translate(p('actions.remark'))}
                  data-testid="edit-remark"
                  onClick={(e) => {
                    e.stopPropagation();
                    setDialog({ kind: 'remark', record: r });
                  }}
                >
                  <EditNoteIcon fontSize="small" />
                </IconButton>
              </Stack>
            )}
          />
        </Datagrid>
      </List>
      {dialog?.kind === 'create' && (
        <CreateRedeemCodesDialog
          onClose={() => setDialog(null)}
          onCreated={(codes) => {
            setDialog({ kind: 'created', codes });
            refresh();
          }}
        />
      )}
      {dialog?.kind === 'created' && <CreatedCodesDialog codes={dialog.codes} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'remark' && (
        <RemarkDialog
          record={dialog.record}
          onClose={(saved) => {
            setDialog(null);
            if (saved) refresh();
          }}
        />
      )}
    </>
  );
};
