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
