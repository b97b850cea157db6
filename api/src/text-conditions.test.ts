// The back office's text searches through GraphQL when a word of the term is common: the trigram index is asked for
// the term's uncommon words only (from the column's word statistics), and the list still holds exactly the rows that
// contain the whole term, ignoring case, with the matching totalCount.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { builtinRoleIds } from '@pp/domain';
import { insertCompany, insertFiling, signedInPerson, useTestApi } from './test-kit.ts';

const kit = useTestApi();

const search = `query($companyId: UUID!, $customer: String, $number: String) {
  companyPerformances(condition: { companyId: $companyId, customerNameContains: $customer, semanticIdContains: $number }, orderBy: [ID_ASC]) {
    totalCount nodes { semanticId customerFullName }
  }
}`;
type Found = { companyPerformances: { totalCount: number; nodes: { semanticId: string; customerFullName: string }[] } };

describe('text conditions with common words', () => {
  it('finds exactly the rows holding the whole term, while the index looks for its uncommon part', async () => {
    const { rows } = await kit.owner.query<{ id: string }>(`insert into app_public.companies (name, site) values ($1, 'MAINLAND') returning id`, [
      `Text Search ${randomUUID()}`,
    ]);
    const companyId = rows[0]!.id;
    const submitter = randomUUID();
    await kit.api.graphql('{ currentUserInfo { rootUserId } }', {}, await kit.api.sign({ sub: submitter, name: 'Sam Submitter' }));
    const { rows: members } = await kit.owner.query<{ id: string }>(
      `insert into app_public.users (root_user_id, company_id, name, status, first_joined_at)
       values ($1, $2, 'Sam Submitter', 'JOINED', now()) returning id`,
      [submitter, companyId],
    );
    const filing = await insertFiling(kit.owner, companyId, members[0]!.id);
    // 1,300 records: every customer holds "Customer … Holdings Ltd." and every number this run's prefix
    const prefix = `TXS${randomUUID().slice(0, 6)}`.toUpperCase();
    await kit.owner.query(
      `insert into app_public.company_performances (semantic_id, company_id, project_filing_id, customer_full_name, performance,
         currency_iso_code, effective_date, project_type)
       select $3 || '-' || n, $1, $2, 'Customer ' || n || ' Holdings Ltd.', 100, 'CNY', '2026-02-01', 'NEW_PURCHASE'
       from generate_series(1, 1300) n`,
      [companyId, filing.id, prefix],
    );
    await kit.owner.query('analyze app_public.company_performances');
    const pattern = async (statistics: string, term: string) =>
      (await kit.owner.query<{ p: string }>('select app_hidden.search_pattern($1, $2) as p', [statistics, term])).rows[0]!.p;
    // the statistics find the common words: the index is asked for the rest
    expect(await pattern('app_public.company_performances_customer_words', ' customer 123 HOLDINGS ')).toBe('%123%');
    expect(await pattern('app_public.company_performances_customer_words', 'ustomer 123 Hold')).toBe('%123%');
    expect(await pattern('app_public.company_performances_semantic_words', `${prefix}-123`)).toBe('%123%');
    // a stretch shorter than a trigram, or none at all: the whole term
    expect(await pattern('app_public.company_performances_customer_words', 'Customer 12 Holdings')).toBe('%Customer 12 Holdings%');
    expect(await pattern('app_public.company_performances_customer_words', 'Holdings Ltd')).toBe('%Holdings Ltd%');
    // the longest stretch keeps what separates its words; wildcards match themselves (words no other test's customer
    // holds: a single letter such as "x" is part of common words like "example" once other tests have run)
    expect(await pattern('app_public.company_performances_customer_words', 'Customer 123 Acme_Qz% Holdings')).toBe('%123 Acme\\_Qz%');
    expect(await pattern('app_public.no_such_statistics', 'Customer 123')).toBe('%Customer 123%');

    const vendor = randomUUID();
    const token = await kit.api.sign({ sub: vendor, name: 'Vera Vendor' });
    await kit.api.graphql('{ currentUserInfo { rootUserId } }', {}, token);
    await kit.owner.query(
      `insert into app_public.user_roles (user_id, role_id) select id, $2 from app_public.users where root_user_id = $1 and company_id is null`,
      [vendor, builtinRoleIds.vendorAdministrator],
    );
    const find = async (variables: { customer?: string; number?: string }) => {
      const { body } = await kit.api.graphql<Found>(search, { companyId, ...variables }, token);
      expect(body.errors).toBeUndefined();
      return body.data!.companyPerformances;
    };
    // '%123%' alone would also find 1123 and 1230 to 1239
    expect(await find({ customer: 'customer 123 holdings' })).toEqual({
      totalCount: 1,
      nodes: [{ semanticId: `${prefix}-123`, customerFullName: 'Customer 123 Holdings Ltd.' }],
    });
    // 123 and 1230 to 1239
    expect((await find({ customer: 'Customer 123' })).totalCount).toBe(11);
    expect((await find({ number: `${prefix.toLowerCase()}-123` })).totalCount).toBe(11);
    expect((await find({ number: `${prefix}-1230` })).nodes.map((n) => n.semanticId)).toEqual([`${prefix}-1230`]);
    expect((await find({ customer: '3 Holdings' })).totalCount).toBe(130);
    expect((await find({ customer: 'holdings ltd.' })).totalCount).toBe(1300);
    expect((await find({ customer: 'Customer 123 Ltd' })).totalCount).toBe(0);
  });

  it('finds filings by any part of their readable id, name or customer, as far as the caller reads them', async () => {
    const tag = randomUUID().slice(0, 8);
    const companyId = await insertCompany(kit, 'Keyword Search');
    const submitter = await signedInPerson(kit, 'Kim Keyword', { companyId, roleId: builtinRoleIds.regularMember });
    const submitterToken = submitter.token;
    const first = await insertFiling(kit.owner, companyId, submitter.identityId!);
    const second = await insertFiling(kit.owner, companyId, submitter.identityId!);
    await kit.owner.query(`update app_public.project_filings set name = $2 where id = $1`, [first.id, `Campus ${tag} Upgrade`]);
    await kit.owner.query(`update app_public.project_filings set customer_full_name = $2 where id = $1`, [second.id, `Bank of ${tag}`]);
    const { token: vendorToken } = await signedInPerson(kit, 'Vera Vendor', { vendorAdmin: true });
    const { token: outsider } = await signedInPerson(kit, 'Olly Outsider');
    const find = async (keyword: string, token = vendorToken) => {
      const { body } = await kit.api.graphql<{ projectFilings: { totalCount: number; nodes: { id: string }[] } }>(
        `query($keyword: String) { projectFilings(condition: { keywordContains: $keyword }, orderBy: [ID_ASC]) { totalCount nodes { id } } }`,
        { keyword },
        token,
      );
      expect(body.errors).toBeUndefined();
      return body.data!.projectFilings.nodes.map((n) => n.id);
    };
    const both = [first.id, second.id].sort();
    expect(await find(tag.toUpperCase())).toEqual(both);
    expect(await find(`campus ${tag}`)).toEqual([first.id]);
    expect(await find(` of ${tag} `)).toEqual([second.id]);
    expect(await find(second.semantic_id.toLowerCase())).toEqual([second.id]);
    // a member who submitted them reads them; someone of no company reads none, whatever the term
    expect(await find(tag, submitterToken)).toEqual(both);
    expect(await find(tag, outsider)).toEqual([]);
    // by the owner's name (the identity that owns them), the same way
    await kit.owner.query(`update app_public.users set name = $2 where id = $1`, [submitter.identityId, `Kim ${tag}`]);
    const { body } = await kit.api.graphql<{ projectFilings: { nodes: { id: string }[] } }>(
      `query($owner: String) { projectFilings(condition: { ownerNameContains: $owner }, orderBy: [ID_ASC]) { nodes { id } } }`,
      { owner: `KIM ${tag}` },
      vendorToken,
    );
    expect(body.data!.projectFilings.nodes.map((n) => n.id)).toEqual(both);
  });

  it('finds identities by any part of their name or e-mail address, as far as the caller reads them', async () => {
    const tag = randomUUID().slice(0, 8);
    const companyId = await insertCompany(kit, 'Identity Search');
    const ann = await signedInPerson(kit, `Ann ${tag}`, { companyId });
    const bob = await signedInPerson(kit, 'Bob Other', { companyId });
    await kit.owner.query(`update app_public.users set email = $2 where id = $1`, [bob.identityId, `bob.${tag}@example.com`]);
    const people = [{ id: ann.identityId! }, { id: bob.identityId! }];
    const { token: vendorToken } = await signedInPerson(kit, 'Vera Vendor', { vendorAdmin: true });
    const { token: outsider } = await signedInPerson(kit, 'Olly Outsider');
    const find = async (term: string, token = vendorToken) => {
      const { body } = await kit.api.graphql<{ users: { totalCount: number; nodes: { id: string }[] } }>(
        `query($term: String, $companyId: UUID) {
          users(condition: { nameOrEmailContains: $term, companyId: $companyId }, orderBy: [ID_ASC]) { totalCount nodes { id } }
        }`,
        { term, companyId },
        token,
      );
      expect(body.errors).toBeUndefined();
      return body.data!.users.nodes.map((n) => n.id);
    };
    expect(await find(`ANN ${tag}`)).toEqual([people[0]!.id]);
    expect(await find(`bob.${tag}@`)).toEqual([people[1]!.id]);
    expect((await find(tag)).sort()).toEqual(people.map((p) => p.id).sort());
    expect(await find(tag, outsider)).toEqual([]);
  });

  it('finds certifications and exams by their numbers, the certificate number or the applicant\'s name', async () => {
    const tag = randomUUID().slice(0, 8);
    const companyId = await insertCompany(kit, 'Certificate Search');
    // one applicant named by their own identity, one known only by their username
    const { sub: named } = await signedInPerson(kit, 'Someone');
    const { sub: unnamed } = await signedInPerson(kit, 'Someone');
    await kit.owner.query(`update app_public.users set name = $2 where root_user_id = $1 and company_id is null`, [named, `Quinn ${tag}`]);
    await kit.owner.query(`update app_public.users set name = '' where root_user_id = $1 and company_id is null`, [unnamed]);
    await kit.owner.query(`update app_public.root_users set username = $2 where id = $1`, [unnamed, `zed${tag}`]);
    const certification = async (applicant: string, certificate: string | null) =>
      (
        await kit.owner.query<{ id: string; semantic_id: string }>(
          `insert into app_public.personal_certifications (applicant_id, company_id, type_id, version, site, real_name, payment_method,
             currency, delivery_contact_name, delivery_contact_prefix, delivery_contact_number, delivery_address, status,
             certificate_number, grant_date, expired_date)
           values ($1, $2, (select min(id) from app_public.personal_certification_types), 'v1', 'MAINLAND', 'Real Name', 'NO_PAYMENT',
             'CNY', 'Contact', '+86', '13900000000', 'Somewhere', $4, $3, case when $3::text is null then null else current_date end,
             case when $3::text is null then null else current_date + 365 end)
           returning id, semantic_id`,
          [applicant, companyId, certificate, certificate === null ? 'COMMITTED' : 'VALIDATING'],
        )
      ).rows[0]!;
    const quinn = await certification(named, `CERT-${tag}-77`);
    const zed = await certification(unnamed, null);
    const { rows: exams } = await kit.owner.query<{ id: string; semantic_id: string }>(
      `insert into app_public.exams (personal_certification_id, subject_id, examinee_id, company_id, type, status)
       values ($1, (select min(id) from app_public.exam_subjects), $2, $3, 'FIRST_EXAM', 'COMMITTED'),
              ($4, (select min(id) from app_public.exam_subjects), $5, $3, 'FIRST_EXAM', 'COMMITTED')
       returning id, semantic_id`,
      [quinn.id, named, companyId, zed.id, unnamed],
    );
    const { token: vendorToken } = await signedInPerson(kit, 'Vera Vendor', { vendorAdmin: true });
    const { token: outsider } = await signedInPerson(kit, 'Olly Outsider');
    const find = async (list: 'personalCertifications' | 'exams', keyword: string, token = vendorToken) => {
      const { body } = await kit.api.graphql<Record<string, { totalCount: number; nodes: { id: string }[] }>>(
        `query($keyword: String) { ${list}(condition: { keywordContains: $keyword }, orderBy: [ID_ASC]) { totalCount nodes { id } } }`,
        { keyword },
        token,
      );
      expect(body.errors).toBeUndefined();
      const found = body.data![list]!;
      expect(found.totalCount).toBe(found.nodes.length);
      return found.nodes.map((n) => n.id).sort();
    };
    const [quinnExam, zedExam] = exams.map((e) => e.id);
    expect(await find('personalCertifications', quinn.semantic_id.toLowerCase())).toEqual([quinn.id]);
    expect(await find('personalCertifications', `cert-${tag}`)).toEqual([quinn.id]);
    expect(await find('personalCertifications', `quinn ${tag.toUpperCase()}`)).toEqual([quinn.id]);
    expect(await find('personalCertifications', `ZED${tag}`)).toEqual([zed.id]);
    expect(await find('personalCertifications', tag)).toEqual([quinn.id, zed.id].sort());
    expect(await find('exams', exams[1]!.semantic_id)).toEqual([zedExam]);
    expect(await find('exams', quinn.semantic_id)).toEqual([quinnExam]);
    expect(await find('exams', `Quinn ${tag}`)).toEqual([quinnExam]);
    expect(await find('exams', tag)).toEqual([quinnExam!, zedExam!].sort());
    // someone of no company reads neither
    expect(await find('personalCertifications', tag, outsider)).toEqual([]);
    expect(await find('exams', tag, outsider)).toEqual([]);
  });

  it('narrows filings to those in possible conflict, as their column tells, for vendor admins', async () => {
    const companyId = await insertCompany(kit, 'Conflict Search');
    const { identityId } = await signedInPerson(kit, 'Cody Conflict', { companyId });
    const [mine, other, quiet] = [
      await insertFiling(kit.owner, companyId, identityId!),
      await insertFiling(kit.owner, companyId, identityId!),
      await insertFiling(kit.owner, companyId, identityId!),
    ];
    await kit.owner.query('insert into app_public.project_filing_conflicts (filing_id, other_filing_id) values ($1, $2), ($3, $2)', [
      mine.id, other.id, quiet.id,
    ]);
    // the third one's conflict is with a filing no longer open: no possible conflict
    await kit.owner.query('delete from app_public.project_filing_conflicts where filing_id = $1', [quiet.id]);
    await kit.owner.query('insert into app_public.project_filing_conflicts (filing_id, other_filing_id) values ($1, $2)', [quiet.id, mine.id]);
    await kit.owner.query(`update app_public.project_filings set status = 'CANCELED', cancel_reason = 'x', closed_at = now() where id = $1`, [mine.id]);
    const { token: vendorToken } = await signedInPerson(kit, 'Vera Vendor', { vendorAdmin: true });
    const find = async (possibleConflict: boolean) => {
      const { body } = await kit.api.graphql<{ projectFilings: { totalCount: number; nodes: { id: string; possibleConflict: boolean }[] } }>(
        `query($companyId: UUID!, $possibleConflict: Boolean) {
          projectFilings(condition: { companyId: $companyId, possibleConflict: $possibleConflict }, orderBy: [ID_ASC]) { totalCount nodes { id possibleConflict } }
        }`,
        { companyId, possibleConflict },
        vendorToken,
      );
      expect(body.errors).toBeUndefined();
      return body.data!.projectFilings.nodes;
    };
    expect(await find(true)).toEqual([{ id: mine.id, possibleConflict: true }]);
    expect((await find(false)).map((n) => n.id).sort()).toEqual([other.id, quiet.id].sort());
    expect((await find(false)).every((n) => !n.possibleConflict)).toBe(true);
  });

  it('finds ledger entries by their company\'s name, as far as the caller reads them', async () => {
    const tag = randomUUID().slice(0, 8);
    const { rows: companies } = await kit.owner.query<{ id: string; today: string; later: string }>(
      `insert into app_public.companies (name, site) values ($1, 'MAINLAND'), ($2, 'MAINLAND')
       returning id, app_private.company_point_today()::text as today, (app_private.company_point_today() + 90)::text as later`,
      [`Ledger ${tag} North`, `Ledger ${tag} South`],
    );
    const [north, south] = companies as [{ id: string; today: string; later: string }, { id: string }];
    const { token: vendorToken } = await signedInPerson(kit, 'Vera Vendor', { vendorAdmin: true });
    const { token: northAdmin } = await signedInPerson(kit, 'Nora North', { companyId: north.id, roleId: builtinRoleIds.partnerAdministrator });
    const grant = async (companyId: string, point: number) => {
      const { body } = await kit.api.graphql(
        `mutation($input: CreateCompanyPointInput!) { createCompanyPoint(input: $input) { result { id } } }`,
        { input: { companyId, type: 'MARKET_POINT', point, effectiveDate: north.today, expiredDate: north.later, actionScenario: 'ACTIVITY_REWARD', source: tag, remark: null } },
        vendorToken,
      );
      expect(body.errors).toBeUndefined();
    };
    await grant(north.id, 10);
    await grant(north.id, 20);
    await grant(south.id, 30);
    const find = async (term: string, token = vendorToken, companyId?: string) => {
      const { body } = await kit.api.graphql<{ companyPoints: { totalCount: number; totalCountUpTo: number; nodes: { companyId: string; point: number }[] } }>(
        `query($term: String, $companyId: UUID) {
          companyPoints(condition: { companyNameContains: $term, companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_ASC]) {
            totalCount totalCountUpTo(max: 10) nodes { companyId point }
          }
        }`,
        companyId ? { term, companyId } : { term },
        token,
      );
      expect(body.errors).toBeUndefined();
      const { totalCount, totalCountUpTo, nodes } = body.data!.companyPoints;
      expect(totalCountUpTo).toBe(totalCount);
      expect(totalCount).toBe(nodes.length);
      return nodes.map((n) => `${n.companyId === north.id ? 'north' : n.companyId === south.id ? 'south' : 'other'} ${n.point}`).sort();
    };
    expect(await find(tag)).toEqual(['north 10', 'north 20', 'south 30']);
    expect(await find(`${tag} NORTH`)).toEqual(['north 10', 'north 20']);
    expect(await find(`${tag} West`)).toEqual([]);
    // the partner administrator reads their own company's entries only, whatever the term matches
    expect(await find(tag, northAdmin)).toEqual(['north 10', 'north 20']);
    expect(await find(`${tag} South`, northAdmin)).toEqual([]);
    // a blank term does not narrow
    expect(await find('  ', vendorToken, south.id)).toEqual(['south 30']);
  });
});
