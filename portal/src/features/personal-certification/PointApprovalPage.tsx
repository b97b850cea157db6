import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { commonLimits, companyPointScenarioNames, companyPointTypeNames } from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { DataList, DecisionDialog, TextAreaField, type ListColumns } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDateTime, formatNumber } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { useCurrentUser } from '../auth/index.ts';
import { examDetailPath } from '../exam/index.ts';
import { approvePointsFormOptions, rejectPointsFormOptions } from './forms.ts';
import { APPROVE_POINT_USAGE_APPROVAL, POINT_USAGE_APPROVALS, REJECT_POINT_USAGE_APPROVAL, type PointUsageApprovalRow } from './personalCertification.graphql.ts';
import { pointApprovalCondition, pointApprovalTab, pointApprovalTabs, workbenchDetailPath } from './rules.ts';
import { ParamTabs } from './ParamTabs.tsx';
import { PointStatusTag } from './StatusTag.tsx';
import './personal-certification.css';

const lang = currentLocale === 'zh-CN' ? 'zh' : 'en';

type Decision = { kind: 'approve' | 'reject'; row: PointUsageApprovalRow };

/** What the decision is about, in one sentence: who uses how many of which points for what. */
const useSubject = () => {
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
const PointDecisionDialog = ({ decision, onHide, onDone }: { decision: Decision | undefined; onHide: () => void; onDone: () => void }) => {
  const t = useTranslate();
  const subject = useSubject();
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
            help={t('personal-certification.pointApproval.rejectHelp')}
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
          <p className="pp-muted">{t('personal-certification.pointApproval.approveHelp')}</p>
        </>
      )}
    </DecisionDialog>
  );
};

/**
 * /workbench/point-approval?tab=all|pending: the company's point usage approvals (its points held for its people's
 * certifications), newest first; the pending ones are approved or rejected here. Each links to the application's
 * detail inside the workbench.
 */
export const PointApprovalPage = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const [params] = useSearchParams();
  const tab = pointApprovalTab(params.get('tab'));
  const { page, tableProps, reset } = usePage();
  const [decision, setDecision] = useState<Decision>();
  const companyId = info?.currentCompanyUser?.companyId ?? '';
  const subject = useSubject();

  useEffect(() => reset(), [tab, reset]);

  const { data, loading, error, refetch } = useQuery(POINT_USAGE_APPROVALS, {
    variables: { condition: pointApprovalCondition(companyId, tab), ...page },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const rows = (data?.pointUsageApprovals?.nodes ?? []).filter((r): r is PointUsageApprovalRow => r !== null);
  // a retake's points lead to its exam, an application's to the application
  const link = (r: PointUsageApprovalRow, text: string) =>
    r.examId ? (
      <Link to={examDetailPath(r.examId)}>{text}</Link>
    ) : r.personalCertification ? (
      <Link to={workbenchDetailPath(r.personalCertification.id, 'point-approval')}>{text}</Link>
    ) : (
      text
    );

  const nowrap = { whiteSpace: 'nowrap' } as const;
  const columns: ListColumns<PointUsageApprovalRow> = [
    { key: 'number', header: t('personal-certification.col.number'), role: 'id', body: (r) => link(r, r.exam?.semanticId ?? r.personalCertification?.semanticId ?? '—'), style: nowrap },
    { key: 'applicant', header: t('personal-certification.col.applicant'), role: 'title', body: (r) => dash(r.submitterName) },
    {
      key: 'type',
      header: t('personal-certification.col.type'),
      body: (r) => (r.exam ? `${dash(r.personalCertification?.type?.name)} · ${dash(r.exam.subject?.name)}` : dash(r.personalCertification?.type?.name)),
    },
    {
      key: 'points',
      header: t('personal-certification.col.points'),
      body: (r) => `${formatNumber(r.point)} · ${companyPointTypeNames[r.type][lang]}`,
      style: nowrap,
    },
    { key: 'usage', header: t('personal-certification.col.usage'), body: (r) => companyPointScenarioNames[r.usageType][lang] },
    { key: 'status', header: t('personal-certification.col.status'), role: 'status', body: (r) => <PointStatusTag status={r.status} /> },
    { key: 'submittedAt', header: t('personal-certification.col.submittedAt'), body: (r) => formatDateTime(r.createdAt), style: nowrap },
    {
      key: 'decided',
      header: t('personal-certification.col.decided'),
      body: (r) => (r.reviewedAt ? `${dash(r.approverName)} · ${formatDateTime(r.reviewedAt)}` : '—'),
    },
    {
      key: 'actions',
      header: '',
      role: 'actions',
      style: nowrap,
      body: (r) =>
        r.status === 'APPROVING' ? (
          <span className="pp-row-actions">
            <Button
              label={t('personal-certification.pointApproval.approve')}
              size="small"
              onClick={() => setDecision({ kind: 'approve', row: r })}
              aria-label={`${t('personal-certification.pointApproval.approve')} ${subject(r)}`}
            />
            <Button
              label={t('personal-certification.pointApproval.reject')}
              size="small"
              severity="danger"
              outlined
              onClick={() => setDecision({ kind: 'reject', row: r })}
              aria-label={`${t('personal-certification.pointApproval.reject')} ${subject(r)}`}
            />
          </span>
        ) : null,
    },
  ];

  return (
    <div className="pp-page">
      <h1 className="pp-page-title">{t('personal-certification.pointApproval.title')}</h1>
      <ParamTabs tabs={pointApprovalTabs} active={tab} label={(key) => t(`personal-certification.pointApproval.tab.${key}`)} />
      {error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : (
        <DataList
          value={rows}
          columns={columns}
          {...tableProps(data?.pointUsageApprovals?.totalCount, loading && !data)}
          emptyMessage={t(tab === 'pending' ? 'personal-certification.pointApproval.nonePending' : 'personal-certification.pointApproval.none')}
          scrollable
          tableStyle={{ minWidth: '64rem' }}
          data-testid="pc-point-approvals"
        />
      )}
      <PointDecisionDialog
        decision={decision}
        onHide={() => setDecision(undefined)}
        onDone={() => {
          setDecision(undefined);
          void refetch();
        }}
      />
    </div>
  );
};
