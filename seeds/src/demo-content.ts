import type pg from 'pg';
import { demoRootUsers } from './demo.ts';
import { demoContentFiles } from './demo-files.ts';

/**
 * The content of the demo, written as the demo vendor admin through the product's own SQL commands (the ones the back
 * office calls), after the certifications (a push strategy on the Gold level reaches Cloudway, which holds it):
 * - three announcement types with their colours, and six announcements: four published (one of them pinned, leaving the
 *   journeys room under the limit of four; one with a PDF attached, one only for Gold companies), one delisted and one draft;
 * - eight resource materials of every kind (PDFs, one of them view-only, a video, a Word and an Excel file, which must
 *   be downloadable, and a link), one only for Gold companies;
 * - the SCF certification's course, of the training PDF and video;
 * - three pages of the user guide (the mainland site's, so in Chinese).
 * Nobody is notified: every item is saved with is_sent_notification false, so publishing queues no workflow. The files
 * are recorded as finished uploads of the vendor admin; their bytes are in demo-files.ts, put into storage at start.
 * Times are relative to the seeding day. Items are created oldest first, so their numbers (AN-…, RM-…) follow the
 * publish times.
 */

/** A push strategy that reaches the members of companies whose certification level in effect is one of `levelIds`. */
const levelStrategy = (levelIds: readonly string[]) =>
  JSON.stringify({ combinator: 'AND', rules: [{ field: 'COMPANY_CERTIFICATION_LEVEL', operator: 'CONTAINS_ONE', values: levelIds }] });

const announcementTypes = {
  product: { name: 'Product news', color: '#1677ff' },
  programme: { name: 'Programme & training', color: '#52c41a' },
  notice: { name: 'Notice', color: '#fa8c16' },
} as const;

interface DemoAnnouncement {
  name: string;
  title: string;
  type: keyof typeof announcementTypes;
  content: string;
  /** Days before the seeding day of its publish time (none for the draft). */
  publishedDaysAgo: number | null;
  state: 'DRAFT' | 'PUBLISHED' | 'PINNED' | 'DELISTED';
  goldOnly?: boolean;
  attachmentFileIds?: string[];
}

/** Rich text as the back office's editor writes it and the product's sanitiser leaves it (simple tags, https links). */
const announcements: DemoAnnouncement[] = [
  {
    name: 'National Day support hours',
    title: 'National Day holiday: support hours',
    type: 'notice',
    publishedDaysAgo: 60,
    state: 'DELISTED',
    content:
      '<p>During the National Day holiday (1 to 7 October) partner support answers e-mails from 9:00 to 17:00. ' +
      'The hotline is open for <strong>priority 1</strong> cases only.</p>' +
      '<p>Deal registrations submitted during the holiday are reviewed from 8 October, in the order they arrived.</p>',
  },
  {
    name: 'SCF training schedule',
    title: 'SCF training: sessions for the coming quarter',
    type: 'programme',
    publishedDaysAgo: 20,
    state: 'PUBLISHED',
    content:
      '<h2>Classroom and online sessions</h2>' +
      '<p>The Specialist Certified Foundation (SCF) training prepares engineers for the SCF exam in two days. ' +
      'Seats are free for engineers of certified partners.</p>' +
      '<ul><li><strong>Shanghai</strong>: two-day classroom session, first week of next month</li>' +
      '<li><strong>Beijing</strong>: two-day classroom session, third week of next month</li>' +
      '<li><strong>Online</strong>: four half-day sessions, every Tuesday and Thursday the month after</li></ul>' +
      '<p>The course material is in the portal: open the SCF card under <strong>Certification</strong>. ' +
      'To book a seat, write to <a href="mailto:training@vendor.example.com">training@vendor.example.com</a>.</p>',
  },
  {
    name: 'Partner programme 2026',
    title: 'Partner programme 2026: what changes',
    type: 'programme',
    publishedDaysAgo: 12,
    state: 'PUBLISHED',
    attachmentFileIds: [demoContentFiles.programmeAttachment.id],
    content:
      '<h2>A simpler programme from 1 January</h2>' +
      '<p>Next year the partner programme keeps its four levels and changes what each level asks for and gives.</p>' +
      '<ul><li><strong>Deal registration</strong>: Gold partners may hold 20 open registrations, Platinum partners 50.</li>' +
      '<li><strong>Market points</strong> stay valid for 12 months from the day they are granted.</li>' +
      '<li><strong>Certified engineers</strong>: Gold needs two SCF and one SCA-TSE engineer, Platinum three SCA-TSE engineers.</li></ul>' +
      '<p>The attached summary lists every change. Your partner manager will walk you through it in the coming weeks.</p>',
  },
  {
    name: '7.1 beta for Gold partners',
    title: 'Early access to the 7.1 beta for Gold partners',
    type: 'product',
    publishedDaysAgo: 6,
    state: 'PUBLISHED',
    goldOnly: true,
    content:
      '<p>As a <strong>Gold partner</strong> you can try version 7.1 of the hyper-converged platform before its release, ' +
      'in your lab or with a customer who agrees to a beta.</p>' +
      '<ul><li>GPU sharing between virtual machines</li><li>Stretched clusters across two sites</li>' +
      '<li>A new capacity planner in the management console</li></ul>' +
      '<p>Register for the beta on <a href="https://beta.example.com/hci-7.1">the beta site</a>; ' +
      'the Gold partner solution playbook in the material centre explains how to position it.</p>',
  },
  {
    name: 'HCI 7.0 release',
    title: 'Hyper-converged platform 7.0 is available',
    type: 'product',
    publishedDaysAgo: 3,
    state: 'PINNED',
    content:
      '<h2>What is new in 7.0</h2>' +
      '<p>Version 7.0 of the hyper-converged platform is available to all partners from today. ' +
      'Customers with an active subscription upgrade at no cost.</p>' +
      '<ul><li><strong>Rolling upgrades</strong>: a cluster is upgraded node by node while its virtual machines keep running.</li>' +
      '<li><strong>Larger clusters</strong>: up to 64 nodes in one cluster.</li>' +
      '<li><strong>Built-in backup</strong> to any S3-compatible object storage.</li></ul>' +
      '<p>The datasheet is in the material centre; the release notes are on ' +
      '<a href="https://docs.example.com/hci/7.0/release-notes">the documentation site</a>.</p>',
  },
  {
    name: 'List prices next quarter (draft)',
    title: 'New list prices from next quarter',
    type: 'notice',
    publishedDaysAgo: null,
    state: 'DRAFT',
    content:
      '<p>From the first day of next quarter the list prices of distributed storage and backup change. ' +
      'Quotes sent before then stay valid for 30 days.</p>' +
      '<p>The new price list will be in the material centre.</p>',
  },
];

interface DemoMaterial {
  name: string;
  brief: string;
  /** The seeded material types: 1 brochure, 2 solution, 3 technical document, 4 training, 5 images, 6 case study. */
  typeIds: number[];
  /** The seeded products: 1 hyper-converged platform, 2 virtualization, 3 storage, 4 backup, 5 containers. */
  productIds: number[];
  fileType: 'PDF' | 'MP4' | 'DOCX' | 'XLSX' | 'URL';
  fileId?: string;
  link?: string;
  canDownload: boolean;
  publishedDaysAgo: number;
  goldOnly?: boolean;
}

const materials = {
  documentation: {
    name: 'Online documentation centre', brief: 'Installation, administration and API guides for every product version.',
    typeIds: [3], productIds: [1, 2, 3, 4, 5], fileType: 'URL', link: 'https://docs.example.com/', canDownload: false, publishedDaysAgo: 50,
  },
  proposalTemplate: {
    name: 'Proposal template', brief: 'A Word template for a hyper-converged proposal: the project, the solution, delivery and prices.',
    typeIds: [2], productIds: [1], fileType: 'DOCX', fileId: demoContentFiles.proposalTemplate.id, canDownload: true, publishedDaysAgo: 40,
  },
  caseStudy: {
    name: 'Case study: hospital VDI', brief: '1,200 virtual desktops for a hospital, delivered by a Gold partner in six weeks.',
    typeIds: [6], productIds: [2], fileType: 'PDF', fileId: demoContentFiles.caseStudy.id, canDownload: true, publishedDaysAgo: 30,
  },
  storageBasics: {
    name: 'SCF course: storage fundamentals', brief: 'Blocks, files and objects; replicas and erasure coding; tiering. View only.',
    typeIds: [4], productIds: [3], fileType: 'PDF', fileId: demoContentFiles.storageBasics.id, canDownload: false, publishedDaysAgo: 25,
  },
  clusterVideo: {
    name: 'Installing a three-node cluster', brief: 'From racking the nodes to the first virtual machine, step by step (video).',
    typeIds: [4], productIds: [1], fileType: 'MP4', fileId: demoContentFiles.clusterVideo.id, canDownload: false, publishedDaysAgo: 24,
  },
  priceList: {
    name: 'Price list 2026 (CNY)', brief: 'List prices of the platform, virtualization, storage and backup, per unit.',
    typeIds: [1], productIds: [1, 2, 3, 4], fileType: 'XLSX', fileId: demoContentFiles.priceList.id, canDownload: true, publishedDaysAgo: 12,
  },
  playbook: {
    name: 'Gold partner solution playbook', brief: 'How Gold partners qualify, size and propose hyper-converged projects.',
    typeIds: [2], productIds: [1, 2], fileType: 'PDF', fileId: demoContentFiles.playbook.id, canDownload: false, publishedDaysAgo: 6,
    goldOnly: true,
  },
  datasheet: {
    name: 'Hyper-converged platform 7.0 datasheet', brief: 'Capacity, scale and features of version 7.0 on one page, for customer meetings.',
    typeIds: [1], productIds: [1], fileType: 'PDF', fileId: demoContentFiles.datasheet.id, canDownload: true, publishedDaysAgo: 3,
  },
} satisfies Record<string, DemoMaterial>;

/** The mainland site's user guide (Chinese, like the site): what a partner does first, deal registration, certification. */
const userGuidePages = [
  {
    title: '快速入门',
    content:
      '<h2>欢迎使用合作伙伴门户</h2>' +
      '<p>合作伙伴门户是贵公司与厂商合作的统一入口：在这里报备项目、查看业绩与积分、申请认证，并获取最新公告和资料。</p>' +
      '<h2>第一次登录</h2>' +
      '<ul><li>首次登录时，门户会请你<strong>完善个人信息</strong>：姓名、职位、邮箱和手机号。新手机号需要短信验证码。</li>' +
      '<li>如果你的公司已是合作伙伴，请向公司的合作伙伴管理员索取<strong>邀请链接</strong>，打开后即加入公司；也可以搜索公司名称提交加入申请，由管理员审批。</li>' +
      '<li>如果你的公司还不是合作伙伴，请点击<strong>成为合作伙伴</strong>，填写公司信息并上传营业执照，厂商会在 2 个工作日内答复。</li></ul>' +
      '<h2>工作台</h2>' +
      '<p>加入公司后，顶部导航的<strong>工作台</strong>汇总了公司的信息、成员、项目、业绩和积分。你能看到和操作的内容取决于管理员为你分配的角色。</p>' +
      '<p>更多问题请写信至 <a href="mailto:partner-support@example.com">partner-support@example.com</a>。</p>',
  },
  {
    title: '如何报备项目',
    content:
      '<h2>为什么要报备</h2>' +
      '<p>项目报备让厂商知道贵公司正在跟进的商机。报备通过后，项目在保护期内归贵公司跟进，其他伙伴报备同一客户和产品时会被标记为可能冲突。</p>' +
      '<h2>提交报备</h2>' +
      '<ul><li>进入<strong>工作台 › 项目 › 项目报备</strong>，点击<strong>新建项目报备</strong>。</li>' +
      '<li>填写客户与联系人、预计金额（人民币或美元，两位小数）、预计下单日期、项目阶段、商机来源、竞争对手和应用场景，并添加 1 到 10 个产品及其购买类型和单位。</li>' +
      '<li>填写的内容会自动保存为草稿，刷新页面也不会丢失，直到你提交。</li></ul>' +
      '<h2>审批与保护期</h2>' +
      '<ul><li>报备先由贵公司的合作伙伴管理员在<strong>我的审批</strong>中审批，再由厂商审批。</li>' +
      '<li>生效的报备可以添加项目进展（提交后 3 天内可修改）。保护期最后 30 天内可申请延期，最长 3 个月。</li>' +
      '<li>每家公司同时处于审批中或生效的报备数量有上限，由公司的认证级别决定。</li></ul>',
  },
  {
    title: '企业认证与个人认证',
    content:
      '<h2>企业认证</h2>' +
      '<p>企业认证决定贵公司在合作伙伴计划中的级别（注册级、银牌、金牌、白金），以及可同时报备的项目数量等权益。' +
      '合作伙伴管理员在<strong>工作台 › 企业认证</strong>中申请或升级，厂商审核通过后颁发证书。</p>' +
      '<ul><li>认证到期前 60 天起可以<strong>续期</strong>，到期后 60 天内仍可续期。</li>' +
      '<li>金牌及以上级别要求公司拥有一定数量的持证工程师。</li></ul>' +
      '<h2>个人认证</h2>' +
      '<p>工程师在顶部导航的<strong>认证</strong>页面申请个人认证，例如 SCF（基础认证）和 SCA-TSE（技术支持工程师认证）。' +
      '申请可以转账支付，也可以使用公司的产品积分（需合作伙伴管理员审批）。</p>' +
      '<ul><li>申请通过后，在认证卡片上打开<strong>课程</strong>学习课件，然后参加考试。</li>' +
      '<li>考试通过后厂商颁发证书，证书有效期 24 个月。</li></ul>',
  },
];

export const seedDemoContent = async (client: pg.Client): Promise<void> => {
  const vendor = demoRootUsers.vendorAdmin;
  await client.query(`select set_config('jwt.claims.sub', $1, true)`, [vendor]);
  const ago = (days: number) => `now() - make_interval(days => ${days})`;

  // The files, as uploads the vendor admin finished two months ago.
  for (const f of Object.values(demoContentFiles)) {
    await client.query(
      `insert into app_public.uploaded_files (id, root_user_id, use, name, size, mime_type, storage_key, status, created_at, completed_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'SUCCESS', ${ago(61)}, ${ago(61)})`,
      [f.id, vendor, f.use, f.name, f.body.length, f.mimeType, f.storageKey],
    );
  }

  // Gold: the mainland plan's level that Cloudway holds (demo-certifications.ts).
  const { rows: levels } = await client.query<{ id: string }>(
    `select l.id::text as id from app_public.certification_levels l join app_public.certification_plans p on p.id = l.plan_id
     where p.site = 'MAINLAND' and l.key = 'GOLD'`,
  );
  const goldOnly = levelStrategy(levels.map((l) => l.id));

  const typeIds = new Map<string, number>();
  for (const [key, t] of Object.entries(announcementTypes)) {
    const { rows } = await client.query<{ id: number }>('select id from app_public.create_announcement_type($1, $2)', [t.name, t.color]);
    typeIds.set(key, rows[0]!.id);
  }
  for (const a of announcements) {
    const { rows } = await client.query<{ id: string }>(
      `select id from app_public.save_announcement(id => null, name => $1, title => $2, type_id => $3, content => $4,
         attachment_file_ids => $5, publish_time => case when $6::int is null then null else now() - make_interval(days => $6::int) end,
         is_public => $7, push_strategies => $8, is_sent_notification => false)`,
      [a.name, a.title, typeIds.get(a.type), a.content, a.attachmentFileIds ?? [], a.publishedDaysAgo, !a.goldOnly, a.goldOnly ? goldOnly : null],
    );
    const id = rows[0]!.id;
    if (a.state === 'DRAFT') continue;
    await client.query('select app_public.publish_announcement($1)', [id]);
    if (a.state === 'PINNED') await client.query('select app_public.pin_announcement($1, true)', [id]);
    if (a.state === 'DELISTED') await client.query('select app_public.delist_announcement($1)', [id]);
  }

  const materialIds = new Map<string, string>();
  for (const [key, m] of Object.entries(materials) as [string, DemoMaterial][]) {
    const { rows } = await client.query<{ id: string }>(
      `select id from app_public.save_resource_material(id => null, name => $1, brief => $2, type_ids => $3, product_ids => $4,
         file_type => $5, file_id => $6, link => $7, can_download => $8, publish_time => null, is_public => $9,
         push_strategies => $10, is_sent_notification => false)`,
      [m.name, m.brief, m.typeIds, m.productIds, m.fileType, m.fileId ?? null, m.link ?? null, m.canDownload, !m.goldOnly,
        m.goldOnly ? goldOnly : null],
    );
    const id = rows[0]!.id;
    await client.query(
      'select app_public.publish_resource_material($1, now() - make_interval(days => $2::int), false)',
      [id, m.publishedDaysAgo],
    );
    materialIds.set(key, id);
  }

  // The SCF course (personal certification type 1): read the fundamentals, then watch the installation.
  await client.query(
    `select app_public.save_course(id => null, type_id => (select id from app_public.personal_certification_types where key = 'SCF'),
       name => $1, description => $2, sort_order => 1, is_enabled => true, material_ids => $3)`,
    [
      'SCF foundation course',
      'Storage fundamentals to read, then a three-node cluster installation to watch: what the SCF exam expects.',
      [materialIds.get('storageBasics'), materialIds.get('clusterVideo')],
    ],
  );

  for (const [i, page] of userGuidePages.entries()) {
    await client.query('select app_public.save_user_guide_page(id => null, title => $1, content => $2, sort_order => $3)', [
      page.title,
      page.content,
      (i + 1) * 10,
    ]);
  }
  await client.query(`select set_config('jwt.claims.sub', '', true)`);
};
