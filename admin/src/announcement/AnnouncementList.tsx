// Announcements (/admin/announcement): every announcement by tab (published, unpublished = drafts, delisted), newest
// first, 25 a page, searched by title or name; the tab is kept in the address (`?filter={"status":"DRAFT"}`). A row's
// actions follow its status: a draft is edited, published or deleted; a published one is edited, pinned or unpinned
// (four at most) and delisted; every one shows its push range. New announcements are written on the edit page.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { Box, Button, Chip, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { businessTimeZone, type PublicationStatus } from '@pp/domain';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { datagridSx } from '../common/fields.tsx';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_PIN_ANNOUNCEMENT } from './announcement.graphql.ts';
import { OpenPublicationDialog } from '../common/PublicationDialogs.tsx';
import { PublicationTabs } from '../common/PublicationTabs.tsx';
import { AnalyticsButton } from '../content-analytics/index.ts';
import { announcementDialogs, type AnnouncementRow, type ListDialog } from './dialogs.tsx';
import { editPath, newPath } from './paths.ts';

const p = (key: string) => `resources.announcement.${key}`;
const dateTime = { timeZone: businessTimeZone, hour12: false } as const;


type Row = AnnouncementRow & { status: PublicationStatus; pinnedAt?: string | null; type?: { name: string; color: string } | null };

/** The row's type as a tag in the type's colour (read with the row). */
const TypeChip = ({ type }: { type: Row['type'] }) => (type ? <Chip size="small" label={type.name} sx={{ bgcolor: type.color, color: '#fff' }} /> : null);

/** A row's buttons, as its status allows. */
const RowActions = ({ row, open }: { row: Row; open: (dialog: ListDialog) => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pin, { loading }] = useMutation(ADMIN_PIN_ANNOUNCEMENT);
  const pinned = Boolean(row.pinnedAt);
  const togglePin = async () => {
    try {
      await pin({ variables: { input: { id: row.id, pinned: !pinned } } });
      notify(p(pinned ? 'pin.undone' : 'pin.done'), { type: 'success' });
      refresh();
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    }
  };
  const button = (label: string, onClick: () => void, color?: 'error') => (
    <Button size="small" color={color} onClick={(e) => { e.stopPropagation(); onClick(); }} data-testid={`action-${label}`}>
      {translate(p(`actions.${label}`))}
    </Button>
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {row.status !== 'DELISTED' && button('edit', () => navigate(editPath(row.id)))}
      {row.status === 'DRAFT' && button('publish', () => open('publish'))}
      {row.status === 'DRAFT' && button('delete', () => open('delete'), 'error')}
      {row.status === 'PUBLISHED' && !loading && button(pinned ? 'unpin' : 'pin', () => void togglePin())}
      {row.status === 'PUBLISHED' && button('delist', () => open('delist'), 'error')}
      {button('push_range', () => open('push_range'))}
      {row.status !== 'DRAFT' && <AnalyticsButton kind="ANNOUNCEMENT" id={row.id} />}
    </Stack>
  );
};

export const AnnouncementList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<{ kind: ListDialog; row: Row } | null>(null);
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
            <Button size="small" startIcon={<AddIcon />} onClick={() => navigate(newPath)} data-testid="create-button">
              {translate(p('list.create'))}
            </Button>
          </TopToolbar>
        }
      >
        <PublicationTabs resource="announcement" />
        <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx}>
          <TextField source="semanticId" sortable={false} />
          <FunctionField
            source="title"
            sortable={false}
            render={(r: Row) => (
              <Box component="span">
                {r.title} {r.pinnedAt && <Chip size="small" color="warning" label={translate(p('list.pinned'))} sx={{ ml: 0.5 }} />}
              </Box>
            )}
          />
          <TextField source="name" sortable={false} />
          <FunctionField source="type" sortable={false} render={(r: Row) => <TypeChip type={r.type} />} />
          <FunctionField source="isPublic" sortable={false} render={(r: Row) => translate(p(r.isPublic ? 'list.public' : 'list.targeted'))} />
          <DateField source="publishTime" showTime locales="zh-CN" options={dateTime} sortable={false} emptyText="—" />
          <DateField source="updatedAt" showTime locales="zh-CN" options={dateTime} sortable={false} />
          <FunctionField source="actions" label="" sortable={false} render={(r: Row) => <RowActions row={r} open={(kind) => setDialog({ kind, row: r })} />} />
        </Datagrid>
      </List>
      {dialog && (
        <OpenPublicationDialog
          kind={announcementDialogs}
          dialog={dialog.kind}
          row={dialog.row}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </>
  );
};
