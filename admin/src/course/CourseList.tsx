// Courses (/admin/course): every course, by order (smaller first), 50 a page, filtered by certification type and
// searched by name. Each row shows its type, name, count of coursewares, order, whether it is enabled and its last
// change (UTC+8); it is edited in the course's dialog or deleted after a confirmation. A new course is the same dialog.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { z } from 'zod';
import { businessTimeZone } from '@pp/domain';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { datagridSx } from '../common/fields.tsx';
import { FormDialog } from '../common/FormDialog.tsx';
import { ADMIN_DELETE_COURSE } from './course.graphql.ts';
import { CourseDialog } from './CourseDialog.tsx';
import { useTypeChoices } from './types.ts';

const p = (key: string) => `resources.course.${key}`;
const dateTime = { timeZone: businessTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;

interface Row {
  id: number;
  name: string;
  sortOrder: number;
  isEnabled: boolean;
  type?: { id: number; name: string } | null;
  courseCoursewares?: { totalCount: number } | null;
}

const DeleteDialog = ({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) => {
  const translate = useTranslate();
  const [run, { loading }] = useMutation(ADMIN_DELETE_COURSE);
  return (
    <FormDialog
      schema={z.object({ id: z.number() })}
      defaultValues={{ id: row.id }}
      run={(v) => run({ variables: { input: { id: v.id } } })}
      onClose={onClose}
      onDone={onDone}
      title={translate(p('delete.title'))}
      confirm={p('delete.confirm')}
      cancel={p('cancel')}
      done={p('delete.done')}
      confirmColor="error"
      loading={loading}
      testId="delete-dialog"
    >
      <Typography>{translate(p('delete.text'), { name: row.name })}</Typography>
    </FormDialog>
  );
};

type Open = { kind: 'edit'; id: number | null } | { kind: 'delete'; row: Row };

export const CourseList = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const typeChoices = useTypeChoices();
  const [dialog, setDialog] = useState<Open | null>(null);
  const done = () => {
    setDialog(null);
    refresh();
  };
  const filters = [
    <SelectInput key="typeId" source="typeId" choices={typeChoices} translateChoice={false} alwaysOn emptyText={p('filters.all_types')} />,
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(p('filters.search'))} />,
  ];
  return (
    <>
      <List
        filters={filters}
        sort={{ field: 'sortOrder', order: 'ASC' }}
        perPage={50}
        exporter={false}
        // no course yet still shows the list's toolbar, with its button for a new one
        empty={false}
        actions={
          <TopToolbar>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'edit', id: null })} data-testid="create-button">
              {translate(p('list.create'))}
            </Button>
          </TopToolbar>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
          {translate(p('list.intro'))}
        </Typography>
        <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx}>
          <FunctionField source="type" sortable={false} render={(r: Row) => r.type?.name ?? '—'} />
          <TextField source="name" sortable={false} />
          <FunctionField
            source="coursewareCount"
            sortable={false}
            render={(r: Row) => <span data-testid="courseware-count">{r.courseCoursewares?.totalCount ?? 0}</span>}
          />
          <NumberField source="sortOrder" sortable={false} />
          <FunctionField
            source="isEnabled"
            sortable={false}
            render={(r: Row) => (
              <Typography component="span" variant="body2" color={r.isEnabled ? 'success.main' : 'text.secondary'} data-testid="enabled">
                {translate(p(r.isEnabled ? 'list.enabled' : 'list.disabled'))}
              </Typography>
            )}
          />
          <DateField source="updatedAt" showTime locales="zh-CN" options={dateTime} sortable={false} />
          <FunctionField
            source="actions"
            label=""
            sortable={false}
            render={(r: Row) => (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setDialog({ kind: 'edit', id: r.id })} data-testid="action-edit">
                  {translate(p('actions.edit'))}
                </Button>
                <Button size="small" color="error" onClick={() => setDialog({ kind: 'delete', row: r })} data-testid="action-delete">
                  {translate(p('actions.delete'))}
                </Button>
              </Stack>
            )}
          />
        </Datagrid>
      </List>
      {dialog?.kind === 'edit' && <CourseDialog id={dialog.id} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'delete' && <DeleteDialog row={dialog.row} onClose={() => setDialog(null)} onDone={done} />}
    </>
  );
};
