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
