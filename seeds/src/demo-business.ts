import type pg from 'pg';
import { demoCompanies, demoRootUsers } from './demo.ts';
import { demoFilings } from './demo-filings.ts';

/**
 * Demo performance, targets and points of Shanghai Cloudway, so the workbench's project amount, annual overview and
 * company points have something to show, and the back office's lists too:
 * - two performance records on its signed filing (a new purchase and a repeat purchase, both this year);
 * - this year's total and new-purchase targets;
 * - market points from an activity (one lot expiring within 30 days, one later), product points from a project, and
 *   market points spent, through the ledger's own functions (the spend takes the lot that expires first).
 */
export const seedDemoBusiness = async (client: pg.Client): Promise<void> => {
  const cloudway = demoCompanies.cloudway;
  const signed = demoFilings.find((f) => f.company === cloudway && f.status === 'HAVE_SIGNED');
  if (!signed) throw new Error('the demo needs a signed filing of Cloudway');
  // Dates are business dates (the filings' time zone, ahead of UTC): a point lot may not start before business today,
  // which from 16:00 UTC is tomorrow's UTC date. Effective dates inside this year (a few weeks back, or New Year's Day
  // early in January).
  const today = 'app_private.company_point_today()';
  const thisYear = (daysAgo: number) => `greatest(date_trunc('year', ${today})::date, ${today} - ${daysAgo})`;
  const records = [
    { id: 'PO-DEMO-0001', amount: '1500000.00', type: 'NEW_PURCHASE', daysAgo: 60, remark: 'First delivery' },
    { id: 'PO-DEMO-0002', amount: '600000.00', type: 'REPEAT_PURCHASE', daysAgo: 20, remark: null },
  ];
  for (const r of records) {
    await client.query(
      `select app_private.company_performance_add($1, $2, $3, $4, $5, $6, 'CNY', ${thisYear(r.daysAgo)}, $7, $8)`,
      [demoRootUsers.vendorAdmin, cloudway, signed.id, r.id, signed.customer, r.amount, r.type, r.remark],
    );
  }
  await client.query(
    `insert into app_public.company_performance_targets (company_id, year, project_type, performance, currency_iso_code, created_by, updated_by)
     values ($1, extract(year from ${today})::int, 'TOTAL', 5000000, 'CNY', $2, $2),
            ($1, extract(year from ${today})::int, 'NEW_PURCHASE', 3000000, 'CNY', $2, $2)`,
    [cloudway, demoRootUsers.vendorAdmin],
  );
  const add = (type: string, point: number, expiresInDays: number, scenario: string, source: string | null, remark: string) =>
    client.query(
      `select app_private.company_point_add($1, $2, $3::app_public.company_point_type, $4, ${today},
         ${today} + $5::int, $6::app_public.company_point_scenario, $7, $8)`,
      [demoRootUsers.vendorAdmin, cloudway, type, point, expiresInDays, scenario, source, remark],
    );
  await add('MARKET_POINT', 2000, 20, 'ACTIVITY_REWARD', 'Partner summit', 'Summit booth');
  await add('MARKET_POINT', 5000, 200, 'ACTIVITY_REWARD', 'Joint marketing fund', 'Q3 campaign');
  await add('PRODUCT_POINT', 8000, 365, 'PROJECT_REWARD', null, 'Factory edge nodes signed');
  const { rows } = await client.query<{ hold: string }>(
    `select app_private.company_point_hold($1, 'MARKET_POINT', 1200, 'ACTIVITY_REWARD', 'demo', $2, 'Partner summit', 'Event materials') as hold`,
    [cloudway, demoRootUsers.vendorAdmin],
  );
  await client.query('select app_private.company_point_spend($1)', [rows[0]!.hold]);
};
