// An item's analytics (/admin/announcement/<id>/analytics, /admin/material/<id>/analytics): its views and downloads
// in a range of business days (the last 30 by default, at most 366), as totals and a daily chart (views a line,
// downloads bars); the ten companies whose people read it most; and the CSV export of every day and company. Vendor
// admins only (the API refuses others).
import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import jsonExport from 'jsonexport/dist/index.js';
import { Loading, Title, downloadCSV, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { contentAnalyticsDefaultRange, contentAnalyticsLimits, contentAnalyticsRangeIssue, type ContentKind } from '@pp/domain';
import { zhErrorText } from '../data-provider/errors.ts';
import { CONTENT_ANALYTICS, CONTENT_ANALYTICS_ITEM, CONTENT_ANALYTICS_ROWS } from './contentAnalytics.graphql.ts';
import { csvTable, totalsOf } from './report.ts';

ChartJS.register(BarController, BarElement, CategoryScale, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip);

const p = (key: string) => `resources.content-analytics.${key}`;
const listPathOf = (kind: ContentKind) => (kind === 'ANNOUNCEMENT' ? '/announcement' : '/material');

/** The range form: two days, checked by the report's rule before it is asked for. */
const RangeForm = ({ value, onApply }: { value: { from: string; to: string }; onApply: (range: { from: string; to: string }) => void }) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  const issue = contentAnalyticsRangeIssue(draft.from, draft.to);
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ mb: 2 }}>
      <TextField type="date" size="small" label={translate(p('from'))} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analytics-from' } }} />
      <TextField type="date" size="small" label={translate(p('to'))} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        error={Boolean(issue)} helperText={issue ? translate(issue, { max: contentAnalyticsLimits.contentAnalyticsDaysMax }) : ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'analytics-to' } }} />
      <Button variant="contained" disabled={Boolean(issue)} onClick={() => onApply(draft)} data-testid="analytics-apply">
        {translate(p('apply'))}
      </Button>
    </Stack>
  );
};

const Figure = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Card variant="outlined" sx={{ minWidth: 160 }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="h5" data-testid={testId}>{value.toLocaleString('zh-CN')}</Typography>
    </CardContent>
  </Card>
);

/** Downloads the range's rows as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the Chinese text). */
const ExportButton = ({ kind, id, range }: { kind: ContentKind; id: string; range: { from: string; to: string } }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: CONTENT_ANALYTICS_ROWS, variables: { kind, id, ...range }, fetchPolicy: 'network-only' });
      const table = csvTable(data.contentAnalyticsRowsList ?? [], translate);
      if (table.records.length === 0) {
        notify(p('export_empty'), { type: 'info' });
        return;
      }
      const csv = await jsonExport(table.records, { headers: table.headers });
      downloadCSV(`\ufeff${csv}`, `${translate(p('file_name'))}-${range.from}-${range.to}`);
      notify(p('exported'), { type: 'success', messageArgs: { count: table.records.length } });
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} disabled={busy} onClick={() => void exportRows()} data-testid="analytics-export">
      {translate(p('export'))}
    </Button>
  );
};

const Report = ({ kind, id, range }: { kind: ContentKind; id: string; range: { from: string; to: string } }) => {
  const translate = useTranslate();
  const { data, loading, error } = useQuery(CONTENT_ANALYTICS, { variables: { kind, id, ...range }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Loading />;
  if (error) return <Alert severity="error">{zhErrorText(error)}</Alert>;
  const days = (data?.contentAnalyticsDaysList ?? []).flatMap((d) => (d ? [d] : []));
  const companies = (data?.contentAnalyticsCompaniesList ?? []).flatMap((c) => (c ? [c] : []));
  const totals = totalsOf(days);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} alignItems="center">
        <Figure label={translate(p('total_views'))} value={totals.views} testId="analytics-total-views" />
        <Figure label={translate(p('total_downloads'))} value={totals.downloads} testId="analytics-total-downloads" />
        <Box sx={{ flex: 1 }} />
        <ExportButton kind={kind} id={id} range={range} />
      </Stack>
      <Typography variant="subtitle1">{translate(p('chart'))}</Typography>
      <Box sx={{ height: 280, mb: 3 }} data-testid="analytics-chart">
        {/* Views as a line, downloads as bars beneath it, so equal counts stay apart. */}
        <Chart
          type="bar"
          data={{
            labels: days.map((d) => d.day ?? ''),
            datasets: [
              { type: 'line' as const, label: translate(p('views')), data: days.map((d) => d.views ?? 0), borderColor: '#1976d2', backgroundColor: '#1976d2', tension: 0.2 },
              { type: 'bar' as const, label: translate(p('downloads')), data: days.map((d) => d.downloads ?? 0), backgroundColor: '#66bb6a' },
            ],
          }}
          options={{ maintainAspectRatio: false, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
        />
      </Box>
      <Typography variant="subtitle1">{translate(p('top_companies'))}</Typography>
      {companies.length === 0 ? (
        <Typography color="text.secondary" data-testid="analytics-no-companies">{translate(p('no_companies'))}</Typography>
      ) : (
        <Table size="small" data-testid="analytics-companies">
          <TableHead>
            <TableRow>
              <TableCell>{translate(p('company'))}</TableCell>
              <TableCell align="right">{translate(p('views'))}</TableCell>
              <TableCell align="right">{translate(p('downloads'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {companies.map((c) => (
              <TableRow key={c.companyId} data-testid="analytics-company">
                <TableCell>{c.companyName}</TableCell>
                <TableCell align="right">{c.views}</TableCell>
                <TableCell align="right">{c.downloads}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};

export const ContentAnalyticsPage = ({ kind }: { kind: ContentKind }) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const [range, setRange] = useState(() => contentAnalyticsDefaultRange());
  const item = useQuery(CONTENT_ANALYTICS_ITEM, { variables: { id, announcement: kind === 'ANNOUNCEMENT' } });
  const title = item.data?.announcement?.title ?? item.data?.resourceMaterial?.name ?? '';
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(p('title'))} />
      <CardContent>
        <Link component={RouterLink} to={listPathOf(kind)} underline="hover">
          {translate(p(kind === 'ANNOUNCEMENT' ? 'back_announcement' : 'back_material'))}
        </Link>
        <Typography variant="h6" sx={{ mt: 1, mb: 2 }} data-testid="analytics-title">
          {translate(p('title_of'), { title })}
        </Typography>
        <RangeForm value={range} onApply={setRange} />
        <Report kind={kind} id={id} range={range} />
      </CardContent>
    </Card>
  );
};

/** The analytics page of announcements, and of materials, as routes' elements. */
export const AnnouncementAnalyticsPage = () => <ContentAnalyticsPage kind="ANNOUNCEMENT" />;
export const MaterialAnalyticsPage = () => <ContentAnalyticsPage kind="MATERIAL" />;
