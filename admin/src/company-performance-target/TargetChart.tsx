// The chart of one annual target: the cumulative performance of each month as bars against the target as a line,
// with the completion of the year. chart.js through react-chartjs-2; only the parts the chart uses are registered.
import { Box, Typography } from '@mui/material';
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { useTranslate } from 'react-admin';

ChartJS.register(BarController, BarElement, CategoryScale, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip);

export interface TargetChartMonth {
  month: number;
  performance: string | number;
  cumulative: string | number;
}

const k = (key: string) => `resources.company-performance-target.${key}`;
const money = (value: number, currency: string) =>
  `${currency} ${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const TargetChart = ({
  title,
  target,
  currency,
  completion,
  months,
  testId,
}: {
  title: string;
  target: number;
  currency: string;
  completion: number;
  months: readonly TargetChartMonth[];
  testId?: string;
}) => {
  const translate = useTranslate();
  const labels = months.map((m) => translate(k('chart.month'), { month: m.month }));
  return (
    <Box data-testid={testId} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <span>{title}</span>
        <span data-testid="target-completion">
          {translate(k('chart.completion'), { percent: completion.toFixed(2) })}
        </span>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(k('chart.target'))}: {money(target, currency)}
      </Typography>
      <Box sx={{ height: 260 }}>
        <Chart
          type="bar"
          data={{
            labels,
            datasets: [
              {
                type: 'line' as const,
                label: translate(k('chart.target')),
                data: months.map(() => target),
                borderColor: '#d32f2f',
                backgroundColor: '#d32f2f',
                pointRadius: 0,
                borderWidth: 2,
              },
              {
                type: 'bar' as const,
                label: translate(k('chart.cumulative')),
                data: months.map((m) => Number(m.cumulative)),
                backgroundColor: 'rgba(25, 118, 210, 0.6)',
              },
              {
                type: 'bar' as const,
                label: translate(k('chart.monthly')),
                data: months.map((m) => Number(m.performance)),
                backgroundColor: 'rgba(46, 125, 50, 0.6)',
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true } },
            plugins: {
              tooltip: {
                callbacks: { label: (ctx) => `${ctx.dataset.label ?? ''}: ${money(Number(ctx.parsed.y), currency)}` },
              },
            },
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate(k('chart.currency_note'), { currency })}
      </Typography>
    </Box>
  );
};
