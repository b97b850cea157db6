import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { companyPointScenarioNames, companyPointTypeNames } from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { DataList, type ListColumns } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDateTime, formatNumber } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { useCurrentUser } from '../auth/index.ts';
import { POINT_USAGE_APPROVALS, type PointUsageApprovalRow } from './personalCertification.graphql.ts';
import { PointDecisionButtons, PointDecisionDialog, type PointDecision } from './PointDecision.tsx';
import { examDetailPath, pointApprovalCondition, pointApprovalTab, pointApprovalTabs, workbenchDetailPath } from './rules.ts';
import { ParamTabs } from './ParamTabs.tsx';
import { PointStatusTag } from './StatusTag.tsx';
import './personal-certification.css';

const lang = currentLocale === 'zh-CN' ? 'zh' : 'en';

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
  const [decision, setDecision] = useState<PointDecision>();
  const companyId = info?.currentCompanyUser?.companyId ?? '';

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
      body: (r) => <PointDecisionButtons row={r} onDecide={setDecision} />,
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
