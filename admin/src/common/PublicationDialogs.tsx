// The vendor's decisions on one published item (an announcement, a material) from its list, each a confirmation sent
// as its command (a refusal shows the code's Chinese text and changes nothing): publish a draft, delist a published
// one, delete a draft; and its push range (how many people and companies it reaches). Each kind gives its commands,
// its push-range query and its texts (`resources.<resource>.publish.title`, `.text`, `.confirm`, `.done`, and the same
// for delist, delete and push_range).
import { useMutation, useQuery, type DocumentNode } from '@apollo/client';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { z } from 'zod';
import { Loading, useTranslate } from 'react-admin';
import { FormDialog } from './FormDialog.tsx';
import { zhErrorText } from '../data-provider/errors.ts';

/** What one kind of item gives the dialogs. */
export interface PublicationKindDialogs {
  /** The react-admin resource whose texts the dialogs read. */
  resource: string;
  /** The commands, each taking `{ input: { id } }`. */
  publish: DocumentNode;
  delist: DocumentNode;
  delete: DocumentNode;
  /** The push range's query (taking `{ id }`) and where its answer is. */
  pushRange: DocumentNode;
  rangeOf: (data: unknown) => { people?: number | null; companies?: number | null } | null | undefined;
}

/** The row a dialog acts on (its title or its name is named in the confirmation's text). */
export interface PublicationRow {
  id: string;
  title?: string;
  name?: string;
  isPublic: boolean;
}

export type PublicationDialog = 'publish' | 'delist' | 'delete' | 'push_range';

interface Props {
  kind: PublicationKindDialogs;
  row: PublicationRow;
  onClose: () => void;
  onDone: () => void;
}

const idSchema = z.object({ id: z.string() });

/** Publish, delist or delete: one confirmation each, named by its texts. */
const Confirm = ({ kind, row, name, onClose, onDone }: Props & { name: 'publish' | 'delist' | 'delete' }) => {
  const translate = useTranslate();
  const p = (key: string) => `resources.${kind.resource}.${key}`;
  const [run, { loading }] = useMutation(kind[name]);
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
      <Typography>{translate(p(`${name}.text`), { title: row.title, name: row.name })}</Typography>
    </FormDialog>
  );
};

/** How many people and companies the item reaches, counted by the server with its strategy. */
const PushRange = ({ kind, row, onClose }: Omit<Props, 'onDone'>) => {
  const translate = useTranslate();
  const p = (key: string) => `resources.${kind.resource}.${key}`;
  const { data, loading, error } = useQuery(kind.pushRange, { variables: { id: row.id }, fetchPolicy: 'network-only' });
  const range = kind.rangeOf(data);
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

/** The open dialog of an item's list, if any. */
export const OpenPublicationDialog = ({ dialog, ...props }: Props & { dialog: PublicationDialog | null }) => {
  switch (dialog) {
    case 'publish':
    case 'delist':
    case 'delete':
      return <Confirm {...props} name={dialog} />;
    case 'push_range':
      return <PushRange kind={props.kind} row={props.row} onClose={props.onClose} />;
    default:
      return null;
  }
};
