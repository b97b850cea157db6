// Deciding a point usage approval: the sentence that says what it is about, the approve and reject buttons, and the
// dialog each opens (approving spends the held points; rejecting needs a reason, releases them and rejects what they
// were to pay for). Point approval's list and a retake's exam page share them.
import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { commonLimits, companyPointTypeNames } from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { DecisionDialog, TextAreaField } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { dash, formatNumber } from '../../lib/format.ts';
import { approvePointsFormOptions, rejectPointsFormOptions } from './forms.ts';
import { APPROVE_POINT_USAGE_APPROVAL, REJECT_POINT_USAGE_APPROVAL, type PointUsageApprovalRow } from './personalCertification.graphql.ts';

const lang = currentLocale === 'zh-CN' ? 'zh' : 'en';

export type PointDecision = { kind: 'approve' | 'reject'; row: PointUsageApprovalRow };

/** What the decision is about, in one sentence: who uses how many of which points for what. */
export const usePointSubject = () => {
  const t = useTranslate();
  return (r: PointUsageApprovalRow) =>
    t('personal-certification.pointApproval.subject', {
      name: dash(r.submitterName),
      points: formatNumber(r.point),
      kind: companyPointTypeNames[r.type][lang],
      // a retake names its subject and exam
      type: [r.personalCertification?.type?.name, r.exam?.subject?.name].filter(Boolean).join(' · '),
      id: r.exam?.semanticId ?? r.personalCertification?.semanticId ?? '',
    });
};

/** Approve (the points are spent) or reject (reason required: released, and the application is rejected with them). */
export const PointDecisionDialog = ({ decision, onHide, onDone }: { decision: PointDecision | undefined; onHide: () => void; onDone: () => void }) => {
  const t = useTranslate();
  const subject = usePointSubject();
  const [approve, { loading: approving }] = useMutation(APPROVE_POINT_USAGE_APPROVAL);
  const [reject, { loading: rejecting }] = useMutation(REJECT_POINT_USAGE_APPROVAL);
  const row = decision?.row;
  const common = {
    formId: 'pp-pc-point-decision-form',
    cancelLabel: t('personal-certification.form.cancel'),
    loading: approving || rejecting,
    onHide,
    testId: 'pc-point-decision-dialog',
    submitTestId: 'pc-point-decision-submit',
  };
  const line = row ? <p className="pp-pc-subject">{subject(row)}</p> : null;
  return decision?.kind === 'reject' ? (
    <DecisionDialog
      {...common}
      decision="reject"
      form={row && rejectPointsFormOptions(row.id)}
      formKey={`r-${row?.id}`}
      header={t('personal-certification.pointApproval.rejectTitle')}
      submitLabel={t('personal-certification.pointApproval.reject')}
      command={{
        run: (v) => reject({ variables: v }),
        successKey: 'personal-certification.pointApproval.rejected',
        fallback: fallbacks.reject,
        onDone,
      }}
    >
      {(control) => (
        <>
          {line}
          <TextAreaField
            control={control}
            name="auditComment"
            id="pp-pc-point-reason"
            label={t('personal-certification.pointApproval.reason')}
            help={t(row?.examId ? 'personal-certification.pointApproval.rejectHelpExam' : 'personal-certification.pointApproval.rejectHelp')}
            required
            autoFocus
            maxLength={commonLimits.auditCommentMax}
          />
        </>
      )}
    </DecisionDialog>
  ) : (
    <DecisionDialog
      {...common}
      decision="approve"
      form={row && approvePointsFormOptions(row.id)}
      formKey={`a-${row?.id}`}
      header={t('personal-certification.pointApproval.approveTitle')}
      submitLabel={t('personal-certification.pointApproval.approve')}
      command={{
        run: (v) => approve({ variables: v }),
        successKey: 'personal-certification.pointApproval.approved',
        fallback: fallbacks.approve,
        onDone,
      }}
    >
      {() => (
        <>
          {line}
          <p className="pp-muted">{t(row?.examId ? 'personal-certification.pointApproval.approveHelpExam' : 'personal-certification.pointApproval.approveHelp')}</p>
        </>
      )}
    </DecisionDialog>
  );
};

/** Approve and reject of an approval still waiting (nothing once it is decided). */
export const PointDecisionButtons = ({ row, onDecide }: { row: PointUsageApprovalRow; onDecide: (decision: PointDecision) => void }) => {
  const t = useTranslate();
  const subject = usePointSubject();
  if (row.status !== 'APPROVING') return null;
  return (
    <span className="pp-row-actions">
      <Button
        label={t('personal-certification.pointApproval.approve')}
        size="small"
        onClick={() => onDecide({ kind: 'approve', row })}
        aria-label={`${t('personal-certification.pointApproval.approve')} ${subject(row)}`}
        data-testid="pc-point-approve"
      />
      <Button
        label={t('personal-certification.pointApproval.reject')}
        size="small"
        severity="danger"
        outlined
        onClick={() => onDecide({ kind: 'reject', row })}
        aria-label={`${t('personal-certification.pointApproval.reject')} ${subject(row)}`}
        data-testid="pc-point-reject"
      />
    </span>
  );
};
