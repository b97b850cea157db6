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

------------------------------------------------------------------------------------------------------------------------
-- The permission helpers, unchanged in meaning, in PL/pgSQL. Every policy asks them once per statement; as SQL
-- functions that cannot be inlined (they read past row-level security), their queries were planned again on every
-- statement (~0.4 ms each, several per request). PL/pgSQL keeps a connection's plans, and the API reuses connections.

-- Grants of the current user: (company_id, key) for each company identity that is JOINED, and (null, key) for
-- PERSONAL roles of the ACTIVE default identity.
create or replace function app_private.current_grants() returns table (company_id uuid, permission_key text)
language plpgsql stable security definer
set search_path = pg_catalog
as $$
#variable_conflict use_column
begin
  return query
    select u.company_id, rp.permission_key
    from app_public.users u
    join app_public.user_roles ur on ur.user_id = u.id
    join app_public.role_permissions rp on rp.role_id = ur.role_id
    where u.root_user_id = app_hidden.current_root_user_id()
      and u.status = case when u.company_id is null then 'ACTIVE'::app_public.user_status else 'JOINED'::app_public.user_status end;
end;
$$;

-- Does the current user hold key K in company C (C null: as a person, e.g. ManageAdminSite)?
create or replace function app_hidden.has_permission(key text, company_id uuid default null) returns boolean
language plpgsql stable security definer
set search_path = pg_catalog
as $$
#variable_conflict use_column
begin
  return exists (
    select 1 from app_private.current_grants() g
    where g.permission_key = has_permission.key and g.company_id is not distinct from has_permission.company_id
  );
end;
$$;

-- The set form of has_permission, for policies over many rows (evaluated once per statement as an init plan).
create or replace function app_hidden.permitted_company_ids(key text) returns uuid[]
language plpgsql stable security definer
set search_path = pg_catalog
as $$
#variable_conflict use_column
begin
  return (
    select coalesce(array_agg(distinct g.company_id), '{}')
    from app_private.current_grants() g
    where g.permission_key = permitted_company_ids.key and g.company_id is not null
  );
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- The two facts company search shows for each company of the page, in PL/pgSQL for the same reason: as SQL
-- functions that read past row-level security their queries were planned again for every row of every page.

-- The names of a company's partner managers (the searcher is not a member, so this reads past row-level security).
create or replace function app_hidden.company_partner_manager_names(company_id uuid) returns text[]
language plpgsql stable security definer
set search_path = pg_catalog
as $$
#variable_conflict use_column
begin
  return (
    select coalesce(array_agg(pm.name order by pm.name), '{}')
    from app_public.company_partner_managers cpm
    join app_public.partner_managers pm on pm.id = cpm.partner_manager_id
    where cpm.company_id = company_partner_manager_names.company_id
  );
end;
$$;

-- The signed-in person's status in a company: JOINED, APPLYING or CAN_APPLY.
create or replace function app_hidden.my_join_status(company_id uuid) returns text
language plpgsql stable security definer
set search_path = pg_catalog
as $$
begin
  return app_private.join_status(app_hidden.current_root_user_id(), my_join_status.company_id);
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- The per-row fields of the member and user lists (role names, company name), in PL/pgSQL for the same reason: they
-- read past row-level security, and as SQL functions their queries were planned again for every row of every page.

create or replace function app_public.users_role_names(u app_public.users) returns text[]
language plpgsql stable security definer
set search_path = pg_catalog
as $$
begin
  return (
    select coalesce(array_agg(r.name order by r.name), '{}')
    from app_public.user_roles ur
    join app_public.roles r on r.id = ur.role_id
    where ur.user_id = u.id
  );
end;
$$;

create or replace function app_public.users_company_name(u app_public.users) returns text
language plpgsql stable security definer
set search_path = pg_catalog
as $$
begin
  return (select c.name from app_public.companies c where c.id = u.company_id);
end;
$$;
