// The bounded load: a few loops side by side, each a journey repeated until the time is up, every command carrying a
// tag unique to the run (a name, a title, a remark) so that its effects can be counted afterwards. A journey whose step
// is not acknowledged stops there and the loop starts the next one. The harness looks up the ids a later step needs
// (the approval that waits) as the database owner, as the journeys' fixtures do; that lookup may fail while Postgres is
// down, and then the journey stops too.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { builtinRoleIds, performanceImportColumns, performanceProjectTypeNames } from '@pp/domain';
import type { ChaosClient } from './client.ts';
import type { ChaosWorld } from './world.ts';

export interface FilingJourney {
  tag: string;
  id?: string;
  created: boolean;
  partnerApproved: boolean;
  vendorApproved: boolean;
}

export interface JoinJourney {
  tag: string;
  applicantRootUserId: string;
  id?: string;
  applied: boolean;
  approved: boolean;
}

export interface PointCommand {
  tag: string;
  point: number;
  acknowledged: boolean;
}

export interface ImportJourney {
  /** The file's tag; its rows' record numbers are `<tag>-1` … `<tag>-<rows>`. */
  tag: string;
  rows: number;
  /** The start command was acknowledged (the import's id). */
  id?: string;
}

export interface Tagged {
  tag: string;
  acknowledged: boolean;
}

export interface LoadLog {
  pages: Tagged[];
  /** In the order sent (one loop sends them one after another). */
  companyEdits: Tagged[];
  filings: FilingJourney[];
  points: PointCommand[];
  joins: JoinJourney[];
  imports: ImportJourney[];
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_ROWS = 3;

/** A performance import file: `rows` records against one signed deal registration, numbered by the tag. */
const importFile = async (tag: string, signed: SignedFiling): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('业绩导入');
  sheet.addRow(performanceImportColumns.map((c) => c.header));
  for (let i = 1; i <= IMPORT_ROWS; i++) {
    sheet.addRow([signed.company, signed.semanticId, `${tag}-${i}`, signed.customer, 1000 + i, signed.currency, new Date(Date.UTC(2025, i, 1)), performanceProjectTypeNames.NEW_PURCHASE.zh, 'chaos']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export interface SignedFiling {
  company: string;
  semanticId: string;
  customer: string;
  currency: string;
}

/** A signed deal registration of the demo (performance records are written against one). */
export const signedFiling = async (ownerUrl: string): Promise<SignedFiling | undefined> => {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const { rows } = await owner.query<SignedFiling>(
      `select c.name as company, f.semantic_id as "semanticId", f.customer_full_name as customer, f.currency_iso_code::text as currency
       from app_public.project_filings f join app_public.companies c on c.id = f.company_id where f.status = 'HAVE_SIGNED' order by f.created_at limit 1`,
    );
    return rows[0];
  } finally {
    await owner.end();
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const runLoad = async (client: ChaosClient, world: ChaosWorld, ownerUrl: string, seconds: number, signed: SignedFiling | undefined): Promise<LoadLog> => {
  const log: LoadLog = { pages: [], companyEdits: [], filings: [], points: [], joins: [], imports: [] };
  const until = Date.now() + seconds * 1000;
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2, connectionTimeoutMillis: 5000, query_timeout: 10_000 });
  owner.on('error', () => undefined);
  let n = 0;
  const tag = (kind: string) => `chaos-${world.runTag}-${kind}-${++n}`;
  // Each loop starts a journey every `everyMs` at most (modest: the whole load is a handful of requests a second).
  const loop = async (everyMs: number, journey: () => Promise<void>) => {
    while (Date.now() < until) {
      const t0 = Date.now();
      await journey();
      await sleep(Math.max(100, everyMs - (Date.now() - t0)));
    }
  };
  const pending = async (filingId: string, source: string): Promise<string | undefined> => {
    try {
      const { rows } = await owner.query<{ id: string }>(
        `select id from app_public.project_filing_approvals where filing_id = $1 and source = $2 and status = 'APPROVING'`,
        [filingId, source],
      );
      return rows[0]?.id;
    } catch {
      return undefined;
    }
  };
  const { adminToken, vendorToken, companyId } = world;

  // The portal's light queries.
  const reads = loop(1000, async () => {
    await client.send(adminToken, 'CurrentUserInfo', { companyId });
    await client.send(adminToken, 'UserMessageCount', { since: new Date(Date.now() - 30 * 86_400_000).toISOString() });
    await client.send(adminToken, 'RecentPages', {});
    await client.send(adminToken, 'CompanyInfo', { id: companyId });
    await client.send(adminToken, 'CompanyPointSummary', { companyId });
  });
  // A recent page, then an edit of the company's information.
  const pagesAndEdits = loop(1000, async () => {
    const page = tag('page');
    const p = await client.send(adminToken, 'RecordRecentPage', { url: `/workbench?chaos=${page}`, title: page, titleKey: null }, page);
    log.pages.push({ tag: page, acknowledged: p.ok });
    const edit = tag('edit');
    const e = await client.send(adminToken, 'UpdateCompanyInfo', { input: { companyId, website: `https://${edit}.example.com` } }, edit);
    log.companyEdits.push({ tag: edit, acknowledged: e.ok });
  });
  // A deal registration: filed and submitted, approved by the partner administrator, then by the vendor.
  const filings = loop(2000, async () => {
    const f: FilingJourney = { tag: tag('filing'), created: false, partnerApproved: false, vendorApproved: false };
    log.filings.push(f);
    const input = {
      companyId, name: f.tag, customerFullName: `${f.tag} Customer Ltd.`, customerAddress: '1 Hospital Road, Hangzhou', industryId: 4,
      contactName: 'Li Lei', contactPosition: 'CIO', contactEmail: 'li.lei@example.cn', contactPhonePrefix: '+86', contactPhone: '13800000000',
      estimatedOrderBudget: '1234567.50', currencyIsoCode: 'CNY', estimatedOrderDate: inDays(60), phaseId: 1, opportunitySourceId: 2,
      competitorIds: [1, 3], applicationScenarioIds: [3], requirement: 'Replace the ageing cluster', principalId: world.adminUserId,
      products: [{ productId: 1, purchaseType: 'SOFTWARE', unit: 'NODE', count: 4 }],
    };
    const created = await client.send(adminToken, 'CreateProjectFiling', { input }, f.tag);
    f.created = created.ok;
    f.id = ((created.data?.createProjectFiling as { result?: { id?: string } } | undefined)?.result?.id) ?? undefined;
    if (!f.id) return;
    const partnerStep = await pending(f.id, 'PARTNER_COMPANY');
    if (!partnerStep) return;
    f.partnerApproved = (await client.send(adminToken, 'ApproveProjectFilingApproval', { approvalId: partnerStep, auditComment: `${f.tag} partner` }, `${f.tag}/partner`)).ok;
    if (!f.partnerApproved) return;
    const vendorStep = await pending(f.id, 'VENDOR');
    if (!vendorStep) return;
    f.vendorApproved = (await client.send(vendorToken, 'AdminApproveProjectFilingApproval', { input: { approvalId: vendorStep, auditComment: `${f.tag} vendor` } }, `${f.tag}/vendor`)).ok;
  });
  // The vendor grants points to the company, then spends some of them at once.
  const points = loop(1000, async () => {
    for (const point of [100, -40]) {
      const t = tag(point > 0 ? 'grant' : 'spend');
      const input = {
        companyId, type: 'MARKET_POINT', point, actionScenario: 'ACTIVITY_REWARD', source: 'chaos', remark: t,
        ...(point > 0 ? { effectiveDate: inDays(0), expiredDate: inDays(365) } : {}),
      };
      const a = await client.send(vendorToken, 'AdminCreateCompanyPoint', { input }, t);
      log.points.push({ tag: t, point, acknowledged: a.ok });
    }
  });
  // A person applies to join the company, and its partner administrator approves (the worker then makes them a member
  // and notifies them).
  let nextApplicant = 0;
  const joins = loop((seconds * 1000) / Math.max(1, world.applicants.length), async () => {
    const applicant = world.applicants[nextApplicant++];
    if (!applicant) {
      await sleep(1000);
      return;
    }
    const j: JoinJourney = { tag: tag('join'), applicantRootUserId: applicant.rootUserId, applied: false, approved: false };
    log.joins.push(j);
    const applied = await client.send(applicant.token, 'CreateOneCompanyJoinApplication', { companyId, realName: j.tag }, j.tag);
    j.applied = applied.ok;
    j.id = (applied.data?.createOneCompanyJoinApplication as { result?: { id?: string } } | undefined)?.result?.id;
    if (!j.id) return;
    j.approved = (
      await client.send(adminToken, 'ApproveCompanyJoinApplication', { applicationId: j.id, name: j.tag, positionId: 5, roleIds: [builtinRoleIds.regularMember] }, `${j.tag}/approve`)
    ).ok;
  });

  // The vendor imports performance records: the file uploaded to the storage (presigned), confirmed, the import started;
  // the worker then writes the records.
  const imports = loop(5000, async () => {
    if (!signed) return;
    const t = `CHAOS${world.runTag.toUpperCase()}I${++n}`;
    const bytes = await importFile(t, signed);
    const up = await client.send(vendorToken, 'AdminUploadOneFile', { input: { use: 'PERFORMANCE_IMPORT', name: `${t}.xlsx`, size: bytes.length, mimeType: xlsxType } }, `${t}/upload`);
    const upload = up.data?.uploadOneFile as { uploadedFileId: string; credentials: { url: string; method: string; headers: { name: string; value: string }[] } } | undefined;
    if (!upload) return;
    const put = await client.put(upload.credentials.url, upload.credentials.method, Object.fromEntries(upload.credentials.headers.map((h) => [h.name, h.value])), new Uint8Array(bytes));
    if (!put) return;
    const confirmed = await client.send(vendorToken, 'AdminConfirmUploadedFile', { id: upload.uploadedFileId }, `${t}/confirm`);
    if (!confirmed.ok) return;
    const j: ImportJourney = { tag: t, rows: IMPORT_ROWS };
    log.imports.push(j);
    const started = await client.send(vendorToken, 'AdminStartPerformanceImport', { fileId: upload.uploadedFileId }, t);
    j.id = (started.data?.startPerformanceImport as { result?: { id?: string } } | undefined)?.result?.id;
  });

  await Promise.all([reads, pagesAndEdits, filings, points, joins, imports]);
  await owner.end();
  return log;
};
