import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { TabMenu } from 'primereact/tabmenu';
import { Tag } from 'primereact/tag';
import { addDays, companyCertificationPeriods } from '@pp/domain';
import { DataList } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { PageSpinner, useAccess, useCurrentUser } from '../auth/index.ts';
import { ApplyDialog, type Application } from './ApplyDialog.tsx';
import { CertificateDetails, Item, type Certification } from './CertificateDetails.tsx';
import {
  certificationTab,
  certificationTabs,
  detailPath,
  localName,
  programmeBenefits,
  shownCertification,
  tierRows,
  type CertificationTab,
  type TierRow,
} from './certificationRules.ts';
import type { CertificationLevelFieldsFragment } from '../../generated/graphql.ts';
import { COMPANY_CERTIFICATION_HISTORY, COMPANY_CERTIFICATION_OVERVIEW, type CompanyCertificationHistoryRow } from './companyCertification.graphql.ts';
import { applyCompanyCertificationKeys } from './keys.ts';
import { StatusTag } from './StatusTag.tsx';
import './company-certification.css';

const tabLabel: Readonly<Record<CertificationTab, string>> = {
  certification: 'company-certification.tab.certification',
  history: 'company-certification.tab.history',
};

/** The certificate of a certification, in a dialog. */
const CertificateDialog = ({ certification, onHide }: { certification: Certification | undefined; onHide: () => void }) => {
  const t = useTranslate();
  return (
    <Dialog
      header={t('company-certification.certificate.title')}
      visible={Boolean(certification)}
      onHide={onHide}
      style={{ width: 'min(640px, 94vw)' }}
      data-testid="certificate-dialog"
      footer={<Button type="button" label={t('company-certification.certificate.close')} text onClick={onHide} />}
    >
      {certification && <CertificateDetails certification={certification} />}
    </Dialog>
  );
};

/**
 * The partnership certification: the company's standing (the certification in effect, or the latest expired one
 * while it may be renewed, or the level that applies without one), what is under review, the buttons to apply, renew
 * and see the certificate, and the tier and benefit table of the company's site's programme with its level marked.
 */
const CertificationPanel = ({ companyId }: { companyId: string }) => {
  const t = useTranslate();
  const { can } = useAccess();
  const [applying, setApplying] = useState<Application>();
  const [viewing, setViewing] = useState<Certification>();
  const { data, error, refetch } = useQuery(COMPANY_CERTIFICATION_OVERVIEW, { variables: { companyId }, skip: !companyId, fetchPolicy: 'cache-and-network' });
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const company = data?.company;
  if (!company) return <PageSpinner />;

  const plan = data.certificationPlans?.nodes.find((p) => p?.site === company.site);
  const levels = (plan?.certificationLevelsByPlanId.nodes ?? []).flatMap((l) => (l ? [l] : []));
  const shown = shownCertification({ current: company.currentCertification, latestExpired: company.latestExpiredCertification });
  const renewable = shown?.canRenew ?? false;
  const reviewing = data.reviewing?.nodes[0];
  const mayApply = can(applyCompanyCertificationKeys) && Boolean(plan);
  const yourLevel = company.effectiveCertificationLevel?.key;
  const benefits = programmeBenefits(company.site);
  const open = (renewLevelId?: number) => plan && setApplying({ companyId, programme: plan, levels, renewLevelId });
  const done = () => {
    setApplying(undefined);
    void refetch();
  };

  return (
    <>
      <Card title={t('company-certification.current.title')} className="pp-card pp-certification-current" data-testid="certification-current">
        {shown ? (
          <>
            <div className="pp-certification-level">
              <strong data-testid="certification-level">{localName(shown.approvedLevel)}</strong>
              <StatusTag status={shown.status} />
            </div>
            <dl className="pp-details pp-certification-details">
              <Item label={t('company-certification.field.certificateNumber')}>{shown.certificateNumber ?? '—'}</Item>
              <Item label={t('company-certification.field.grantDate')} testId="certification-grant-date">
                {formatDate(shown.grantDate)}
              </Item>
              <Item label={t('company-certification.field.expiredDate')} testId="certification-expired-date">
                {formatDate(shown.expiredDate)}
              </Item>
            </dl>
            {shown.status === 'EXPIRED' && shown.expiredDate && (
              <Message
                severity="warn"
                text={t('company-certification.current.expired', {
                  level: localName(shown.approvedLevel),
                  date: formatDate(shown.expiredDate),
                  until: formatDate(addDays(shown.expiredDate, companyCertificationPeriods.renewalWindowDays)),
                })}
              />
            )}
            {shown.status === 'VALIDATING' && renewable && (
              <Message severity="info" text={t('company-certification.current.renewable', { date: formatDate(shown.expiredDate) })} />
            )}
          </>
        ) : (
          <p data-testid="certification-none">{t('company-certification.current.none', { level: localName(company.effectiveCertificationLevel) })}</p>
        )}
        {reviewing && (
          <Message
            severity="info"
            className="pp-certification-reviewing"
            text={t('company-certification.current.reviewing', { level: localName(reviewing.appliedLevel) })}
            data-testid="certification-reviewing"
          />
        )}
        <div className="pp-certification-actions">
          {mayApply && <Button label={t('company-certification.apply')} icon="pi pi-send" onClick={() => open()} data-testid="certification-apply" />}
          {mayApply && renewable && shown?.approvedLevel && (
            <Button label={t('company-certification.renew')} icon="pi pi-refresh" outlined onClick={() => open(shown.approvedLevel?.id)} data-testid="certification-renew" />
          )}
          {shown && (
            <Button label={t('company-certification.viewCertificate')} icon="pi pi-id-card" outlined onClick={() => setViewing(shown)} data-testid="certification-view-certificate" />
          )}
        </div>
      </Card>

      <h2 className="pp-certification-tiers-title">{t('company-certification.tiers.title')}</h2>
      {plan && <p className="pp-muted">{localName(plan)}</p>}
      <DataList
        value={tierRows(company.site, levels)}
        stripedRows={false}
        columns={[
          {
            key: 'level',
            header: t('company-certification.tiers.level'),
            role: 'title',
            body: (row) => (
              <span className={row.level.key === yourLevel ? 'pp-tier-name pp-tier-yours' : 'pp-tier-name'} data-tier={row.level.key}>
                {localName(row.level)}
                {row.level.key === yourLevel && <Tag value={t('company-certification.tiers.yours')} severity="success" data-testid="tier-yours" />}
              </span>
            ),
          },
          ...benefits.map((benefit, index) => ({
            key: benefit,
            header: t(`company-certification.benefit.${benefit}`),
            align: 'center' as const,
            body: (row: TierRow<CertificationLevelFieldsFragment>) =>
              row.benefits[index] ? (
                <i className="pi pi-check pp-benefit-yes" role="img" aria-label={t('company-certification.tiers.included')} />
              ) : (
                <span className="pp-benefit-no" role="img" aria-label={t('company-certification.tiers.notIncluded')}>
                  —
                </span>
              ),
          })),
        ]}
        data-testid="certification-tiers"
      />

      <ApplyDialog application={applying} onHide={() => setApplying(undefined)} onDone={done} />
      <CertificateDialog certification={viewing} onHide={() => setViewing(undefined)} />
    </>
  );
};

/** The company's applications, newest first, each leading to its detail. */
const HistoryPanel = ({ companyId }: { companyId: string }) => {
  const t = useTranslate();
  const { page, tableProps } = usePage();
  const { data, loading, error } = useQuery(COMPANY_CERTIFICATION_HISTORY, { variables: { companyId, ...page }, skip: !companyId, fetchPolicy: 'cache-and-network' });
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const rows = (data?.companyCertifications?.nodes ?? []).filter((r): r is CompanyCertificationHistoryRow => r !== null);
  return (
    <DataList
      value={rows}
      columns={[
        { key: 'appliedAt', header: t('company-certification.field.appliedAt'), role: 'id', body: (r) => formatDate(r.createdAt), style: { whiteSpace: 'nowrap' } },
        {
          key: 'appliedLevel',
          header: t('company-certification.field.appliedLevel'),
          role: 'title',
          body: (r) => <Link to={detailPath(r.id)}>{localName(r.appliedLevel)}</Link>,
        },
        { key: 'status', header: t('company-certification.field.status'), role: 'status', body: (r) => <StatusTag status={r.status} /> },
        { key: 'approvedLevel', header: t('company-certification.field.approvedLevel'), body: (r) => (r.approvedLevel ? localName(r.approvedLevel) : '—') },
        { key: 'reviewedAt', header: t('company-certification.field.reviewedAt'), body: (r) => formatDate(r.reviewedAt), style: { whiteSpace: 'nowrap' } },
        {
          key: 'actions',
          header: '',
          role: 'actions',
          body: (r) => (
            <Link to={detailPath(r.id)} className="p-button p-button-sm p-button-outlined" aria-label={`${t('company-certification.history.view')} ${localName(r.appliedLevel)}`}>
              {t('company-certification.history.view')}
            </Link>
          ),
        },
      ]}
      {...tableProps(data?.companyCertifications?.totalCount, loading && !data)}
      emptyMessage={t('company-certification.history.none')}
      data-testid="certification-history"
    />
  );
};

/**
 * /workbench/company-certification (`?tab=certification|history`): the partnership certification (the company's
 * level, applying and renewing, the certificate, the programme's tiers and benefits) and the application history.
 */
export const CompanyCertificationPage = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = certificationTab(params.get('tab'));
  const companyId = info?.currentCompanyUser?.companyId ?? '';
  return (
    <div className="pp-page pp-company-certification">
      <div className="pp-page-head">
        <h1 className="pp-page-title">{t('company-certification.title')}</h1>
      </div>
      <TabMenu
        model={certificationTabs.map((key) => ({ label: t(tabLabel[key]) }))}
        activeIndex={certificationTabs.indexOf(tab)}
        onTabChange={(e) => {
          const next = new URLSearchParams(params);
          next.set('tab', certificationTabs[e.index] ?? 'certification');
          setParams(next, { replace: true });
        }}
        data-testid="certification-tabs"
      />
      {tab === 'certification' ? <CertificationPanel companyId={companyId} /> : <HistoryPanel companyId={companyId} />}
    </div>
  );
};
