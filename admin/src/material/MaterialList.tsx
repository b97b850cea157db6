// Resource materials (/admin/material): every material by tab (published, unpublished = drafts, delisted), newest
// first, 25 a page, searched by name; the tab is kept in the address (`?filter={"status":"DRAFT"}`). Each row shows its
// number, name, types, products, file type (a file previewed as the vendor's, MA-2; a link opened), public or
// targeted, publish time and last change (UTC+8). A row's actions follow its status: a draft is edited, published
// or deleted; a published one is edited or delisted; every one shows its push range. A new material and an edit are
// the publish-or-edit dialog, not a page.
import { useState } from 'react';
import { Box, Button, Chip, Link, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { businessTimeZone, type MaterialFileType, type PublicationStatus } from '@pp/domain';
import { Datagrid, DateField, FunctionField, List, SearchInput, TextField, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { datagridSx } from '../common/fields.tsx';
import { OpenPublicationDialog } from '../common/PublicationDialogs.tsx';
import { PublicationTabs } from '../common/PublicationTabs.tsx';
import { AnalyticsButton } from '../content-analytics/index.ts';
import { materialDialogs, type ListDialog, type MaterialRow } from './dialogs.tsx';
import { MaterialDialog } from './MaterialDialog.tsx';
import { useMaterialPreview } from './preview.ts';

const p = (key: string) => `resources.material.${key}`;
const dateTime = { timeZone: businessTimeZone, hour12: false } as const;


type Named = { name: string; nameZh: string } | null | undefined;
type Row = MaterialRow & {
  status: PublicationStatus;
  fileType: MaterialFileType;
  fileId?: string | null;
  link?: string | null;
  resourceMaterialTypeLinks?: { nodes: ({ type?: Named } | null)[] } | null;
  resourceMaterialProducts?: { nodes: ({ product?: Named } | null)[] } | null;
};

/** Names as small tags (their Chinese names). */
const Tags = ({ names, testId }: { names: string[]; testId: string }) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap data-testid={testId}>
    {names.map((n) => (
      <Chip key={n} size="small" label={n} />
    ))}
  </Stack>
);
const namesOf = (items: readonly (Named | undefined)[]): string[] => items.flatMap((i) => (i ? [i.nameZh || i.name] : []));

/** The file type, with the file's preview (as the vendor, whatever the material's rules) or the link opened. */
const FileCell = ({ row }: { row: Row }) => {
  const translate = useTranslate();
  const preview = useMaterialPreview();
  const label = translate(`pp.enums.material_file_type.${row.fileType}`);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box component="span">{label}</Box>
      {row.fileType === 'URL' && row.link ? (
        <Link href={row.link} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()} data-testid="open-link">
          {translate(p('list.open_link'))}
        </Link>
      ) : row.fileId ? (
        <Button
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            void preview(row.fileId!);
          }}
          data-testid="preview"
        >
          {translate(p('list.preview'))}
        </Button>
      ) : null}
    </Stack>
  );
};

/** A row's buttons, as its status allows. */
const RowActions = ({ row, open }: { row: Row; open: (dialog: ListDialog | 'edit') => void }) => {
  const translate = useTranslate();
  const button = (label: ListDialog | 'edit', color?: 'error') => (
    <Button size="small" color={color} onClick={(e) => { e.stopPropagation(); open(label); }} data-testid={`action-${label}`}>
      {translate(p(`actions.${label}`))}
    </Button>
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {row.status !== 'DELISTED' && button('edit')}
      {row.status === 'DRAFT' && button('publish')}
      {row.status === 'DRAFT' && button('delete', 'error')}
      {row.status === 'PUBLISHED' && button('delist', 'error')}
      {button('push_range')}
      {row.status !== 'DRAFT' && <AnalyticsButton kind="MATERIAL" id={row.id} />}
    </Stack>
  );
};

type Open = { kind: ListDialog; row: Row } | { kind: 'edit'; id: string | null };

export const MaterialList = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Open | null>(null);
  const done = () => {
    setDialog(null);
    refresh();
  };
  return (
    <>
      <List
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate(p('filters.search'))} />]}
        filterDefaultValues={{ status: 'PUBLISHED' }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={
          <TopToolbar>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'edit', id: null })} data-testid="create-button">
              {translate(p('list.create'))}
            </Button>
          </TopToolbar>
        }
      >
        <PublicationTabs resource="material" />
        <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx}>
          <TextField source="semanticId" sortable={false} />
          <TextField source="name" sortable={false} />
          <FunctionField
            source="types"
            sortable={false}
            render={(r: Row) => <Tags testId="types" names={namesOf((r.resourceMaterialTypeLinks?.nodes ?? []).map((n) => n?.type))} />}
          />
          <FunctionField
            source="products"
            sortable={false}
            render={(r: Row) => <Tags testId="products" names={namesOf((r.resourceMaterialProducts?.nodes ?? []).map((n) => n?.product))} />}
          />
          <FunctionField source="fileType" sortable={false} render={(r: Row) => <FileCell row={r} />} />
          <FunctionField source="isPublic" sortable={false} render={(r: Row) => translate(p(r.isPublic ? 'list.public' : 'list.targeted'))} />
          <DateField source="publishTime" showTime locales="zh-CN" options={dateTime} sortable={false} emptyText="—" />
          <DateField source="updatedAt" showTime locales="zh-CN" options={dateTime} sortable={false} />
          <FunctionField
            source="actions"
            label=""
            sortable={false}
            render={(r: Row) => <RowActions row={r} open={(kind) => setDialog(kind === 'edit' ? { kind, id: r.id } : { kind, row: r })} />}
          />
        </Datagrid>
      </List>
      {dialog?.kind === 'edit' && <MaterialDialog id={dialog.id} onClose={() => setDialog(null)} onDone={done} />}
      {dialog && dialog.kind !== 'edit' && <OpenPublicationDialog kind={materialDialogs} dialog={dialog.kind} row={dialog.row} onClose={() => setDialog(null)} onDone={done} />}
    </>
  );
};
