// The bench's world at one size: companies, users (one partner administrator per company, the rest regular members),
// join and partner applications, notifications, deal registrations, performance records with their annual targets,
// the company point ledger, company and personal certifications and the exams, announcements, resource materials and
// the content event log, and the people the operations are measured as. Seeded set-based on the owner's connection
// of the size's own database, then `vacuum analyze`d (the steady state autovacuum keeps); a database already seeded at
// that size is reused when asked (each part on its own check: a new migration may have re-created a part's tables).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { builtinRoleIds } from '@pp/domain';
import { ensureDatabase, dropDatabase, migrate } from '@pp/db';
import {
  benchPerformanceCount,
  benchPointCount,
  businessPersonas,
  seedBusiness,
  settleLedger,
  topUpForSpends,
  type BusinessPersonas,
} from './business.ts';
import { filingPersonas, seedProjectFilings, type FilingPersonas } from './project-filing.ts';
import { benchCompanyCertificationCount, benchPersonalCertificationCount, seedCertifications } from './certification.ts';
import { benchExamCount, seedExams } from './exam.ts';
import {
  benchAnnouncementCount,
  benchContentEventCount,
  benchMaterialCount,
  contentPersonas,
  seedContent,
  type ContentPersonas,
} from './content.ts';

export interface BenchSize {
  /** `1 %` or `full`. */
  label: string;
  companies: number;
  users: number;
  filings: number;
  /** Performance records, and rows of the company point ledger (about). */
  performances: number;
  points: number;
  /** Company and personal certifications. */
  companyCertifications: number;
  personalCertifications: number;
  /** Exams of the personal certifications. */
  exams: number;
  /** Announcements, resource materials and rows of the content event log. */
  announcements: number;
  materials: number;
  contentEvents: number;
  database: string;
}

/**
 * The full size (50,000 companies, 300,000 users, 2,000,000 filings, 2,000,000 performance records, 5,000,000
 * point-ledger rows, 50,000 company and 300,000 personal certifications, 1,000,000 exams, 20,000 announcements, 10,000
 * resource materials, 10,000,000 content events; BENCH_* overrides) and 1 % of it.
 */
export const benchSizes = (): { small: BenchSize; full: BenchSize } => {
  const companies = Number(process.env.BENCH_COMPANIES ?? 50_000);
  const users = Number(process.env.BENCH_USERS ?? 300_000);
  const filings = Number(process.env.BENCH_FILINGS ?? 2_000_000);
  const performances = benchPerformanceCount();
  const points = benchPointCount();
  const companyCertifications = Math.min(companies, benchCompanyCertificationCount());
  const personalCertifications = benchPersonalCertificationCount();
  const exams = benchExamCount();
  const announcements = benchAnnouncementCount();
  const materials = benchMaterialCount();
  const contentEvents = benchContentEventCount();
  return {
    full: {
      label: 'full', companies, users, filings, performances, points, companyCertifications, personalCertifications, exams,
      announcements, materials, contentEvents,
      database: 'partner_portal_bench',
    },
    small: {
      label: '1 %',
      companies: Math.max(10, Math.round(companies / 100)),
      users: Math.max(60, Math.round(users / 100)),
      filings: Math.max(100, Math.round(filings / 100)),
      performances: Math.max(100, Math.round(performances / 100)),
      points: Math.max(200, Math.round(points / 100)),
      companyCertifications: Math.max(10, Math.round(companyCertifications / 100)),
      personalCertifications: Math.max(60, Math.round(personalCertifications / 100)),
      exams: Math.max(200, Math.round(exams / 100)),
      announcements: Math.max(50, Math.round(announcements / 100)),
      materials: Math.max(50, Math.round(materials / 100)),
      contentEvents: Math.max(1000, Math.round(contentEvents / 100)),
      database: 'partner_portal_bench_1pct',
    },
  };
};

export interface BenchWorld {
  size: BenchSize;
  ownerUrl: string;
  authUrl: string;
  /** Seconds the seed took (0 when reused). */
  seedSeconds: number;
  reused: boolean;
  /** A partner administrator with notifications, delivery addresses, recent pages and invitations, and their company. */
  admin: { rootUserId: string; companyId: string };
  vendorRootUserId: string;
  /** A regular member of the administrator's company, as its members page shows them. */
  member: { id: string; positionId: number; roleId: string };
  company: { phone: string | null; website: string | null };
  /** A stored avatar of the administrator (for the download URL). */
  avatarFileId: string;
  filings: FilingPersonas;
  business: BusinessPersonas;
  /** What the money side's seed did (seeded or reused, per part), and the ledger's settling and top-up. */
  businessSeed: string[];
  /** The content operations' people and items. */
  content: ContentPersonas;
}

const seedFoundation = async (owner: pg.Client, size: BenchSize): Promise<void> => {
  const { companies, users } = size;
  await owner.query('alter table app_public.users disable trigger _600_push_member');
  await owner.query('alter table app_public.user_roles disable trigger _600_push_member');
  await owner.query(
    `insert into app_public.companies (name, site)
     select format('%s %s Technology Co., Ltd.', (array['Cloud','Data','Nimbus','Orbit','Harbour','Summit','Delta','Vertex'])[1 + i % 8], i),
            (case when i % 4 = 0 then 'GLOBAL' else 'MAINLAND' end)::app_public.site
     from generate_series(1, $1) i`,
    [companies],
  );
  await owner.query(
    `insert into app_public.root_users (id, username, email)
     select gen_random_uuid(), 'user' || i, 'user' || i || '@bench.example.com' from generate_series(1, $1) i`,
    [users],
  );
  await owner.query(`
    insert into app_public.users (root_user_id, company_id, name, email, status)
    select id, null, username, email, 'ACTIVE' from app_public.root_users where username like 'user%'`);
  await owner.query(
    `with c as (select id, row_number() over (order by id) as n from app_public.companies),
          r as (select id, username, email, row_number() over (order by username) as n from app_public.root_users where username like 'user%')
     insert into app_public.users (root_user_id, company_id, name, email, status, first_joined_at)
     select r.id, c.id, r.username, r.email, 'JOINED', now()
     from r join c on c.n = 1 + (r.n % $1)`,
    [companies],
  );
  await owner.query(
    `insert into app_public.user_roles (user_id, role_id)
     select u.id, case when row_number() over (partition by u.company_id order by u.id) = 1 then $1::uuid else $2::uuid end
     from app_public.users u where u.company_id is not null`,
    [builtinRoleIds.partnerAdministrator, builtinRoleIds.regularMember],
  );
  // Who a non-public item reaches is counted from kept numbers: built once, set-based, rather than per member as the
  // triggers keep them.
  await owner.query('alter table app_public.user_roles enable trigger _600_push_member');
  await owner.query('alter table app_public.users enable trigger _600_push_member');
  await owner.query('select app_private.push_member_rebuild()');
  // A pending application to one company in ten (the back office's and the members page's lists), and notifications.
  await owner.query(`
    insert into app_public.company_join_applications (company_id, applicant_id, real_name, created_at)
    select c.id, r.id, 'Applicant ' || c.n, now() - (c.n || ' minutes')::interval
    from (select id, row_number() over (order by id) as n from app_public.companies) c
    join (select id, row_number() over (order by id desc) as n from app_public.root_users) r on r.n = c.n
    where c.n % 10 = 0`);
  await owner.query(`
    insert into app_public.user_messages (root_user_id, title, content, user_message_type, created_at)
    select r.id, 'Notice ' || i, 'Something happened.', 'COMMON', now() - (i || ' hours')::interval
    from (select id from app_public.root_users order by id limit 2000) r, generate_series(1, 20) i`);
  // Partner applications: one per ten companies, each by a person of its own, sharing one stored licence.
  await owner.query(
    `with licence as (
       insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status, completed_at)
       select id, 'BUSINESS_LICENSE', 'licence.pdf', 1000, 'application/pdf', 'bench/licence.pdf', 'SUCCESS', now()
       from app_public.root_users order by id limit 1
       returning id
     )
     insert into app_public.partner_applications (applicant_id, site, company_name, billing_address, phone, industry, scale,
       business_license_file_id, contact_name, position_id, contact_email, phone_prefix_country_code, contact_number, created_at)
     select r.id, (case when r.n % 4 = 0 then 'GLOBAL' else 'MAINLAND' end)::app_public.site, 'Applicant Systems ' || r.n,
       'Road ' || r.n, '021 5555 0100', 'IT services', 'FROM_11_TO_50', licence.id, 'Contact ' || r.n, 1,
       'contact' || r.n || '@bench.example.com', '+86', '13900000000', now() - (r.n || ' minutes')::interval
     from licence, (select id, row_number() over (order by id desc) as n from app_public.root_users where username like 'user%' limit $1) r`,
    [Math.round(companies / 10)],
  );
};

/**
 * The administrator's own rows the portal's operations read: invitations, delivery addresses, recent pages (once: a
 * reused world keeps them).
 */
const seedAdministratorRows = async (owner: pg.Client, admin: { rootUserId: string; companyId: string }): Promise<void> => {
  const { rows } = await owner.query<{ n: number }>('select count(*)::int as n from app_public.delivery_addresses where root_user_id = $1', [
    admin.rootUserId,
  ]);
  if (rows[0]!.n > 0) return;
  for (let i = 0; i < 30; i++) {
    await owner.query(
      `insert into app_public.company_invitations (company_id, code, position_id, role_ids, created_by)
       values ($1, $2, 5, $4::uuid[], $3)`,
      [admin.companyId, `${admin.rootUserId.replace(/-/g, '').slice(0, 30)}${String(i).padStart(2, '0')}`, admin.rootUserId, [builtinRoleIds.regularMember]],
    );
  }
  for (let i = 1; i <= 3; i++) {
    await owner.query(
      `insert into app_public.delivery_addresses (root_user_id, contact_name, phone_prefix_country_code, contact_number, address, is_default)
       values ($1, $2, '+86', '13800000000', $3, $4)`,
      [admin.rootUserId, `Receiver ${i}`, `Road ${i}, Suzhou`, i === 1],
    );
  }
  for (let i = 1; i <= 10; i++) {
    await owner.query('insert into app_public.recent_visited_pages (root_user_id, url, title) values ($1, $2, $3)', [
      admin.rootUserId,
      `/workbench/page-${i}`,
      `Page ${i}`,
    ]);
  }
};

/**
 * Makes (or, with `reuse`, keeps) the world of `size` in its own database on the server at `rootUrl`; migrations run
 * either way.
 */
export const prepareWorld = async (rootUrl: string, size: BenchSize, reuse: boolean): Promise<BenchWorld> => {
  if (!reuse) await dropDatabase(rootUrl, size.database);
  const urls = await ensureDatabase(rootUrl, size.database);
  await migrate(urls.ownerUrl);
  const owner = new pg.Client({ connectionString: urls.ownerUrl });
  await owner.connect();
  try {
    const started = performance.now();
    const seeded =
      reuse && (await owner.query<{ n: number }>('select count(*)::int as n from app_public.companies')).rows[0]?.n === size.companies;
    if (!seeded) await seedFoundation(owner, size);

    const admin = (
      await owner.query<{ root_user_id: string; company_id: string }>(
        `select u.root_user_id, u.company_id from app_public.users u join app_public.user_roles ur on ur.user_id = u.id
         where ur.role_id = $1 and u.root_user_id in (select root_user_id from app_public.user_messages)
         order by u.root_user_id limit 1`,
        [builtinRoleIds.partnerAdministrator],
      )
    ).rows[0]!;
    const vendorRootUserId = (await owner.query<{ id: string }>('select id from app_public.root_users order by id limit 1 offset 7')).rows[0]!.id;
    await owner.query(
      `insert into app_public.user_roles (user_id, role_id)
       select id, $2 from app_public.users where root_user_id = $1 and company_id is null on conflict do nothing`,
      [vendorRootUserId, builtinRoleIds.vendorAdministrator],
    );
    const adminRef = { rootUserId: admin.root_user_id, companyId: admin.company_id };
    await seedAdministratorRows(owner, adminRef);
    // Deal registration, seeded on its own check (its count): `current/` re-creates these tables whenever it changes,
    // so a reused database may hold the companies without the filings.
    const sizeRootUrl = rootUrl.replace(/\/postgres$/, `/${size.database}`);
    const filingSeed = await seedProjectFilings(sizeRootUrl, {
      filings: size.filings,
      vendorRootUserId,
    });
    // The money side after the filings (its records are written against the signed ones), each part on its own check.
    const businessSeed = await seedBusiness(sizeRootUrl, { performances: size.performances, points: size.points, vendorRootUserId });
    const certificationSeed = await seedCertifications(sizeRootUrl, {
      companyCertifications: size.companyCertifications,
      personalCertifications: size.personalCertifications,
      vendorRootUserId,
    });
    // The exams over the personal certifications (their truncation empties the exams too: then the count reseeds them).
    const examSeed = await seedExams(sizeRootUrl, { exams: size.exams, vendorRootUserId });
    // The content (announcements, materials, their event log), each part on its own count check.
    const contentSeed = await seedContent(sizeRootUrl, {
      announcements: size.announcements,
      materials: size.materials,
      events: size.contentEvents,
      vendorRootUserId,
    });
    if (!seeded || !filingSeed.reused) await owner.query('vacuum analyze');
    const reused = seeded && filingSeed.reused && businessSeed.reused && certificationSeed.reused && examSeed.reused && contentSeed.reused;
    const seedSeconds = reused ? 0 : (performance.now() - started) / 1000;
    const settled = await settleLedger(urls.ownerUrl);
    const business = await businessPersonas(urls.ownerUrl);
    const toppedUp = await topUpForSpends(urls.ownerUrl, business.pointCompanyId);
    const businessNotes = [
      ...businessSeed.parts,
      ...certificationSeed.parts,
      ...examSeed.parts,
      ...contentSeed.parts,
      ...(settled > 0 ? [`the daily sweep settled ${settled} lots`] : []),
      ...(toppedUp > 0 ? [`${toppedUp} market points added to the measured company for the spends`] : []),
    ];

    const member = (
      await owner.query<{ id: string; position_id: number; role_id: string }>(
        `select u.id, coalesce(u.position_id, 5) as position_id, ur.role_id from app_public.users u
         join app_public.user_roles ur on ur.user_id = u.id
         where u.company_id = $1 and ur.role_id = $2 order by u.id limit 1`,
        [adminRef.companyId, builtinRoleIds.regularMember],
      )
    ).rows[0]!;
    const company = (
      await owner.query<{ phone: string | null; website: string | null }>('select phone, website from app_public.companies where id = $1', [
        adminRef.companyId,
      ])
    ).rows[0]!;
    const avatarFileId = (
      await owner.query<{ id: string }>(
        `insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status, completed_at)
         values ($1, 'AVATAR', 'bench.png', 1024, 'image/png', 'bench/' || gen_random_uuid(), 'SUCCESS', now()) returning id`,
        [adminRef.rootUserId],
      )
    ).rows[0]!.id;
    return {
      size,
      ownerUrl: urls.ownerUrl,
      authUrl: urls.authUrl,
      seedSeconds,
      reused,
      admin: adminRef,
      vendorRootUserId,
      member: { id: member.id, positionId: member.position_id, roleId: member.role_id },
      company,
      avatarFileId,
      filings: await filingPersonas(urls.ownerUrl),
      business,
      businessSeed: businessNotes,
      content: await contentPersonas(urls.ownerUrl),
    };
  } finally {
    await owner.end();
  }
};
