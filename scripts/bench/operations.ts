// The operations the bench measures, each sent as its client sends it: the portal's shipped documents by hash (trusted
// documents on, as production runs), the back office's as text by a vendor admin. An operation the portal is to ship
// but does not yet is sent as the bench's own text to a second API without the trusted-documents check (marked †).
import { readFileSync } from 'node:fs';
import { businessToday, examForms } from '@pp/domain';
import { startTestApi, type TestApi, type TestApiOptions } from '../../api/src/test-server.ts';
import { defaultManifestFiles } from '../../api/src/trusted-documents.ts';
import { adminPerformanceListText, pointCheckText, spendPoints } from './business.ts';
import { nextDay, startOfBusinessDay } from '../../admin/src/common/filterValues.ts';
import { examCondition, examFilter } from '../../admin/src/exam/filters.ts';
import { personalCertificationCondition, personalCertificationFilter } from '../../admin/src/personal-certification/filters.ts';
import { pointHistoryCondition, pointHistoryFilter } from '../../admin/src/point-history/filters.ts';
import { projectFilingCondition, projectFilingFilter } from '../../admin/src/project-filing/filters.ts';
import { pointUsageBench } from './certification.ts';
import { adminExamListText, adminExamSearchText, adminExamStatusListText, examBench } from './exam.ts';
import { contentAnalyticsText, recordContentEventsText } from './content.ts';
import { adminFilingCountedText, adminFilingListText, portalFilingDetailText, portalFilingListText, portalMyApprovalsText, portalQuotaCheckText } from './project-filing.ts';
import { countedAsBackOffice } from './back-office.ts';
import type { BenchWorld } from './world.ts';

/** Light reads are the API's fixed cost; lists read pages; commands write. */
export type OperationKind = 'light' | 'list' | 'command';

export interface Operation {
  name: string;
  kind: OperationKind;
  /** The portal's operations have the growth target; the back office's lists are measured beside them. */
  client: 'portal' | 'back office';
  token: string;
  body: Record<string, unknown>;
  /** The API it is sent to. */
  api: TestApi;
  /**
   * A command that uses up what it acts on (an application it applies for, an approval it decides) cannot be sent
   * twice as is: before each request and each replay of its SQL twin, outside the measured time, `prepare` puts a
   * fresh one in place and returns the variables that name it (none when the caller's identity names it).
   */
  prepare?: () => Promise<Record<string, string>>;
}

export interface OperationSet {
  operations: Operation[];
  /** The API with trusted documents on (the operations' own, and the bulk import's). */
  api: TestApi;
  /** Names of shipped operations the bench looked for and did not find. */
  missing: string[];
  /** Operations sent as text (†). */
  sentAsText: string[];
  close(): Promise<void>;
}

/** Tokens outlive a run (the test server's default is 5 minutes; a full-size run takes longer). */
const tokenLife = '6h';

// The back office's list queries, as its data provider builds them (every scalar field, small related objects' id and
// name; primary key last in the order).
const companyFields =
  'billingAddress certificationLevel { id name } certificationLevelId createdAt id industry joinedUserCount keyIndustries mainBusinesses name phone resource scale sfdcOwnerName site updatedAt website';
// An unfiltered page of a counted list reads the kept total (listTotal) instead of counting; a filtered one counts. The
// point totals (a ledger lookup each), the level and certification in effect and the last expired one are read by the
// company's detail page only.
const companyList = `query CompanyList($first: Int, $offset: Int, $orderBy: [CompanyOrderBy!], $total_list: CountedList) {
  companies(first: $first, offset: $offset, orderBy: $orderBy) { nodes { ${companyFields} } } total: listTotal(list: $total_list) }`;
// The company points page (/admin/company-point): the companies with their two point totals (what expires soon and the
// level in effect are read by the detail page), and the kept number of companies while the search box is empty; its
// search box (the name, any part of it) counts the matches.
const companyPointFields =
  'billingAddress certificationLevel { id name } certificationLevelId createdAt id industry joinedUserCount keyIndustries mainBusinesses name phone resource scale sfdcOwnerName site totalMarketPoints totalProductPoints updatedAt website';
const companyPointList = `query CompanyList($first: Int, $orderBy: [CompanyOrderBy!], $total_list: CountedList) {
  companies(first: $first, orderBy: $orderBy) { nodes { ${companyPointFields} } } total: listTotal(list: $total_list) }`;
const companyPointSearch = countedAsBackOffice(`query CompanyList($first: Int, $orderBy: [CompanyOrderBy!], $condition: CompanyCondition) {
  companies(first: $first, orderBy: $orderBy, condition: $condition) { totalCount nodes { ${companyPointFields} } } }`);
// Its search box (the `nameContains` condition), and its site and scale filters, counted.
const companySearch = countedAsBackOffice(`query CompanyList($first: Int, $orderBy: [CompanyOrderBy!], $condition: CompanyCondition) {
  companies(first: $first, orderBy: $orderBy, condition: $condition) { totalCount nodes { ${companyFields} } } }`);
const companyFiltered = countedAsBackOffice(`query CompanyList($first: Int, $orderBy: [CompanyOrderBy!], $filter: CompanyFilter) {
  companies(first: $first, orderBy: $orderBy, filter: $filter) { totalCount nodes { ${companyFields} } } }`);
const userFields = 'id name email status companyId companyName createdAt roleNames';
const userList = `query UserList($first: Int, $offset: Int, $orderBy: [UserOrderBy!], $filter: UserFilter) {
  users(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) { nodes { ${userFields} } } listTotal(list: COMPANY_USERS) }`;
const userReferenceList = countedAsBackOffice(`query UserList($first: Int, $offset: Int, $orderBy: [UserOrderBy!], $filter: UserFilter) {
  users(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) { totalCount nodes { ${userFields} } } }`);
const userReferenceSearch = countedAsBackOffice(`query UserList($first: Int, $offset: Int, $orderBy: [UserOrderBy!], $filter: UserFilter, $condition: UserCondition) {
  users(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter, condition: $condition) { totalCount nodes { ${userFields} } } }`);
const applicationList = countedAsBackOffice(`query CompanyJoinApplicationList($first: Int, $offset: Int, $orderBy: [CompanyJoinApplicationOrderBy!]) {
  companyJoinApplications(first: $first, offset: $offset, orderBy: $orderBy) {
    totalCount nodes { id companyId companyName realName applicationStatus createdAt reviewedAt approverName } } }`);
// The back office's company certification list (its status filter is a list of statuses).
const companyCertificationList = countedAsBackOffice(`query CompanyCertificationList($first: Int, $offset: Int, $orderBy: [CompanyCertificationOrderBy!], $filter: CompanyCertificationFilter) {
  companyCertifications(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) {
    totalCount nodes { id status companyId companyName applicantName createdAt reviewedAt expiredDate appliedLevel { id name } approvedLevel { id name } plan { id name } } } }`);
// The back office's personal certification list (by status).
const personalCertificationList = countedAsBackOffice(`query PersonalCertificationList($first: Int, $offset: Int, $orderBy: [PersonalCertificationOrderBy!], $filter: PersonalCertificationFilter) {
  personalCertifications(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) {
    totalCount nodes { id semanticId status realName applicantName companyName paymentMethod createdAt type { id name } } } }`);
const personalCertificationSearch = personalCertificationList
  .replace('$filter: PersonalCertificationFilter)', '$filter: PersonalCertificationFilter, $condition: PersonalCertificationCondition)')
  .replace('filter: $filter)', 'filter: $filter, condition: $condition)');
// The back office's point history (/admin/point-history): every ledger entry, 25 a page newest first, counted.
const pointHistoryList = countedAsBackOffice(`query CompanyPointList($first: Int, $offset: Int, $orderBy: [CompanyPointOrderBy!], $filter: CompanyPointFilter, $condition: CompanyPointCondition) {
  companyPoints(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter, condition: $condition) {
    totalCount nodes { id action actionScenario companyId companyName createdAt creatorId creatorName effectiveDate expiredDate isEffective lotId point remainingPoint remark source type } } }`);
const partnerApplicationList = countedAsBackOffice(`query PartnerApplicationList($first: Int, $offset: Int, $orderBy: [PartnerApplicationOrderBy!], $filter: PartnerApplicationFilter) {
  partnerApplications(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) {
    totalCount nodes { id semanticId site companyName contactName applicationStatus createdAt reviewedAt } } }`);

/** The shipped documents (hash and text) by operation name (a document may start with its fragments). */
const shippedDocuments = (): Map<string, { hash: string; text: string }> => {
  const shipped = new Map<string, { hash: string; text: string }>();
  for (const file of defaultManifestFiles) {
    for (const [hash, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      const name = /(?:^|\s)(?:query|mutation) (\w+)/.exec(text)?.[1];
      if (name) shipped.set(name, { hash, text });
    }
  }
  return shipped;
};

/** The text of a document a front end ships, by operation name (the bench's own commands send it as their client does). */
export const shippedDocumentText = (name: string): string => {
  const text = shippedDocuments().get(name)?.text;
  if (!text) throw new Error(`bench: no front end ships an operation ${name}`);
  return text;
};

/** A filter or condition, or nothing when it holds no field. */
const nonEmpty = <T extends object>(clause: T): T | undefined => (Object.keys(clause).length > 0 ? clause : undefined);

/** The business day `days` before `day` (YYYY-MM-DD). */
const daysBefore = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** Starts the APIs for `world` and lists its operations. */
export const operationsFor = async (world: BenchWorld, apiOptions: TestApiOptions): Promise<OperationSet> => {
  process.env.DATABASE_URL = world.ownerUrl;
  process.env.AUTH_DATABASE_URL = world.authUrl;
  const api = await startTestApi({ ...apiOptions, trustedDocuments: true });
  let textApi: TestApi | undefined;
  const documents = shippedDocuments();
  const shipped = new Map([...documents].map(([name, d]) => [name, d.hash]));
  const missing: string[] = [];
  const sentAsText: string[] = [];
  const tokens = new Map<string, string>();
  const tokenOf = async (sub: string, target: TestApi): Promise<string> => {
    const key = `${target === api ? 'a' : 't'}:${sub}`;
    if (!tokens.has(key)) tokens.set(key, await target.sign({ sub, expiresIn: tokenLife }));
    return tokens.get(key)!;
  };
  const persisted = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

  /** A shipped operation by hash, or nothing (listed as missing) when the portal ships none of these names. */
  const portal = async (name: string, kind: OperationKind, sub: string, names: string[], variables: Record<string, unknown>): Promise<Operation[]> => {
    const hash = names.map((n) => shipped.get(n)).find((h) => h !== undefined);
    if (!hash) {
      missing.push(names.join(' / '));
      return [];
    }
    return [{ name, kind, client: 'portal', token: await tokenOf(sub, api), body: { ...persisted(hash), variables }, api }];
  };
  /** A shipped operation by hash once the portal has one of these names, else the bench's text of it (†). */
  const portalOrText = async (name: string, kind: OperationKind, sub: string, names: string[], text: string, variables: Record<string, unknown>): Promise<Operation> => {
    const hash = names.map((n) => shipped.get(n)).find((h) => h !== undefined);
    if (hash) return { name, kind, client: 'portal', token: await tokenOf(sub, api), body: { ...persisted(hash), variables }, api };
    textApi ??= await startTestApi(apiOptions);
    sentAsText.push(name);
    return { name: `${name} †`, kind, client: 'portal', token: await tokenOf(sub, textApi), body: { query: text, variables }, api: textApi };
  };
  const vendorToken = await tokenOf(world.vendorRootUserId, api);
  const backOffice = (name: string, query: string, variables: Record<string, unknown>, kind: OperationKind = 'list'): Operation => ({
    name: `back office: ${name}`,
    kind,
    client: 'back office',
    token: vendorToken,
    body: { query, variables },
    api,
  });

  /** The text of a document the back office ships (its Apollo client sends the text, with __typename). */
  const backOfficeText = (name: string): string => {
    const text = documents.get(name)?.text;
    if (!text) throw new Error(`bench: the back office ships no operation ${name}`);
    return text;
  };
  const { admin, filings: f, business: b, content: c } = world;
  const companyId = admin.companyId;
  const since = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
  const newest = ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'];
  const inEffect = { status: { equalTo: 'VALIDATING' } };
  const filingList = ['ProjectFilingList', 'ProjectFilings'];
  const approvals = ['MyProjectFilingApprovals', 'ProjectFilingApprovalRecords'];
  const a = admin.rootUserId;
  const pointUsage = await pointUsageBench(world.ownerUrl, b.pointCompanyId, b.pointAdminRootUserId);
  const exam = await examBench(world.ownerUrl);
  process.stdout.write(`bench: ${world.size.label}: exams: the candidate's certification has ${exam.records} exam records\n`);
  // The exam list's scheduled days as its filter form sends them (filters.ts: from the first day's midnight in the
  // business time zone to the midnight after the last): tomorrow, with arranged exams, and a day a month ago, taken ones.
  const today = businessToday();
  const examDay = (day: string) => ({ scheduledExamTime: { greaterThanOrEqualTo: startOfBusinessDay(day), lessThan: startOfBusinessDay(nextDay(day)) } });
  const monthAgo = new Date(`${today}T00:00:00Z`);
  monthAgo.setUTCDate(monthAgo.getUTCDate() - 30);
  // a time the candidate books, at least the lead (30 minutes) ahead and within the study window: three days ahead
  const bookTime = new Date(`${nextDay(nextDay(nextDay(today)))}T10:00:00+08:00`).toISOString();
  /** A shipped command measured with its preparation (Operation.prepare). */
  const prepared = (ops: Operation[], prepare: () => Promise<Record<string, string>>): Operation[] => ops.map((op) => ({ ...op, prepare }));
  const recordEvents = { events: c.recordItems.map((i) => ({ ...i, eventType: 'VIEW' })), companyId: c.recorder.companyId };
  const recordVariables = { ...recordEvents, input: recordEvents };
  const operations: Operation[] = [
    ...(await portal('currentUserInfo (partner admin)', 'light', a, ['CurrentUserInfo', 'AdminCurrentUser'], { companyId })),
    ...(await portal('unread notification count', 'light', a, ['UserMessageCount'], { since })),
    ...(await portal('notifications (first 10)', 'light', a, ['UserMessages'], { since, first: 10 })),
    ...(await portal('recent pages', 'light', a, ['RecentPages'], {})),
    ...(await portal('my latest partner application', 'light', a, ['MyLatestPartnerApplication'], {})),
    ...(await portal('company info', 'light', a, ['CompanyInfo'], { id: companyId })),
    ...(await portal('delivery addresses', 'light', a, ['DeliveryAddresses'], { first: 20 })),
    ...(await portal('companiesForUserJoin "Cloud 12", first 50', 'list', a, ['CompaniesForUserJoin'], { companyName: 'Cloud 12', first: 50, offset: 0 })),
    ...(await portal('companiesForUserJoin "Cloud", first 50', 'list', a, ['CompaniesForUserJoin'], { companyName: 'Cloud', first: 50, offset: 0 })),
    ...(await portal('members page (10 + totalCount)', 'list', a, ['CompanyMembers'], { companyId, first: 10, offset: 0 })),
    ...(await portal('join applications page (company)', 'list', a, ['CompanyJoinApplications'], { companyId, first: 10, offset: 0 })),
    ...(await portal('invitations page', 'list', a, ['CompanyInvitations'], { companyId, first: 10, offset: 0 })),
    ...(await portal('my join applications (profile)', 'list', a, ['MyJoinApplications'], { applicantId: a, first: 10, offset: 0 })),
    ...(await portal('company info: edit (same values)', 'command', a, ['UpdateCompanyInfo'], {
      input: { companyId, phone: world.company.phone ?? '021 5555 0100', website: world.company.website ?? null },
    })),
    ...(await portal('members: edit a member (same values)', 'command', a, ['UpdateCompanyUser'], {
      userId: world.member.id,
      // the seeded names (user123) are not person names; the first call renames, the rest change nothing
      name: 'Bench Member',
      positionId: world.member.positionId,
      roleIds: [world.member.roleId],
      remark: null,
    })),
    ...(await portal('recent pages: record a visit', 'command', a, ['RecordRecentPage'], { url: '/workbench/members', title: 'Members' })),
    ...(await portal('upload: start (presigned PUT)', 'command', a, ['UploadOneFile'], {
      input: { use: 'AVATAR', name: 'me.png', size: 200_000, mimeType: 'image/png' },
    })),
    ...(await portal('upload: download URL', 'light', a, ['FileUrl'], { fileId: world.avatarFileId, isDownload: false })),
    // Deal registration, in the company with the most filings: its partner administrator sees all of them, a regular
    // member those they submitted or own.
    await portalOrText('filings: member, All tab (20 + count)', 'list', f.memberRootUserId, filingList, portalFilingListText, {
      companyId: f.companyId, first: 20, offset: 0 }),
    await portalOrText('filings: member, In effect tab', 'list', f.memberRootUserId, filingList, portalFilingListText, {
      companyId: f.companyId, filter: inEffect, first: 20, offset: 0 }),
    await portalOrText('filings: partner admin, All tab', 'list', f.adminRootUserId, filingList, portalFilingListText, {
      companyId: f.companyId, first: 20, offset: 0 }),
    await portalOrText('filings: partner admin, In effect tab', 'list', f.adminRootUserId, filingList, portalFilingListText, {
      companyId: f.companyId, filter: inEffect, first: 20, offset: 0 }),
    await portalOrText('filing detail (member)', 'light', f.memberRootUserId, ['ProjectFilingDetail', 'ProjectFilingBySemanticId'], portalFilingDetailText, {
      semanticId: f.detailSemanticId }),
    await portalOrText('new filing: quota check (member)', 'light', f.memberRootUserId, ['CompanyDynamicPermission'], portalQuotaCheckText, {
      companyId: f.companyId }),
    // (the variables serve either shape: a connection filter, or the kind and pending-only arguments of a function)
    await portalOrText('my approvals: filings (partner admin)', 'list', f.adminRootUserId, approvals, portalMyApprovalsText, {
      companyId: f.companyId, filter: { renewalId: { isNull: true }, status: { equalTo: 'APPROVING' } }, kind: 'FILING', pendingOnly: true,
      first: 20, offset: 0 }),
    await portalOrText('my approvals: renewals (partner admin)', 'list', f.adminRootUserId, approvals, portalMyApprovalsText, {
      companyId: f.companyId, filter: { renewalId: { isNull: false }, status: { equalTo: 'APPROVING' } }, kind: 'RENEWAL', pendingOnly: true,
      first: 20, offset: 0 }),
    backOffice('companies 50 by name, page 21', companyList, { first: 50, offset: 1000, orderBy: ['NAME_ASC', 'PRIMARY_KEY_ASC'], total_list: 'COMPANIES' }),
    backOffice('companies 25, newest first', companyList, { first: 25, orderBy: newest, total_list: 'COMPANIES' }),
    backOffice('companies searched by name (+ count)', companySearch, { first: 25, orderBy: newest,
      condition: { nameContains: b.companyTerm } }),
    // (the world's companies carry no scale, so a scale filter would read all of them and find none)
    backOffice('companies of a site (+ count)', companyFiltered, { first: 25, orderBy: newest, filter: { site: { equalTo: 'GLOBAL' } } }),
    backOffice('company users 25, newest first', userList, { first: 25, orderBy: newest, filter: { companyId: { isNull: false } } }),
    // The company users' search box (name or email, any part) and status filter, as the data provider sends them.
    backOffice('company users searched by name (+ count)', userReferenceSearch, { first: 25, orderBy: newest,
      filter: { companyId: { isNull: false } }, condition: { nameOrEmailContains: 'user1234' } }),
    backOffice('company users who left (+ count)', userReferenceList, { first: 25, orderBy: newest,
      filter: { and: [{ companyId: { isNull: false } }, { status: { equalTo: 'EXITED' } }] } }),
    backOffice('join applications 25, newest', applicationList, { first: 25, orderBy: newest }),
    backOffice('partner applications 25, newest', partnerApplicationList, { first: 25, orderBy: newest }),
    backOffice('partner applications, pending', partnerApplicationList, {
      first: 25, orderBy: newest, filter: { applicationStatus: { equalTo: 'APPLYING' } } }),
    backOffice('users of a company', userReferenceList, { first: 25, orderBy: newest, filter: { companyId: { equalTo: companyId } } }),
    // The back office's filing list as its data provider builds it: a tab's status as the filter, the company-name box
    // as the condition, and the kept total of the tab and name instead of a count.
    backOffice('filings in effect, by a few companies\' name', adminFilingListText, { first: 25, orderBy: newest,
      filter: inEffect, condition: { companyNameContains: f.narrowTerm },
      total_status: 'VALIDATING', total_approvalStep: null, total_companyNameContains: f.narrowTerm }),
    backOffice('filings in effect, by a common name word', adminFilingListText, { first: 25, orderBy: newest,
      filter: inEffect, condition: { companyNameContains: f.broadTerm },
      total_status: 'VALIDATING', total_approvalStep: null, total_companyNameContains: f.broadTerm }),
    backOffice('filings under review (25 + kept total)', adminFilingListText, { first: 25, orderBy: newest,
      filter: { status: { equalTo: 'APPROVING' } }, total_status: 'APPROVING', total_approvalStep: null, total_companyNameContains: null }),
    // The filter form's fields, each alone on the All tab (the list counts when the form holds more than a tab).
    ...([
      ['by a number', { keyword: f.detailSemanticId }],
      ['created within a month', { createdFrom: daysBefore(today, 30), createdTo: today }],
      ['ordered within a month', { orderDateFrom: daysBefore(today, 30), orderDateTo: today }],
      ['by amount (1–2 million)', { amountMin: 1_000_000, amountMax: 2_000_000 }],
      ['by the owner\'s name', { owner: 'user1234' }],
      ['with a possible conflict', { conflict: true }],
    ] as const).map(([label, values]) => backOffice(`filings ${label} (+ count)`, adminFilingCountedText, {
      // (as the data provider, no filter when the form's fields are all conditions: the API refuses an empty one)
      first: 25, orderBy: newest, filter: nonEmpty(projectFilingFilter({ tab: 'all', ...values })), condition: nonEmpty(projectFilingCondition(values)) })),

    // The money side. The company points page (the partner administrator of the company with the most lots): its
    // summary, its Details of changes tab and its Market point tab, 10 a page with the count.
    ...(await portal('points: summary (totals, expiring)', 'light', b.pointAdminRootUserId, ['CompanyPointSummary'], {
      companyId: b.pointCompanyId })),
    ...(await portal('points: history page (10 + count)', 'list', b.pointAdminRootUserId, ['CompanyPointEntries'], {
      companyId: b.pointCompanyId, first: 10, offset: 0 })),
    ...(await portal('points: market lots page (10 + count)', 'list', b.pointAdminRootUserId, ['CompanyPointLots'], {
      companyId: b.pointCompanyId, type: 'MARKET_POINT', first: 10, offset: 0 })),
    await portalOrText(`points: checkCompanyPointIsEnough (${spendPoints})`, 'light', b.pointAdminRootUserId, ['CheckCompanyPointIsEnough'],
      pointCheckText, { companyId: b.pointCompanyId, type: 'MARKET_POINT', point: spendPoints }),
    // A spend as the back office's create-point dialog sends it (a negative number subtracts at once); the measured
    // company is topped up beforehand so that no run drains it (world.ts).
    backOffice(`points: spend ${spendPoints} (createCompanyPoint)`, backOfficeText('AdminCreateCompanyPoint'), {
      input: { companyId: b.pointCompanyId, type: 'MARKET_POINT', point: -spendPoints, effectiveDate: businessToday(), expiredDate: null,
        actionScenario: 'PERSONAL_CERTIFICATE', source: 'Certification exam', remark: '' } }, 'command'),
    // The workbench overview's annual card (the company with the most records, this year), and the project amounts
    // page (its records, 20 a page with the count, and its totals per currency).
    ...(await portal('annual targets vs monthly results (this year)', 'list', b.recordAdminRootUserId, ['AnnualOverviewTargets'], {
      companyId: b.recordCompanyId, year: b.year })),
    ...(await portal('project amounts page (20 + count)', 'list', b.recordAdminRootUserId, ['CompanyPerformanceList'], {
      companyId: b.recordCompanyId, first: 20, offset: 0 })),
    ...(await portal('project amounts: totals per currency', 'light', b.recordAdminRootUserId, ['CompanyPerformanceTotals'], {
      companyId: b.recordCompanyId })),
    // The back office's company points page: 25 companies by name with their totals and expiring points, counted.
    ...(await portal('company certification page', 'light', a, ['CompanyCertificationOverview'], { companyId })),
    ...(await portal('company certification history (10)', 'list', a, ['CompanyCertificationHistory'], { companyId, first: 10, offset: 0 })),
    ...(await portal('own personal certifications (10)', 'list', a, ['MyPersonalCertifications'], { applicantId: a, first: 10, offset: 0 })),
    ...(await portal('company personal certifications (10)', 'list', a, ['CompanyPersonalCertifications'], { condition: { companyId }, first: 10, offset: 0 })),
    // Personal certification paid by the company's points: a member's application holds them, the partner
    // administrator's approval spends them (the company with the most point lots; certification.ts prepares each).
    ...prepared(await portal('personal certification: apply with points (hold)', 'command', pointUsage.applicantRootUserId,
      ['ApplyPersonalCertification'], { input: pointUsage.applyInput }), pointUsage.prepareHold),
    ...prepared(await portal('point usage approval: approve (spend)', 'command', b.pointAdminRootUserId,
      ['ApprovePointUsageApproval'], { approvalId: null }), pointUsage.prepareSpend),
    backOffice('personal certifications waiting for review 25 (+ count)', personalCertificationList, {
      first: 25, orderBy: newest, filter: { status: { equalTo: 'COMMITTED' } } }),
    backOffice('personal certifications issued 25 (+ count)', personalCertificationList, {
      first: 25, orderBy: newest, filter: { status: { equalTo: 'VALIDATING' } } }),
    backOffice('personal certifications of a type (+ count)', personalCertificationList, {
      first: 25, orderBy: newest, filter: personalCertificationFilter({ typeId: 1 }) }),
    backOffice('personal certifications paid by redeem code (+ count)', personalCertificationList, {
      first: 25, orderBy: newest, filter: personalCertificationFilter({ paymentMethod: 'REDEEM_CODE' }) }),
    backOffice('personal certifications searched by number (+ count)', personalCertificationSearch, {
      first: 25, orderBy: newest, condition: personalCertificationCondition({ q: exam.certificationSemanticId }) }),
    backOffice('company certifications under review 25 (+ count)', companyCertificationList, {
      first: 25, orderBy: newest, filter: { status: { in: ['WAITING_APPROVAL'] } } }),
    backOffice('company certifications in effect 25 (+ count)', companyCertificationList, {
      first: 25, orderBy: newest, filter: { status: { in: ['VALIDATING'] } } }),
    // Exams: the candidate's records of one certification and the booking of its exam waiting to be booked (exam.ts
    // puts it back before each request), as the portal sends them; the back office's list by status and by scheduled
    // day, 25 a page, newest first, with the count, and the result of an arranged exam as its dialog enters it (a pass,
    // which opens the next subject's exam: exam.ts removes it and puts the exam back before each request).
    ...(await portal('exam records of a certification', 'list', exam.candidateRootUserId, ['CertificationExams'], {
      personalCertificationId: exam.certificationId })),
    ...prepared(await portal('exam: book (bookExam)', 'command', exam.candidateRootUserId, ['BookExam'], {
      examId: exam.bookExamId, bookExamTime: bookTime, bookExamForm: exam.bookExamForm }), exam.prepareBook),
    backOffice('exams arranged 25 (+ kept total)', adminExamStatusListText, { first: 25, orderBy: newest,
      filter: { status: { equalTo: 'ARRANGED' } }, total_status: 'ARRANGED' }),
    backOffice('exams completed 25 (+ kept total)', adminExamStatusListText, { first: 25, orderBy: newest,
      filter: { status: { equalTo: 'COMPLETED' } }, total_status: 'COMPLETED' }),
    backOffice('exams arranged, scheduled tomorrow', adminExamListText, { first: 25, orderBy: newest,
      filter: { and: [{ status: { equalTo: 'ARRANGED' } }, examDay(nextDay(today))] } }),
    backOffice('exams scheduled on a day a month ago', adminExamListText, { first: 25, orderBy: newest,
      filter: examDay(monthAgo.toISOString().slice(0, 10)) }),
    backOffice('exams of a subject (+ count)', adminExamListText, { first: 25, orderBy: newest, filter: examFilter({ subjectId: exam.subjectId }) }),
    backOffice('exams retaken (+ count)', adminExamListText, { first: 25, orderBy: newest, filter: examFilter({ type: 'RE_EXAM' }) }),
    ...examForms.map((form) => backOffice(`exams of the form ${form} (+ count)`, adminExamListText, { first: 25, orderBy: newest, filter: examFilter({ form }) })),
    backOffice('exams searched by a certification\'s number (+ count)', adminExamSearchText, { first: 25, orderBy: newest,
      condition: examCondition({ q: exam.certificationSemanticId }) }),
    ...prepared([backOffice('exam: enter a result (enterExamResult, pass)', backOfficeText('AdminEnterExamResult'), {
      input: { examId: exam.resultExamId, result: 'PASS', score: 86, accuracy: 86 } }, 'command')], exam.prepareResult),
    backOffice('company points 25 by name (+ kept total)', companyPointList, { first: 25, orderBy: ['NAME_ASC', 'PRIMARY_KEY_ASC'], total_list: 'COMPANIES' }),
    backOffice('company points searched by name (+ count)', companyPointSearch, { first: 25, orderBy: ['NAME_ASC', 'PRIMARY_KEY_ASC'],
      condition: { nameContains: b.companyTerm } }),
    // The back office's point history over the 5,000,000 ledger rows: its tabs and each field of its filter form.
    ...([
      ['all entries', {}],
      ['market tab', { tab: 'market' }],
      ['spends (SUBTRACT)', { action: 'SUBTRACT' }],
      ['a scenario', { actionScenario: 'PERSONAL_CERTIFICATE' }],
      ['effective within a month', { effectiveFrom: daysBefore(today, 30), effectiveTo: today }],
      ['created within a month', { createdFrom: daysBefore(today, 30), createdTo: today }],
      ['of one company', { companyId: b.pointCompanyId }],
      ['by company name', { q: b.companyTerm }],
      ['by a common name word', { q: f.broadTerm }],
    ] as const).map(([label, values]) => backOffice(`point history: ${label} (+ count)`, pointHistoryList, {
      first: 25, orderBy: newest, filter: nonEmpty(pointHistoryFilter(values)), condition: nonEmpty(pointHistoryCondition(values)) })),
    // The back office's performance list, 50 a page, newest first, with each of its search boxes.
    backOffice('performance search by number', adminPerformanceListText, { first: 50, orderBy: newest,
      condition: { semanticIdContains: b.numberTerm } }),
    backOffice('performance search by customer', adminPerformanceListText, { first: 50, orderBy: newest,
      condition: { customerNameContains: b.customerTerm } }),
    backOffice('performance search by company name', adminPerformanceListText, { first: 50, orderBy: newest,
      condition: { companyNameContains: b.companyTerm } }),

    // Content. The material center's list (12 a page with the count) for a regular member of the company most
    // non-public items reach: searched by a term with a product, a type and a file type, and unfiltered.
    ...(await portal('materials: search + product + type + PDF (12 + count)', 'list', c.includedMember.rootUserId, ['PublishedMaterials'], {
      search: c.materialSearch.search, productId: c.materialSearch.productId, typeId: c.materialSearch.typeId,
      fileType: c.materialSearch.fileType, first: 12, offset: 0 })),
    ...(await portal('materials: first page, no filter (12 + count)', 'list', c.includedMember.rootUserId, ['PublishedMaterials'], {
      search: null, productId: null, typeId: null, fileType: null, first: 12, offset: 0 })),
    // The announcements page: its featured (pinned) cards and its first page of all, newest first, for a regular member
    // of the company the non-public audiences include, and of the one they exclude.
    ...(await portal('announcements: featured (included member)', 'list', c.includedMember.rootUserId, ['PublishedAnnouncements'], {
      search: null, typeId: null, pinned: true, first: 4, offset: 0 })),
    ...(await portal('announcements: all, first page (included member)', 'list', c.includedMember.rootUserId, ['PublishedAnnouncements'], {
      search: null, typeId: null, pinned: null, first: 10, offset: 0 })),
    ...(await portal('announcements: featured (excluded member)', 'list', c.excludedMember.rootUserId, ['PublishedAnnouncements'], {
      search: null, typeId: null, pinned: true, first: 4, offset: 0 })),
    ...(await portal('announcements: all, first page (excluded member)', 'list', c.excludedMember.rootUserId, ['PublishedAnnouncements'], {
      search: null, typeId: null, pinned: null, first: 10, offset: 0 })),
    // The back office's push range (people and companies reached) of a non-public announcement (level or company, OR),
    // of a non-public material (company and role, AND) and of an announcement whose role rule decides for every
    // member outside the levels it names (role or level, OR), as its dialogs ask it.
    backOffice('push range of a non-public announcement', backOfficeText('AdminAnnouncementPushRange'), { id: c.pushAnnouncementId }),
    backOffice('push range of a non-public material', backOfficeText('AdminResourceMaterialPushRange'), { id: c.pushMaterialId }),
    backOffice('push range of a role rule over everyone', backOfficeText('AdminAnnouncementPushRange'), { id: c.pushRoleAnnouncementId }),
    // The back office's analytics page of the hot material: per business day and its top ten companies, over the last
    // 30 days and the last 365 (the longest range it allows is 366 days).
    backOffice('content analytics: hot material, 30 days', contentAnalyticsText, {
      kind: 'MATERIAL', id: c.hotMaterial.id, from: daysBefore(today, 29), to: today }),
    backOffice('content analytics: hot material, 365 days', contentAnalyticsText, {
      kind: 'MATERIAL', id: c.hotMaterial.id, from: daysBefore(today, 364), to: today }),
    // A reader's batch of ten views (five announcements, five materials), recorded for the member's company (the
    // variables serve either shape: the mutation's input, or its fields as the portal's document takes them).
    await portalOrText('content events: record 10 views (member)', 'command', c.recorder.rootUserId, ['RecordContentEvents'], recordContentEventsText,
      recordVariables),
  ];
  return {
    operations,
    api,
    missing,
    sentAsText,
    async close() {
      await pointUsage.prepareHold();
      await pointUsage.close();
      await exam.close();
      await api.close();
      await textApi?.close();
    },
  };
};
