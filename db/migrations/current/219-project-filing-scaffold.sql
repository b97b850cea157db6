-- TEMPORARY SCAFFOLD (removed before merge): the signatures of the deal-registration commands and computed columns, so
-- the front ends can be built against the GraphQL schema while the SQL is written. Each later split replaces these
-- with `create or replace` of the same signature.

drop function if exists app_public.create_project_filing cascade;
drop function if exists app_public.update_project_filing cascade;
drop function if exists app_public.approve_project_filing_approval cascade;
drop function if exists app_public.reject_project_filing_approval cascade;
drop function if exists app_public.cancel_project_filing cascade;
drop function if exists app_public.update_project_filing_status cascade;
drop function if exists app_public.company_dynamic_permission cascade;
drop type if exists app_public.project_filing_product_line cascade;
drop type if exists app_public.company_dynamic_permission cascade;
drop type if exists app_public.dynamic_permission cascade;
drop type if exists app_public.project_filing_timeline_entry cascade;

create type app_public.project_filing_product_line as (
  product_id int, purchase_type app_public.purchase_type, unit app_public.product_unit, count int);
create type app_public.dynamic_permission as (privileged boolean, message_key text, params jsonb);
create type app_public.company_dynamic_permission as (
  view_project_report app_public.dynamic_permission,
  manage_project_report app_public.dynamic_permission,
  can_create_project_filing app_public.dynamic_permission);
-- One entry of a filing's timeline: an approval record or a history event.
create type app_public.project_filing_timeline_entry as (
  id uuid, kind text, event text, status text, source app_public.approval_source, actor_name text, comment text,
  renewal_id uuid, created_at timestamptz, decided_at timestamptz);

create function app_public.create_project_filing(company_id uuid, name text, customer_full_name text,
  customer_address text, industry_id int, contact_name text, contact_position text, contact_email text,
  contact_phone_prefix text, contact_phone text, estimated_order_budget numeric, currency_iso_code app_public.currency,
  estimated_order_date date, phase_id int, opportunity_source_id int, competitor_ids int[],
  application_scenario_ids int[], requirement text, preferred_distributor_id int, principal_id uuid,
  products app_public.project_filing_product_line[]) returns app_public.project_filings
language plpgsql volatile security definer set search_path = pg_catalog
as $$ begin perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR'); return null; end; $$;

create function app_public.update_project_filing(filing_id uuid, name text, customer_full_name text,
  customer_address text, industry_id int, contact_name text, contact_position text, contact_email text,
  contact_phone_prefix text, contact_phone text, estimated_order_budget numeric, currency_iso_code app_public.currency,
  estimated_order_date date, phase_id int, opportunity_source_id int, competitor_ids int[],
  application_scenario_ids int[], requirement text, preferred_distributor_id int, principal_id uuid,
  products app_public.project_filing_product_line[]) returns app_public.project_filings
language plpgsql volatile security definer set search_path = pg_catalog
as $$ begin perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR'); return null; end; $$;

create function app_public.approve_project_filing_approval(approval_id uuid, audit_comment text)
returns app_public.project_filing_approvals
language plpgsql volatile security definer set search_path = pg_catalog
as $$ begin perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR'); return null; end; $$;

create function app_public.reject_project_filing_approval(approval_id uuid, audit_comment text)
returns app_public.project_filing_approvals
language plpgsql volatile security definer set search_path = pg_catalog
as $$ begin perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR'); return null; end; $$;

create function app_public.cancel_project_filing(filing_id uuid, reason text) returns app_public.project_filings
language plpgsql volatile security definer set search_path = pg_catalog
as $$ begin perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR'); return null; end; $$;

create function app_public.update_project_filing_status(filing_id uuid, status app_public.project_filing_status,
  sign_date date, reason text, notify_related boolean) returns app_public.project_filings
language plpgsql volatile security definer set search_path = pg_catalog
as $$ begin perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR'); return null; end; $$;

create function app_public.company_dynamic_permission(company_id uuid) returns app_public.company_dynamic_permission
language sql stable security definer set search_path = pg_catalog
as $$ select row(row(false, null, null)::app_public.dynamic_permission, row(false, null, null)::app_public.dynamic_permission,
                 row(false, null, null)::app_public.dynamic_permission)::app_public.company_dynamic_permission $$;

-- Computed columns the screens read.
create function app_public.project_filings_timeline(f app_public.project_filings)
returns setof app_public.project_filing_timeline_entry language sql stable as $$ select null::app_public.project_filing_timeline_entry where false $$;
create function app_public.project_filings_possible_conflict(f app_public.project_filings) returns boolean
language sql stable as $$ select false $$;
create function app_public.project_filings_can_manage(f app_public.project_filings) returns boolean
language sql stable as $$ select false $$;
create function app_public.project_filings_competitors(f app_public.project_filings) returns setof app_public.competitors
language sql stable as $$ select * from app_public.competitors where false $$;
create function app_public.project_filings_application_scenarios(f app_public.project_filings)
returns setof app_public.application_scenarios language sql stable as $$ select * from app_public.application_scenarios where false $$;
create function app_public.project_filings_conflicting_filings(f app_public.project_filings)
returns setof app_public.project_filings language sql stable as $$ select * from app_public.project_filings where false $$;
create function app_public.project_filing_approvals_can_decide(a app_public.project_filing_approvals) returns boolean
language sql stable as $$ select false $$;

grant execute on all functions in schema app_public to :DATABASE_VISITOR;
