// The vendor's decisions on a filing: approve or reject the vendor's approval step (of the filing or of a renewal;
// a rejection needs a comment), and the status update of a filing in effect (signed needs the signing date, cancelled
// a reason; the owner and the submitter may be told). Each form is checked by the command's domain schema before it is
// sent; a refusal from the server shows the code's Chinese text.
import { useMutation } from '@apollo/client';
import { Typography } from '@mui/material';
import {
  approveProjectFilingApprovalSchema,
  projectFilingAdminStatuses,
  projectFilingLimits,
  rejectProjectFilingApprovalSchema,
  updateProjectFilingStatusSchema,
} from '@pp/domain';
import { BooleanInput, DateInput, FormDataConsumer, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { DecisionDialog, FormDialog } from '../common/FormDialog.tsx';
import {
  ADMIN_APPROVE_PROJECT_FILING_APPROVAL,
  ADMIN_REJECT_PROJECT_FILING_APPROVAL,
  ADMIN_UPDATE_PROJECT_FILING_STATUS,
  type AdminProjectFilingApproval,
} from './projectFiling.graphql.ts';

const p = (key: string) => `resources.project-filing.${key}`;

const emptyToNull = (v: string | null | undefined): string | null => (v === undefined || v === null || v.trim() === '' ? null : v);

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
    <DecisionDialog
      decision="approve"
      open={open}
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      testId="approve-dialog"
      title={translate(p(approval.renewalId ? 'approve.title_renewal' : 'approve.title'))}
      confirm={p('approve.confirm')}
      cancel={p('cancel')}
      done={translate(p('approve.done'))}
      schema={approveProjectFilingApprovalSchema}
      defaultValues={{ approvalId: approval.id, auditComment: '' }}
      run={(values) => approve({ variables: { input: { approvalId: approval.id, auditComment: values.auditComment || null } } })}
    >
      <TextInput
        source="auditComment"
        label={p('approve.comment')}
        multiline
        minRows={3}
        fullWidth
        helperText={`≤ ${projectFilingLimits.filingTextMax}`}
      />
    </DecisionDialog>
  );
};

export const RejectDialog = ({ approval, open, onClose, onDone }: DecisionProps) => {
  const translate = useTranslate();
  const [reject, { loading }] = useMutation(ADMIN_REJECT_PROJECT_FILING_APPROVAL);
  return (
    <DecisionDialog
      decision="reject"
      open={open}
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      testId="reject-dialog"
      title={translate(p(approval.renewalId ? 'reject.title_renewal' : 'reject.title'))}
      confirm={p('reject.confirm')}
      cancel={p('cancel')}
      done={translate(p('reject.done'))}
      schema={rejectProjectFilingApprovalSchema}
      defaultValues={{ approvalId: approval.id, auditComment: '' }}
      run={(values) => reject({ variables: { input: { approvalId: approval.id, auditComment: values.auditComment } } })}
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
    </DecisionDialog>
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
      title={translate(p('status_update.title'))}
      confirm={p('status_update.confirm')}
      cancel={p('cancel')}
      done={translate(p('status_update.done'))}
      schema={updateProjectFilingStatusSchema}
      defaultValues={{ filingId, status: 'HAVE_SIGNED', signDate: '', reason: '', notifyRelated: true }}
      run={(values) =>
        update({
          variables: {
            input: {
              filingId,
              status: values.status,
              // Only what the chosen status needs is sent.
              signDate: values.status === 'HAVE_SIGNED' ? emptyToNull(values.signDate) : null,
              reason: values.status === 'CANCELED' ? emptyToNull(values.reason) : null,
              notifyRelated: values.notifyRelated === true,
            },
          },
        })
      }
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
