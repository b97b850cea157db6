import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { dash, formatDateTime } from '../../lib/format.ts';
import { ExamDetailView } from '../exam/index.ts';
import { POINT_USAGE_APPROVALS, type PointUsageApprovalRow } from './personalCertification.graphql.ts';
import { PointDecisionButtons, PointDecisionDialog, usePointSubject, type PointDecision } from './PointDecision.tsx';
import { POINT_APPROVAL_PATH } from './rules.ts';
import { PointStatusTag } from './StatusTag.tsx';
import './personal-certification.css';

/** The retake's point usage approval: what it asks, where it stands, who decided, and the decision while it waits. */
const ExamPointApproval = ({ examId }: { examId: string }) => {
  const t = useTranslate();
  const client = useApolloClient();
  const subject = usePointSubject();
  const [decision, setDecision] = useState<PointDecision>();
  const { data } = useQuery(POINT_USAGE_APPROVALS, { variables: { condition: { examId }, first: 1, offset: 0 }, fetchPolicy: 'cache-and-network' });
  const approval = data?.pointUsageApprovals?.nodes.find((r): r is PointUsageApprovalRow => r !== null);
  if (!approval) return null;
  return (
    <section className="pp-pc-exam-approval" data-testid="pc-exam-point-approval">
      <h2>
        {t('personal-certification.pointApproval.title')} <PointStatusTag status={approval.status} />
      </h2>
      <p>{subject(approval)}</p>
      {approval.reviewedAt && (
        <p className="pp-muted" data-testid="pc-exam-point-decided">
          {t('personal-certification.col.decided')}: {dash(approval.approverName)} · {formatDateTime(approval.reviewedAt)}
          {approval.auditComment ? ` · ${approval.auditComment}` : ''}
        </p>
      )}
      <PointDecisionButtons row={approval} onDecide={setDecision} />
      <PointDecisionDialog
        decision={decision}
        onHide={() => setDecision(undefined)}
        onDone={() => {
          setDecision(undefined);
          // the decision moves the exam too (to be booked, or rejected)
          void client.refetchQueries({ include: ['PointUsageApprovals', 'ExamDetail'] });
        }}
      />
    </section>
  );
};

/**
 * /workbench/point-approval/exam-detail/:id: the exam behind a retake paid by the company's points, read only, with
 * the points' approval below it, decided here as in Point approval's list. The breadcrumb leads back to Point approval.
 */
export const PointApprovalExamPage = () => {
  const t = useTranslate();
  const { id = '' } = useParams();
  return (
    <ExamDetailView
      id={id}
      back={{ label: t('personal-certification.pointApproval.title'), to: POINT_APPROVAL_PATH }}
      below={() => <ExamPointApproval examId={id} />}
    />
  );
};
