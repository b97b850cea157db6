-- Joining a company: the commands and computed columns that apply the limits read them from the generated
-- app_hidden constants (001-domain-constants.sql) instead of repeating the numbers. Bodies otherwise unchanged.

-- A rejected applicant may apply again (a new application) while nothing else stands in the way.
create or replace function app_public.company_join_applications_can_re_apply(a app_public.company_join_applications) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$
  select a.application_status = 'REJECTED'
    and a.applicant_id = app_hidden.current_root_user_id()
    and app_private.join_status(a.applicant_id, a.company_id) = 'CAN_APPLY'
    and app_private.held_company_count(a.applicant_id) < app_hidden.max_companies_per_user()
    and not exists (select 1 from app_public.company_join_applications later
                    where later.applicant_id = a.applicant_id and later.company_id = a.company_id
                      and later.created_at > a.created_at)
$$;

-- Whether the default identity may still apply to join a company.
create or replace function app_public.users_can_apply_join_company(u app_public.users) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$
  select u.company_id is null and app_private.held_company_count(u.root_user_id) < app_hidden.max_companies_per_user()
$$;

-- Commands.
create or replace function app_public.create_one_company_join_application(company_id uuid, real_name text)
returns app_public.company_join_applications
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_name text := btrim(coalesce(real_name, ''));
  v_default app_public.users;
  v_root app_public.root_users;
  v_application app_public.company_join_applications;
begin
  if v_name = '' then
    perform app_hidden.raise_error('JOIN_REAL_NAME_REQUIRED');
  end if;
  if char_length(v_name) > app_hidden.real_name_max() then
    perform app_hidden.raise_error('JOIN_REAL_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.real_name_max()));
  end if;
  -- One person's applications are serialised, so the company limit holds under concurrent requests.
  perform pg_advisory_xact_lock(hashtextextended(v_me::text, 0));
  if not exists (select 1 from app_public.companies c where c.id = create_one_company_join_application.company_id) then
    perform app_hidden.raise_error('COMPANY_NOT_FOUND');
  end if;
  case app_private.join_status(v_me, create_one_company_join_application.company_id)
    when 'JOINED' then perform app_hidden.raise_error('JOIN_ALREADY_JOINED');
    when 'APPLYING' then perform app_hidden.raise_error('JOIN_ALREADY_APPLIED');
    else null;
  end case;
  if app_private.held_company_count(v_me) >= app_hidden.max_companies_per_user() then
    perform app_hidden.raise_error('JOIN_COMPANY_LIMIT_REACHED', jsonb_build_object('max', app_hidden.max_companies_per_user()));
  end if;
  select * into v_root from app_public.root_users r where r.id = v_me;
  select * into v_default from app_public.users u where u.root_user_id = v_me and u.company_id is null;
  insert into app_public.company_join_applications
    (company_id, applicant_id, real_name, account, contact_number, phone_prefix_country_code)
  values (create_one_company_join_application.company_id, v_me, v_name, coalesce(v_root.email, v_root.username),
          v_default.contact_number, v_default.phone_prefix_country_code)
  returning * into v_application;
  perform app_private.enqueue('joinApplicationWorkflow', v_application.id::text, 'joinApplicationSubmitted',
    jsonb_build_object('applicationId', v_application.id));
  return v_application;
end;
$$;

create or replace function app_public.approve_company_join_application(application_id uuid, name text, position_id int, role_ids uuid[])
returns app_public.company_join_applications
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_application app_public.company_join_applications :=
    app_private.application_for_review(application_id, 'ManageJoinCompanyApplication');
  v_name text := btrim(coalesce(name, ''));
  v_joined int;
begin
  if v_name = '' or position_id is null or coalesce(cardinality(role_ids), 0) = 0 then
    perform app_hidden.raise_error('JOIN_APPLICATION_PARAMS_INCOMPLETE');
  end if;
  if char_length(v_name) > app_hidden.member_name_max() then
    perform app_hidden.raise_error('USER_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.member_name_max()));
  end if;
  if not exists (select 1 from app_public.positions p where p.id = approve_company_join_application.position_id) then
    perform app_hidden.raise_error('POSITION_NOT_FOUND');
  end if;
  if exists (select 1 from unnest(role_ids) rid where not exists (
      select 1 from app_public.roles r where r.id = rid and r.type = 'ORGANIZATIONAL'
        and (r.company_id is null or r.company_id = v_application.company_id))) then
    perform app_hidden.raise_error('USER_ROLE_INVALID');
  end if;
  select count(*) into v_joined from app_public.users u
  where u.root_user_id = v_application.applicant_id and u.company_id is not null and u.status = 'JOINED';
  if v_joined >= app_hidden.max_companies_per_user() then
    perform app_hidden.raise_error('JOIN_APPLICANT_OVER_LIMIT', jsonb_build_object('max', app_hidden.max_companies_per_user()));
  end if;
  update app_public.company_join_applications a set
    application_status = app_private.transition('join_application', a.application_status::text, 'approve')::app_public.join_application_status,
    approver_id = app_hidden.current_root_user_id(),
    approved_name = v_name,
    position_id = approve_company_join_application.position_id,
    role_ids = (select array_agg(distinct rid) from unnest(approve_company_join_application.role_ids) rid),
    reviewed_at = now()
  where a.id = v_application.id
  returning * into v_application;
  perform app_private.enqueue('joinApplicationWorkflow', v_application.id::text, 'joinApplicationApproved',
    jsonb_build_object('applicationId', v_application.id));
  return v_application;
end;
$$;

create or replace function app_public.reject_company_join_application(application_id uuid, audit_comment text)
returns app_public.company_join_applications
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_application app_public.company_join_applications :=
    app_private.application_for_review(application_id, 'ManageJoinCompanyApplication');
  v_comment text := btrim(coalesce(audit_comment, ''));
begin
  if v_comment = '' then
    perform app_hidden.raise_error('JOIN_REJECT_REASON_REQUIRED');
  end if;
  if char_length(v_comment) > app_hidden.audit_comment_max() then
    perform app_hidden.raise_error('JOIN_REJECT_REASON_TOO_LONG', jsonb_build_object('max', app_hidden.audit_comment_max()));
  end if;
  update app_public.company_join_applications a set
    application_status = app_private.transition('join_application', a.application_status::text, 'reject')::app_public.join_application_status,
    approver_id = app_hidden.current_root_user_id(),
    audit_comment = v_comment,
    reviewed_at = now()
  where a.id = v_application.id
  returning * into v_application;
  perform app_private.enqueue('joinApplicationWorkflow', v_application.id::text, 'joinApplicationRejected',
    jsonb_build_object('applicationId', v_application.id));
  return v_application;
end;
$$;

create or replace function app_public.update_company_join_application_remark(application_id uuid, remark text)
returns app_public.company_join_applications
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_application app_public.company_join_applications;
begin
  perform app_hidden.require_root_user_id();
  select * into v_application from app_public.company_join_applications a where a.id = application_id for update;
  if not found or not (app_hidden.is_vendor_admin()
                       or app_hidden.has_permission('ManageJoinCompanyApplication', v_application.company_id)) then
    perform app_hidden.raise_error('JOIN_APPLICATION_NOT_FOUND');
  end if;
  if char_length(coalesce(remark, '')) > app_hidden.remark_max() then
    perform app_hidden.raise_error('REMARK_TOO_LONG', jsonb_build_object('max', app_hidden.remark_max()));
  end if;
  update app_public.company_join_applications a set remark = nullif(btrim(update_company_join_application_remark.remark), '')
  where a.id = v_application.id returning * into v_application;
  return v_application;
end;
$$;
