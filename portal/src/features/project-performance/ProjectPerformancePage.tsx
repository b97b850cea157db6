import { useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Card } from 'primereact/card';
import { performanceRecordProjectTypes } from '@pp/domain';
import { DataList } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDate, formatMoney } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { useCurrentUser } from '../auth/index.ts';
import { COMPANY_PERFORMANCE_LIST, COMPANY_PERFORMANCE_TOTALS, type CompanyPerformanceRow } from './projectPerformance.graphql.ts';
import { currencyTotals } from './totals.ts';
import './project-performance.css';

/**
 * /workbench/project-performance: the current company's performance records (latest effective date first, paged with
 * their total) and, above them, the totals per currency: both project types together and each one.
 */
export const ProjectPerformancePage = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const companyId = info?.currentCompanyUser?.companyId ?? '';
  const { page, tableProps } = usePage(20);
  const list = useQuery(COMPANY_PERFORMANCE_LIST, {
    variables: { companyId, ...page },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const totals = useQuery(COMPANY_PERFORMANCE_TOTALS, { variables: { companyId }, skip: !companyId, fetchPolicy: 'cache-and-network' });
  const rows = (list.data?.companyPerformances?.nodes ?? []).filter((r): r is CompanyPerformanceRow => r !== null);
  const sums = currencyTotals(totals.data?.companyPerformanceTotalsList ?? []);
  const error = list.error ?? totals.error;

  return (
    <div className="pp-page pp-project-performance">
      <div className="pp-page-head">
        <h1 className="pp-page-title">{t('project-performance.title')}</h1>
      </div>
      <p className="pp-performance-intro">{t('project-performance.intro')}</p>
      {error && <p className="p-error">{errorMessage(error, fallbacks.load)}</p>}
      <section className="pp-performance-totals" data-testid="performance-totals" aria-label={t('project-performance.totals')}>
        {sums.length === 0 && !totals.loading && <p className="pp-performance-muted">{t('project-performance.totals.none')}</p>}
        {sums.map((s) => (
          <Card key={s.currency} className="pp-performance-total" data-testid={`performance-total-${s.currency}`}>
            <div className="pp-performance-total-head">
              <span className="pp-performance-currency">{s.currency}</span>
              <span className="pp-performance-muted">{t('project-performance.totals.records', { count: s.records })}</span>
            </div>
            <div className="pp-performance-total-main" data-testid="performance-total-all">
              <span className="pp-performance-muted">{t('project-performance.type.TOTAL')}</span>
              <strong>{formatMoney(s.cents.TOTAL / 100, s.currency)}</strong>
            </div>
            {performanceRecordProjectTypes.map((type) => (
              <div key={type} className="pp-performance-total-line" data-testid={`performance-total-${type}`}>
                <span>{t(`project-performance.type.${type}`)}</span>
                <span>{formatMoney(s.cents[type] / 100, s.currency)}</span>
              </div>
            ))}
          </Card>
        ))}
      </section>
      <h2 className="pp-performance-section">{t('project-performance.records')}</h2>
      <DataList
        value={rows}
        columns={[
          { key: 'semanticId', header: t('project-performance.col.semanticId'), role: 'id', body: (r) => r.semanticId, style: { whiteSpace: 'nowrap' } },
          {
            key: 'filing',
            header: t('project-performance.col.filing'),
            role: 'title',
            body: (r) => (
              <div>
                <div>{dash(r.projectFilingSemanticId)}</div>
                <div className="pp-performance-muted">{r.projectFilingName ?? ''}</div>
              </div>
            ),
            style: { minWidth: '12rem' },
          },
          { key: 'customer', header: t('project-performance.col.customer'), body: (r) => r.customerFullName, style: { minWidth: '11rem' } },
          {
            key: 'amount',
            header: t('project-performance.col.amount'),
            body: (r) => formatMoney(Number(r.performance), r.currencyIsoCode),
            style: { whiteSpace: 'nowrap', textAlign: 'right' },
          },
          { key: 'effectiveDate', header: t('project-performance.col.effectiveDate'), body: (r) => formatDate(r.effectiveDate), style: { whiteSpace: 'nowrap' } },
          { key: 'projectType', header: t('project-performance.col.projectType'), body: (r) => t(`project-performance.type.${r.projectType}`) },
          { key: 'remark', header: t('project-performance.col.remark'), body: (r) => dash(r.remark), style: { minWidth: '10rem' } },
        ]}
        {...tableProps(list.data?.companyPerformances?.totalCount, list.loading && !list.data)}
        emptyMessage={t('project-performance.none')}
        scrollable
        tableStyle={{ minWidth: '64rem' }}
        data-testid="performance-table"
      />
    </div>
  );
};
