-- Speed at the size target (50,000 companies, 300,000 users).

------------------------------------------------------------------------------------------------------------------------
-- Company search reads a narrow copy of the names. A common term ("Cloud") matches thousands of companies; the
-- trigram index finds them, but checking each candidate on the wide, often-updated companies rows (every member who
-- joins or leaves rewrites the company's counter) touched a page per match, so the planner scanned all names instead.
-- On a table of ids and names alone the candidates share a few hundred pages and the index is used.
create table if not exists app_private.company_names (
  id uuid primary key references app_public.companies (id) on delete cascade,
  name text not null
);
create index if not exists company_names_name_trgm_idx on app_private.company_names using gin (name public.gin_trgm_ops);

-- A company's name is copied when it is created or renamed (its removal cascades).
create or replace function app_private.tg_companies_copy_name() returns trigger
language plpgsql security definer
set search_path = pg_catalog
as $$
begin
  insert into app_private.company_names (id, name) values (new.id, new.name)
  on conflict (id) do update set name = excluded.name;
  return null;
end;
$$;
drop trigger if exists _600_copy_name on app_public.companies;
create trigger _600_copy_name after insert or update of name on app_public.companies
  for each row execute procedure app_private.tg_companies_copy_name();

-- The copy as it stands (re-running this file writes only differing rows).
insert into app_private.company_names (id, name)
select c.id, c.name from app_public.companies c
on conflict (id) do update set name = excluded.name where company_names.name is distinct from excluded.name;
delete from app_private.company_names n where not exists (select 1 from app_public.companies c where c.id = n.id);

-- The matching companies, as before, read from the copy of the names.
create or replace function app_hidden.companies_matching(company_name text)
returns table (id uuid, name text, rank int)
language plpgsql stable security definer
set search_path = pg_catalog, public
as $$
declare
  v_text text := btrim(coalesce(company_name, ''));
  v_escaped text;
  v_lower text;
  v_prefix text;
  v_contains text;
begin
  perform app_hidden.require_root_user_id();
  if v_text = '' then
    perform app_hidden.raise_error('COMPANY_SEARCH_EMPTY');
  end if;
  v_escaped := replace(replace(replace(v_text, E'\\', E'\\\\'), '%', E'\\%'), '_', E'\\_');
  -- the patterns are worked out once, not for each matching row
  v_lower := lower(v_text);
  v_prefix := v_escaped || '%';
  v_contains := '%' || v_escaped || '%';
  -- an exact name first, then names starting with the term, then the others
  return query
    select c.id, c.name,
      case when lower(c.name) = v_lower then 0 when c.name ilike v_prefix then 1 else 2 end
    from app_private.company_names c
    where c.name ilike v_contains;
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- Users: the same policy, with the vendor-admin answer (one value per statement) tested first, so counting every
-- company identity for the back office settles each row on it instead of comparing ids first.
drop policy if exists select_visible on app_public.users;
create policy select_visible on app_public.users for select to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin())
         or root_user_id = (select app_hidden.current_root_user_id())
         or company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyAllUser'))::uuid[]));
