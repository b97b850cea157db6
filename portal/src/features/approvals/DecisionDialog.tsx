import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { projectFilingLimits } from '@pp/domain';
import { DecisionDialog as ReviewDecisionDialog, TextAreaField } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { APPROVE_PROJECT_FILING_APPROVAL, REJECT_PROJECT_FILING_APPROVAL, type ApprovalRow } from './approvals.graphql.ts';
import { approveFormOptions, rejectFormOptions } from './forms.ts';

const FORM_ID = 'pp-approval-decision-form';

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
  const row = decision?.row;
  const common = {
    formId: FORM_ID,
    cancelLabel: t('approvals.cancel'),
    loading: approving || rejecting,
    onHide,
    testId: 'approval-decision-dialog',
    submitTestId: 'approval-decision-submit',
  };
  const name = row?.filing?.name ?? '';
  return decision?.kind === 'reject' ? (
    <ReviewDecisionDialog
      {...common}
      decision="reject"
      form={row && rejectFormOptions(row.id)}
      formKey={`r-${row?.id}`}
      header={t('approvals.rejectTitle', { name })}
      submitLabel={t('approvals.reject')}
      command={{
        run: (v) => reject({ variables: { approvalId: v.approvalId, auditComment: v.auditComment ?? '' } }),
        successKey: 'approvals.rejected',
        fallback: fallbacks.reject,
        onDone,
      }}
    >
      {(control) => (
        <TextAreaField control={control} name="auditComment" id="pp-approval-comment" label={t('approvals.comment')} required autoFocus maxLength={projectFilingLimits.filingTextMax} />
      )}
    </ReviewDecisionDialog>
  ) : (
    <ReviewDecisionDialog
      {...common}
      decision="approve"
      form={row && approveFormOptions(row.id)}
      formKey={`a-${row?.id}`}
      header={t('approvals.approveTitle', { name })}
      submitLabel={t('approvals.approve')}
      command={{
        run: (v) =>
          approve({ variables: { approvalId: v.approvalId, auditComment: v.auditComment || null } }),
        successKey: 'approvals.approved',
        fallback: fallbacks.approve,
        onDone,
      }}
    >
      {(control) => (
        <TextAreaField
          control={control}
          name="auditComment"
          id="pp-approval-comment"
          label={t('approvals.comment')}
          help={t('approvals.commentOptional')}
          autoFocus
          maxLength={projectFilingLimits.filingTextMax}
        />
      )}
    </ReviewDecisionDialog>
  );
};
