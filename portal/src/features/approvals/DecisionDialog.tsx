import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { projectFilingLimits } from '@pp/domain';
import { TextAreaField, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { APPROVE_PROJECT_FILING_APPROVAL, REJECT_PROJECT_FILING_APPROVAL, type ApprovalRow } from './approvals.graphql.ts';
import { approveFormOptions, rejectFormOptions } from './forms.ts';

const FORM_ID = 'pp-approval-decision-form';

type Values = { approvalId: string; auditComment?: string | null };

const ApproveForm = ({ approvalId, onSubmit }: { approvalId: string; onSubmit: (v: Values) => Promise<void> }) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(approveFormOptions(approvalId));
  return (
    <form id={FORM_ID} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <TextAreaField
        control={control}
        name="auditComment"
        id="pp-approval-comment"
        label={t('approvals.comment')}
        help={t('approvals.commentOptional')}
        autoFocus
        maxLength={projectFilingLimits.filingTextMax}
      />
    </form>
  );
};

const RejectForm = ({ approvalId, onSubmit }: { approvalId: string; onSubmit: (v: Values) => Promise<void> }) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(rejectFormOptions(approvalId));
  return (
    <form id={FORM_ID} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <TextAreaField control={control} name="auditComment" id="pp-approval-comment" label={t('approvals.comment')} required autoFocus maxLength={projectFilingLimits.filingTextMax} />
    </form>
  );
};

interface Props {
  decision: { kind: 'approve' | 'reject'; row: ApprovalRow } | undefined;
  onHide: () => void;
  onDone: () => void;
}

/** Approve (optional comment) or reject (comment required) one approval step. */
export const DecisionDialog = ({ decision, onHide, onDone }: Props) => {
  const t = useTranslate();
  const [approve, { loading: approving }] = useMutation(APPROVE_PROJECT_FILING_APPROVAL);
  const [reject, { loading: rejecting }] = useMutation(REJECT_PROJECT_FILING_APPROVAL);
  const sendApprove = useFormCommand({
    run: (v: Values) => approve({ variables: { approvalId: v.approvalId, auditComment: v.auditComment || null } }),
    successKey: 'approvals.approved',
    fallback: fallbacks.approve,
    onDone,
  });
  const sendReject = useFormCommand({
    run: (v: Values) => reject({ variables: { approvalId: v.approvalId, auditComment: v.auditComment ?? '' } }),
    successKey: 'approvals.rejected',
    fallback: fallbacks.reject,
    onDone,
  });
  const isApprove = decision?.kind === 'approve';
  const name = decision?.row.filing?.name ?? '';
  return (
    <Dialog
      header={t(isApprove ? 'approvals.approveTitle' : 'approvals.rejectTitle', { name })}
      visible={Boolean(decision)}
      onHide={onHide}
      style={{ width: 'min(480px, 94vw)' }}
      data-testid="approval-decision-dialog"
      footer={
        <div>
          <Button type="button" label={t('approvals.cancel')} text onClick={onHide} disabled={approving || rejecting} />
          <Button
            type="submit"
            form={FORM_ID}
            label={t(isApprove ? 'approvals.approve' : 'approvals.reject')}
            severity={isApprove ? undefined : 'danger'}
            loading={approving || rejecting}
            data-testid="approval-decision-submit"
          />
        </div>
      }
    >
      {decision &&
        (isApprove ? (
          <ApproveForm key={`a-${decision.row.id}`} approvalId={decision.row.id} onSubmit={sendApprove} />
        ) : (
          <RejectForm key={`r-${decision.row.id}`} approvalId={decision.row.id} onSubmit={sendReject} />
        ))}
    </Dialog>
  );
};
