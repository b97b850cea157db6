import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Card } from 'primereact/card';
import { Dropdown } from 'primereact/dropdown';
import { ProgressBar } from 'primereact/progressbar';
import { businessToday, limits, performanceProjectTypes } from '@pp/domain';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { useAccess, useCurrentUser } from '../auth/index.ts';
import { ANNUAL_OVERVIEW_TARGETS } from './annualOverview.graphql.ts';
import { TargetChart } from './TargetChart.tsx';
import './annual-overview.css';

/** The years a partner may look at: from the first business year to the next one (targets may be set ahead). */
const yearOptions = (): number[] => {
  const last = Number(businessToday().slice(0, 4)) + 1;
  const years: number[] = [];
  for (let y = last; y >= limits.performanceTargetYearMin; y--) years.push(y);
  return years;
};

/**
 * The workbench overview's annual block (ViewAnnualOverview): for a chosen year, each project type's target with
 * the cumulative monthly performance as a chart and the completion; a note when the vendor set no target.
 */
export const AnnualOverviewCard = () => {
  const t = useTranslate();
  const { can } = useAccess();
  const { info } = useCurrentUser();
  const companyId = info?.currentCompanyUser?.companyId ?? '';
  const allowed = can(['ViewAnnualOverview']);
  const [year, setYear] = useState(() => Number(businessToday().slice(0, 4)));
  const { data, error, loading } = useQuery(ANNUAL_OVERVIEW_TARGETS, {
    variables: { companyId, year },
    skip: !allowed || !companyId,
    fetchPolicy: 'cache-and-network',
  });
  if (!allowed || !companyId) return null;
  const targets = (data?.companyPerformanceTargets?.nodes ?? []).flatMap((n) => (n ? [n] : []));
  const ordered = performanceProjectTypes.flatMap((type) => targets.filter((x) => x.projectType === type));
  return (
    <Card className="pp-card pp-annual-overview" data-testid="annual-overview">
      <div className="pp-annual-overview-head">
        <h2 className="pp-annual-overview-title">{t('annual-overview.title')}</h2>
        <Dropdown
          inputId="pp-annual-year"
          value={year}
          options={yearOptions().map((y) => ({ label: t('annual-overview.year', { year: y }), value: y }))}
          onChange={(e) => setYear(Number(e.value))}
          aria-label={t('annual-overview.yearLabel')}
          data-testid="annual-overview-year"
        />
      </div>
      {error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : !data && loading ? (
        <p className="pp-muted">…</p>
      ) : ordered.length === 0 ? (
        <p className="pp-muted" data-testid="annual-overview-empty">
          {t('annual-overview.empty', { year })}
        </p>
      ) : (
        <>
          <div className="pp-annual-overview-grid">
            {ordered.map((target) => {
              const completion = Number(target.completion ?? 0);
              const amount = Number(target.performance);
              const months = (target.monthlyResultsList ?? []).flatMap((m) =>
                m ? [{ month: m.month ?? 0, performance: Number(m.performance ?? 0), cumulative: Number(m.cumulative ?? 0) }] : [],
              );
              const reached = months.at(-1)?.cumulative ?? 0;
              return (
                <section key={target.id} className="pp-annual-target" data-testid={`annual-target-${target.projectType}`}>
                  <h3>{t(`annual-overview.type.${target.projectType}`)}</h3>
                  <p className="pp-annual-target-figures">
                    <span>
                      {t('annual-overview.target')}: <strong>{formatMoney(amount, target.currencyIsoCode)}</strong>
                    </span>
                    <span>
                      {t('annual-overview.reached')}: <strong>{formatMoney(reached, target.currencyIsoCode)}</strong>
                    </span>
                  </p>
                  <div className="pp-annual-target-completion">
                    <span data-testid="annual-target-completion">{t('annual-overview.completion', { percent: completion.toFixed(2) })}</span>
                    <ProgressBar value={Math.min(100, completion)} showValue={false} style={{ height: '0.5rem' }} />
                  </div>
                  <TargetChart target={amount} currency={target.currencyIsoCode} months={months} />
                </section>
              );
            })}
          </div>
          <p className="pp-muted pp-annual-overview-note">{t('annual-overview.currencyNote')}</p>
        </>
      )}
    </Card>
  );
};
