-- Deal registration commands: filing a deal (with the quota and win-rate gates), editing it, the two approval steps of
-- a filing and of a renewal, cancelling, the vendor's status update; the company's dynamic permission; conflict
-- detection between companies; the computed columns the screens read; the notifications of each transition and the
-- outbox signals the filing's workflow hears. Tables and row-level security are in 210-project-filing.sql.

-- Drop what this file owns so it can be re-run from the top (the computed columns go with the table in 210).
drop function if exists app_public.create_project_filing cascade;
drop function if exists app_public.update_project_filing cascade;
drop function if exists app_public.approve_project_filing_approval cascade;
drop function if exists app_public.reject_project_filing_approval cascade;
drop function if exists app_public.cancel_project_filing cascade;
drop function if exists app_public.update_project_filing_status cascade;
drop function if exists app_public.company_dynamic_permission cascade;
drop function if exists app_private.project_filing_identity_holds(uuid, text);
drop function if exists app_private.project_filing_my_identity(uuid);
drop function if exists app_private.project_filing_can_see(app_public.project_filings);
drop function if exists app_private.project_filing_may_manage(app_public.project_filings, text[]);
drop function if exists app_private.project_filing_gate(uuid);
drop function if exists app_private.project_filing_link(text);
drop function if exists app_private.project_filing_notify_related(uuid, text, text, text, uuid);
drop function if exists app_private.project_filing_notify_approvers(uuid, uuid);
drop function if exists app_private.project_filing_detect_conflicts(uuid);
drop function if exists app_private.project_filing_close_pending_renewal(uuid);
drop function if exists app_private.project_filing_checked cascade;
drop function if exists app_private.project_filing_decide(uuid, text, text);
drop function if exists app_private.project_filing_save_products(uuid, app_public.project_filing_product_line[]);
drop type if exists app_public.project_filing_product_line cascade;
drop type if exists app_public.company_dynamic_permission cascade;
drop type if exists app_public.dynamic_permission cascade;
drop type if exists app_public.project_filing_timeline_entry cascade;

-- One line of a filing's purchase order plan as the commands receive it.
create type app_public.project_filing_product_line as (
  product_id int, purchase_type app_public.purchase_type, unit app_public.product_unit, count int);
-- A dynamic permission: whether the caller has it now, and if not, the error code (and its params) that blocks it.
create type app_public.dynamic_permission as (privileged boolean, message_key text, params jsonb);
create type app_public.company_dynamic_permission as (
  view_project_report app_public.dynamic_permission,
  manage_project_report app_public.dynamic_permission,
  can_create_project_filing app_public.dynamic_permission);
-- One entry of a filing's timeline: an approval record (kind 'approval') or a history event (kind 'history').
create type app_public.project_filing_timeline_entry as (
  id uuid, kind text, event text, status text, source app_public.approval_source, actor_name text, comment text,
  renewal_id uuid, created_at timestamptz, decided_at timestamptz);

-- Which approval step a filing under review waits for (null once it is decided). Kept by the commands so the back
-- office's "partner-internal review" and "vendor review" tabs are one indexed equality at any size.
alter table app_public.project_filings add column if not exists approval_step app_public.approval_source;
comment on column app_public.project_filings.approval_step is
  'The approval step a filing under review waits for: the partner company''s, then the vendor''s; null otherwise.';
create index if not exists project_filings_approval_step_idx
  on app_public.project_filings (approval_step, created_at desc, id);

------------------------------------------------------------------------------------------------------------------------
-- Helpers

-- Whether a company identity is a JOINED member holding a permission key through its roles.
create function app_private.project_filing_identity_holds(user_id uuid, key text) returns boolean
language sql stable
set search_path = pg_catalog
as $$
  select exists (
    select 1 from app_public.users u
    join app_public.user_roles ur on ur.user_id = u.id
    join app_public.role_permissions rp on rp.role_id = ur.role_id
    where u.id = project_filing_identity_holds.user_id and u.company_id is not null and u.status = 'JOINED'
      and rp.permission_key = project_filing_identity_holds.key)
$$;

-- The signed-in person's JOINED identity in a company (null when they are not a member).
create function app_private.project_filing_my_identity(company_id uuid) returns uuid
language sql stable
set search_path = pg_catalog
as $$
  select u.id from app_public.users u
  where u.root_user_id = app_hidden.current_root_user_id() and u.company_id = project_filing_my_identity.company_id
    and u.status = 'JOINED'
$$;

-- Whether the signed-in person may see a filing: the same rule as the table's policy (vendor admins; the company's
-- approval viewers; its submitter and owner while they may view filings there), for functions that bypass it.
create function app_private.project_filing_can_see(f app_public.project_filings) returns boolean
language sql stable
set search_path = pg_catalog
as $$
  select app_hidden.is_vendor_admin()
      or app_hidden.has_permission('ViewApprovalProcess', f.company_id)
      or (app_hidden.has_permission('ViewProjectReport', f.company_id)
          and (f.submitter_id = any (app_hidden.my_identity_ids()) or f.principal_id = any (app_hidden.my_identity_ids())))
$$;

-- Whether the signed-in person may manage (edit, cancel, add progress to, renew) a filing: they hold one of `keys` in
-- its company and are an administrator there (hold ManageApprovalProcess), its owner or its submitter.
create function app_private.project_filing_may_manage(f app_public.project_filings, keys text[]) returns boolean
language sql stable
set search_path = pg_catalog
as $$
  select exists (select 1 from unnest(keys) k where app_hidden.has_permission(k, f.company_id))
     and (app_hidden.has_permission('ManageApprovalProcess', f.company_id)
          or f.submitter_id = any (app_hidden.my_identity_ids()) or f.principal_id = any (app_hidden.my_identity_ids()))
$$;

-- What blocks a company from filing a new deal now, as the error code and its params (null code: nothing does): a
-- level without project protection, the quota of filings under review or in effect, the win rate below the rule's.
create function app_private.project_filing_gate(company_id uuid, out code text, out params jsonb)
language plpgsql stable
set search_path = pg_catalog
as $$
declare
  v_quota record;
  v_open int;
  v_rate numeric;
begin
  if not coalesce((select l.project_protection from app_public.certification_levels l
                   where l.id = app_hidden.company_level_id(project_filing_gate.company_id)), false) then
    code := 'PROJECT_FILING_NOT_ALLOWED';
    params := '{}';
    return;
  end if;
  select * into v_quota from app_private.project_filing_quota(project_filing_gate.company_id);
  select count(*) into v_open from app_public.project_filings f
  where f.company_id = project_filing_gate.company_id and f.status in ('APPROVING', 'VALIDATING');
  if v_open >= coalesce(v_quota.max_count, 0) then
    code := 'PROJECT_FILING_QUOTA_REACHED';
    params := jsonb_build_object('max', coalesce(v_quota.max_count, 0));
    return;
  end if;
  v_rate := app_private.project_filing_win_rate(project_filing_gate.company_id);
  if v_rate is not null and v_rate < coalesce(v_quota.win_rate, 0) then
    code := 'PROJECT_FILING_WIN_RATE_TOO_LOW';
    params := jsonb_build_object('winRate', v_rate, 'threshold', v_quota.win_rate);
    return;
  end if;
end;
$$;

-- The portal's address of a filing's detail, used by every notification about it.
create function app_private.project_filing_link(semantic_id text) returns text
language sql immutable
as $$ select '/workbench/project-filing/detail?semanticId=' || semantic_id $$;

-- Tells a filing's owner and submitter (each person once, the person who acted excepted) about what happened to it.
create function app_private.project_filing_notify_related(filing_id uuid, event text, title text, content text, actor uuid)
returns void
language plpgsql volatile
set search_path = pg_catalog
as $$
declare
  v_filing app_public.project_filings;
  v_person uuid;
begin
  select * into v_filing from app_public.project_filings f where f.id = project_filing_notify_related.filing_id;
  for v_person in
    select distinct u.root_user_id from app_public.users u where u.id in (v_filing.principal_id, v_filing.submitter_id)
  loop
    if v_person is distinct from actor then
      perform app_private.notify_user(v_person, v_filing.company_id, title, content, 'COMPANY',
        app_private.project_filing_link(v_filing.semantic_id),
        'project_filing:' || v_filing.id || ':' || event || ':' || v_person);
    end if;
  end loop;
end;
$$;

-- Tells the company's approvers (JOINED members holding ManageApprovalProcess) that a filing, or a renewal of it,
-- waits for their decision.
create function app_private.project_filing_notify_approvers(filing_id uuid, renewal_id uuid) returns int
language plpgsql volatile
set search_path = pg_catalog
as $$
declare
  v_filing app_public.project_filings;
  v_person uuid;
  v_count int := 0;
begin
  select * into v_filing from app_public.project_filings f where f.id = project_filing_notify_approvers.filing_id;
  for v_person in
    select distinct u.root_user_id from app_public.users u
    join app_public.user_roles ur on ur.user_id = u.id
    join app_public.role_permissions rp on rp.role_id = ur.role_id
    where u.company_id = v_filing.company_id and u.status = 'JOINED' and rp.permission_key = 'ManageApprovalProcess'
  loop
    if renewal_id is null then
      perform app_private.notify_user(v_person, v_filing.company_id,
        'Deal registration ' || v_filing.semantic_id || ' is waiting for your approval',
        '"' || v_filing.name || '" for ' || v_filing.customer_full_name || ' was submitted and waits for your review.',
        'COMPANY', app_private.project_filing_link(v_filing.semantic_id),
        'project_filing:' || v_filing.id || ':approve:' || v_person);
    else
      perform app_private.notify_user(v_person, v_filing.company_id,
        'A renewal of deal registration ' || v_filing.semantic_id || ' is waiting for your approval',
        'A renewal of "' || v_filing.name || '" for ' || v_filing.customer_full_name || ' waits for your review.',
        'COMPANY', app_private.project_filing_link(v_filing.semantic_id),
        'project_filing_renewal:' || renewal_id || ':approve:' || v_person);
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- Records the possible conflicts of a filing under review or in effect: other companies' filings under review or in
-- effect for the same customer (compared by the normalised name) that share at least one product. Both directions
-- are recorded; earlier records of the filing are replaced (an edit may change the customer or the products).
create function app_private.project_filing_detect_conflicts(filing_id uuid) returns int
language plpgsql volatile
set search_path = pg_catalog
as $$
declare
  v_count int;
begin
  delete from app_public.project_filing_conflicts c
  where c.filing_id = project_filing_detect_conflicts.filing_id or c.other_filing_id = project_filing_detect_conflicts.filing_id;
  with others as (
    select o.id
    from app_public.project_filings f
    join app_public.project_filings o
      on o.customer_key = f.customer_key and o.company_id <> f.company_id and o.status in ('APPROVING', 'VALIDATING')
    where f.id = project_filing_detect_conflicts.filing_id and f.status in ('APPROVING', 'VALIDATING')
      and exists (select 1 from app_public.project_filing_products p
                  join app_public.project_filing_products op on op.product_id = p.product_id
                  where p.filing_id = f.id and op.filing_id = o.id)
  ), pairs as (
    select project_filing_detect_conflicts.filing_id as a, id as b from others
    union all
    select id, project_filing_detect_conflicts.filing_id from others
  )
  insert into app_public.project_filing_conflicts (filing_id, other_filing_id)
  select a, b from pairs on conflict do nothing;
  get diagnostics v_count = row_count;
  return v_count / 2;
end;
$$;

-- A renewal still under review when its filing closes can no longer apply: it and its pending step end REJECTED.
create function app_private.project_filing_close_pending_renewal(filing_id uuid) returns void
language plpgsql volatile
set search_path = pg_catalog
as $$
declare
  v_renewal app_public.project_filing_renewals;
begin
  for v_renewal in
    select * from app_public.project_filing_renewals r
    where r.filing_id = project_filing_close_pending_renewal.filing_id and r.status = 'APPROVING' for update
  loop
    update app_public.project_filing_approvals a
    set status = app_private.transition('project_filing_approval', a.status::text, 'reject')::app_public.approval_status,
        decided_at = now()
    where a.renewal_id = v_renewal.id and a.status = 'APPROVING';
    update app_public.project_filing_renewals r
    set status = app_private.transition('project_filing_renewal', r.status::text, 'reject')::app_public.approval_status,
        decided_at = now()
    where r.id = v_renewal.id;
  end loop;
end;
$$;

-- Checks every field of the filing form with its coded error and gives the values back as a filing row (trimmed,
-- lists without duplicates). `current` is the filing being edited (null when creating): the references it already
-- names stay acceptable even if they were disabled since.
create function app_private.project_filing_checked(
  p_company_id uuid, p_current app_public.project_filings, p_name text, p_customer_full_name text,
  p_customer_address text, p_industry_id int, p_contact_name text, p_contact_position text, p_contact_email text,
  p_contact_phone_prefix text, p_contact_phone text, p_budget numeric, p_currency app_public.currency,
  p_order_date date, p_phase_id int, p_source_id int, p_competitor_ids int[], p_scenario_ids int[],
  p_requirement text, p_distributor_id int, p_principal_id uuid, p_products app_public.project_filing_product_line[])
returns app_public.project_filings
language plpgsql volatile
set search_path = pg_catalog
as $$
declare
  r app_public.project_filings;
  v_today date := (now() at time zone app_hidden.project_filing_time_zone())::date;
  v_line app_public.project_filing_product_line;
  v_product app_public.products;
begin
  r.company_id := p_company_id;
  r.name := btrim(coalesce(p_name, ''));
  r.customer_full_name := btrim(coalesce(p_customer_full_name, ''));
  r.customer_address := btrim(coalesce(p_customer_address, ''));
  r.contact_name := btrim(coalesce(p_contact_name, ''));
  r.contact_position := btrim(coalesce(p_contact_position, ''));
  r.contact_email := btrim(coalesce(p_contact_email, ''));
  r.contact_phone_prefix := app_private.normalize_phone_prefix(p_contact_phone_prefix);
  r.contact_phone := btrim(coalesce(p_contact_phone, ''));
  r.requirement := btrim(coalesce(p_requirement, ''));

  if r.name = '' or r.customer_full_name = '' or r.customer_address = '' or p_industry_id is null or r.contact_name = ''
     or r.contact_position = '' or p_budget is null or p_currency is null or p_order_date is null or p_phase_id is null
     or p_source_id is null or coalesce(cardinality(p_competitor_ids), 0) = 0
     or coalesce(cardinality(p_scenario_ids), 0) = 0 then
    perform app_hidden.raise_error('PROJECT_FILING_FIELD_REQUIRED');
  end if;
  if char_length(r.name) > app_hidden.project_filing_name_max() then
    perform app_hidden.raise_error('PROJECT_FILING_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_name_max()));
  end if;
  if char_length(r.customer_full_name) > app_hidden.project_filing_customer_name_max()
     or char_length(r.customer_address) > app_hidden.project_filing_customer_address_max()
     or char_length(r.contact_name) > app_hidden.project_filing_contact_name_max()
     or char_length(r.contact_position) > app_hidden.project_filing_contact_position_max() then
    perform app_hidden.raise_error('PROJECT_FILING_FIELD_TOO_LONG');
  end if;
  if r.customer_full_name !~ app_hidden.project_filing_customer_name_pattern() then
    perform app_hidden.raise_error('PROJECT_FILING_CUSTOMER_NAME_INVALID');
  end if;
  if r.contact_email = '' then
    perform app_hidden.raise_error('EMAIL_REQUIRED');
  end if;
  if r.contact_email !~ app_hidden.email_pattern() then
    perform app_hidden.raise_error('EMAIL_INVALID');
  end if;
  -- +86 needs a mainland mobile number; other prefixes digits only; no prefix is invalid.
  if r.contact_phone_prefix is null or r.contact_phone !~ '^[0-9]+$'
     or char_length(r.contact_phone) > app_hidden.contact_number_max()
     or (r.contact_phone_prefix = '+86' and r.contact_phone !~ app_hidden.mainland_mobile_pattern()) then
    perform app_hidden.raise_error('PHONE_INVALID');
  end if;
  -- Above zero, at most the maximum, and in cents.
  if p_budget <= 0 or p_budget > app_hidden.project_filing_budget_max()::numeric or p_budget <> round(p_budget, 2) then
    perform app_hidden.raise_error('PROJECT_FILING_AMOUNT_OUT_OF_RANGE');
  end if;
  r.estimated_order_budget := p_budget;
  r.currency_iso_code := p_currency;
  if p_order_date < v_today then
    perform app_hidden.raise_error('PROJECT_FILING_ORDER_DATE_PAST');
  end if;
  r.estimated_order_date := p_order_date;
  if r.requirement = '' then
    perform app_hidden.raise_error('PROJECT_FILING_REQUIREMENT_REQUIRED');
  end if;
  if char_length(r.requirement) > app_hidden.project_filing_text_max() then
    perform app_hidden.raise_error('PROJECT_FILING_REQUIREMENT_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_text_max()));
  end if;

  -- References: each must be enabled, unless the edited filing names it already.
  r.competitor_ids := (select array_agg(distinct x order by x) from unnest(p_competitor_ids) x where x is not null);
  r.application_scenario_ids := (select array_agg(distinct x order by x) from unnest(p_scenario_ids) x where x is not null);
  if r.competitor_ids is null or r.application_scenario_ids is null then
    perform app_hidden.raise_error('PROJECT_FILING_FIELD_REQUIRED');
  end if;
  if (p_industry_id is distinct from p_current.industry_id
      and not exists (select 1 from app_public.industries t where t.id = p_industry_id and t.enabled))
     or (p_phase_id is distinct from p_current.phase_id
         and not exists (select 1 from app_public.project_phases t where t.id = p_phase_id and t.enabled))
     or (p_source_id is distinct from p_current.opportunity_source_id
         and not exists (select 1 from app_public.opportunity_sources t where t.id = p_source_id and t.enabled))
     or (p_distributor_id is not null and p_distributor_id is distinct from p_current.preferred_distributor_id
         and not exists (select 1 from app_public.distributors t where t.id = p_distributor_id and t.enabled))
     or exists (select 1 from unnest(r.competitor_ids) x
                where not (x = any (coalesce(p_current.competitor_ids, '{}')))
                  and not exists (select 1 from app_public.competitors t where t.id = x and t.enabled))
     or exists (select 1 from unnest(r.application_scenario_ids) x
                where not (x = any (coalesce(p_current.application_scenario_ids, '{}')))
                  and not exists (select 1 from app_public.application_scenarios t where t.id = x and t.enabled)) then
    perform app_hidden.raise_error('PROJECT_FILING_REFERENCE_INVALID');
  end if;
  r.industry_id := p_industry_id;
  r.phase_id := p_phase_id;
  r.opportunity_source_id := p_source_id;
  r.preferred_distributor_id := p_distributor_id;

  -- Purchase order plan: 1 to 10 lines, each a product (enabled, or already on the edited filing) with a purchase
  -- type and a unit it supports, and a count above zero.
  if coalesce(cardinality(p_products), 0) = 0 then
    perform app_hidden.raise_error('PROJECT_FILING_PRODUCTS_REQUIRED');
  end if;
  if cardinality(p_products) > app_hidden.project_filing_products_max() then
    perform app_hidden.raise_error('PROJECT_FILING_TOO_MANY_PRODUCTS', jsonb_build_object('max', app_hidden.project_filing_products_max()));
  end if;
  foreach v_line in array p_products loop
    select * into v_product from app_public.products p where p.id = v_line.product_id;
    if v_line is null or v_product.id is null
       or not (v_product.enabled or exists (select 1 from app_public.project_filing_products pp
                                            where pp.filing_id = p_current.id and pp.product_id = v_product.id))
       or v_line.purchase_type is null or not (v_line.purchase_type = any (v_product.purchase_types))
       or v_line.unit is null or not (v_line.unit = any (v_product.units))
       or v_line.count is null or v_line.count <= 0 or v_line.count > app_hidden.project_filing_product_count_max() then
      perform app_hidden.raise_error('PROJECT_FILING_PRODUCT_INVALID');
    end if;
  end loop;

  -- The owner: a JOINED member of the company who may manage filings there.
  if p_principal_id is null or not exists (
       select 1 from app_public.users u where u.id = p_principal_id and u.company_id = p_company_id and u.status = 'JOINED')
     or not app_private.project_filing_identity_holds(p_principal_id, 'ManageProjectReport') then
    perform app_hidden.raise_error('PROJECT_FILING_PRINCIPAL_INVALID');
  end if;
  r.principal_id := p_principal_id;
  return r;
end;
$$;

-- Replaces a filing's purchase order plan with the given lines, numbered in order.
create function app_private.project_filing_save_products(filing_id uuid, products app_public.project_filing_product_line[])
returns void
language sql volatile
set search_path = pg_catalog
as $$
  delete from app_public.project_filing_products p where p.filing_id = project_filing_save_products.filing_id;
  insert into app_public.project_filing_products (filing_id, line_no, product_id, purchase_type, unit, count)
  select project_filing_save_products.filing_id, l.n, l.product_id, l.purchase_type, l.unit, l.count
  from unnest(project_filing_save_products.products) with ordinality as l(product_id, purchase_type, unit, count, n);
$$;

------------------------------------------------------------------------------------------------------------------------
-- Commands

-- Files a deal for a company. The caller holds ManageProjectReport there; the form's rules are checked again; the
-- company needs someone to approve it; and, serialised per company so that members filing at the same moment cannot
-- pass a gate together, the company's level must allow filing, its filings under review or in effect must stay
-- below its quota and its win rate must reach the rule's. The filing waits for the partner company's approval.
create function app_public.create_project_filing(company_id uuid, name text, customer_full_name text,
  customer_address text, industry_id int, contact_name text, contact_position text, contact_email text,
  contact_phone_prefix text, contact_phone text, estimated_order_budget numeric, currency_iso_code app_public.currency,
  estimated_order_date date, phase_id int, opportunity_source_id int, competitor_ids int[],
  application_scenario_ids int[], requirement text, preferred_distributor_id int, principal_id uuid,
  products app_public.project_filing_product_line[]) returns app_public.project_filings
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_company uuid := create_project_filing.company_id;
  v_submitter uuid;
  v_row app_public.project_filings;
  v_gate record;
begin
  v_submitter := app_private.project_filing_my_identity(v_company);
  if v_company is null or v_submitter is null or not app_hidden.has_permission('ManageProjectReport', v_company) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  v_row := app_private.project_filing_checked(v_company, null, name, customer_full_name, customer_address, industry_id,
    contact_name, contact_position, contact_email, contact_phone_prefix, contact_phone, estimated_order_budget,
    currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
    requirement, preferred_distributor_id, principal_id, products);
  if not exists (select 1 from app_public.users u
                 where u.company_id = v_company and u.status = 'JOINED'
                   and app_private.project_filing_identity_holds(u.id, 'ManageApprovalProcess')) then
    perform app_hidden.raise_error('PROJECT_FILING_NO_APPROVER');
  end if;

  perform pg_advisory_xact_lock(hashtextextended('project_filing_quota:' || v_company, 0));
  -- A new statement after the lock: it sees the filings other members committed while this one waited.
  select * into v_gate from app_private.project_filing_gate(v_company);
  if v_gate.code is not null then
    perform app_hidden.raise_error(v_gate.code, v_gate.params);
  end if;

  insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id,
    contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget,
    currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
    requirement, preferred_distributor_id, principal_id, submitter_id, status, approval_step)
  values (v_company, v_row.name, v_row.customer_full_name, v_row.customer_address, v_row.industry_id,
    v_row.contact_name, v_row.contact_email, v_row.contact_phone_prefix, v_row.contact_phone, v_row.contact_position,
    v_row.estimated_order_budget, v_row.currency_iso_code, v_row.estimated_order_date, v_row.phase_id,
    v_row.opportunity_source_id, v_row.competitor_ids, v_row.application_scenario_ids, v_row.requirement,
    v_row.preferred_distributor_id, v_row.principal_id, v_submitter, 'APPROVING', 'PARTNER_COMPANY')
  returning * into v_row;
  perform app_private.project_filing_save_products(v_row.id, products);
  insert into app_public.project_filing_approvals (filing_id, company_id, source)
  values (v_row.id, v_company, 'PARTNER_COMPANY');
  insert into app_public.project_filing_history (filing_id, event, to_status, actor_id, source)
  values (v_row.id, 'submit', 'APPROVING', v_me, 'PARTNER_COMPANY');
  perform app_private.project_filing_detect_conflicts(v_row.id);
  perform app_private.project_filing_notify_approvers(v_row.id, null);
  perform app_private.project_filing_notify_related(v_row.id, 'submitted',
    'Deal registration ' || v_row.semantic_id || ' was submitted',
    '"' || v_row.name || '" waits for your partner administrator''s approval, then the vendor''s.', v_me);
  perform app_private.enqueue('projectFilingWorkflow', v_row.id::text, 'projectFilingSubmitted',
    jsonb_build_object('filingId', v_row.id));
  return v_row;
end;
$$;
comment on function app_public.create_project_filing(uuid, text, text, text, int, text, text, text, text, text, numeric,
  app_public.currency, date, int, int, int[], int[], text, int, uuid, app_public.project_filing_product_line[]) is
  'Files a deal for a company (waits for the partner administrator''s approval, then the vendor''s).';

-- Edits a filing in effect (an administrator of the company, its owner or its submitter, holding
-- ManageProjectReport): every field of the form, the purchase order plan replaced; conflicts are looked for again.
create function app_public.update_project_filing(filing_id uuid, name text, customer_full_name text,
  customer_address text, industry_id int, contact_name text, contact_position text, contact_email text,
  contact_phone_prefix text, contact_phone text, estimated_order_budget numeric, currency_iso_code app_public.currency,
  estimated_order_date date, phase_id int, opportunity_source_id int, competitor_ids int[],
  application_scenario_ids int[], requirement text, preferred_distributor_id int, principal_id uuid,
  products app_public.project_filing_product_line[]) returns app_public.project_filings
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_row app_public.project_filings;
begin
  select * into v_filing from app_public.project_filings f where f.id = update_project_filing.filing_id for update;
  if v_filing.id is null then
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
$$;
comment on function app_public.update_project_filing(uuid, text, text, text, int, text, text, text, text, text, numeric,
  app_public.currency, date, int, int, int[], int[], text, int, uuid, app_public.project_filing_product_line[]) is
  'Edits a deal registration in effect.';

-- Decides an approval step of a filing or of a renewal. The partner company's step is decided in the portal by a
-- holder of ManageApprovalProcess in the company, the vendor's step by a vendor admin. Approving the partner step
-- opens the vendor's; approving the vendor's puts the filing in effect for the protection period (or, for a renewal,
-- moves its last protected day to the renewal's). Rejecting needs a comment and ends the filing (or the renewal).
create function app_private.project_filing_decide(approval_id uuid, audit_comment text, event text)
returns app_public.project_filing_approvals
language plpgsql volatile
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_approval app_public.project_filing_approvals;
  v_filing app_public.project_filings;
  v_renewal app_public.project_filing_renewals;
  v_comment text := nullif(btrim(coalesce(audit_comment, '')), '');
  v_what text;
begin
  select * into v_approval from app_public.project_filing_approvals a where a.id = project_filing_decide.approval_id for update;
  if v_approval.id is null then
    perform app_hidden.raise_error('PROJECT_FILING_APPROVAL_NOT_FOUND');
  end if;
  select * into v_filing from app_public.project_filings f where f.id = v_approval.filing_id for update;
  if v_approval.source = 'PARTNER_COMPANY' then
    if not app_hidden.has_permission('ManageApprovalProcess', v_approval.company_id) then
      if app_hidden.is_vendor_admin() then
        perform app_hidden.raise_error('PROJECT_FILING_APPROVE_IN_PORTAL');
      end if;
      perform app_hidden.raise_error('NO_PERMISSION');
    end if;
  elsif not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  if v_approval.status <> 'APPROVING' then
    perform app_hidden.raise_error('PROJECT_FILING_APPROVAL_DONE');
  end if;
  if event = 'reject' and v_comment is null then
    perform app_hidden.raise_error('PROJECT_FILING_REJECT_COMMENT_REQUIRED');
  end if;
  if char_length(v_comment) > app_hidden.project_filing_text_max() then
    perform app_hidden.raise_error('PROJECT_FILING_COMMENT_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_text_max()));
  end if;
  if v_approval.renewal_id is not null then
    select * into v_renewal from app_public.project_filing_renewals r where r.id = v_approval.renewal_id for update;
    if v_filing.status <> 'VALIDATING' or v_renewal.status <> 'APPROVING' then
      perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR');
    end if;
  elsif v_filing.status <> 'APPROVING' then
    perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR');
  end if;

  update app_public.project_filing_approvals a
  set status = app_private.transition('project_filing_approval', a.status::text, event)::app_public.approval_status,
      approver_id = v_me, audit_comment = v_comment, decided_at = now()
  where a.id = v_approval.id
  returning * into v_approval;

  if event = 'approve' and v_approval.source = 'PARTNER_COMPANY' then
    -- The partner company approved: the vendor's step comes next.
    insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source)
    values (v_filing.id, v_approval.renewal_id, v_filing.company_id, 'VENDOR');
    if v_renewal.id is null then
      update app_public.project_filings f set approval_step = 'VENDOR' where f.id = v_filing.id;
    end if;
  elsif v_renewal.id is null then
    -- The filing's last step (the vendor's approval) or a rejection at either step.
    update app_public.project_filings f
    set status = app_private.transition('project_filing', f.status::text, event)::app_public.project_filing_status,
        approval_step = null,
        approved_at = case when event = 'approve' then now() else f.approved_at end,
        valid_until_date = case when event = 'approve'
          then ((now() at time zone app_hidden.project_filing_time_zone())::date + app_hidden.project_filing_protection())::date
          else f.valid_until_date end,
        last_activity_at = case when event = 'approve' then now() else f.last_activity_at end,
        closed_at = case when event = 'reject' then now() else f.closed_at end
    where f.id = v_filing.id
    returning * into v_filing;
    if event = 'reject' then
      perform app_private.project_filing_detect_conflicts(v_filing.id);
    end if;
  else
    -- The renewal's last step or a rejection: an approved renewal moves the last protected day and the phase.
    update app_public.project_filing_renewals r
    set status = app_private.transition('project_filing_renewal', r.status::text, event)::app_public.approval_status,
        decided_at = now()
    where r.id = v_renewal.id
    returning * into v_renewal;
    if event = 'approve' then
      update app_public.project_filings f
      set valid_until_date = v_renewal.valid_until_date, phase_id = v_renewal.phase_id
      where f.id = v_filing.id;
    end if;
  end if;

  v_what := case when v_renewal.id is null then 'Deal registration ' else 'The renewal of deal registration ' end
    || v_filing.semantic_id;
  perform app_private.project_filing_notify_related(v_filing.id,
    coalesce('renewal:' || v_renewal.id || ':', '') || lower(v_approval.source::text) || ':' || event,
    v_what || case
      when event = 'reject' then ' was rejected'
      when v_approval.source = 'PARTNER_COMPANY' then ' was approved by your partner administrator'
      else ' was approved by the vendor' end,
    case
      when event = 'reject' then 'Comment: ' || v_comment
      when v_approval.source = 'PARTNER_COMPANY' then 'It now waits for the vendor''s review (about 3 to 5 working days).'
      when v_renewal.id is null then '"' || v_filing.name || '" is protected until ' || v_filing.valid_until_date || '.'
      else '"' || v_filing.name || '" is now protected until ' || v_renewal.valid_until_date || '.' end,
    v_me);
  if v_renewal.id is null then
    perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingReviewed',
      jsonb_build_object('filingId', v_filing.id));
  else
    perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingRenewalChanged',
      jsonb_build_object('filingId', v_filing.id));
  end if;
  return v_approval;
end;
$$;

create function app_public.approve_project_filing_approval(approval_id uuid, audit_comment text)
returns app_public.project_filing_approvals
language sql volatile security definer
set search_path = pg_catalog
as $$ select * from app_private.project_filing_decide(approval_id, audit_comment, 'approve') $$;
comment on function app_public.approve_project_filing_approval(uuid, text) is
  'Approves a step of a filing or a renewal (the partner company''s in the portal, the vendor''s in the back office).';

create function app_public.reject_project_filing_approval(approval_id uuid, audit_comment text)
returns app_public.project_filing_approvals
language sql volatile security definer
set search_path = pg_catalog
as $$ select * from app_private.project_filing_decide(approval_id, audit_comment, 'reject') $$;
comment on function app_public.reject_project_filing_approval(uuid, text) is
  'Rejects a step of a filing or a renewal, with a comment.';

-- Cancels a filing in effect, with a reason: holders of CancelProjectReport or ManageProjectReport in its company who
-- are an administrator there, its owner or its submitter.
create function app_public.cancel_project_filing(filing_id uuid, reason text) returns app_public.project_filings
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_reason text := btrim(coalesce(reason, ''));
begin
  select * into v_filing from app_public.project_filings f where f.id = cancel_project_filing.filing_id for update;
  if v_filing.id is null then
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
    'Deal registration ' || v_filing.semantic_id || ' was cancelled', 'Reason: ' || v_reason, v_me);
  perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingClosed',
    jsonb_build_object('filingId', v_filing.id));
  return v_filing;
end;
$$;
comment on function app_public.cancel_project_filing(uuid, text) is 'Cancels a deal registration in effect, with a reason.';

-- The vendor's status update of a filing in effect: signed (with the signing date), cancelled (with a reason) or
-- expired. The owner and the submitter are told only when `notify_related` asks for it.
create function app_public.update_project_filing_status(filing_id uuid, status app_public.project_filing_status,
  sign_date date, reason text, notify_related boolean) returns app_public.project_filings
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_reason text := nullif(btrim(coalesce(reason, '')), '');
  v_event text := case update_project_filing_status.status
    when 'HAVE_SIGNED' then 'sign' when 'CANCELED' then 'cancel' when 'EXPIRED' then 'expire' end;
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  select * into v_filing from app_public.project_filings f where f.id = update_project_filing_status.filing_id for update;
  if v_filing.id is null then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_FOUND');
  end if;
  if v_event is null or v_filing.status <> 'VALIDATING' then
    perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR');
  end if;
  if v_event = 'sign' and sign_date is null then
    perform app_hidden.raise_error('PROJECT_FILING_SIGN_DATE_REQUIRED');
  end if;
  if v_event = 'cancel' and v_reason is null then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_REQUIRED');
  end if;
  if char_length(v_reason) > app_hidden.project_filing_text_max() then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_text_max()));
  end if;
  update app_public.project_filings f
  set status = app_private.transition('project_filing', f.status::text, v_event)::app_public.project_filing_status,
      sign_date = case when v_event = 'sign' then update_project_filing_status.sign_date else f.sign_date end,
      cancel_reason = case when v_event = 'cancel' then v_reason else f.cancel_reason end,
      revoker_id = case when v_event = 'cancel' then v_me else f.revoker_id end,
      closed_at = now()
  where f.id = v_filing.id
  returning * into v_filing;
  insert into app_public.project_filing_history (filing_id, event, from_status, to_status, actor_id, source, comment)
  values (v_filing.id, v_event, 'VALIDATING', v_filing.status, v_me, 'VENDOR', v_reason);
  perform app_private.project_filing_close_pending_renewal(v_filing.id);
  perform app_private.project_filing_detect_conflicts(v_filing.id);
  if coalesce(notify_related, false) then
    perform app_private.project_filing_notify_related(v_filing.id, 'vendor:' || v_event,
      'Deal registration ' || v_filing.semantic_id || case v_event
        when 'sign' then ' was signed' when 'cancel' then ' was cancelled by the vendor' else ' has expired' end,
      case v_event
        when 'sign' then '"' || v_filing.name || '" was signed on ' || v_filing.sign_date || '.'
        when 'cancel' then 'Reason: ' || v_reason
        else '"' || v_filing.name || '" is no longer protected.' || coalesce(' ' || v_reason, '') end,
      v_me);
  end if;
  perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingClosed',
    jsonb_build_object('filingId', v_filing.id));
  return v_filing;
end;
$$;
comment on function app_public.update_project_filing_status(uuid, app_public.project_filing_status, date, text, boolean) is
  'The vendor''s status update of a deal registration in effect: signed, cancelled or expired.';

-- The caller's dynamic permissions in a company: viewing filings (the company's level grants project protection and
-- the caller is a member; vendor admins always), managing them (viewing, and ManageProjectReport held there), and
-- creating one now (managing, and no gate blocks the company: otherwise the blocking error code with its params).
create function app_public.company_dynamic_permission(company_id uuid) returns app_public.company_dynamic_permission
language plpgsql stable security definer
set search_path = pg_catalog
as $$
declare
  v_company uuid := company_dynamic_permission.company_id;
  v_member boolean := app_private.project_filing_my_identity(v_company) is not null;
  v_protection boolean;
  v_view boolean;
  v_manage boolean;
  v_gate record;
  v_create app_public.dynamic_permission;
begin
  select l.project_protection into v_protection from app_public.certification_levels l
  where l.id = app_hidden.company_level_id(v_company);
  v_protection := coalesce(v_protection, false);
  v_view := app_hidden.is_vendor_admin() or (v_member and v_protection);
  v_manage := v_view and v_member and app_hidden.has_permission('ManageProjectReport', v_company);
  if not v_member or not v_protection then
    v_create := row(false, case when v_member then 'PROJECT_FILING_NOT_ALLOWED' else 'NO_PERMISSION' end, '{}'::jsonb);
  elsif not v_manage then
    v_create := row(false, 'NO_PERMISSION', '{}'::jsonb);
  else
    select * into v_gate from app_private.project_filing_gate(v_company);
    v_create := row(v_gate.code is null, v_gate.code, coalesce(v_gate.params, '{}'::jsonb));
  end if;
  return row(row(v_view, null, null)::app_public.dynamic_permission,
             row(v_manage, null, null)::app_public.dynamic_permission,
             v_create)::app_public.company_dynamic_permission;
end;
$$;
comment on function app_public.company_dynamic_permission(uuid) is
  'The caller''s dynamic permissions on deal registration in a company (view, manage, create now with the blocking rule).';

------------------------------------------------------------------------------------------------------------------------
-- Computed columns

-- The timeline of a filing: its approval records (filing's and renewals') and its history events, oldest first, for
-- whoever may see the filing (the filing is read again by its id, so only a real, visible filing answers).
create function app_public.project_filings_timeline(f app_public.project_filings)
returns setof app_public.project_filing_timeline_entry
language sql stable security definer
set search_path = pg_catalog
as $$
  select t.* from app_public.project_filings ff
  cross join lateral (
    select a.id, 'approval'::text, null::text, a.status::text, a.source, app_private.person_name(a.approver_id),
           a.audit_comment, a.renewal_id, a.created_at, a.decided_at
    from app_public.project_filing_approvals a where a.filing_id = ff.id
    union all
    select h.id, 'history'::text, h.event, h.to_status::text, h.source, app_private.person_name(h.actor_id),
           h.comment, null::uuid, h.created_at, h.created_at
    from app_public.project_filing_history h where h.filing_id = ff.id
  ) t (id, kind, event, status, source, actor_name, comment, renewal_id, created_at, decided_at)
  where ff.id = f.id and app_private.project_filing_can_see(ff)
  order by coalesce(t.decided_at, t.created_at), t.created_at, t.kind desc, t.source, t.id
$$;
comment on function app_public.project_filings_timeline(app_public.project_filings) is
  'The filing''s approval records and history events, oldest first.';

-- Whether another company's filing under review or in effect may be for the same deal. Only vendor admins read
-- conflicts, so this is false for everyone else.
create function app_public.project_filings_possible_conflict(f app_public.project_filings) returns boolean
language sql stable
set search_path = pg_catalog
as $$
  select exists (select 1 from app_public.project_filing_conflicts c
                 join app_public.project_filings o on o.id = c.other_filing_id
                 where c.filing_id = f.id and o.status in ('APPROVING', 'VALIDATING'))
$$;

-- The other companies' filings under review or in effect that may be for the same deal (vendor admins only).
create function app_public.project_filings_conflicting_filings(f app_public.project_filings)
returns setof app_public.project_filings
language sql stable
set search_path = pg_catalog
as $$
  select o.* from app_public.project_filing_conflicts c
  join app_public.project_filings o on o.id = c.other_filing_id
  where c.filing_id = f.id and o.status in ('APPROVING', 'VALIDATING')
  order by o.created_at desc
$$;

-- Whether the reader may edit the filing now (in effect; ManageProjectReport; administrator, owner or submitter).
create function app_public.project_filings_can_manage(f app_public.project_filings) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$ select f.status = 'VALIDATING' and app_private.project_filing_may_manage(f, '{ManageProjectReport}') $$;

-- Whether the reader may cancel the filing now (as editing, with CancelProjectReport accepted too).
create function app_public.project_filings_can_cancel(f app_public.project_filings) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$ select f.status = 'VALIDATING' and app_private.project_filing_may_manage(f, '{CancelProjectReport,ManageProjectReport}') $$;

create function app_public.project_filings_competitors(f app_public.project_filings) returns setof app_public.competitors
language sql stable
set search_path = pg_catalog
as $$ select t.* from app_public.competitors t where t.id = any (f.competitor_ids) order by t.sort_order, t.id $$;

create function app_public.project_filings_application_scenarios(f app_public.project_filings)
returns setof app_public.application_scenarios
language sql stable
set search_path = pg_catalog
as $$ select t.* from app_public.application_scenarios t where t.id = any (f.application_scenario_ids) order by t.sort_order, t.id $$;

-- The names of the filing's owner and submitter (their names in the company) and of its company, for lists and
-- details (read through the filing's id, so a made-up row reveals nothing).
create function app_public.project_filings_principal_name(f app_public.project_filings) returns text
language sql stable security definer
set search_path = pg_catalog
as $$ select u.name from app_public.project_filings ff join app_public.users u on u.id = ff.principal_id where ff.id = f.id $$;

create function app_public.project_filings_submitter_name(f app_public.project_filings) returns text
language sql stable security definer
set search_path = pg_catalog
as $$ select u.name from app_public.project_filings ff join app_public.users u on u.id = ff.submitter_id where ff.id = f.id $$;

create function app_public.project_filings_company_name(f app_public.project_filings) returns text
language sql stable security definer
set search_path = pg_catalog
as $$ select c.name from app_public.project_filings ff join app_public.companies c on c.id = ff.company_id where ff.id = f.id $$;

-- Since when the vendor's step (of the filing or of a renewal) has waited; vendor admins only, null for others.
create function app_public.project_filings_vendor_waiting_since(f app_public.project_filings) returns timestamptz
language sql stable
set search_path = pg_catalog
as $$
  select a.created_at from app_public.project_filing_approvals a
  where app_hidden.is_vendor_admin() and a.filing_id = f.id and a.source = 'VENDOR' and a.status = 'APPROVING'
  order by a.created_at limit 1
$$;

-- Whether the reader may decide this approval step now: the partner company's step by a holder of
-- ManageApprovalProcess in the company, the vendor's by a vendor admin; while the step and its filing (or renewal) wait.
create function app_public.project_filing_approvals_can_decide(a app_public.project_filing_approvals) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$
  select a.status = 'APPROVING'
     and case a.source when 'PARTNER_COMPANY' then app_hidden.has_permission('ManageApprovalProcess', a.company_id)
                       else app_hidden.is_vendor_admin() end
     and exists (select 1 from app_public.project_filings f where f.id = a.filing_id
                 and f.status = case when a.renewal_id is null then 'APPROVING'::app_public.project_filing_status
                                     else 'VALIDATING'::app_public.project_filing_status end)
$$;

-- The names behind an approval record and a history event.
create function app_public.project_filing_approvals_approver_name(a app_public.project_filing_approvals) returns text
language sql stable security definer
set search_path = pg_catalog
as $$ select app_private.person_name(a.approver_id) $$;

grant execute on function
  app_public.create_project_filing(uuid, text, text, text, int, text, text, text, text, text, numeric,
    app_public.currency, date, int, int, int[], int[], text, int, uuid, app_public.project_filing_product_line[]),
  app_public.update_project_filing(uuid, text, text, text, int, text, text, text, text, text, numeric,
    app_public.currency, date, int, int, int[], int[], text, int, uuid, app_public.project_filing_product_line[]),
  app_public.approve_project_filing_approval(uuid, text),
  app_public.reject_project_filing_approval(uuid, text),
  app_public.cancel_project_filing(uuid, text),
  app_public.update_project_filing_status(uuid, app_public.project_filing_status, date, text, boolean),
  app_public.company_dynamic_permission(uuid),
  app_public.project_filings_timeline(app_public.project_filings),
  app_public.project_filings_possible_conflict(app_public.project_filings),
  app_public.project_filings_conflicting_filings(app_public.project_filings),
  app_public.project_filings_can_manage(app_public.project_filings),
  app_public.project_filings_can_cancel(app_public.project_filings),
  app_public.project_filings_competitors(app_public.project_filings),
  app_public.project_filings_application_scenarios(app_public.project_filings),
  app_public.project_filings_principal_name(app_public.project_filings),
  app_public.project_filings_submitter_name(app_public.project_filings),
  app_public.project_filings_company_name(app_public.project_filings),
  app_public.project_filings_vendor_waiting_since(app_public.project_filings),
  app_public.project_filing_approvals_can_decide(app_public.project_filing_approvals),
  app_public.project_filing_approvals_approver_name(app_public.project_filing_approvals)
to :DATABASE_VISITOR;
