-- Company search for joining, at 50,000 companies: a short term ("Cloud") matches thousands of names, and a page
-- shows 50 of them. The search finds the matching names through the trigram index; a company's partner managers and
-- the searcher's status in it are worked out only for the rows of the page, and counting the matches reads names only.

-- The matching companies (all of them: companies are not visible to a searcher who is not a member, so this reads
-- past row-level security, returning only id, name and how well the name matches). Checks the caller and the term.
create or replace function app_hidden.companies_matching(company_name text)
returns table (id uuid, name text, rank int)
language plpgsql stable security definer
set search_path = pg_catalog, public
as $$
declare
  v_text text := btrim(coalesce(company_name, ''));
  v_escaped text;
begin
  perform app_hidden.require_root_user_id();
  if v_text = '' then
    perform app_hidden.raise_error('COMPANY_SEARCH_EMPTY');
  end if;
  v_escaped := replace(replace(replace(v_text, '\', '\\'), '%', '\%'), '_', '\_');
  -- an exact name first, then names starting with the term, then the others
  return query
    select c.id, c.name,
      case when lower(c.name) = lower(v_text) then 0 when c.name ilike v_escaped || '%' then 1 else 2 end
    from app_public.companies c
    where c.name ilike '%' || v_escaped || '%';
end;
$$;

-- The names of a company's partner managers (the searcher is not a member, so this reads past row-level security).
create or replace function app_hidden.company_partner_manager_names(company_id uuid) returns text[]
language sql stable security definer
set search_path = pg_catalog
as $$
  select coalesce(array_agg(pm.name order by pm.name), '{}')
  from app_public.company_partner_managers cpm
  join app_public.partner_managers pm on pm.id = cpm.partner_manager_id
  where cpm.company_id = company_partner_manager_names.company_id
$$;

-- The signed-in person's status in a company: JOINED, APPLYING or CAN_APPLY.
create or replace function app_hidden.my_join_status(company_id uuid) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select app_private.join_status(app_hidden.current_root_user_id(), my_join_status.company_id)
$$;

grant execute on function app_hidden.companies_matching(text), app_hidden.company_partner_manager_names(uuid),
  app_hidden.my_join_status(uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- A plain SQL function, so the planner inlines it into the API's page and count queries: the per-company lookups run
-- for the rows a page returns (after sorting and LIMIT), and a count never runs them.
create or replace function app_public.companies_for_user_join(company_name text) returns setof app_public.company_for_join
language sql stable
as $$
  select m.id, m.name, app_hidden.company_partner_manager_names(m.id), app_hidden.my_join_status(m.id)
  from app_hidden.companies_matching(company_name) m
  order by m.rank, m.name
$$;

-- The same policy as before, with the signed-in person's id taken once per statement (an init plan) instead of once
-- per row of the back office's list of every application.
drop policy if exists select_visible on app_public.company_join_applications;
create policy select_visible on app_public.company_join_applications for select to :DATABASE_VISITOR
  using (applicant_id = (select app_hidden.current_root_user_id())
         or (select app_hidden.is_vendor_admin())
         or company_id = any ((select app_hidden.permitted_company_ids('ViewJoinCompanyApplication'))::uuid[]));
