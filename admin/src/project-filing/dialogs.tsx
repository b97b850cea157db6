// The vendor's decisions on a filing: approve or reject the vendor's approval step (of the filing or of a renewal;
// a rejection needs a comment), and the status update of a filing in effect (signed needs the signing date, cancelled
// a reason; the owner and the submitter may be told). Each form is checked by the command's domain schema before it is
// sent; a refusal from the server shows the code's Chinese text.
import type { ReactNode } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  approveProjectFilingApprovalSchema,
  projectFilingAdminStatuses,
  projectFilingLimits,
  rejectProjectFilingApprovalSchema,
  updateProjectFilingStatusSchema,
} from '@pp/domain';
import { BooleanInput, DateInput, Form, FormDataConsumer, RadioButtonGroupInput, SaveButton, TextInput, useNotify, useTranslate, type FormProps } from 'react-admin';
import { zhErrorText } from '../data-provider/errors.ts';
import {
  ADMIN_APPROVE_PROJECT_FILING_APPROVAL,
  ADMIN_REJECT_PROJECT_FILING_APPROVAL,
  ADMIN_UPDATE_PROJECT_FILING_STATUS,
  type AdminProjectFilingApproval,
} from './projectFilings.graphql.ts';

const p = (key: string) => `resources.project-filing.${key}`;

/** A form dialog: its schema, title, content, confirm button and one answer (done, or the refusal's text). */
const FormDialog = ({
  open,
  onClose,
  title,
  confirm,
  done,
  resolver,
  defaultValues,
  loading,
  run,
  onDone,
  confirmColor,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  confirm: string;
  done: string;
  resolver: FormProps['resolver'];
  defaultValues: Record<string, unknown>;
  loading: boolean;
  run: (values: Record<string, unknown>) => Promise<unknown>;
  onDone: () => void;
  confirmColor?: 'error';
  testId: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await run(values);
      notify(done, { type: 'success' });
      onDone();
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid={testId}>
      <Form resolver={resolver} defaultValues={defaultValues} onSubmit={(v: Record<string, unknown>) => void submit(v)}>
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(p('cancel'))}</Button>
          <SaveButton label={confirm} icon={<span />} color={confirmColor} disabled={loading} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

const emptyToNull = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? null : v);

interface DecisionProps {
  approval: AdminProjectFilingApproval;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

export const ApproveDialog = ({ approval, open, onClose, onDone }: DecisionProps) => {
  const translate = useTranslate();
  const [approve, { loading }] = useMutation(ADMIN_APPROVE_PROJECT_FILING_APPROVAL);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      testId="approve-dialog"
      title={p(approval.renewalId ? 'approve.title_renewal' : 'approve.title')}
      confirm={p('approve.confirm')}
      done={translate(p('approve.done'))}
      resolver={zodResolver(approveProjectFilingApprovalSchema)}
      defaultValues={{ approvalId: approval.id, auditComment: '' }}
      run={(values) =>
        approve({
          variables: { input: { approvalId: approval.id, auditComment: emptyToNull(values.auditComment) as string | null } },
        })
      }
    >
      <TextInput
        source="auditComment"
        label={p('approve.comment')}
        multiline
        minRows={3}
        fullWidth
        helperText={`≤ ${projectFilingLimits.filingTextMax}`}
      />
    </FormDialog>
  );
};

export const RejectDialog = ({ approval, open, onClose, onDone }: DecisionProps) => {
  const translate = useTranslate();
  const [reject, { loading }] = useMutation(ADMIN_REJECT_PROJECT_FILING_APPROVAL);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      confirmColor="error"
      testId="reject-dialog"
      title={p(approval.renewalId ? 'reject.title_renewal' : 'reject.title')}
      confirm={p('reject.confirm')}
      done={translate(p('reject.done'))}
      resolver={zodResolver(rejectProjectFilingApprovalSchema)}
      defaultValues={{ approvalId: approval.id, auditComment: '' }}
      run={(values) => reject({ variables: { input: { approvalId: approval.id, auditComment: String(values.auditComment ?? '') } } })}
    >
      <TextInput
        source="auditComment"
        label={p('reject.comment')}
        multiline
        minRows={3}
        fullWidth
        isRequired
        helperText={`≤ ${projectFilingLimits.filingTextMax}`}
      />
    </FormDialog>
  );
};

const statusChoices = projectFilingAdminStatuses.map((id) => ({ id, name: p(`statuses.${id}`) }));

/** The signing date or the reason, whichever the chosen status needs. */
const StatusDetails = ({ status }: { status: unknown }) => {
  if (status === 'HAVE_SIGNED') return <DateInput source="signDate" label={p('status_update.sign_date')} isRequired fullWidth />;
  if (status === 'CANCELED') {
    return (
      <TextInput
        source="reason"
        label={p('status_update.reason')}
        multiline
        minRows={3}
        fullWidth
        isRequired
        helperText={`≤ ${projectFilingLimits.filingTextMax}`}
      />
    );
  }
  return null;
};

export const StatusUpdateDialog = ({
  filingId,
  open,
  onClose,
  onDone,
}: {
  filingId: string;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const [update, { loading }] = useMutation(ADMIN_UPDATE_PROJECT_FILING_STATUS);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      testId="status-dialog"
      title={p('status_update.title')}
      confirm={p('status_update.confirm')}
      done={translate(p('status_update.done'))}
      resolver={zodResolver(updateProjectFilingStatusSchema)}
      defaultValues={{ filingId, status: 'HAVE_SIGNED', signDate: '', reason: '', notifyRelated: true }}
      run={(values) => {
        const status = values.status as (typeof projectFilingAdminStatuses)[number];
        return update({
          variables: {
            input: {
              filingId,
              status,
              // Only what the chosen status needs is sent.
              signDate: status === 'HAVE_SIGNED' ? (emptyToNull(values.signDate) as string | null) : null,
              reason: status === 'CANCELED' ? (emptyToNull(values.reason) as string | null) : null,
              notifyRelated: values.notifyRelated === true,
            },
          },
        });
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(p('status_update.hint'))}
      </Typography>
      <RadioButtonGroupInput source="status" label={p('status_update.status')} choices={statusChoices} />
      <FormDataConsumer>{({ formData }) => <StatusDetails status={(formData as { status?: unknown }).status} />}</FormDataConsumer>
      <BooleanInput source="notifyRelated" label={p('status_update.notify')} />
    </FormDialog>
  );
};
