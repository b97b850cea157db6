import { useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { TabMenu } from 'primereact/tabmenu';
import { Tag } from 'primereact/tag';
import {
  companyPointActionNames,
  companyPointLimits,
  companyPointScenarioNames,
  companyPointTypeNames,
  type CompanyPointType,
} from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { DataList } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDate, formatNumber } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { useCurrentUser } from '../auth/index.ts';
import { COMPANY_POINT_ENTRIES, COMPANY_POINT_LOTS, COMPANY_POINT_SUMMARY, type CompanyPointEntry, type CompanyPointLot } from './companyPoints.graphql.ts';
import { expiresSoon, lotState, pointTab, pointTabs, tabType, type PointTab } from './listRules.ts';
import './company-points.css';

const horizon = companyPointLimits.companyPointExpiringHorizonDays;
/** The ledger's values are named by the domain, in the site's language. */
const lang = currentLocale === 'zh-CN' ? 'zh' : 'en';
const scenarioName = (s: keyof typeof companyPointScenarioNames | null | undefined) => (s ? companyPointScenarioNames[s][lang] : '—');

const tabLabel: Readonly<Record<PointTab, string>> = {
  details: 'company-points.tab.details',
  market: 'company-points.tab.market',
  product: 'company-points.tab.product',
};

const signed = (n: number) => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

/** The totals of both types and what expires within the warning horizon (points left in lots expiring by then). */
const Summary = ({ companyId }: { companyId: string }) => {
  const t = useTranslate();
  const { data, error } = useQuery(COMPANY_POINT_SUMMARY, { variables: { companyId }, skip: !companyId, fetchPolicy: 'cache-and-network' });
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const company = data?.company;
  const market = company?.expiringMarketPoints ?? 0;
  const product = company?.expiringProductPoints ?? 0;
  const total = market + product;
  const next = data?.expiringCompanyPoints?.nodes[0]?.expiredDate;
  return (
    <div className="pp-points-summary" data-testid="points-summary">
      <div className="pp-points-card">
        <span className="pp-muted">{t('company-points.total.market')}</span>
        <strong data-testid="points-total-market">{company ? formatNumber(company.totalMarketPoints) : '—'}</strong>
      </div>
      <div className="pp-points-card">
        <span className="pp-muted">{t('company-points.total.product')}</span>
        <strong data-testid="points-total-product">{company ? formatNumber(company.totalProductPoints) : '—'}</strong>
      </div>
      <div className="pp-points-card pp-points-expiring" data-testid="points-expiring">
        <span className="pp-muted">{t('company-points.expiring.title', { days: horizon })}</span>
        <strong data-testid="points-expiring-total">{company ? formatNumber(total) : '—'}</strong>
        {company && total > 0 ? (
          <span className="pp-points-expiring-detail">
            {t('company-points.expiring.market', { points: formatNumber(market) })}
            {' · '}
            {t('company-points.expiring.product', { points: formatNumber(product) })}
            {next && (
              <>
                {' · '}
                {t('company-points.expiring.next', { date: formatDate(next) })}
              </>
            )}
          </span>
        ) : (
          <span className="pp-points-expiring-detail">{t('company-points.expiring.none', { days: horizon })}</span>
        )}
      </div>
    </div>
  );
};

/** Every entry of the company, newest first: additions, subtractions and expiries. */
const Entries = ({ companyId }: { companyId: string }) => {
  const t = useTranslate();
  const { page, tableProps } = usePage();
  const { data, loading, error } = useQuery(COMPANY_POINT_ENTRIES, { variables: { companyId, ...page }, skip: !companyId, fetchPolicy: 'cache-and-network' });
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const rows = (data?.companyPoints?.nodes ?? []).filter((r): r is CompanyPointEntry => r !== null);
  return (
    <DataList
      value={rows}
      columns={[
        { key: 'date', header: t('company-points.col.date'), role: 'id', body: (r) => formatDate(r.effectiveDate), style: { whiteSpace: 'nowrap' } },
        { key: 'type', header: t('company-points.col.type'), body: (r) => companyPointTypeNames[r.type][lang] },
        { key: 'action', header: t('company-points.col.action'), body: (r) => companyPointActionNames[r.action][lang] },
        { key: 'points', header: t('company-points.col.points'), role: 'status', body: (r) => signed(r.point), align: 'right' },
        { key: 'scenario', header: t('company-points.col.scenario'), body: (r) => scenarioName(r.actionScenario) },
        { key: 'remark', header: t('company-points.col.remark'), body: (r) => dash(r.remark) },
      ]}
      {...tableProps(data?.companyPoints?.totalCount, loading && !data)}
      emptyMessage={t('company-points.none')}
      data-testid="points-entries"
    />
  );
};

const stateSeverity = { available: 'success', upcoming: 'info', used: 'secondary', expired: 'secondary' } as const;

/** The lots of one type, soonest expiry first, with what remains of each. */
const Lots = ({ companyId, type }: { companyId: string; type: CompanyPointType }) => {
  const t = useTranslate();
  const { page, tableProps } = usePage();
  const { data, loading, error } = useQuery(COMPANY_POINT_LOTS, { variables: { companyId, type, ...page }, skip: !companyId, fetchPolicy: 'cache-and-network' });
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const rows = (data?.companyPoints?.nodes ?? []).filter((r): r is CompanyPointLot => r !== null);
  return (
    <DataList
      value={rows}
      columns={[
        { key: 'effectiveDate', header: t('company-points.col.effectiveDate'), role: 'id', body: (r) => formatDate(r.effectiveDate), style: { whiteSpace: 'nowrap' } },
        { key: 'expiredDate', header: t('company-points.col.expiredDate'), body: (r) => formatDate(r.expiredDate), style: { whiteSpace: 'nowrap' } },
        { key: 'points', header: t('company-points.col.points'), body: (r) => formatNumber(r.point), align: 'right' },
        { key: 'remaining', header: t('company-points.col.remaining'), body: (r) => formatNumber(r.remainingPoint), align: 'right' },
        {
          key: 'status',
          header: t('company-points.col.status'),
          role: 'status',
          body: (r) => {
            const state = lotState(r);
            return (
              <span className="pp-points-state">
                <Tag value={t(`company-points.lot.${state}`)} severity={stateSeverity[state]} />
                {expiresSoon(r, horizon) && <Tag value={t('company-points.lot.expiringSoon')} severity="warning" />}
              </span>
            );
          },
        },
        { key: 'scenario', header: t('company-points.col.scenario'), body: (r) => scenarioName(r.actionScenario) },
        type === 'MARKET_POINT' && { key: 'source', header: t('company-points.col.source'), body: (r) => dash(r.source) },
        { key: 'remark', header: t('company-points.col.remark'), body: (r) => dash(r.remark) },
      ]}
      {...tableProps(data?.companyPoints?.totalCount, loading && !data)}
      emptyMessage={t('company-points.noLots')}
      data-testid={`points-lots-${type}`}
    />
  );
};

/**
 * /workbench/company-point: the company's market and product totals and what expires soon, then the tabs
 * (`?tab=details|market|product`): every entry, or the lots of one type.
 */
export const CompanyPointsPage = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = pointTab(params.get('tab'));
  const companyId = info?.currentCompanyUser?.companyId ?? '';
  return (
    <div className="pp-page pp-company-points">
      <div className="pp-page-head">
        <h1 className="pp-page-title">{t('company-points.title')}</h1>
      </div>
      <Summary companyId={companyId} />
      <TabMenu
        model={pointTabs.map((key) => ({ label: t(tabLabel[key]) }))}
        activeIndex={pointTabs.indexOf(tab)}
        onTabChange={(e) => {
          const next = new URLSearchParams(params);
          next.set('tab', pointTabs[e.index] ?? 'details');
          setParams(next, { replace: true });
        }}
      />
      {tab === 'details' ? <Entries companyId={companyId} /> : <Lots key={tab} companyId={companyId} type={tabType[tab]} />}
    </div>
  );
};
