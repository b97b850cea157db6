import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { projectFilingPeriods } from '@pp/domain';
import { DataList, formatPhone } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { PageSpinner, useAccess } from '../auth/index.ts';
import { CancelFilingDialog, ProgressDialog, RenewalDialog } from './dialogs.tsx';
import { FilingTimeline } from './FilingTimeline.tsx';
import { detailEntrance, detailTab, type DetailTab } from './listRules.ts';
import { localName } from './options.ts';
import { PROJECT_FILING_DETAIL, PROJECT_FILING_OPTIONS, type ProjectFilingDetail, type ProjectFilingProgress } from './projectFiling.graphql.ts';
import { ProjectFilingFormDialog } from './ProjectFilingFormDialog.tsx';
import { StatusTag } from './StatusTag.tsx';
import { enabledOptions } from './options.ts';
import './project-filing.css';

/** The address of my approvals (the approvals feature's route), where `entrance=approval` leads back. */
const APPROVALS_PATH = '/workbench/project-approval-record';

const Item = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="pp-detail-item">
    <dt className="pp-muted">{label}</dt>
    <dd data-testid={testId}>{children}</dd>
  </div>
);

const names = (items: readonly ({ name: string; nameZh: string } | null)[]): string => dash(items.flatMap((i) => (i ? [localName(i)] : [])).join(', '));

type Dialogs = { kind: 'edit' } | { kind: 'cancel' } | { kind: 'renew' } | { kind: 'progress'; progress?: ProjectFilingProgress } | undefined;

const ProgressTab = ({ filing, canAdd, onOpen }: { filing: ProjectFilingDetail; canAdd: boolean; onOpen: (d: Dialogs) => void }) => {
  const t = useTranslate();
  const rows = filing.projectFilingProgressesByFilingId.nodes.filter((p): p is ProjectFilingProgress => p !== null);
  return (
    <>
      {canAdd && (
        <div className="pp-toolbar">
          <Button label={t('project-filing.detail.addProgress')} icon="pi pi-plus" onClick={() => onOpen({ kind: 'progress' })} data-testid="filing-add-progress" />
        </div>
      )}
      <DataList
        value={rows}
        columns={[
          { key: 'content', header: t('project-filing.progress.content'), role: 'title', body: (p) => p.content, style: { whiteSpace: 'pre-line' } },
          { key: 'phase', header: t('project-filing.progress.phase'), body: (p) => localName(p.phase) },
          { key: 'submitter', header: t('project-filing.progress.submitter'), body: (p) => dash(p.submitter?.name) },
          { key: 'time', header: t('project-filing.progress.time'), body: (p) => formatDateTime(p.createdAt), style: { whiteSpace: 'nowrap' } },
          {
            key: 'actions',
            header: '',
            role: 'actions',
            body: (p) =>
              p.editable ? <Button label={t('project-filing.progress.edit')} size="small" outlined onClick={() => onOpen({ kind: 'progress', progress: p })} /> : null,
          },
        ]}
        emptyMessage={t('project-filing.progress.none')}
        data-testid="filing-progress-table"
      />
    </>
  );
};

const DetailsTab = ({ filing }: { filing: ProjectFilingDetail }) => {
  const t = useTranslate();
  const products = filing.projectFilingProductsByFilingId.nodes.filter((p) => p !== null);
  const timeline = filing.timeline.nodes.filter((e) => e !== null);
  return (
    <>
      <dl className="pp-details">
        <Item label={t('project-filing.col.semanticId')}>{filing.semanticId}</Item>
        <Item label={t('project-filing.field.status')}>
          <StatusTag status={filing.status} />
        </Item>
        <Item label={t('project-filing.field.name')}>{filing.name}</Item>
        <Item label={t('project-filing.field.customerFullName')}>{filing.customerFullName}</Item>
        <Item label={t('project-filing.field.customerAddress')}>{filing.customerAddress}</Item>
        <Item label={t('project-filing.field.industry')}>{localName(filing.industry)}</Item>
        <Item label={t('project-filing.field.contact')}>
          {filing.contactName} · {filing.contactPosition}
        </Item>
        <Item label={t('project-filing.field.contactEmail')}>{filing.contactEmail}</Item>
        <Item label={t('project-filing.field.contactPhone')}>{formatPhone(filing.contactPhonePrefix, filing.contactPhone)}</Item>
        <Item label={t('project-filing.field.budget')} testId="filing-detail-amount">
          {formatMoney(Number(filing.estimatedOrderBudget), filing.currencyIsoCode)}
        </Item>
        <Item label={t('project-filing.field.orderDate')}>{formatDate(filing.estimatedOrderDate)}</Item>
        <Item label={t('project-filing.field.phase')}>{localName(filing.phase)}</Item>
        <Item label={t('project-filing.field.source')}>{localName(filing.opportunitySource)}</Item>
        <Item label={t('project-filing.field.competitors')}>{names(filing.competitors.nodes)}</Item>
        <Item label={t('project-filing.field.scenarios')}>{names(filing.applicationScenarios.nodes)}</Item>
        <Item label={t('project-filing.field.distributor')}>{filing.preferredDistributor ? localName(filing.preferredDistributor) : '—'}</Item>
        <Item label={t('project-filing.field.owner')}>{dash(filing.principalName)}</Item>
        <Item label={t('project-filing.field.submitter')}>{dash(filing.submitterName)}</Item>
        <Item label={t('project-filing.field.submittedAt')}>{formatDateTime(filing.createdAt)}</Item>
        <Item label={t('project-filing.field.approvedAt')}>{formatDateTime(filing.approvedAt)}</Item>
        <Item label={t('project-filing.field.validUntil')}>{formatDate(filing.validUntilDate)}</Item>
        {filing.signDate && <Item label={t('project-filing.field.signDate')}>{formatDate(filing.signDate)}</Item>}
        {filing.cancelReason && <Item label={t('project-filing.field.cancelReason')}>{filing.cancelReason}</Item>}
        {filing.closedAt && <Item label={t('project-filing.field.closedAt')}>{formatDateTime(filing.closedAt)}</Item>}
      </dl>
      <div className="pp-detail-item pp-filing-requirement">
        <dt className="pp-muted">{t('project-filing.field.requirement')}</dt>
        <dd>{filing.requirement}</dd>
      </div>
      <h3>{t('project-filing.form.products')}</h3>
      <DataList
        value={products}
        dataKey="lineNo"
        columns={[
          { key: 'product', header: t('project-filing.field.product'), role: 'title', body: (p) => localName(p.product) },
          { key: 'purchaseType', header: t('project-filing.field.purchaseType'), body: (p) => t(`project-filing.purchaseType.${p.purchaseType}`) },
          { key: 'unit', header: t('project-filing.field.unit'), body: (p) => t(`project-filing.unit.${p.unit}`) },
          { key: 'count', header: t('project-filing.field.count'), body: (p) => p.count },
        ]}
        data-testid="filing-products-table"
      />
      <h3>{t('project-filing.timeline.title')}</h3>
      <FilingTimeline entries={timeline} />
    </>
  );
};

/**
 * /workbench/project-filing/detail?semanticId=…&tab=progress|details&entrance=approval|personal: one filing, its
 * Progress and Details tabs, and what the viewer may do with it now (the server's `canManage` / `canRenew` / each
 * progress entry's `editable`). The breadcrumb leads back where the detail was opened from.
 */
export const ProjectFilingDetailPage = () => {
  const t = useTranslate();
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const semanticId = params.get('semanticId') ?? '';
  const entrance = detailEntrance(params.get('entrance'));
  const tab = detailTab(params.get('tab'));
  const [dialog, setDialog] = useState<Dialogs>();
  const { data, loading, error, refetch } = useQuery(PROJECT_FILING_DETAIL, { variables: { semanticId }, skip: !semanticId, fetchPolicy: 'cache-and-network' });
  const filing = data?.projectFilingBySemanticId;
  const { data: options } = useQuery(PROJECT_FILING_OPTIONS, { variables: { companyId: filing?.companyId ?? '' }, skip: !filing?.canManage && !filing?.canRenew });
  const phases = enabledOptions(options?.projectPhases?.nodes);

  const crumbs =
    entrance === 'approval'
      ? { label: t('project-filing.detail.crumbApprovals'), to: APPROVALS_PATH }
      : { label: t('project-filing.title'), to: '/workbench/project-filing' };
  const breadcrumb = (
    <BreadCrumb
      className="pp-filing-breadcrumb"
      model={[{ template: () => <Link to={crumbs.to}>{crumbs.label}</Link> }, { label: filing?.name ?? t('project-filing.detail.crumbDetail') }]}
      data-testid="filing-breadcrumb"
    />
  );

  if (!semanticId || (!loading && !error && !filing)) {
    return (
      <div className="pp-page">
        {breadcrumb}
        <p>{t('project-filing.detail.notFound')}</p>
      </div>
    );
  }
  if (error) return <div className="pp-page">{breadcrumb}<p className="p-error">{errorMessage(error, fallbacks.load)}</p></div>;
  if (!filing) return <PageSpinner />;

  const approvals = filing.projectFilingApprovalsByFilingId.nodes.filter((a) => a !== null);
  const waitingVendor = approvals.some((a) => a.status === 'APPROVING' && a.source === 'VENDOR');
  const waitingPartner = approvals.some((a) => a.status === 'APPROVING' && a.source === 'PARTNER_COMPANY' && !a.renewalId);
  const pendingRenewal = filing.projectFilingRenewalsByFilingId.nodes.find((r) => r?.status === 'APPROVING');
  const canEdit = Boolean(filing.canManage) && can(['ManageProjectReport']);
  const close = () => setDialog(undefined);
  const done = () => {
    close();
    void refetch();
  };
  const setTab = (next: DetailTab) => {
    const q = new URLSearchParams(params);
    q.set('tab', next);
    setParams(q, { replace: true });
  };

  return (
    <div className="pp-page pp-project-filing">
      {breadcrumb}
      <div className="pp-page-head">
        <div>
          <h1 className="pp-page-title">
            {filing.name} <StatusTag status={filing.status} />
          </h1>
          <p className="pp-muted">
            {filing.semanticId} · {filing.customerFullName} · {formatMoney(Number(filing.estimatedOrderBudget), filing.currencyIsoCode)}
            {filing.validUntilDate && (
              <>
                {' '}
                · {t('project-filing.field.validUntil')} <Tag value={formatDate(filing.validUntilDate)} severity="secondary" />
              </>
            )}
          </p>
        </div>
        <div className="pp-row-actions">
          {canEdit && <Button label={t('project-filing.detail.edit')} icon="pi pi-pencil" outlined onClick={() => setDialog({ kind: 'edit' })} data-testid="filing-edit" />}
          {filing.canRenew && (
            <Button label={t('project-filing.detail.renew')} icon="pi pi-calendar-plus" outlined onClick={() => setDialog({ kind: 'renew' })} data-testid="filing-renew" />
          )}
          {filing.canManage && (
            <Button label={t('project-filing.detail.cancel')} icon="pi pi-ban" severity="danger" outlined onClick={() => setDialog({ kind: 'cancel' })} data-testid="filing-cancel" />
          )}
        </div>
      </div>
      {waitingVendor && (
        <Message severity="info" text={t('project-filing.detail.vendorReview', { days: projectFilingPeriods.vendorReviewDays })} data-testid="filing-vendor-hint" />
      )}
      {!waitingVendor && waitingPartner && <Message severity="info" text={t('project-filing.detail.partnerReview')} />}
      {pendingRenewal && <Message severity="info" text={t('project-filing.detail.renewalPending', { date: formatDate(pendingRenewal.validUntilDate) })} />}
      <TabView activeIndex={tab === 'details' ? 1 : 0} onTabChange={(e) => setTab(e.index === 1 ? 'details' : 'progress')}>
        <TabPanel header={t('project-filing.detail.progress')}>
          <ProgressTab filing={filing} canAdd={Boolean(filing.canManage)} onOpen={setDialog} />
        </TabPanel>
        <TabPanel header={t('project-filing.detail.details')}>
          <DetailsTab filing={filing} />
        </TabPanel>
      </TabView>
      <ProjectFilingFormDialog visible={dialog?.kind === 'edit'} filing={filing} onHide={close} onDone={done} />
      <CancelFilingDialog filing={filing} visible={dialog?.kind === 'cancel'} onHide={close} onDone={done} />
      <RenewalDialog filing={filing} visible={dialog?.kind === 'renew'} phases={phases} onHide={close} onDone={done} />
      <ProgressDialog filing={filing} progress={dialog?.kind === 'progress' ? dialog.progress : undefined} visible={dialog?.kind === 'progress'} phases={phases} onHide={close} onDone={done} />
    </div>
  );
};
