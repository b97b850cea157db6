// The vendor's decisions on one announcement from the list, each a confirmation sent as its command (a refusal shows
// the code's Chinese text and changes nothing): publish a draft, delist a published one, delete a draft; and its push
// range (how many people and companies it reaches).
import { useMutation, useQuery } from '@apollo/client';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { z } from 'zod';
import { Loading, useTranslate } from 'react-admin';
import { FormDialog } from '../common/FormDialog.tsx';
import { zhErrorText } from '../data-provider/errors.ts';
import {
  ADMIN_ANNOUNCEMENT_PUSH_RANGE,
  ADMIN_DELETE_ANNOUNCEMENT,
  ADMIN_DELIST_ANNOUNCEMENT,
  ADMIN_PUBLISH_ANNOUNCEMENT,
} from './announcement.graphql.ts';

const p = (key: string) => `resources.announcement.${key}`;
const idSchema = z.object({ id: z.string() });

/** The row a dialog acts on. */
export interface AnnouncementRow {
  id: string;
  title: string;
  isPublic: boolean;
}

export type ListDialog = 'publish' | 'delist' | 'delete' | 'push_range';

interface Props {
  row: AnnouncementRow;
  onClose: () => void;
  onDone: () => void;
}

/** Publish, delist or delete: one confirmation each, named by its texts (`<name>.title`, `.text`, `.confirm`, `.done`). */
const Confirm = ({ row, name, onClose, onDone }: Props & { name: 'publish' | 'delist' | 'delete' }) => {
  const translate = useTranslate();
  const mutation = { publish: ADMIN_PUBLISH_ANNOUNCEMENT, delist: ADMIN_DELIST_ANNOUNCEMENT, delete: ADMIN_DELETE_ANNOUNCEMENT }[name];
  const [run, { loading }] = useMutation(mutation);
  return (
    <FormDialog
      schema={idSchema}
      defaultValues={{ id: row.id }}
      run={(v) => run({ variables: { input: { id: v.id } } })}
      onClose={onClose}
      onDone={onDone}
      title={translate(p(`${name}.title`))}
      confirm={p(`${name}.confirm`)}
      cancel={p('cancel')}
      done={p(`${name}.done`)}
      confirmColor={name === 'publish' ? undefined : 'error'}
      loading={loading}
      testId={`${name}-dialog`}
    >
      <Typography>{translate(p(`${name}.text`), { title: row.title })}</Typography>
    </FormDialog>
  );
};

/** How many people and companies the announcement reaches, counted by the server with its strategy. */
const PushRange = ({ row, onClose }: Omit<Props, 'onDone'>) => {
  const translate = useTranslate();
  const { data, loading, error } = useQuery(ADMIN_ANNOUNCEMENT_PUSH_RANGE, { variables: { id: row.id }, fetchPolicy: 'network-only' });
  const range = data?.announcementPushRange;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="push-range-dialog">
      <DialogTitle>{translate(p('push_range.title'))}</DialogTitle>
      <DialogContent>
        {loading && <Loading />}
        {error && <Typography color="error">{zhErrorText(error)}</Typography>}
        {row.isPublic && <Typography sx={{ mb: 1 }}>{translate(p('push_range.public'))}</Typography>}
        {range && (
          <>
            <Typography data-testid="push-range-people">{translate(p('push_range.people'), { count: range.people ?? 0 })}</Typography>
            <Typography data-testid="push-range-companies">{translate(p('push_range.companies'), { count: range.companies ?? 0 })}</Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(p('push_range.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** The open dialog, if any. */
export const OpenListDialog = ({ dialog, ...props }: Props & { dialog: ListDialog | null }) => {
  switch (dialog) {
    case 'publish':
    case 'delist':
    case 'delete':
      return <Confirm {...props} name={dialog} />;
    case 'push_range':
      return <PushRange row={props.row} onClose={props.onClose} />;
    default:
      return null;
  }
};
