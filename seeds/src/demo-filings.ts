import type pg from 'pg';
import { demoCompanies, demoRootUsers } from './demo.ts';

/**
 * Demo deal registrations of Shanghai Cloudway (a Gold partner, so its quota leaves room to file more): one waiting
 * for the partner administrator, one waiting for the vendor (with a possible conflict: Harbour filed the same customer
 * and product), one in effect, one in effect inside its renewal window, one signed and one expired. Dates are relative
 * to the seeding day. Each open filing's deadline moment is computed as its commands would (the sweep sends its
 * reminders and expires it).
 */
interface DemoFiling {
  id: string;
  company: string;
  submitter: string;
  name: string;
  customer: string;
  budget: string;
  currency: 'CNY' | 'USD';
  status: 'APPROVING' | 'VALIDATING' | 'HAVE_SIGNED' | 'EXPIRED';
  /** For APPROVING: the step waiting. */
  step?: 'PARTNER_COMPANY' | 'VENDOR';
  /** Days from today of valid_until_date (in effect and closed filings). */
  validUntilDays?: number;
  createdDaysAgo: number;
  productId: number;
}

export const demoFilings: DemoFiling[] = [
  { id: '0f000000-0000-4000-8000-000000000001', company: demoCompanies.cloudway, submitter: demoRootUsers.member,
    name: 'Data centre refresh', customer: 'Shanghai Pudong Development Bank', budget: '1280000.00', currency: 'CNY',
    status: 'APPROVING', step: 'PARTNER_COMPANY', createdDaysAgo: 1, productId: 1 },
  { id: '0f000000-0000-4000-8000-000000000002', company: demoCompanies.cloudway, submitter: demoRootUsers.member,
    name: 'Metro private cloud', customer: 'Shanghai Metro Group', budget: '3650000.00', currency: 'CNY',
    status: 'APPROVING', step: 'VENDOR', createdDaysAgo: 3, productId: 2 },
  { id: '0f000000-0000-4000-8000-000000000003', company: demoCompanies.cloudway, submitter: demoRootUsers.member,
    name: 'Hospital VDI', customer: 'Ruijin Hospital', budget: '860000.00', currency: 'CNY',
    status: 'VALIDATING', validUntilDays: 120, createdDaysAgo: 60, productId: 2 },
  { id: '0f000000-0000-4000-8000-000000000004', company: demoCompanies.cloudway, submitter: demoRootUsers.partnerAdmin,
    name: 'Campus backup', customer: 'Fudan University', budget: '420000.50', currency: 'CNY',
    status: 'VALIDATING', validUntilDays: 20, createdDaysAgo: 170, productId: 4 },
  { id: '0f000000-0000-4000-8000-000000000005', company: demoCompanies.cloudway, submitter: demoRootUsers.member,
    name: 'Factory edge nodes', customer: 'SAIC Motor', budget: '2100000.00', currency: 'CNY',
    status: 'HAVE_SIGNED', validUntilDays: -30, createdDaysAgo: 200, productId: 1 },
  { id: '0f000000-0000-4000-8000-000000000006', company: demoCompanies.cloudway, submitter: demoRootUsers.member,
    name: 'Retail analytics', customer: 'Bailian Group', budget: '300000.00', currency: 'CNY',
    status: 'EXPIRED', validUntilDays: -10, createdDaysAgo: 220, productId: 3 },
  { id: '0f000000-0000-4000-8000-000000000007', company: demoCompanies.harbour, submitter: demoRootUsers.globalAdmin,
    name: 'Metro cloud (HK office)', customer: 'Shanghai Metro Group', budget: '450000.00', currency: 'USD',
    status: 'VALIDATING', validUntilDays: 90, createdDaysAgo: 40, productId: 2 },
];

export const seedDemoFilings = async (client: pg.Client): Promise<void> => {
  for (const f of demoFilings) {
    const identity = `(select id from app_public.users where root_user_id = $2 and company_id = $3)`;
    const approved = f.status !== 'APPROVING';
    const closed = f.status === 'HAVE_SIGNED' || f.status === 'EXPIRED';
    await client.query(
      `insert into app_public.project_filings (id, company_id, name, customer_full_name, customer_address, industry_id,
         contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget,
         currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
         requirement, preferred_distributor_id, principal_id, submitter_id, status, approval_step, valid_until_date, last_activity_at,
         approved_at, sign_date, closed_at, created_at)
       values ($1, $3, $4, $5, 'Shanghai', 2, 'Zhang Min', 'zhang.min@example.cn', '+86', '13912345678', 'IT director', $6,
         $7, current_date + 60, $8, 2, '{1,3}', '{1,3}', 'Replace the ageing servers with a hyper-converged cluster.', 1,
         ${identity}, ${identity}, $9::app_public.project_filing_status, $14::app_public.approval_source, current_date + $10::int,
         case when $11 then now() - interval '5 days' end, case when $11 then now() - make_interval(days => $12 - 3) end,
         case when $9::text = 'HAVE_SIGNED' then current_date - 35 end, case when $13 then now() - interval '30 days' end,
         now() - make_interval(days => $12))`,
      [f.id, f.submitter, f.company, f.name, f.customer, f.budget, f.currency, f.status === 'APPROVING' ? 1 : 4, f.status,
       f.validUntilDays ?? null, approved, f.createdDaysAgo, closed, f.step ?? null],
    );
    await client.query(
      `insert into app_public.project_filing_products (filing_id, line_no, product_id, purchase_type, unit, count)
       values ($1, 1, $2, 'SOFTWARE', (select units[1] from app_public.products where id = $2), 8)`,
      [f.id, f.productId],
    );
    await client.query(
      `insert into app_public.project_filing_history (filing_id, event, to_status, actor_id, source, created_at)
       values ($1, 'submit', 'APPROVING', $2, 'PARTNER_COMPANY', now() - make_interval(days => $3))`,
      [f.id, f.submitter, f.createdDaysAgo],
    );
    // The partner step: decided unless the filing still waits for it; then the vendor step.
    const partnerAdmin = f.company === demoCompanies.cloudway ? demoRootUsers.partnerAdmin : demoRootUsers.globalAdmin;
    await client.query(
      `insert into app_public.project_filing_approvals (filing_id, company_id, source, status, approver_id, decided_at, created_at)
       values ($1, $2, 'PARTNER_COMPANY', $3::app_public.approval_status, case when $3::text = 'APPROVED' then $4::uuid end,
               case when $3::text = 'APPROVED' then now() - make_interval(days => $5 - 1) end, now() - make_interval(days => $5))`,
      [f.id, f.company, f.step === 'PARTNER_COMPANY' ? 'APPROVING' : 'APPROVED', partnerAdmin, f.createdDaysAgo],
    );
    if (f.step !== 'PARTNER_COMPANY') {
      await client.query(
        `insert into app_public.project_filing_approvals (filing_id, company_id, source, status, approver_id, audit_comment, decided_at, created_at)
         values ($1, $2, 'VENDOR', $3::app_public.approval_status, case when $3::text = 'APPROVED' then $4::uuid end, case when $3::text = 'APPROVED' then 'Approved' end,
                 case when $3::text = 'APPROVED' then now() - make_interval(days => $5 - 3) end, now() - make_interval(days => $5 - 1))`,
        [f.id, f.company, approved ? 'APPROVED' : 'APPROVING', demoRootUsers.vendorAdmin, f.createdDaysAgo],
      );
    }
    if (f.status === 'VALIDATING' || f.status === 'APPROVING') {
      await client.query('select app_private.project_filing_moment_refresh($1)', [f.id]);
    }
  }
  // Harbour's filing names the same customer and product as Cloudway's filing waiting for the vendor.
  await client.query(
    `insert into app_public.project_filing_conflicts (filing_id, other_filing_id) values ($1, $2), ($2, $1)`,
    [demoFilings[1]!.id, demoFilings[6]!.id],
  );
  await client.query(
    `insert into app_public.project_filing_progresses (filing_id, content, phase_id, submitter_id, created_at)
     select $1, 'Proof of concept finished; the customer prefers the hyper-converged option.', 4, f.submitter_id, now() - interval '5 days'
     from app_public.project_filings f where f.id = $1`,
    [demoFilings[2]!.id],
  );
};
