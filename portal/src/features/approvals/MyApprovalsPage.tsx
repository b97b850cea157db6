import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { TabMenu } from 'primereact/tabmenu';
import { Tag } from 'primereact/tag';
import { DataList, type ListColumns } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { useAccess, useCurrentUser } from '../auth/index.ts';
import { detailPath } from '../project-filing/index.ts';
import { MY_PROJECT_FILING_APPROVALS, type ApprovalRow } from './approvals.graphql.ts';
import { approvalFilter, approvalScope, approvalSeverity, approvalTab, approvalTabs, type ApprovalScope } from './approvalRules.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { approvalsDecideKeys } from './keys.ts';

/**
 * /workbench/project-approval-record?tab=filing|renewal: the company's deal registrations and renewals at the partner
 * step, pending ones first (`scope=all` also lists the decided ones), each linking to the filing's detail. Holders of
 * ManageApprovalProcess approve (optional comment) or reject (comment required) the pending ones.
 */
export const MyApprovalsPage = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const tab = approvalTab(params.get('tab'));
  const scope = approvalScope(params.get('scope'));
  const { page, tableProps, reset } = usePage();
  const [decision, setDecision] = useState<{ kind: 'approve' | 'reject'; row: ApprovalRow }>();
  const companyId = info?.currentCompanyUser?.companyId ?? '';
  const canDecide = can(approvalsDecideKeys);

  useEffect(() => reset(), [tab, scope, reset]);

  const { data, loading, error, refetch } = useQuery(MY_PROJECT_FILING_APPROVALS, {
    variables: { companyId, filter: approvalFilter(tab, scope), ...page },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const rows = (data?.projectFilingApprovals?.nodes ?? []).filter((r): r is ApprovalRow => r !== null);
  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const link = (r: ApprovalRow, text: string) => (r.filing ? <Link to={detailPath(r.filing.semanticId, 'approval')}>{text}</Link> : text);

  const nowrap = { whiteSpace: 'nowrap' } as const;
  const columns: ListColumns<ApprovalRow> = [
    { key: 'semanticId', header: t('approvals.col.semanticId'), role: 'id', body: (r) => link(r, r.filing?.semanticId ?? '—'), style: nowrap },
    { key: 'name', header: t('approvals.col.name'), role: 'title', body: (r) => link(r, r.filing?.name ?? '—'), style: { minWidth: '12rem' } },
    { key: 'customer', header: t('approvals.col.customer'), body: (r) => dash(r.filing?.customerFullName) },
    tab === 'filing'
      ? {
          key: 'amount',
          header: t('approvals.col.amount'),
          body: (r) => (r.filing ? formatMoney(Number(r.filing.estimatedOrderBudget), r.filing.currencyIsoCode) : '—'),
          style: { whiteSpace: 'nowrap', textAlign: 'right' },
        }
      : { key: 'validUntil', header: t('approvals.col.validUntil'), body: (r) => formatDate(r.filing?.validUntilDate), style: nowrap },
    tab === 'renewal' && { key: 'newDate', header: t('approvals.col.newDate'), body: (r) => formatDate(r.renewal?.validUntilDate), style: nowrap },
    tab === 'renewal' && { key: 'reason', header: t('approvals.col.reason'), body: (r) => dash(r.renewal?.reason) },
    { key: 'submitter', header: t('approvals.col.submitter'), body: (r) => dash(r.filing?.submitterName) },
    { key: 'submittedAt', header: t('approvals.col.submittedAt'), body: (r) => formatDateTime(r.createdAt), style: nowrap },
    {
      key: 'status',
      header: t('approvals.col.status'),
      role: 'status',
      body: (r) => <Tag value={t(`approvals.status.${r.status}`)} severity={approvalSeverity(r.status)} />,
    },
    scope === 'all' && { key: 'comment', header: t('approvals.col.comment'), body: (r) => dash(r.auditComment) },
    scope === 'all' && { key: 'decidedAt', header: t('approvals.col.decidedAt'), body: (r) => formatDateTime(r.decidedAt), style: nowrap },
    canDecide && {
      key: 'actions',
      header: '',
      role: 'actions',
      style: nowrap,
      body: (r) =>
        r.status === 'APPROVING' && r.canDecide ? (
          <span className="pp-row-actions">
            <Button
              label={t('approvals.approve')}
              size="small"
              onClick={() => setDecision({ kind: 'approve', row: r })}
              aria-label={`${t('approvals.approve')} ${r.filing?.name ?? ''}`}
            />
            <Button
              label={t('approvals.reject')}
              size="small"
              severity="danger"
              outlined
              onClick={() => setDecision({ kind: 'reject', row: r })}
              aria-label={`${t('approvals.reject')} ${r.filing?.name ?? ''}`}
            />
          </span>
        ) : null,
    },
  ];

  return (
    <div className="pp-page">
      <h1 className="pp-page-title">{t('approvals.title')}</h1>
      <TabMenu
        model={approvalTabs.map((key) => ({ label: t(`approvals.tab.${key}`) }))}
        activeIndex={approvalTabs.indexOf(tab)}
        onTabChange={(e) => setParam('tab', approvalTabs[e.index])}
      />
      <div className="pp-toolbar">
        <SelectButton
          value={scope}
          options={(['pending', 'all'] as const).map((value) => ({ value, label: t(`approvals.scope.${value}`) }))}
          optionLabel="label"
          optionValue="value"
          allowEmpty={false}
          onChange={(e) => setParam('scope', (e.value as ApprovalScope) === 'all' ? 'all' : undefined)}
          data-testid="approvals-scope"
        />
      </div>
      {error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : (
        <DataList
          value={rows}
          columns={columns}
          {...tableProps(data?.projectFilingApprovals?.totalCount, loading && !data)}
          emptyMessage={t('approvals.none')}
          scrollable
          tableStyle={{ minWidth: '64rem' }}
          data-testid="approvals-table"
        />
      )}
      <DecisionDialog
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
