import pg from 'pg';
import { demoFiles } from './demo-files.ts';
import { seedDemoBusiness } from './demo-business.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoFilings } from './demo-filings.ts';
import { seedDemoCertifications, seedDemoPersonalCertifications } from './demo-certifications.ts';
import { companies, demoCompanies, demoPartnerApplication, demoRootUsers, people } from './demo.ts';

export * from './demo.ts';
export * from './demo-files.ts';
export * from './demo-filings.ts';
export * from './demo-business.ts';
export * from './demo-content.ts';

/** Loads the demo data in one transaction. */
export const seed = async (ownerUrl: string): Promise<void> => {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('begin');
    const managers = new Map<string, string>();
    for (const name of new Set(companies.flatMap((c) => c.managers))) {
      const { rows } = await client.query<{ id: string }>(
        'insert into app_public.partner_managers (name, email) values ($1, $2) returning id',
        [name, `${name.toLowerCase().replace(/\s+/g, '.')}@vendor.example.com`],
      );
      managers.set(name, rows[0]!.id);
    }
    for (const c of companies) {
      await client.query(
        `insert into app_public.companies (id, name, site, industry, scale, website, phone, billing_address, main_businesses, key_industries)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [c.id, c.name, c.site, c.industry, c.scale, c.website, c.phone, c.billingAddress, c.mainBusinesses, c.keyIndustries],
      );
      for (const m of c.managers) {
        await client.query('insert into app_public.company_partner_managers (company_id, partner_manager_id) values ($1, $2)', [c.id, managers.get(m)]);
      }
    }
    for (const p of people) {
      await client.query('select app_private.ensure_root_user($1, $2, $3, $4)', [p.rootUserId, p.username, p.email, p.name]);
      const { rows } = await client.query<{ id: string }>(
        `update app_public.users set contact_number = $2, phone_prefix_country_code = $3, is_added_user_info = true, position_id = 10
         where root_user_id = $1 and company_id is null returning id`,
        [p.rootUserId, p.contactNumber, p.phonePrefix],
      );
      for (const roleId of p.personalRoles) {
        await client.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [rows[0]!.id, roleId]);
      }
      for (const m of p.memberships) {
        const member = await client.query<{ id: string }>(
          `insert into app_public.users (root_user_id, company_id, name, email, contact_number, phone_prefix_country_code, position_id,
                                         status, is_added_user_info, first_joined_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'JOINED', true, now() - interval '200 days') returning id`,
          [p.rootUserId, m.companyId, p.name, p.email, p.contactNumber, p.phonePrefix, m.positionId],
        );
        await client.query('insert into app_public.user_roles (user_id, role_id) values ($1, $2)', [member.rows[0]!.id, m.roleId]);
      }
    }
    // One application waiting for the partner administrator of Cloudway.
    await client.query(
      `insert into app_public.company_join_applications (company_id, applicant_id, real_name, account, contact_number, phone_prefix_country_code, created_at)
       values ($1, $2, 'Li Wei', 'li.wei@example.com', '13800000006', '+86', now() - interval '1 day')`,
      [demoCompanies.cloudway, demoRootUsers.pendingApplicant],
    );
    // The mainland partner administrator's default delivery address (shown on the mainland site's profile).
    await client.query(
      `insert into app_public.delivery_addresses (root_user_id, contact_name, phone_prefix_country_code, contact_number, address, is_default)
       values ($1, 'Paul Admin', '+86', '13800000002', '上海市浦东新区张江高科技园区碧波路 690 号', true)`,
      [demoRootUsers.partnerAdmin],
    );
    // One partner application waiting for the vendor: a mainland company, submitted two days ago. Its workflow starts
    // from the outbox row like any submitted application's.
    const [licence] = demoFiles;
    await client.query(
      `insert into app_public.uploaded_files (id, root_user_id, use, name, size, mime_type, storage_key, status, completed_at)
       values ($1, $2, 'BUSINESS_LICENSE', $3, $4, $5, $6, 'SUCCESS', now() - interval '2 days')`,
      [licence!.id, demoRootUsers.pendingPartner, licence!.name, licence!.body.length, licence!.mimeType, licence!.storageKey],
    );
    await client.query(
      `insert into app_public.partner_applications (id, applicant_id, site, company_name, billing_address, phone, website, industry,
         main_businesses, key_industries, scale, business_license_file_id, contact_name, position_id, contact_email,
         phone_prefix_country_code, contact_number, created_at)
       values ($1, $2, 'MAINLAND', $3, '8 Jinji Lake Avenue, Suzhou Industrial Park, Suzhou', '051255550108', 'https://lakeside.example.cn',
         'IT services', '{System integration,Private cloud}', '{Manufacturing}', 'FROM_51_TO_200', $4, 'Wang Fang', 1,
         'wang.fang@example.com', '+86', '13900000007', now() - interval '2 days')`,
      [demoPartnerApplication.id, demoRootUsers.pendingPartner, demoPartnerApplication.companyName, demoPartnerApplication.licenceFileId],
    );
    await client.query(`select app_private.enqueue('partnerApplicationWorkflow', $1, 'partnerApplicationSubmitted', $2)`, [
      demoPartnerApplication.id,
      JSON.stringify({ applicationId: demoPartnerApplication.id }),
    ]);
    // the level (GOLD for the mainland company) comes from its certification, before its filings count against the quota
    await seedDemoCertifications(client);
    await seedDemoFilings(client);
    await seedDemoBusiness(client);
    await seedDemoPersonalCertifications(client);
    // content for the Gold level reaches the mainland company once its certification is in effect
    await seedDemoContent(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
};

/** Seeds only a database that has no companies yet; returns whether it did. */
export const seedIfEmpty = async (ownerUrl: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from app_public.companies');
    if ((rows[0]?.n ?? 0) > 0) return false;
  } finally {
    await client.end();
  }
  await seed(ownerUrl);
  return true;
};
