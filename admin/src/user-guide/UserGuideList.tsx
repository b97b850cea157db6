// The user guide's pages (/admin/user-guide), in the order readers see them (smaller order first): each is edited on its
// own page or deleted after a confirmation; a new page is written on the edit page.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { z } from 'zod';
import { businessTimeZone } from '@pp/domain';
import { Datagrid, DateField, FunctionField, List, NumberField, TextField, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { datagridSx } from '../common/fields.tsx';
import { FormDialog } from '../common/FormDialog.tsx';
import { editPath, newPath } from './paths.ts';
import { ADMIN_DELETE_USER_GUIDE_PAGE } from './userGuide.graphql.ts';

const p = (key: string) => `resources.user-guide.${key}`;
const dateTime = { timeZone: businessTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;

interface Row {
  id: number;
  title: string;
  sortOrder: number;
}

const DeleteDialog = ({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => void }) => {
  const translate = useTranslate();
  const [run, { loading }] = useMutation(ADMIN_DELETE_USER_GUIDE_PAGE);
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
      <Typography>{translate(p('delete.text'), { title: row.title })}</Typography>
    </FormDialog>
  );
};

export const UserGuideList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const [deleting, setDeleting] = useState<Row | null>(null);
  return (
    <>
      <List
        sort={{ field: 'sortOrder', order: 'ASC' }}
        perPage={50}
        exporter={false}
        // an empty guide still shows the list's toolbar, with its button for a new page
        empty={false}
        actions={
          <TopToolbar>
            <Button size="small" startIcon={<AddIcon />} onClick={() => navigate(newPath)} data-testid="create-button">
              {translate(p('list.create'))}
            </Button>
          </TopToolbar>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
          {translate(p('list.intro'))}
        </Typography>
        <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx}>
          <NumberField source="sortOrder" sortable={false} />
          <TextField source="title" sortable={false} />
          <DateField source="updatedAt" showTime locales="zh-CN" options={dateTime} sortable={false} />
          <FunctionField
            source="actions"
            label=""
            sortable={false}
            render={(r: Row) => (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => navigate(editPath(r.id))} data-testid="action-edit">
                  {translate(p('actions.edit'))}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(r)} data-testid="action-delete">
                  {translate(p('actions.delete'))}
                </Button>
              </Stack>
            )}
          />
        </Datagrid>
      </List>
      {deleting && (
        <DeleteDialog
          row={deleting}
          onClose={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            refresh();
          }}
        />
      )}
    </>
  );
};
