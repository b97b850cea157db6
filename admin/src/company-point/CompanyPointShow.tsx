// One company's points (/admin/company-point/<id>/show): the market and product totals, what expires within the
// warning horizon, and the lots of each type (what remains of each and when it expires), soonest expiry first.
import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  Datagrid,
  DateField,
  FunctionField,
  Pagination,
  ReferenceManyField,
  Show,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { businessToday, companyPointLimits, companyPointTypes, type CompanyPointType } from '@pp/domain';
import { datagridSx } from '../common/fields.tsx';
import { pointsText } from './CompanyPointList.tsx';

const k = (key: string) => `resources.company-point.${key}`;
const horizon = companyPointLimits.companyPointExpiringHorizonDays;

type Points = number | string | null | undefined;
type Company = {
  id: string;
  name: string;
  totalMarketPoints?: Points;
  totalProductPoints?: Points;
  expiringMarketPoints?: Points;
  expiringProductPoints?: Points;
};
type Lot = { effectiveDate: string; expiredDate?: string | null; point: number; remainingPoint: number; actionScenario?: string | null; source?: string | null; remark?: string | null };

const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

/**
 * What a lot is today (business days): not yet effective, available, used up, or expired once its expiry date has
 * passed; an available lot expiring within the warning horizon is marked as expiring.
 */
const lotStatus = (lot: Lot, today: string): 'upcoming' | 'available' | 'used' | 'expired' | 'expiring' => {
  if (lot.expiredDate && lot.expiredDate < today) return 'expired';
  if (lot.effectiveDate > today) return 'upcoming';
  if (lot.remainingPoint <= 0) return 'used';
  return lot.expiredDate && lot.expiredDate <= addDays(today, horizon) ? 'expiring' : 'available';
};

const statusColor = { available: 'success', expiring: 'warning', upcoming: 'info', used: 'default', expired: 'default' } as const;

const LotStatus = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<Lot>();
  const translate = useTranslate();
  if (!record) return null;
  const status = lotStatus(record, businessToday());
  return <Chip size="small" color={statusColor[status]} label={translate(k(`lot_status.${status}`))} />;
};

/** The lots of one type: ADD entries of the company, soonest expiry first. */
const LotTable = ({ type }: { type: CompanyPointType }) => {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference="point-history"
      target="companyId"
      filter={{ tab: type === 'MARKET_POINT' ? 'market' : 'product', action: 'ADD' }}
      sort={{ field: 'expiredDate', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        sx={datagridSx}
        empty={<Typography sx={{ p: 2 }} color="text.secondary">{translate(k('show.none'))}</Typography>}
        data-testid={`lots-${type}`}
      >
        <FunctionField source="point" label={k('fields.point')} textAlign="right" render={(r: Lot) => pointsText(r.point)} />
        <FunctionField source="remainingPoint" label={k('fields.remainingPoint')} textAlign="right" render={(r: Lot) => pointsText(r.remainingPoint)} />
        <DateField source="effectiveDate" label={k('fields.effectiveDate')} locales="zh-CN" />
        <DateField source="expiredDate" label={k('fields.expiredDate')} locales="zh-CN" emptyText="—" />
        <LotStatus label={k('fields.status')} />
        <FunctionField
          source="actionScenario"
          label={k('fields.actionScenario')}
          sortable={false}
          render={(r: Lot) => (r.actionScenario ? translate(k(`scenarios.${r.actionScenario}`)) : '—')}
        />
        {type === 'MARKET_POINT' && <FunctionField source="source" label={k('fields.source')} sortable={false} render={(r: Lot) => r.source || '—'} />}
        <FunctionField source="remark" label={k('fields.remark')} sortable={false} render={(r: Lot) => r.remark || '—'} />
      </Datagrid>
    </ReferenceManyField>
  );
};

/** The totals and the amount expiring soon of each type (computed columns of the company), then the type's lots. */
const CompanyPoints = () => {
  const record = useRecordContext<Company>();
  const translate = useTranslate();
  if (!record) return null;
  const totals: Record<CompanyPointType, { total: Points; expiring: Points }> = {
    MARKET_POINT: { total: record.totalMarketPoints, expiring: record.expiringMarketPoints },
    PRODUCT_POINT: { total: record.totalProductPoints, expiring: record.expiringProductPoints },
  };
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6">{translate(k('show.title'), { name: record.name })}</Typography>
        <Button component={Link} to={`/point-history?filter=${encodeURIComponent(JSON.stringify({ companyId: record.id }))}`}>
          {translate(k('show.history'))}
        </Button>
      </Box>
      {companyPointTypes.map((type) => (
        <Card key={type} data-testid={`company-points-${type}`}>
          <CardContent>
            <Stack direction="row" spacing={3} sx={{ alignItems: 'baseline', mb: 1 }}>
              <Typography variant="subtitle1">{translate(k(type === 'MARKET_POINT' ? 'show.market' : 'show.product'))}</Typography>
              <Typography data-testid={`total-${type}`}>{translate(k('show.total'), { points: pointsText(totals[type].total) })}</Typography>
              {totals[type].expiring === undefined ? (
                // the list's row is shown first; what expires soon is read for this page only, and arrives a moment later
                <Skeleton variant="text" width={160} data-testid={`expiring-${type}-loading`} />
              ) : (
                <Typography color="warning.main" data-testid={`expiring-${type}`}>
                  {translate(k('show.expiring'), { days: horizon, points: pointsText(totals[type].expiring) })}
                </Typography>
              )}
            </Stack>
            <LotTable type={type} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

/** The page title: the company's name. */
const ShowTitle = () => {
  const record = useRecordContext<Company>();
  const translate = useTranslate();
  return <>{record ? translate(k('show.title'), { name: record.name }) : translate(k('title'))}</>;
};

export const CompanyPointShow = () => (
  <Show actions={false} component="div" title={<ShowTitle />}>
    <CompanyPoints />
  </Show>
);
