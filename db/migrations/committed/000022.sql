--! Previous: sha1:2036be82fb25f09ee052c7ffccce4a4548eeef5b
--! Hash: sha1:9855da7df3bcb311e91cf56def41cb71efe44a0a

--! split: 1-current.sql
-- Enter migration here

--! split: 780-company-point.sql
-- A company's point totals read per row of a list (the back office's company points page: 25 companies, four totals
-- each). A SQL function that is not inlined starts its statements afresh on every call, and every function it calls
-- in turn is parsed and planned again on each of them: the totals called the ledger's functions, each planned anew
-- per row and per column (~1 ms a call, 100 a page). The ledger's arithmetic is one set-returning SQL function with no
-- settings of its own, which the planner inlines into its caller: each total is one statement, planned once per list
-- and run per row. The ledger's scalar helpers read the same function, so the rule has one home.

-- Today in the business time zone: an expression the planner inlines (it names every object by its schema, so it
-- needs no search path of its own).
create or replace function app_private.company_point_today() returns date
language sql stable
as $$ select (now() at time zone app_hidden.project_filing_time_zone())::date $$;

-- A company's available points of a type (the balance, less the lots already expired that the daily sweep has not yet
-- closed, plus the lots already effective that it has not yet opened) and the points of its lots in effect that
-- expire within the warning horizon, as of `p_today` (business today when null). One row.
create or replace function app_private.company_point_figures(p_company_id uuid, p_type app_public.company_point_type,
  p_today date default null)
returns table (available int, expiring int)
language sql stable
rows 1
as $$
  select
    (coalesce((select b.total from app_public.company_point_balances b
               where b.company_id = p_company_id and b.type = p_type), 0)
     - coalesce((select sum(p.remaining_point) from app_public.company_points p
                  where p.company_id = p_company_id and p.type = p_type and p.action = 'ADD' and p.is_effective
                    and p.remaining_point > 0 and p.expired_date < t.d), 0)
     + coalesce((select sum(p.remaining_point) from app_public.company_points p
                  where p.company_id = p_company_id and p.type = p_type and p.action = 'ADD' and not p.is_effective
                    and p.effective_date <= t.d and p.expired_date >= t.d), 0))::int,
    coalesce((select sum(p.remaining_point) from app_public.company_points p
              where p.company_id = p_company_id and p.type = p_type and p.action = 'ADD' and p.remaining_point > 0
                and p.effective_date <= t.d and p.expired_date >= t.d
                and p.expired_date <= (t.d + app_hidden.company_point_expiring_horizon())::date), 0)::int
  -- (offset 0: the day is computed first and handed to each sum as a value, so that each is planned with the index
  -- that fits its own condition, as when the day is a parameter)
  from (select coalesce(p_today, app_private.company_point_today()) as d offset 0) t
$$;

create or replace function app_private.company_point_available(p_company_id uuid, p_type app_public.company_point_type,
  p_today date default null) returns integer
language sql stable
set search_path = pg_catalog
as $$ select f.available from app_private.company_point_figures(p_company_id, p_type, p_today) f $$;

create or replace function app_private.company_point_expiring_total(p_company_id uuid, p_type app_public.company_point_type)
returns integer
language sql stable
set search_path = pg_catalog
as $$ select f.expiring from app_private.company_point_figures(p_company_id, p_type) f $$;

-- A company's totals, for vendor admins and its members holding ViewCreditRecord (null for anyone else): each one
-- statement with the ledger's function inlined.
create or replace function app_public.companies_total_market_points(c app_public.companies) returns int
language sql stable security definer
set search_path = pg_catalog
as $$
  select case when app_hidden.is_vendor_admin() or app_hidden.has_permission('ViewCreditRecord', c.id)
              then (select f.available from app_private.company_point_figures(c.id, 'MARKET_POINT') f) end
$$;
create or replace function app_public.companies_total_product_points(c app_public.companies) returns int
language sql stable security definer
set search_path = pg_catalog
as $$
  select case when app_hidden.is_vendor_admin() or app_hidden.has_permission('ViewCreditRecord', c.id)
              then (select f.available from app_private.company_point_figures(c.id, 'PRODUCT_POINT') f) end
$$;
create or replace function app_public.companies_expiring_market_points(c app_public.companies) returns int
language sql stable security definer
set search_path = pg_catalog
as $$
  select case when app_hidden.is_vendor_admin() or app_hidden.has_permission('ViewCreditRecord', c.id)
              then (select f.expiring from app_private.company_point_figures(c.id, 'MARKET_POINT') f) end
$$;
create or replace function app_public.companies_expiring_product_points(c app_public.companies) returns int
language sql stable security definer
set search_path = pg_catalog
as $$
  select case when app_hidden.is_vendor_admin() or app_hidden.has_permission('ViewCreditRecord', c.id)
              then (select f.expiring from app_private.company_point_figures(c.id, 'PRODUCT_POINT') f) end
$$;

--! split: 785-project-performance.sql
-- The back office's performance list searched by company name: 50 records a page, newest first. Asked as "the
-- record's company is among the companies whose name matches" (a join), the planner could not know how many records
-- the matched companies hold (it assumes the average, ~40), so it read every record of the matched companies and
-- sorted them to keep 50: for the largest company 8,943 records from as many heap pages.
--
-- The list now asks whether the record's company is in the array of the matched companies' ids. The function that
-- makes the array is evaluated when the statement is planned (for the estimate: the planner reads each company's
-- share of the records from the column's statistics) and once when it runs (as an index condition). The newest-first
-- index carries the company as its last key, so for a company with many records the page walks that index in order,
-- tests the company on the index entries and reads only the 50 rows it shows; for a company with few records the
-- planner reads them by the company's index and sorts them.

-- The ids of the companies whose name contains the term, ignoring case, among those the caller reads (the view's
-- own filter): empty for a blank term.
create or replace function app_hidden.company_ids_with_name(term text) returns uuid[]
language sql stable
as $$
  select coalesce(array_agg(v.id), '{}') from app_hidden.company_names_for_search v
  where nullif(btrim(term), '') is not null and v.name ilike app_hidden.contains_pattern(term)
$$;
grant execute on function app_hidden.company_ids_with_name(text) to :DATABASE_VISITOR;

-- The records newest first, with the company on each entry (it replaces the same order without it).
create index if not exists company_performances_created_company_idx
  on app_public.company_performances (created_at desc, id, company_id);
drop index if exists app_public.company_performances_created_idx;

--! split: 790-exam.sql
-- The back office's exam list counts its rows for the "of N" of every page: for the completed exams (nine in ten of
-- them) an index-only scan of ~900,000 entries per page. The number of exams per status is kept instead, as rows
-- change (as the filing tabs keep theirs): each statement that writes exams adds its change per status as one row of
-- deltas, folded now and then, and the list's total reads the sum (a handful of rows). A filtered list (any filter but
-- the status) is still counted as it is read.

create table if not exists app_private.exam_total_changes (
  id bigint generated always as identity primary key,
  status app_public.exam_status not null,
  delta bigint not null
);
alter table app_private.exam_total_changes enable row level security;
create index if not exists exam_total_changes_status_idx on app_private.exam_total_changes (status) include (delta);

-- Folds the rows of deltas into one per status (rows another transaction is folding are left for the next fold).
create or replace function app_private.exam_totals_fold() returns void
language sql
set search_path = pg_catalog
as $$
  with taken as (
    delete from app_private.exam_total_changes c
    where c.id in (select id from app_private.exam_total_changes for update skip locked)
    returning c.status, c.delta
  )
  insert into app_private.exam_total_changes (status, delta)
  select status, sum(delta) from taken group by 1 having sum(delta) <> 0;
$$;

-- After each statement that writes exams: the change of the number of exams per status (an edit that keeps the status
-- records nothing). A truncated table is empty, and nobody else writes it until the truncating transaction ends.
create or replace function app_private.tg_exam_total_changes() returns trigger
language plpgsql security definer
set search_path = pg_catalog
as $$
declare
  v_id bigint;
begin
  if tg_op = 'TRUNCATE' then
    insert into app_private.exam_total_changes (status, delta)
    select c.status, -sum(c.delta) from app_private.exam_total_changes c group by 1 having sum(c.delta) <> 0;
    return null;
  elsif tg_op = 'INSERT' then
    insert into app_private.exam_total_changes (status, delta)
    select n.status, count(*) from new_rows n group by 1;
  elsif tg_op = 'UPDATE' then
    insert into app_private.exam_total_changes (status, delta)
    select s.status, sum(s.delta) from (
      select n.status, 1 as delta from new_rows n
      union all
      select o.status, -1 from old_rows o
    ) s group by 1 having sum(s.delta) <> 0;
  else
    insert into app_private.exam_total_changes (status, delta)
    select o.status, -count(*) from old_rows o group by 1;
  end if;
  select max(c.id) into v_id from app_private.exam_total_changes c;
  if v_id % 100 < 3 then
    perform app_private.exam_totals_fold();
  end if;
  return null;
end;
$$;

drop trigger if exists exam_totals_insert on app_public.exams;
drop trigger if exists exam_totals_update on app_public.exams;
drop trigger if exists exam_totals_delete on app_public.exams;
drop trigger if exists exam_totals_truncate on app_public.exams;
create trigger exam_totals_insert after insert on app_public.exams referencing new table as new_rows
  for each statement execute function app_private.tg_exam_total_changes();
create trigger exam_totals_update after update on app_public.exams referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.tg_exam_total_changes();
create trigger exam_totals_delete after delete on app_public.exams referencing old table as old_rows
  for each statement execute function app_private.tg_exam_total_changes();
create trigger exam_totals_truncate after truncate on app_public.exams
  for each statement execute function app_private.tg_exam_total_changes();

-- Counts the exams per status afresh (a load that skips triggers calls it after writing).
create or replace function app_private.exam_totals_rebuild() returns void
language sql
set search_path = pg_catalog
as $$
  delete from app_private.exam_total_changes;
  insert into app_private.exam_total_changes (status, delta)
  select e.status, count(*) from app_public.exams e group by 1;
$$;

-- Counted once, here: creating the triggers holds off writers of the table until this transaction ends, so the count
-- stays exact.
select app_private.exam_totals_rebuild();

-- The number of exams of a status (all of them when null), for the back office's list: vendor admins only (null for
-- anyone else, who never reads that list).
create or replace function app_public.exam_total(status app_public.exam_status default null) returns bigint
language sql stable security definer
set search_path = pg_catalog
as $$
  select case when app_hidden.is_vendor_admin()
              then (select coalesce(sum(c.delta), 0)::bigint from app_private.exam_total_changes c
                    where exam_total.status is null or c.status = exam_total.status) end
$$;
grant execute on function app_public.exam_total(app_public.exam_status) to :DATABASE_VISITOR;
comment on function app_public.exam_total(app_public.exam_status) is
  'The number of exams of a status, or of all exams (vendor admins only): kept as exams change, not counted.';

--! split: 795-publication.sql
-- Who a non-public item reaches, cheaper again (the back office's push range of a non-public item took 1.3–2.5 s at
-- the size target). The verdict of the rules about companies is one aggregate per company over its handful of rules
-- (grouping 50,000 companies by id spilled to disk: the planner cannot know that a strategy has a few rules), and the
-- rules about roles are asked of a member only when the company's verdict leaves the answer open (AND: the company's
-- rules hold; OR: they do not), by the member's roles' index, instead of gathering the roles of every member first.
-- The rule is unchanged: a rule CONTAINS_ONE holds when the values of its field share a value with the rule's,
-- NOT_CONTAIN_EVERY_ONE when they share none; AND needs every rule to hold, OR one; each joined member of a company is
-- reached or not, and a person is reached once (with the first of their reached companies by id).

create or replace function app_private.push_audience(p_is_public boolean, p_strategy jsonb, p_after uuid, p_limit int)
  returns table (root_user_id uuid, company_id uuid)
  language plpgsql stable set search_path = pg_catalog
as $$
declare
  v_and boolean := p_strategy->>'combinator' = 'AND';
begin
  if p_is_public then
    return query
      select distinct on (u.root_user_id) u.root_user_id, u.company_id
      from app_public.users u
      where u.company_id is not null and u.status = 'JOINED'
        and (p_after is null or u.root_user_id > p_after)
      order by u.root_user_id, u.company_id
      limit p_limit;
    return;
  end if;
  -- a strategy without a list of rules, or combined otherwise than AND or OR, reaches nobody
  if coalesce(jsonb_typeof(p_strategy->'rules') <> 'array', true) or coalesce(p_strategy->>'combinator', '') not in ('AND', 'OR') then
    return;
  end if;
  return query
    with rules as materialized (
      select r.rule->>'field' as field, r.rule->>'operator' as operator,
             array(select jsonb_array_elements_text(r.rule->'values')) as vals
      from jsonb_array_elements(p_strategy->'rules') r(rule)
    ), company_rules as materialized (
      select r.* from rules r where r.field is distinct from 'ROLE'
    ), role_rules as materialized (
      select r.* from rules r where r.field = 'ROLE'
    ), site_levels as materialized (
      -- the lowest level of each site's plan: a company's level when it holds none
      select distinct on (p.site) p.site, l.id
      from app_public.certification_levels l join app_public.certification_plans p on p.id = l.plan_id
      order by p.site, l.rank
    ), company_facts as materialized (
      select c.id, l.id::text as level_id, l.plan_id::text as plan_id
      from app_public.companies c
      left join site_levels d on d.site = c.site
      left join app_public.certification_levels l on l.id = coalesce(c.certification_level_id, d.id)
    ), company_verdicts as materialized (
      -- per company, whether all (AND) or one (OR) of the rules about companies hold; null when there are none
      select cf.id, (
        select case when v_and then bool_and(h.holds) else bool_or(h.holds) end
        from company_rules r
        cross join lateral (select case r.field
          when 'COMPANY' then array[cf.id::text]
          when 'COMPANY_CERTIFICATION_LEVEL' then case when cf.level_id is null then '{}' else array[cf.level_id] end
          when 'COMPANY_CERTIFICATION_PLAN' then case when cf.level_id is null then '{}' else array[cf.plan_id] end
          else '{}'::text[] end as v) f
        cross join lateral (select case r.operator
          when 'CONTAINS_ONE' then f.v && r.vals
          when 'NOT_CONTAIN_EVERY_ONE' then not (f.v && r.vals)
          else false end as holds) h
      ) as verdict
      from company_facts cf
    )
    select distinct on (m.root_user_id) m.root_user_id, m.company_id
    from app_public.users m
    left join company_verdicts cv on cv.id = m.company_id
    -- the company's verdict, where none (no rules about companies) leaves the answer to the roles
    cross join lateral (select case when v_and then coalesce(cv.verdict, true) else coalesce(cv.verdict, false) end as holds) c
    -- per member, whether all (AND) or one (OR) of the rules about roles hold (null when there are none), asked only
    -- when the company's verdict leaves the answer open
    cross join lateral (
      select case when v_and then bool_and(h.holds) else bool_or(h.holds) end as verdict
      from role_rules r
      cross join lateral (select exists (select 1 from app_public.user_roles ur
                                         where ur.user_id = m.id and ur.role_id::text = any (r.vals)) as has) f
      cross join lateral (select case r.operator
        when 'CONTAINS_ONE' then f.has
        when 'NOT_CONTAIN_EVERY_ONE' then not f.has
        else false end as holds) h
      where c.holds = v_and
    ) rv
    where m.company_id is not null and m.status = 'JOINED'
      and (p_after is null or m.root_user_id > p_after)
      and case when v_and then c.holds and coalesce(rv.verdict, true) else c.holds or coalesce(rv.verdict, false) end
    order by m.root_user_id, m.company_id
    limit p_limit;
end;
$$;

--! split: 830-project-filing.sql
-- Commands on a filing answer a caller outside the filing's company as if the filing did not exist
-- (PROJECT_FILING_NOT_FOUND): whether an id is a filing of another company is not theirs to learn. Vendor admins and
-- the company's members learn why they may not (PROJECT_FILING_NOT_EDITABLE).

CREATE OR REPLACE FUNCTION app_public.cancel_project_filing(filing_id uuid, reason text)
 RETURNS app_public.project_filings
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_reason text := btrim(coalesce(reason, ''));
begin
  select * into v_filing from app_public.project_filings f where f.id = cancel_project_filing.filing_id for update;
  if v_filing.id is null
     or not (v_filing.company_id = any(app_hidden.my_company_ids()) or app_hidden.is_vendor_admin()) then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_FOUND');
  end if;
  if v_filing.status <> 'VALIDATING'
     or not app_private.project_filing_may_manage(v_filing, '{CancelProjectReport,ManageProjectReport}') then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_EDITABLE');
  end if;
  if v_reason = '' then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_REQUIRED');
  end if;
  if char_length(v_reason) > app_hidden.project_filing_text_max() then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_text_max()));
  end if;
  update app_public.project_filings f
  set status = app_private.transition('project_filing', f.status::text, 'cancel')::app_public.project_filing_status,
      cancel_reason = v_reason, revoker_id = v_me, closed_at = now()
  where f.id = v_filing.id
  returning * into v_filing;
  insert into app_public.project_filing_history (filing_id, event, from_status, to_status, actor_id, source, comment)
  values (v_filing.id, 'cancel', 'VALIDATING', v_filing.status, v_me, 'PARTNER_COMPANY', v_reason);
  perform app_private.project_filing_close_pending_renewal(v_filing.id);
  perform app_private.project_filing_detect_conflicts(v_filing.id);
  perform app_private.project_filing_notify_related(v_filing.id, 'canceled',
    'Deal registration ' || v_filing.semantic_id || ' was cancelled', 'Reason: ' || v_reason, v_me,
    'project-filing.message.cancelled', jsonb_build_object('id', v_filing.semantic_id, 'reason', v_reason));
  perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingClosed',
    jsonb_build_object('filingId', v_filing.id));
  return v_filing;
end;
$function$;

CREATE OR REPLACE FUNCTION app_public.update_project_filing(filing_id uuid, name text, customer_full_name text, customer_address text, industry_id integer, contact_name text, contact_position text, contact_email text, contact_phone_prefix text, contact_phone text, estimated_order_budget numeric, currency_iso_code app_public.currency, estimated_order_date date, phase_id integer, opportunity_source_id integer, competitor_ids integer[], application_scenario_ids integer[], requirement text, preferred_distributor_id integer, principal_id uuid, products app_public.project_filing_product_line[])
 RETURNS app_public.project_filings
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_row app_public.project_filings;
begin
  select * into v_filing from app_public.project_filings f where f.id = update_project_filing.filing_id for update;
  if v_filing.id is null
     or not (v_filing.company_id = any(app_hidden.my_company_ids()) or app_hidden.is_vendor_admin()) then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_FOUND');
  end if;
  if v_filing.status <> 'VALIDATING' or not app_private.project_filing_may_manage(v_filing, '{ManageProjectReport}') then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_EDITABLE');
  end if;
  v_row := app_private.project_filing_checked(v_filing.company_id, v_filing, name, customer_full_name, customer_address,
    industry_id, contact_name, contact_position, contact_email, contact_phone_prefix, contact_phone,
    estimated_order_budget, currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids,
    application_scenario_ids, requirement, preferred_distributor_id, principal_id, products);
  update app_public.project_filings f set
    name = v_row.name, customer_full_name = v_row.customer_full_name, customer_address = v_row.customer_address,
    industry_id = v_row.industry_id, contact_name = v_row.contact_name, contact_email = v_row.contact_email,
    contact_phone_prefix = v_row.contact_phone_prefix, contact_phone = v_row.contact_phone,
    contact_position = v_row.contact_position, estimated_order_budget = v_row.estimated_order_budget,
    currency_iso_code = v_row.currency_iso_code, estimated_order_date = v_row.estimated_order_date,
    phase_id = v_row.phase_id, opportunity_source_id = v_row.opportunity_source_id,
    competitor_ids = v_row.competitor_ids, application_scenario_ids = v_row.application_scenario_ids,
    requirement = v_row.requirement, preferred_distributor_id = v_row.preferred_distributor_id,
    principal_id = v_row.principal_id
  where f.id = v_filing.id
  returning * into v_row;
  perform app_private.project_filing_save_products(v_row.id, products);
  insert into app_public.project_filing_history (filing_id, event, from_status, to_status, actor_id, source)
  values (v_row.id, 'edit', v_row.status, v_row.status, v_me, 'PARTNER_COMPANY');
  perform app_private.project_filing_detect_conflicts(v_row.id);
  return v_row;
end;
$function$;
