--! Previous: sha1:4c79c26cf0e9f44464f64a7ab0c599a41adae029
--! Hash: sha1:5188fc6affb8c13ad1d4297e462decb935f221cc

--! split: 1-current.sql
-- Enter migration here

--! split: 860-publication.sql
-- Who a non-public item reaches, counted from kept numbers (the back office's push range read every member and their
-- roles: 0.5–0.9 s at 50,000 companies and 300,000 members).
--
-- The rule is unchanged. A rule CONTAINS_ONE holds when the values of its field share a value with the rule's,
-- NOT_CONTAIN_EVERY_ONE when they share none (an unknown operator never holds; a field the rules do not know has no
-- values). AND needs every rule to hold (no rules: everyone), OR one (no rules: nobody); any other combinator reaches
-- nobody. The fields are the company, its certification level in effect (its own, or else the lowest level of its
-- site's plan), that level's plan, and the member's roles. Each joined member of a company is reached or not; a person
-- is reached once (by the first of their reached companies by id).
--
-- Kept as members join, leave and change roles:
-- - app_private.push_member_keys: per joined member, the company and the sorted roles it is counted under;
-- - app_private.push_member_groups: per company and set of roles, how many joined members hold exactly those roles
--   (with the company's site and level);
-- - app_private.push_shared_people: the people who are joined members of more than one company, and of how many.
-- A member is counted again from the tables each time something about it changes (app_private.push_member_refresh,
-- under a lock on the person), so a statement touching several of its rows, or two transactions touching it at once,
-- leave the numbers right.
--
-- The push range is then one pass over the groups (the people: the members of the reached groups, less each shared
-- person's extra reached memberships; the companies: those with a reached group), and the notification's batches read
-- the keys. Both test the same condition, written by app_private.push_condition from the strategy.

create table if not exists app_private.push_member_keys (
  user_id uuid primary key,
  root_user_id uuid not null,
  company_id uuid not null,
  role_ids uuid[] not null
);
alter table app_private.push_member_keys enable row level security;
create index if not exists push_member_keys_root_idx on app_private.push_member_keys (root_user_id, company_id);

create table if not exists app_private.push_member_groups (
  company_id uuid not null,
  role_ids uuid[] not null,
  members integer not null check (members > 0),
  -- the company's site and level, copied so that the count reads no company (kept by a trigger on companies)
  site app_public.site not null,
  certification_level_id integer,
  primary key (company_id, role_ids)
);
alter table app_private.push_member_groups enable row level security;

create table if not exists app_private.push_shared_people (
  root_user_id uuid primary key,
  memberships integer not null check (memberships > 1)
);
alter table app_private.push_shared_people enable row level security;

-- Counts one member again from the tables: where it is counted now (its key) against where it belongs (joined, its
-- company, its roles). Idempotent; the person's row is locked first, so that the reads after it see whatever another
-- transaction committed about the same person.
create or replace function app_private.push_member_refresh(p_user_id uuid)
  returns void
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  v_root uuid := coalesce((select u.root_user_id from app_public.users u where u.id = p_user_id),
                          (select k.root_user_id from app_private.push_member_keys k where k.user_id = p_user_id));
  v_key app_private.push_member_keys;
  v_company uuid;
  v_site app_public.site;
  v_level integer;
  v_roles uuid[];
  v_memberships integer;
begin
  if v_root is null then
    return;
  end if;
  perform 1 from app_public.root_users r where r.id = v_root for no key update;
  select u.company_id into v_company from app_public.users u
  where u.id = p_user_id and u.status = 'JOINED' and u.company_id is not null;
  if v_company is not null then
    v_roles := array(select ur.role_id from app_public.user_roles ur where ur.user_id = p_user_id order by ur.role_id);
    -- a change of the company's site or level waits for this transaction (or this one for it), so the copy is current
    select c.site, c.certification_level_id into v_site, v_level from app_public.companies c where c.id = v_company for share;
  end if;
  select * into v_key from app_private.push_member_keys k where k.user_id = p_user_id;
  if v_key.user_id is not null and v_key.company_id is not distinct from v_company and v_key.role_ids = v_roles then
    return;
  end if;
  if v_key.user_id is not null then
    update app_private.push_member_groups g set members = g.members - 1
    where g.company_id = v_key.company_id and g.role_ids = v_key.role_ids and g.members > 1;
    if not found then
      delete from app_private.push_member_groups g where g.company_id = v_key.company_id and g.role_ids = v_key.role_ids;
    end if;
    delete from app_private.push_member_keys k where k.user_id = p_user_id;
  end if;
  if v_company is not null then
    insert into app_private.push_member_groups as g (company_id, role_ids, members, site, certification_level_id)
    values (v_company, v_roles, 1, v_site, v_level)
    on conflict (company_id, role_ids) do update set members = g.members + 1;
    insert into app_private.push_member_keys (user_id, root_user_id, company_id, role_ids)
    values (p_user_id, v_root, v_company, v_roles);
  end if;
  select count(*) into v_memberships from app_private.push_member_keys k where k.root_user_id = v_root;
  if v_memberships > 1 then
    insert into app_private.push_shared_people as s (root_user_id, memberships) values (v_root, v_memberships)
    on conflict (root_user_id) do update set memberships = excluded.memberships;
  else
    delete from app_private.push_shared_people s where s.root_user_id = v_root;
  end if;
end;
$$;

-- Every kept number from the members as they are (the migration below, and the bench after seeding with the
-- triggers off).
create or replace function app_private.push_member_rebuild()
  returns void
  language sql
  set search_path = pg_catalog
as $$
  delete from app_private.push_member_keys;
  delete from app_private.push_member_groups;
  delete from app_private.push_shared_people;
  insert into app_private.push_member_keys (user_id, root_user_id, company_id, role_ids)
  select u.id, u.root_user_id, u.company_id,
         array(select ur.role_id from app_public.user_roles ur where ur.user_id = u.id order by ur.role_id)
  from app_public.users u
  where u.status = 'JOINED' and u.company_id is not null;
  insert into app_private.push_member_groups (company_id, role_ids, members, site, certification_level_id)
  select k.company_id, k.role_ids, count(*), c.site, c.certification_level_id
  from app_private.push_member_keys k join app_public.companies c on c.id = k.company_id
  group by k.company_id, k.role_ids, c.site, c.certification_level_id;
  insert into app_private.push_shared_people (root_user_id, memberships)
  select k.root_user_id, count(*) from app_private.push_member_keys k group by k.root_user_id having count(*) > 1;
$$;

create or replace function app_private.tg_users_push_member()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  perform app_private.push_member_refresh(case when tg_op = 'DELETE' then old.id else new.id end);
  return null;
end;
$$;

create or replace function app_private.tg_user_roles_push_member()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if tg_op <> 'INSERT' then
    perform app_private.push_member_refresh(old.user_id);
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.user_id <> old.user_id) then
    perform app_private.push_member_refresh(new.user_id);
  end if;
  return null;
end;
$$;

create or replace function app_private.tg_companies_push_member()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  update app_private.push_member_groups g set site = new.site, certification_level_id = new.certification_level_id
  where g.company_id = new.id;
  return null;
end;
$$;

drop trigger if exists _600_push_member on app_public.companies;
create trigger _600_push_member after update of site, certification_level_id on app_public.companies
  for each row when (old.site is distinct from new.site or old.certification_level_id is distinct from new.certification_level_id)
  execute function app_private.tg_companies_push_member();
drop trigger if exists _600_push_member on app_public.users;
create trigger _600_push_member after insert or delete or update of company_id, status on app_public.users
  for each row execute function app_private.tg_users_push_member();
drop trigger if exists _600_push_member on app_public.user_roles;
create trigger _600_push_member after insert or delete or update on app_public.user_roles
  for each row execute function app_private.tg_user_roles_push_member();

select app_private.push_member_rebuild();

-- The strategy as one SQL condition over a company `c` (app_public.companies) and a member's sorted roles `k.role_ids`,
-- its values written in as literals of their column's type (a value that is no id of the field can match nothing).
create or replace function app_private.push_condition(p_strategy jsonb)
  returns text
  language plpgsql
  stable
  set search_path = pg_catalog
as $$
declare
  v_and boolean := p_strategy->>'combinator' = 'AND';
  v_level text;
  v_terms text[] := '{}';
  v_rule jsonb;
  v_vals text[];
  v_has text;
begin
  if coalesce(jsonb_typeof(p_strategy->'rules') <> 'array', true) or coalesce(p_strategy->>'combinator', '') not in ('AND', 'OR') then
    return 'false';
  end if;
  -- the level in effect: the company's own, or else the lowest level of its site's plan
  select format('coalesce(c.certification_level_id, case c.site %s end)',
                coalesce(string_agg(format('when %L then %s', d.site, d.id), ' '), 'when null then null'))
  into v_level
  from (select distinct on (p.site) p.site, l.id
        from app_public.certification_levels l join app_public.certification_plans p on p.id = l.plan_id
        order by p.site, l.rank) d;
  for v_rule in select r from jsonb_array_elements(p_strategy->'rules') r loop
    v_vals := array(select jsonb_array_elements_text(case jsonb_typeof(v_rule->'values') when 'array' then v_rule->'values' else '[]' end));
    v_has := case v_rule->>'field'
      when 'COMPANY' then format('c.id = any (%L::uuid[])',
        array(select v::uuid from unnest(v_vals) v where v ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'))
      when 'COMPANY_CERTIFICATION_LEVEL' then format('coalesce(%s = any (%L::int[]), false)', v_level,
        array(select l.id from app_public.certification_levels l where l.id::text = any (v_vals)))
      when 'COMPANY_CERTIFICATION_PLAN' then format('coalesce(%s = any (%L::int[]), false)', v_level,
        array(select l.id from app_public.certification_levels l where l.plan_id::text = any (v_vals)))
      when 'ROLE' then format('k.role_ids && %L::uuid[]',
        array(select v::uuid from unnest(v_vals) v where v ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'))
      else 'false' end;
    v_terms := v_terms || case v_rule->>'operator'
      when 'CONTAINS_ONE' then '(' || v_has || ')'
      when 'NOT_CONTAIN_EVERY_ONE' then '(not ' || v_has || ')'
      else 'false' end;
  end loop;
  if cardinality(v_terms) = 0 then
    return case when v_and then 'true' else 'false' end;
  end if;
  return array_to_string(v_terms, case when v_and then ' and ' else ' or ' end);
end;
$$;

create or replace function app_private.push_audience(p_is_public boolean, p_strategy jsonb, p_after uuid, p_limit int)
  returns table (root_user_id uuid, company_id uuid)
  language plpgsql
  stable
  set search_path = pg_catalog
as $$
begin
  return query execute format(
    'select distinct on (k.root_user_id) k.root_user_id, k.company_id
     from app_private.push_member_keys k join app_public.companies c on c.id = k.company_id
     where ($1::uuid is null or k.root_user_id > $1) and (%s)
     order by k.root_user_id, k.company_id
     limit $2',
    case when p_is_public then 'true' else app_private.push_condition(p_strategy) end)
  using p_after, p_limit;
end;
$$;

create or replace function app_private.push_range_of(p_is_public boolean, p_strategy jsonb)
  returns app_public.push_range
  language plpgsql
  stable
  set search_path = pg_catalog
as $$
declare
  v_condition text := case when p_is_public then 'true' else app_private.push_condition(p_strategy) end;
  v_range app_public.push_range;
begin
  -- the groups carry their company's site and level, read through the alias the condition names (c)
  execute format(
    'with reached as (
       select sum(k.members) as members, count(distinct k.company_id) as companies
       from app_private.push_member_groups k
       cross join lateral (select k.company_id as id, k.site, k.certification_level_id) c
       where %1$s
     ), shared as (
       select count(*) as reached
       from app_private.push_shared_people s
       join app_private.push_member_keys k on k.root_user_id = s.root_user_id
       join app_public.companies c on c.id = k.company_id
       where %1$s
       group by s.root_user_id
     )
     select (coalesce(r.members, 0) - coalesce((select sum(s.reached - 1) from shared s), 0))::int, r.companies::int
     from reached r',
    v_condition)
  into v_range;
  return v_range;
end;
$$;

--! split: 870-project-filing.sql
-- The back office's filing keyword (any part of the readable id, the name or the customer, ignoring case) as a
-- condition read from a view that runs as the table's owner: as a connection filter its ILIKE, which is not
-- leak-proof, ran after the row-level check on each of the 2,000,000 filings (8.9 s a page at the size target), while
-- the view's trigram indexes find the matches and the list reads them by id. The view holds the rows the caller
-- reads (the filings' own read rule), so it tells no one of a filing they may not see.
create index if not exists project_filings_semantic_trgm_idx on app_public.project_filings using gin (semantic_id gin_trgm_ops);

create or replace view app_hidden.project_filings_for_search as
  select f.id, f.semantic_id, f.name, f.customer_full_name
  from app_public.project_filings f
  where (select app_hidden.is_vendor_admin())
     or f.company_id = any ((select app_hidden.permitted_company_ids('ViewApprovalProcess'))::uuid[])
     or (f.company_id = any ((select app_hidden.permitted_company_ids('ViewProjectReport'))::uuid[])
         and (f.submitter_id = any ((select app_hidden.my_identity_ids())::uuid[])
              or f.principal_id = any ((select app_hidden.my_identity_ids())::uuid[])));
comment on view app_hidden.project_filings_for_search is
  'Filing ids, numbers, names and customers for narrowing lists by text, of the filings the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.project_filings_for_search from public;
grant select on app_hidden.project_filings_for_search to :DATABASE_VISITOR;

-- The words of filing numbers (PF-<year>-<n>: the prefix and the year are in most of them), so that the index is asked
-- for the rest of a number (app_hidden.search_pattern).
create statistics if not exists app_public.project_filings_semantic_words
  on (regexp_split_to_array(lower(semantic_id), '[^[:alnum:]]+')) from app_public.project_filings;
analyze app_public.project_filings;

-- The back office's "possible conflict" box as a condition (`possibleConflict`): as a connection filter it computed
-- the column for each filing (a function per row: ~85 s a page over 2,000,000 filings). A filing is in possible
-- conflict while a filing it conflicts with is under review or in effect. Those pairs are kept
-- (app_private.project_filing_open_conflicts) as conflicts are recorded and removed and as filings open and close, and
-- the condition reads them (vendor admins only, as the column answers) through an owner's view.
drop view if exists app_hidden.project_filings_in_possible_conflict;
drop index if exists app_public.project_filings_open_idx;

create table if not exists app_private.project_filing_open_conflicts (
  filing_id uuid not null,
  other_filing_id uuid not null,
  primary key (filing_id, other_filing_id)
);
alter table app_private.project_filing_open_conflicts enable row level security;
create index if not exists project_filing_open_conflicts_other_idx on app_private.project_filing_open_conflicts (other_filing_id);

create or replace function app_private.tg_project_filing_conflicts_open()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if tg_op = 'DELETE' then
    delete from app_private.project_filing_open_conflicts k
    where k.filing_id = old.filing_id and k.other_filing_id = old.other_filing_id;
    return null;
  end if;
  -- the other filing's status is read under a share lock: a status change of it waits for this transaction (or this
  -- one for it), and the change's own trigger then sees this pair
  perform 1 from app_public.project_filings o where o.id = new.other_filing_id and o.status in ('APPROVING', 'VALIDATING') for share;
  if found then
    insert into app_private.project_filing_open_conflicts (filing_id, other_filing_id) values (new.filing_id, new.other_filing_id)
    on conflict do nothing;
  end if;
  return null;
end;
$$;

create or replace function app_private.tg_project_filings_open_conflicts()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.status in ('APPROVING', 'VALIDATING') then
    insert into app_private.project_filing_open_conflicts (filing_id, other_filing_id)
    select c.filing_id, c.other_filing_id from app_public.project_filing_conflicts c where c.other_filing_id = new.id
    on conflict do nothing;
  else
    delete from app_private.project_filing_open_conflicts k where k.other_filing_id = new.id;
  end if;
  return null;
end;
$$;

drop trigger if exists _600_open_conflicts on app_public.project_filing_conflicts;
create trigger _600_open_conflicts after insert or delete on app_public.project_filing_conflicts
  for each row execute function app_private.tg_project_filing_conflicts_open();
drop trigger if exists _600_open_conflicts on app_public.project_filings;
create trigger _600_open_conflicts after update of status on app_public.project_filings
  for each row when ((old.status in ('APPROVING', 'VALIDATING')) is distinct from (new.status in ('APPROVING', 'VALIDATING')))
  execute function app_private.tg_project_filings_open_conflicts();

-- the pairs as the conflicts and filings are now (idempotent)
delete from app_private.project_filing_open_conflicts;
insert into app_private.project_filing_open_conflicts (filing_id, other_filing_id)
select c.filing_id, c.other_filing_id
from app_public.project_filing_conflicts c join app_public.project_filings o on o.id = c.other_filing_id
where o.status in ('APPROVING', 'VALIDATING');

create or replace view app_hidden.project_filings_in_possible_conflict as
  select k.filing_id as id
  from app_private.project_filing_open_conflicts k
  where (select app_hidden.is_vendor_admin());
comment on view app_hidden.project_filings_in_possible_conflict is
  'The filings in possible conflict (another filing they conflict with is under review or in effect), a row per such other filing, for vendor admins.';
revoke all on app_hidden.project_filings_in_possible_conflict from public;
grant select on app_hidden.project_filings_in_possible_conflict to :DATABASE_VISITOR;

-- The back office's amount range (from, to) compares whole cents, a bigint: under row-level security a numeric
-- comparison is not leak-proof, so it was no index condition and the planner, unable to estimate it, read every filing
-- and sorted them (~4 s a page at 2,000,000); a bigint's comparison is leak-proof, estimated from the column's
-- statistics and served by its index. The amount keeps its numeric column; the cents follow it.
alter table app_public.project_filings add column if not exists estimated_order_budget_cents bigint
  generated always as ((round(estimated_order_budget * 100))::bigint) stored;
create index if not exists project_filings_budget_cents_idx on app_public.project_filings (estimated_order_budget_cents);
comment on column app_public.project_filings.estimated_order_budget_cents is
  E'@behavior -select -orderBy +filterBy\nThe estimated order budget in cents, for filtering by a range.';
analyze app_public.project_filings;

--! split: 880-members.sql
-- The back office's company users searched by name or e-mail (any part, ignoring case) as a condition read from a view
-- that runs as the table's owner: as a connection filter its ILIKE, which is not leak-proof, ran after the row-level
-- check on each of the 300,000 company identities (270 ms a page at the size target), while the view's trigram indexes
-- find the matches and the list reads them by id. The view holds the identities the caller reads (the users' own read
-- rule).
create or replace view app_hidden.users_for_search as
  select u.id, u.name, u.email, u.root_user_id, u.company_id
  from app_public.users u
  where (select app_hidden.is_vendor_admin())
     or u.root_user_id = (select app_hidden.current_root_user_id())
     or u.company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyAllUser'))::uuid[]);
comment on view app_hidden.users_for_search is
  'Identity ids, names and e-mail addresses for narrowing lists by text, of the identities the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.users_for_search from public;
grant select on app_hidden.users_for_search to :DATABASE_VISITOR;

-- People by the name lists show for them (their own identity's name, else their username; person_display_name), any
-- part of it, ignoring case: the lists of certifications and exams search their applicant by it. Read through owner's
-- views (each with its table's read rule) so that the trigram indexes find them.
create index if not exists root_users_username_trgm_idx on app_public.root_users using gin (username gin_trgm_ops);

create or replace view app_hidden.root_users_for_search as
  select r.id, r.username
  from app_public.root_users r
  where r.id = (select app_hidden.current_root_user_id()) or (select app_hidden.is_vendor_admin());
comment on view app_hidden.root_users_for_search is
  'Person ids and usernames for narrowing lists by text, of the people the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.root_users_for_search from public;
grant select on app_hidden.root_users_for_search to :DATABASE_VISITOR;

-- (plain SQL without settings, so that the planner inlines it into the statement that asks)
create or replace function app_hidden.people_with_display_name(term text)
  returns table (id uuid)
  language sql
  stable
as $$
  select v.root_user_id from app_hidden.users_for_search v
  where nullif(btrim(term), '') is not null and v.company_id is null and v.name <> ''
    and v.name ilike app_hidden.contains_pattern(term)
  union
  select r.id from app_hidden.root_users_for_search r
  where nullif(btrim(term), '') is not null and r.username ilike app_hidden.contains_pattern(term)
    and not exists (select 1 from app_hidden.users_for_search v where v.root_user_id = r.id and v.company_id is null and v.name <> '')
$$;
comment on function app_hidden.people_with_display_name(text) is
  'The people whose display name (their own identity''s name, else their username) contains the text, ignoring case.';
grant execute on function app_hidden.people_with_display_name(text) to :DATABASE_VISITOR;

-- The company users who left (the list's status filter, newest first): the status, an enum, is no index condition
-- under row-level security (its comparison is not leak-proof), so the filter read every identity to find the few that
-- left (~80 ms of SQL at 300,000); a partial index's predicate is proved from the filter instead, and carries what the
-- read rule tests. (Joined identities are most of them: their page and capped count stop early on the newest-first
-- index.)
create index if not exists users_exited_list_idx on app_public.users (created_at desc, id) include (root_user_id, company_id)
  where status = 'EXITED';

--! split: 890-personal-certification.sql
-- The back office's personal certifications searched by a number (the certification's, or its certificate's) or the
-- applicant's name as a condition (`keywordContains`): as a connection filter each row's applicant name was computed
-- (a function per row) and tested with ILIKE after the row-level check, over every certification (~175 ms a page at a
-- hundredth of the size target). The matching ids come from owner's views (each with its table's read rule) through
-- trigram indexes; the list reads them by id.
create index if not exists personal_certifications_semantic_trgm_idx on app_public.personal_certifications using gin (semantic_id gin_trgm_ops);
create index if not exists personal_certifications_certificate_number_trgm_idx on app_public.personal_certifications
  using gin (certificate_number gin_trgm_ops);

create or replace view app_hidden.personal_certifications_for_search as
  select c.id, c.semantic_id, c.certificate_number, c.applicant_id
  from app_public.personal_certifications c
  where (select app_hidden.is_vendor_admin())
     or c.applicant_id = (select app_hidden.current_root_user_id())
     or c.company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyPersonalCertification'))::uuid[])
     or c.company_id = any ((select app_hidden.permitted_company_ids('ApproveCredit'))::uuid[])
     or c.id = any (array(select e.personal_certification_id from app_public.exams e
                          where e.point_company_id = any ((select app_hidden.permitted_company_ids('ApproveCredit'))::uuid[])));
comment on view app_hidden.personal_certifications_for_search is
  'Certification ids, numbers, certificate numbers and applicants for narrowing lists by text, of the certifications the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.personal_certifications_for_search from public;
grant select on app_hidden.personal_certifications_for_search to :DATABASE_VISITOR;

-- (plain SQL without settings, so that the planner inlines it into the statement that asks)
create or replace function app_hidden.personal_certification_ids_with_keyword(term text)
  returns table (id uuid)
  language sql
  stable
as $$
  select v.id from app_hidden.personal_certifications_for_search v
  where nullif(btrim(term), '') is not null
    and (v.semantic_id ilike app_hidden.contains_pattern(term) or v.certificate_number ilike app_hidden.contains_pattern(term))
  union
  select v.id from app_hidden.personal_certifications_for_search v
  join app_hidden.people_with_display_name(term) p on p.id = v.applicant_id
$$;
comment on function app_hidden.personal_certification_ids_with_keyword(text) is
  'The certifications whose number, certificate number or applicant''s display name contains the text, ignoring case.';
grant execute on function app_hidden.personal_certification_ids_with_keyword(text) to :DATABASE_VISITOR;

--! split: 891-exam.sql
-- The back office's exams searched by a number (the exam's or its certification's) or the applicant's name as a
-- condition (`keywordContains`), for the same reason as the certifications' (~360 ms a page at a hundredth of the size
-- target: the relation's fields tested per exam after the row-level check).
create index if not exists exams_semantic_trgm_idx on app_public.exams using gin (semantic_id gin_trgm_ops);

create or replace view app_hidden.exams_for_search as
  select e.id, e.semantic_id, e.personal_certification_id
  from app_public.exams e
  where (select app_hidden.is_vendor_admin())
     or e.examinee_id = (select app_hidden.current_root_user_id())
     or e.company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyPersonalCertification'))::uuid[])
     or e.point_company_id = any ((select app_hidden.permitted_company_ids('ApproveCredit'))::uuid[]);
comment on view app_hidden.exams_for_search is
  'Exam ids, numbers and certifications for narrowing lists by text, of the exams the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.exams_for_search from public;
grant select on app_hidden.exams_for_search to :DATABASE_VISITOR;

-- (plain SQL without settings, so that the planner inlines it into the statement that asks)
create or replace function app_hidden.exam_ids_with_keyword(term text)
  returns table (id uuid)
  language sql
  stable
as $$
  select x.id from app_hidden.exams_for_search x
  where nullif(btrim(term), '') is not null and x.semantic_id ilike app_hidden.contains_pattern(term)
  union
  select x.id from app_hidden.exams_for_search x
  join app_hidden.personal_certification_ids_with_keyword(term) c on c.id = x.personal_certification_id
$$;
comment on function app_hidden.exam_ids_with_keyword(text) is
  'The exams whose number, or whose certification''s number, certificate number or applicant''s display name, contains the text, ignoring case.';
grant execute on function app_hidden.exam_ids_with_keyword(text) to :DATABASE_VISITOR;

--! split: 892-company-point.sql
-- The back office's point history pages newest first with ties broken by id ascending (its data provider ends every
-- order with the primary key ascending), while the ledger's newest-first index breaks them descending: the planner
-- then sorts each run of entries of one instant, and a sweep writes thousands of entries at the same instant (the time
-- its transaction began), so a page read the whole run (~35,000 entries, ~200 ms at 5,000,000). This index gives that
-- order itself.
create index if not exists company_points_created_id_idx on app_public.company_points (created_at desc, id);
