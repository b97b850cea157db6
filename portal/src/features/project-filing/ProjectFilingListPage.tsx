import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { TabMenu } from 'primereact/tabmenu';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { dynamicParams, useCompanyDynamicPermission } from './dynamicAccess.ts';
import { DataList, type ListColumns } from '../../components/index.ts';
import { errorMessage, fallbacks, translateError } from '../../lib/errors.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { dash, formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { useAccess, useCurrentUser } from '../auth/index.ts';
import { detailPath, filingListFilter, filingTab, filingTabs, type FilingTab } from './listRules.ts';
import { PROJECT_FILING_LIST, type ProjectFilingRow } from './projectFiling.graphql.ts';
import { ProjectFilingFormDialog } from './ProjectFilingFormDialog.tsx';
import { StatusTag } from './StatusTag.tsx';
import './project-filing.css';

const tabLabel: Readonly<Record<FilingTab, string>> = {
  all: 'project-filing.tab.all',
  effective: 'project-filing.tab.effective',
  review: 'project-filing.tab.review',
  signed: 'project-filing.tab.signed',
};

/**
 * /workbench/project-filing: the company's deal registrations by tab (`?tab=all|effective|review|signed`), searched by
 * name, customer or id, paged with their total. "Register a deal" opens the form (also `?openCreate=1`); it is
 * disabled with the server's reason when the company may not file now (quota, win rate, level).
 */
export const ProjectFilingListPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { info } = useCurrentUser();
  const { can } = useAccess();
  const { permission, refetch: refetchPermission } = useCompanyDynamicPermission();
  const [params, setParams] = useSearchParams();
  const tab = filingTab(params.get('tab'));
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search, 300);
  const { page, tableProps, reset } = usePage(20);
  const companyId = info?.currentCompanyUser?.companyId ?? '';
  const creating = params.get('openCreate') === '1';

  useEffect(() => reset(), [tab, debounced, reset]);

  const { data, loading, error, refetch } = useQuery(PROJECT_FILING_LIST, {
    variables: { companyId, filter: filingListFilter(tab, debounced), ...page },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const canCreate = permission?.canCreateProjectFiling;
  const mayManage = can(['ManageProjectReport']);
  const blocked = mayManage && canCreate && !canCreate.privileged && canCreate.messageKey ? translateError(canCreate.messageKey, dynamicParams(canCreate)) : undefined;
  const rows = (data?.projectFilings?.nodes ?? []).filter((r): r is ProjectFilingRow => r !== null);

  const nowrap = { whiteSpace: 'nowrap' } as const;
  const columns: ListColumns<ProjectFilingRow> = [
    { key: 'semanticId', header: t('project-filing.col.semanticId'), role: 'id', body: (r) => <Link to={detailPath(r.semanticId)}>{r.semanticId}</Link>, style: nowrap },
    { key: 'name', header: t('project-filing.col.name'), role: 'title', body: (r) => <Link to={detailPath(r.semanticId)}>{r.name}</Link>, style: { minWidth: '12rem' } },
    { key: 'customer', header: t('project-filing.col.customer'), body: (r) => r.customerFullName, style: { minWidth: '11rem' } },
    {
      key: 'amount',
      header: t('project-filing.col.amount'),
      body: (r) => formatMoney(Number(r.estimatedOrderBudget), r.currencyIsoCode),
      style: { whiteSpace: 'nowrap', textAlign: 'right' },
    },
    { key: 'orderDate', header: t('project-filing.col.orderDate'), body: (r) => formatDate(r.estimatedOrderDate), style: nowrap },
    { key: 'status', header: t('project-filing.col.status'), role: 'status', body: (r) => <StatusTag status={r.status} /> },
    { key: 'validUntil', header: t('project-filing.col.validUntil'), body: (r) => formatDate(r.validUntilDate), style: nowrap },
    { key: 'owner', header: t('project-filing.col.owner'), body: (r) => dash(r.principalName), style: nowrap },
    { key: 'submittedAt', header: t('project-filing.col.submittedAt'), body: (r) => formatDateTime(r.createdAt), style: nowrap },
  ];

  return (
    <div className="pp-page pp-project-filing">
      <div className="pp-page-head">
        <h1 className="pp-page-title">{t('project-filing.title')}</h1>
        {mayManage && (
          <Button
            label={t('project-filing.create')}
            icon="pi pi-plus"
            disabled={!canCreate?.privileged}
            tooltip={blocked}
            tooltipOptions={{ showOnDisabled: true, position: 'left' }}
            onClick={() => setParam('openCreate', '1')}
            data-testid="filing-create"
          />
        )}
      </div>
      {blocked && <Message severity="warn" text={blocked} className="pp-filing-blocked" data-testid="filing-create-blocked" />}
      <TabMenu
        model={filingTabs.map((key) => ({ label: t(tabLabel[key]) }))}
        activeIndex={filingTabs.indexOf(tab)}
        onTabChange={(e) => setParam('tab', filingTabs[e.index] === 'all' ? undefined : filingTabs[e.index])}
      />
      <div className="pp-toolbar">
        <span className="p-input-icon-left pp-filing-search">
          <i className="pi pi-search" aria-hidden />
          <InputText
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('project-filing.search')}
            aria-label={t('project-filing.search')}
            data-testid="filing-search"
          />
        </span>
      </div>
      {error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : (
        <DataList
          value={rows}
          columns={columns}
          {...tableProps(data?.projectFilings?.totalCount, loading && !data)}
          emptyMessage={t('project-filing.none')}
          scrollable
          tableStyle={{ minWidth: '72rem' }}
          data-testid="filing-table"
        />
      )}
      <ProjectFilingFormDialog
        visible={creating && mayManage}
        onHide={() => setParam('openCreate', undefined)}
        onDone={(semanticId) => {
          void refetch();
          void refetchPermission();
          if (semanticId) navigate(detailPath(semanticId));
          else setParam('openCreate', undefined);
        }}
      />
    </div>
  );
};
