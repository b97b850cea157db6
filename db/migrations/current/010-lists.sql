-- Lists: the length of the back office's big lists, kept as they change.
--
-- Counting every row of a list of 50,000 companies or 300,000 company identities for each page costs more than the
-- page itself. Each counted list keeps its total as a sum of changes: statement-level triggers record what a
-- statement added to the list and what it took away (an update counts where it moves a row in or out of the list),
-- in the same transaction, so the sum is exact at every commit. Changes are only ever inserted, so writers never wait
-- for each other; now and then a writer folds the committed changes into one row (skipping rows another transaction
-- is folding). The back office reads the sum through app_public.list_total(list) while no filter narrows the list; a
-- filtered list is still counted as it is read.

do $$
begin
  create type app_public.counted_list as enum ('COMPANIES', 'COMPANY_USERS');
exception when duplicate_object then null;
end $$;
comment on type app_public.counted_list is 'A back-office list whose unfiltered length is kept as rows change.';

create table if not exists app_private.list_total_changes (
  id bigint generated always as identity primary key,
  list app_public.counted_list not null,
  delta bigint not null
);
create index if not exists list_total_changes_list_idx on app_private.list_total_changes (list, delta);
alter table app_private.list_total_changes enable row level security;

-- Folds a list's committed changes into one row. Rows another transaction is folding are skipped (they stay counted
-- until that one ends); a rollback undoes the fold with everything else.
create or replace function app_private.fold_list_total(p_list app_public.counted_list)
returns void
language sql
set search_path = pg_catalog, public
as $$
  with taken as (
    delete from app_private.list_total_changes c
    where c.id in (select id from app_private.list_total_changes where list = p_list for update skip locked)
    returning c.delta
  )
  insert into app_private.list_total_changes (list, delta)
  select p_list, sum(taken.delta) from taken having count(*) > 0;
$$;

-- tg_argv[0]: the list; tg_argv[1]: the condition a row meets to be in it (SQL over the row's columns; default all).
create or replace function app_private.tg_count_list_rows()
returns trigger
language plpgsql security definer
set search_path = pg_catalog, public
as $$
declare
  v_list app_public.counted_list := tg_argv[0]::app_public.counted_list;
  v_condition text := coalesce(tg_argv[1], 'true');
  v_added bigint := 0;
  v_removed bigint := 0;
  v_id bigint;
begin
  if tg_op = 'TRUNCATE' then
    -- a truncated table is empty, and nobody else writes it until this transaction ends
    insert into app_private.list_total_changes (list, delta)
    select v_list, -coalesce(sum(c.delta), 0) from app_private.list_total_changes c where c.list = v_list;
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    execute format('select count(*) from new_rows where %s', v_condition) into v_added;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    execute format('select count(*) from old_rows where %s', v_condition) into v_removed;
  end if;
  -- an edit that moves no row in or out of the list records nothing
  if v_added <> v_removed then
    insert into app_private.list_total_changes (list, delta) values (v_list, v_added - v_removed) returning id into v_id;
    if v_id % 100 = 0 then
      perform app_private.fold_list_total(v_list);
    end if;
  end if;
  return null;
end;
$$;

-- The triggers of one counted list, (re)created on its table, and its total recounted.
create or replace function app_private.count_list_rows(p_table regclass, p_list app_public.counted_list, p_condition text default 'true')
returns void
language plpgsql
set search_path = pg_catalog, public
as $$
declare
  v_name text := 'count_' || lower(p_list::text);
  v_event text;
begin
  foreach v_event in array array['insert', 'update', 'delete', 'truncate'] loop
    execute format('drop trigger if exists %I on %s', v_name || '_' || v_event, p_table);
  end loop;
  execute format('create trigger %I after insert on %s referencing new table as new_rows
                  for each statement execute function app_private.tg_count_list_rows(%L, %L)', v_name || '_insert', p_table, p_list, p_condition);
  execute format('create trigger %I after update on %s referencing old table as old_rows new table as new_rows
                  for each statement execute function app_private.tg_count_list_rows(%L, %L)', v_name || '_update', p_table, p_list, p_condition);
  execute format('create trigger %I after delete on %s referencing old table as old_rows
                  for each statement execute function app_private.tg_count_list_rows(%L, %L)', v_name || '_delete', p_table, p_list, p_condition);
  execute format('create trigger %I after truncate on %s
                  for each statement execute function app_private.tg_count_list_rows(%L)', v_name || '_truncate', p_table, p_list);
  -- creating the triggers holds off writers of the table until this transaction ends, so the recount stays exact
  delete from app_private.list_total_changes where list = p_list;
  execute format('insert into app_private.list_total_changes (list, delta) select %L, count(*) from %s where %s', p_list, p_table, p_condition);
end;
$$;

select app_private.count_list_rows('app_public.companies', 'COMPANIES');
-- company identities: a person's default identity (no company) is not a company user
select app_private.count_list_rows('app_public.users', 'COMPANY_USERS', 'company_id is not null');

-- The unfiltered length of a list, for vendor admins (who see every row of these lists).
create or replace function app_public.list_total(list app_public.counted_list)
returns bigint
language plpgsql stable security definer
set search_path = pg_catalog, public
as $$
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  return (select coalesce(sum(c.delta), 0) from app_private.list_total_changes c where c.list = list_total.list);
end;
$$;
grant execute on function app_public.list_total(app_public.counted_list) to :DATABASE_VISITOR;
comment on function app_public.list_total(app_public.counted_list) is
  'The number of rows of a back-office list with no filter (vendor admins only): kept as rows change, not counted.';
