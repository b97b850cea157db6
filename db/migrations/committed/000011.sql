--! Previous: sha1:c5345b09982080568bce6bcc991864335a08cc17
--! Hash: sha1:690fb5b08cc74ab0235a900946a2ecb396a8432a

--! split: 240-project-filing.sql
-- How many filings there are per status and pending approval step, kept as filings are inserted, change status or
-- step, or are removed: per company (for a tab narrowed to companies by name) and in all (for a whole tab). The back
-- office's list shows the length of a tab on every page; counting it meant reading every filing of the tab (200,000
-- under review, 600,000 in effect at the size target), while the kept counts are a row per company and status, and
-- a few rows in all. The per-company counts are updated in place (two changes to one company's filings wait for each
-- other, as filing in one company already does for its quota); the totals in all are a log of changes that writers
-- only append to (no writer waits for another), folded into one row per status and step now and then, as the
-- company and user lists keep theirs.
drop function if exists app_public.project_filing_total(app_public.project_filing_status, app_public.approval_source, text);
drop trigger if exists project_filing_counts_insert on app_public.project_filings;
drop trigger if exists project_filing_counts_update on app_public.project_filings;
drop trigger if exists project_filing_counts_delete on app_public.project_filings;
drop function if exists app_private.project_filing_counts_apply();
drop function if exists app_private.project_filing_counts_rebuild();
drop function if exists app_private.project_filing_totals_fold();
drop table if exists app_private.project_filing_counts;
drop table if exists app_private.project_filing_total_changes;

create table app_private.project_filing_counts (
  -- no reference to the company: a deleted company's filings go first, and their deletion zeroes its counts, which
  -- are then removed (a reference would refuse the count of a company being deleted)
  company_id uuid not null,
  status app_public.project_filing_status not null,
  -- the step a decision waits for (the filing's own or its renewal's), null when none does
  approval_step app_public.approval_source,
  n bigint not null,
  constraint project_filing_counts_key unique nulls not distinct (company_id, status, approval_step)
);
alter table app_private.project_filing_counts enable row level security;
comment on table app_private.project_filing_counts is
  'Filings per company, status and pending approval step, kept by triggers on app_public.project_filings.';

create table app_private.project_filing_total_changes (
  id bigint generated always as identity primary key,
  status app_public.project_filing_status not null,
  approval_step app_public.approval_source,
  delta bigint not null
);
create index project_filing_total_changes_key_idx on app_private.project_filing_total_changes (status, approval_step) include (delta);
alter table app_private.project_filing_total_changes enable row level security;
comment on table app_private.project_filing_total_changes is
  'Changes of the number of filings per status and pending approval step (their sum is the number), appended by triggers.';

-- Folds the committed changes of the totals into one row per status and step; rows another transaction is folding
-- are skipped (they stay counted until it ends), and a rollback undoes the fold with everything else.
create function app_private.project_filing_totals_fold() returns void
language sql
set search_path = pg_catalog
as $$
  with taken as (
    delete from app_private.project_filing_total_changes c
    where c.id in (select id from app_private.project_filing_total_changes for update skip locked)
    returning c.status, c.approval_step, c.delta
  )
  insert into app_private.project_filing_total_changes (status, approval_step, delta)
  select status, approval_step, sum(delta) from taken group by 1, 2 having sum(delta) <> 0;
$$;

-- Applies one statement's changes: each (company, status, step) the statement left or entered moves by the
-- difference, in key order (two statements changing the same counts wait for each other rather than deadlock), and
-- the totals' log gets one row per status and step that moved; every hundredth row folds the log.
create function app_private.project_filing_counts_apply() returns trigger
language plpgsql security definer
set search_path = pg_catalog
as $$
declare
  v_source text := case tg_op
    when 'INSERT' then 'select company_id, status, approval_step, 1 as d from new_rows'
    when 'DELETE' then 'select company_id, status, approval_step, -1 as d from old_rows'
    else 'select company_id, status, approval_step, 1 as d from new_rows
          union all select company_id, status, approval_step, -1 from old_rows'
  end;
  v_fold boolean;
begin
  execute format($sql$
    with changes as (
      select company_id, status, approval_step, sum(d)::bigint as n from (%s) rows
      group by 1, 2, 3 having sum(d) <> 0
    ), per_company as (
      insert into app_private.project_filing_counts as c (company_id, status, approval_step, n)
      select company_id, status, approval_step, n from changes order by 1, 2, 3
      on conflict on constraint project_filing_counts_key do update set n = c.n + excluded.n
    ), logged as (
      insert into app_private.project_filing_total_changes (status, approval_step, delta)
      select status, approval_step, sum(n) from changes group by 1, 2 having sum(n) <> 0
      returning id
    )
    select coalesce(bool_or(id %% 100 = 0), false) from logged$sql$, v_source) into v_fold;
  if v_fold then
    perform app_private.project_filing_totals_fold();
  end if;
  if tg_op = 'DELETE' then
    delete from app_private.project_filing_counts c
    where c.n = 0 and c.company_id in (select distinct company_id from old_rows);
  end if;
  return null;
end;
$$;
create trigger project_filing_counts_insert after insert on app_public.project_filings
  referencing new table as new_rows for each statement execute function app_private.project_filing_counts_apply();
create trigger project_filing_counts_update after update on app_public.project_filings
  referencing old table as old_rows new table as new_rows for each statement execute function app_private.project_filing_counts_apply();
create trigger project_filing_counts_delete after delete on app_public.project_filings
  referencing old table as old_rows for each statement execute function app_private.project_filing_counts_apply();

-- Counts every filing afresh (after a bulk load that bypassed the triggers, and when the counts are created).
create function app_private.project_filing_counts_rebuild() returns void
language sql
set search_path = pg_catalog
as $$
  delete from app_private.project_filing_counts;
  insert into app_private.project_filing_counts (company_id, status, approval_step, n)
  select company_id, status, approval_step, count(*) from app_public.project_filings group by 1, 2, 3;
  delete from app_private.project_filing_total_changes;
  insert into app_private.project_filing_total_changes (status, approval_step, delta)
  select status, approval_step, sum(n) from app_private.project_filing_counts group by 1, 2;
$$;
select app_private.project_filing_counts_rebuild();

-- The number of filings of a status and/or pending step, of the companies whose name contains a text (ignoring
-- case; a blank text does not narrow), from the kept counts: what the back office's list would count for the same
-- tab and company search. Vendor admins only (they see every filing); null for anyone else.
create function app_public.project_filing_total(
  status app_public.project_filing_status default null,
  approval_step app_public.approval_source default null,
  company_name_contains text default null
) returns bigint
language plpgsql stable security definer
set search_path = pg_catalog
as $$
declare
  v_term text := nullif(btrim(company_name_contains), '');
  v_total numeric;
begin
  if not app_hidden.is_vendor_admin() then
    return null;
  end if;
  if v_term is null then
    select sum(c.delta) into v_total from app_private.project_filing_total_changes c
    where (project_filing_total.status is null or c.status = project_filing_total.status)
      and (project_filing_total.approval_step is null or c.approval_step = project_filing_total.approval_step);
  else
    select sum(c.n) into v_total from app_private.project_filing_counts c
    where c.company_id in (select n.id from app_private.company_names n where n.name ilike app_hidden.contains_pattern(v_term))
      and (project_filing_total.status is null or c.status = project_filing_total.status)
      and (project_filing_total.approval_step is null or c.approval_step = project_filing_total.approval_step);
  end if;
  return coalesce(v_total, 0)::bigint;
end;
$$;
grant execute on function app_public.project_filing_total(app_public.project_filing_status, app_public.approval_source, text) to :DATABASE_VISITOR;
comment on function app_public.project_filing_total(app_public.project_filing_status, app_public.approval_source, text) is
  'The number of filings of a status and/or pending approval step, of companies whose name contains the text (vendor admins; null for others).';

-- The back office's list shows two columns computed per filing. Both read tables whose row-level security asks who
-- the reader is on every call (a query of its own for each of the list's rows); as the owner, after asking once
-- whether the reader is a vendor admin, each is one index lookup. Both stay false / null for anyone else.
create or replace function app_public.project_filings_possible_conflict(f app_public.project_filings) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$
  select case when app_hidden.is_vendor_admin() then
    exists (select 1 from app_public.project_filing_conflicts c
            join app_public.project_filings o on o.id = c.other_filing_id
            where c.filing_id = f.id and o.status in ('APPROVING', 'VALIDATING'))
  else false end
$$;

create or replace function app_public.project_filings_vendor_waiting_since(f app_public.project_filings) returns timestamptz
language sql stable security definer
set search_path = pg_catalog
as $$
  select case when app_hidden.is_vendor_admin() then
    (select a.created_at from app_public.project_filing_approvals a
     where a.filing_id = f.id and a.source = 'VENDOR' and a.status = 'APPROVING'
     order by a.created_at limit 1)
  end
$$;

--! split: 330-company-point.sql
-- A company's balance adds the lots whose effective date has come but which the daily sweep has not yet marked
-- effective. Those are the rare lots still marked not effective; reading them by company and type (rather than
-- every lot of the company by expiry date, 3,000 rows for the largest company) keeps the totals a few index reads.
create index if not exists company_points_company_pending_idx on app_public.company_points (company_id, type, effective_date)
  where action = 'ADD' and not is_effective;
