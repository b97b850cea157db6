import type pg from 'pg';
import { demoCompanies, demoRootUsers } from './demo.ts';

/**
 * Company certifications of the demo: the mainland company holds GOLD, granted 315 days ago and expiring in 50 days
 * (inside its renewal window, so the workbench offers Renew), after a REGISTER certification it replaced and a
 * PLATINUM application the vendor rejected; the global company's ADVANCED application waits for the vendor. The one
 * in effect gets its workflow (reminder and expiry) through the outbox, as approval does.
 */
export const demoCertifications = {
  cloudwayGold: '0e000000-0000-4000-8000-000000000001',
  cloudwayRegister: '0e000000-0000-4000-8000-000000000002',
  cloudwayPlatinum: '0e000000-0000-4000-8000-000000000003',
  harbourAdvanced: '0e000000-0000-4000-8000-000000000004',
} as const;

/**
 * Personal certifications of the demo: the member holds an SCF certificate issued 100 days ago; the partner
 * administrator applied for SCA-TSE paid with Cloudway's product points (held, waiting in Point approval); the global
 * administrator's SCF, which a vendor admin applied for free on their behalf, is approved (studying and exams).
 * Written through the product's own function, as each person, after the points exist (the money side's seed).
 */
export const seedDemoPersonalCertifications = async (client: pg.Client): Promise<void> => {
  const as = (root: string) => client.query(`select set_config('jwt.claims.sub', $1, true)`, [root]);
  const create = `select id from app_private.personal_certification_create($1, $2, $3, $4, $5, $6::app_public.personal_certification_payment_method,
    $7, $8::app_public.company_point_type, null, null, null, $9, '+86', $10, $11, false, null, null, null, null, null, null)`;
  await client.query(
    `insert into app_public.personal_certifications (applicant_id, company_id, type_id, version, site, real_name, payment_method,
       currency, deducted_money, delivery_contact_name, delivery_contact_prefix, delivery_contact_number, delivery_address,
       status, approver_id, reviewed_at, certificate_number, certificate_to_user_name, grant_date, expired_date,
       certificate_delivery_date, tracking_number, created_at)
     values ($1, $2, 1, 'V6.0', 'MAINLAND', 'Mia Member', 'TRANSFER_ACCOUNTS', 'CNY', 860, 'Mia Member', '+86', '13900000003',
       'Room 1201, 88 Century Avenue, Pudong, Shanghai', 'VALIDATING', $3, now() - interval '130 days',
       'SCF-' || to_char(app_hidden.business_today() - 100, 'YYYY') || '-' || lpad(nextval('app_private.personal_certificate_number')::text, 6, '0'),
       'Mia Member', app_hidden.business_today() - 100, (app_hidden.business_today() - 100 + interval '24 months')::date - 1,
       app_hidden.business_today() - 90, 'SF2209981736', now() - interval '140 days')`,
    [demoRootUsers.member, demoCompanies.cloudway, demoRootUsers.vendorAdmin],
  );
  await as(demoRootUsers.partnerAdmin);
  await client.query(create, [demoRootUsers.partnerAdmin, false, 2, 'Paul Admin', 'MAINLAND', 'POINT_DEDUCTION', demoCompanies.cloudway,
    'PRODUCT_POINT', 'Paul Admin', '13912345678', 'Room 1201, 88 Century Avenue, Pudong, Shanghai']);
  await as(demoRootUsers.vendorAdmin);
  const { rows } = await client.query<{ id: string }>(create, [demoRootUsers.globalAdmin, true, 1, 'Grace Global', 'GLOBAL', 'NO_PAYMENT', null,
    null, 'Grace Global', '13800000005', '18 Harbour Road, Wan Chai, Hong Kong']);
  await client.query(`update app_public.personal_certifications set status = 'WAITING_APPROVAL', approver_id = $2, reviewed_at = now() where id = $1`,
    [rows[0]!.id, demoRootUsers.vendorAdmin]);
  await client.query(`select set_config('jwt.claims.sub', '', true)`);
};

export const seedDemoCertifications = async (client: pg.Client): Promise<void> => {
  const level = (key: string) => `(select id from app_public.certification_levels where key = '${key}')`;
  const today = 'app_hidden.business_today()';
  await client.query(
    `insert into app_public.company_certifications (id, company_id, plan_id, applied_level_id, approved_level_id, applicant_id,
       status, approver_id, reviewed_at, audit_comment, certificate_number, certificate_to_company_name, grant_date,
       expired_date, delivery_contact_name, delivery_contact_prefix, delivery_contact_number, delivery_address,
       delivery_date, tracking_number, closed_at, created_at)
     values
       ($1, $5, 1, ${level('REGISTER')}, ${level('REGISTER')}, $7, 'CANCELED', $8, now() - interval '700 days', null,
        'CN-REG-2024-0107', 'Shanghai Cloudway Technology Co., Ltd.', ${today} - 700, ${today} - 335, null, null, null, null,
        null, null, now() - interval '315 days', now() - interval '702 days'),
       ($2, $5, 1, ${level('PLATINUM')}, null, $7, 'REJECTED', $8, now() - interval '330 days',
        'Platinum needs three certified SCA-TSE engineers; apply for Gold first.', null, null, null, null, null, null,
        null, null, null, null, null, now() - interval '333 days'),
       ($3, $5, 1, ${level('GOLD')}, ${level('GOLD')}, $7, 'VALIDATING', $8, now() - interval '315 days', null,
        'CN-GLD-2025-0042', 'Shanghai Cloudway Technology Co., Ltd.', ${today} - 315, ${today} + 50, 'Li Na', '+86',
        '13912345678', 'Room 1201, 88 Century Avenue, Pudong, Shanghai', ${today} - 300, 'SF1402933817', null,
        now() - interval '320 days'),
       ($4, $6, 2, ${level('ADVANCED')}, null, $9, 'WAITING_APPROVAL', null, null, null, null, null, null, null, null, null,
        null, null, null, null, null, now() - interval '1 day')`,
    [demoCertifications.cloudwayRegister, demoCertifications.cloudwayPlatinum, demoCertifications.cloudwayGold,
      demoCertifications.harbourAdvanced, demoCompanies.cloudway, demoCompanies.harbour, demoRootUsers.partnerAdmin,
      demoRootUsers.vendorAdmin, demoRootUsers.globalAdmin],
  );
  await client.query(`update app_public.company_certifications set renewal_of_id = $2 where id = $1`, [demoCertifications.cloudwayGold, demoCertifications.cloudwayRegister]);
  await client.query('select app_private.company_certification_apply_level($1)', [demoCompanies.cloudway]);
  await client.query(`select app_private.enqueue('companyCertificationWorkflow', $1, 'companyCertificationApproved', $2)`, [
    demoCertifications.cloudwayGold,
    JSON.stringify({ certificationId: demoCertifications.cloudwayGold }),
  ]);
};
