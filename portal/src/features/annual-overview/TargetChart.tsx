import { useTranslate } from '@refinedev/core';
import { Chart } from 'primereact/chart';
import { formatMoney } from '../../lib/format.ts';

export interface TargetChartMonth {
  month: number;
  performance: number;
  cumulative: number;
}

/**
 * One target's chart: the cumulative performance of each month as bars against the target as a line (PrimeReact's
 * Chart, which draws with chart.js).
 */
export const TargetChart = ({ target, currency, months }: { target: number; currency: string; months: readonly TargetChartMonth[] }) => {
  const t = useTranslate();
  const data = {
    labels: months.map((m) => t(`annual-overview.month.${m.month}`)),
    datasets: [
      {
        type: 'line',
        label: t('annual-overview.chart.target'),
        data: months.map(() => target),
        borderColor: '#d32f2f',
        backgroundColor: '#d32f2f',
        pointRadius: 0,
        borderWidth: 2,
      },
      {
        type: 'bar',
        label: t('annual-overview.chart.cumulative'),
        data: months.map((m) => m.cumulative),
        backgroundColor: 'rgba(25, 118, 210, 0.6)',
      },
      {
        type: 'bar',
        label: t('annual-overview.chart.monthly'),
        data: months.map((m) => m.performance),
        backgroundColor: 'rgba(46, 125, 50, 0.6)',
      },
    ],
  };
  const options = {
    maintainAspectRatio: false,
    animation: false,
    scales: { y: { beginAtZero: true } },
    plugins: {
      tooltip: {
        callbacks: {
          label: (ctx: { dataset: { label?: string }; parsed: { y: number } }) =>
            `${ctx.dataset.label ?? ''}: ${formatMoney(ctx.parsed.y, currency)}`,
        },
      },
    },
  };
  return <Chart type="bar" data={data} options={options} style={{ height: 240 }} />;
};
