// The operations the bench measures, each sent as its client sends it: the portal's shipped documents by hash (trusted
// documents on, as production runs), the back office's as text by a vendor admin. An operation the portal is to ship
// but does not yet is sent as the bench's own text to a second API without the trusted-documents check (marked †).
import { readFileSync } from 'node:fs';
import { startTestApi, type TestApi, type TestApiOptions } from '../../api/src/test-server.ts';
import { defaultManifestFiles } from '../../api/src/trusted-documents.ts';
import { adminFilingListText, portalFilingDetailText, portalFilingListText, portalMyApprovalsText, portalQuotaCheckText } from './project-filing.ts';
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
}

export interface OperationSet {
  operations: Operation[];
  /** Names of shipped operations the bench looked for and did not find. */
  missing: string[];
  /** Operations sent as text (†). */
  sentAsText: string[];
  close(): Promise<void>;
}

/** Tokens outlive a run (the test server's default is 5 minutes; a full-size run takes longer). */
const tokenLife = '6h';

// The back office's list queries, as its data provider builds them (every scalar field, primary key last).
const companyFields =
  'billingAddress createdAt id industry joinedUserCount keyIndustries mainBusinesses name phone resource scale site sfdcOwnerName totalMarketPoints totalProductPoints updatedAt website';
// An unfiltered page of a counted list reads the kept total (listTotal) instead of counting; a filtered one counts.
const companyList = `query CompanyList($first: Int, $offset: Int, $orderBy: [CompanyOrderBy!]) {
  companies(first: $first, offset: $offset, orderBy: $orderBy) { nodes { ${companyFields} } } listTotal(list: COMPANIES) }`;
const userFields = 'id name email status companyId companyName createdAt roleNames';
const userList = `query UserList($first: Int, $offset: Int, $orderBy: [UserOrderBy!], $filter: UserFilter) {
  users(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) { nodes { ${userFields} } } listTotal(list: COMPANY_USERS) }`;
const userReferenceList = `query UserList($first: Int, $offset: Int, $orderBy: [UserOrderBy!], $filter: UserFilter) {
  users(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) { totalCount nodes { ${userFields} } } }`;
const applicationList = `query CompanyJoinApplicationList($first: Int, $offset: Int, $orderBy: [CompanyJoinApplicationOrderBy!]) {
  companyJoinApplications(first: $first, offset: $offset, orderBy: $orderBy) {
    totalCount nodes { id companyId companyName realName applicationStatus createdAt reviewedAt approverName } } }`;
const partnerApplicationList = `query PartnerApplicationList($first: Int, $offset: Int, $orderBy: [PartnerApplicationOrderBy!], $filter: PartnerApplicationFilter) {
  partnerApplications(first: $first, offset: $offset, orderBy: $orderBy, filter: $filter) {
    totalCount nodes { id semanticId site companyName contactName applicationStatus createdAt reviewedAt } } }`;

/** The shipped documents' hashes by operation name (a document may start with its fragments). */
const shippedHashes = (): Map<string, string> => {
  const shipped = new Map<string, string>();
  for (const file of defaultManifestFiles) {
    for (const [hash, text] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      const name = /(?:^|\s)(?:query|mutation) (\w+)/.exec(text)?.[1];
      if (name) shipped.set(name, hash);
    }
  }
  return shipped;
};

/** Starts the APIs for `world` and lists its operations. */
export const operationsFor = async (world: BenchWorld, apiOptions: TestApiOptions): Promise<OperationSet> => {
  process.env.DATABASE_URL = world.ownerUrl;
  process.env.AUTH_DATABASE_URL = world.authUrl;
  const api = await startTestApi({ ...apiOptions, trustedDocuments: true });
  let textApi: TestApi | undefined;
  const shipped = shippedHashes();
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
  const backOffice = (name: string, query: string, variables: Record<string, unknown>): Operation => ({
    name: `back office: ${name}`,
    kind: 'list',
    client: 'back office',
    token: vendorToken,
    body: { query, variables },
    api,
  });

  const { admin, filings: f } = world;
  const companyId = admin.companyId;
  const since = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
  const newest = ['CREATED_AT_DESC', 'PRIMARY_KEY_ASC'];
  const inEffect = { status: { equalTo: 'VALIDATING' } };
  const filingList = ['ProjectFilingList', 'ProjectFilings'];
  const approvals = ['MyProjectFilingApprovals', 'ProjectFilingApprovalRecords'];
  const a = admin.rootUserId;
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
    backOffice('companies 50 by name, page 21', companyList, { first: 50, offset: 1000, orderBy: ['NAME_ASC', 'PRIMARY_KEY_ASC'] }),
    backOffice('companies 25, newest first', companyList, { first: 25, orderBy: newest }),
    backOffice('company users 25, newest first', userList, { first: 25, orderBy: newest, filter: { companyId: { isNull: false } } }),
    backOffice('join applications 25, newest', applicationList, { first: 25, orderBy: newest }),
    backOffice('partner applications 25, newest', partnerApplicationList, { first: 25, orderBy: newest }),
    backOffice('partner applications, pending', partnerApplicationList, {
      first: 25, orderBy: newest, filter: { applicationStatus: { equalTo: 'APPLYING' } } }),
    backOffice('users of a company', userReferenceList, { first: 25, orderBy: newest, filter: { companyId: { equalTo: companyId } } }),
    backOffice('filings in effect, by a few companies\' name', adminFilingListText, { first: 50, offset: 0, orderBy: newest,
      filter: { and: [{ status: { equalTo: 'VALIDATING' } }, { company: { name: { includesInsensitive: f.narrowTerm } } }] } }),
    backOffice('filings in effect, by a common name word', adminFilingListText, { first: 50, offset: 0, orderBy: newest,
      filter: { and: [{ status: { equalTo: 'VALIDATING' } }, { company: { name: { includesInsensitive: f.broadTerm } } }] } }),
    backOffice('filings under review (50 + count)', adminFilingListText, { first: 50, offset: 0, orderBy: newest,
      filter: { status: { equalTo: 'APPROVING' } } }),
  ];
  return {
    operations,
    missing,
    sentAsText,
    async close() {
      await api.close();
      await textApi?.close();
    },
  };
};
