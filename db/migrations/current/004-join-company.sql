-- Joining a company (spec 1 §4, §5, §8): search, apply with a real name, approve or reject.
-- The application's life runs as the Temporal workflow `joinApplicationWorkflow` (workflow id = application id):
-- each command writes its transition and an outbox row in one transaction.
create type app_public.join_application_status as enum ('APPLYING', 'APPROVED', 'REJECTED');

create table app_public.company_join_applications (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references app_public.companies on delete cascade,
  applicant_id uuid not null references app_public.root_users on delete cascade,
  real_name text not null check (char_length(real_name) between 1 and 50),
  account text,
  contact_number text,
  phone_prefix_country_code text,
  application_status app_public.join_application_status not null default 'APPLYING',
  approver_id uuid references app_public.root_users on delete set null,
  audit_comment text check (char_length(audit_comment) <= 200),
  remark text check (char_length(remark) <= 200),
  approved_name text check (char_length(approved_name) <= 50),
  position_id int references app_public.positions,
  role_ids uuid[] not null default '{}',
  effects_applied_at timestamptz,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz
);
comment on table app_public.company_join_applications is 'An application to join a company. created_at is the submit time, reviewed_at the approval time.';
comment on column app_public.company_join_applications.account is 'The applicant''s account (sign-in e-mail or username) at submit time.';
comment on column app_public.company_join_applications.effects_applied_at is E'@behavior -select -filterBy -orderBy\nWhen the approval''s effects were recorded by the workflow.';
create unique index company_join_applications_one_pending_idx
  on app_public.company_join_applications (company_id, applicant_id) where application_status = 'APPLYING';
create index company_join_applications_company_idx on app_public.company_join_applications (company_id, application_status, created_at desc);
create index company_join_applications_applicant_idx on app_public.company_join_applications (applicant_id, created_at desc);
create index company_join_applications_status_idx on app_public.company_join_applications (application_status, created_at desc);
create index company_join_applications_created_idx on app_public.company_join_applications (created_at);
create index company_join_applications_reviewed_idx on app_public.company_join_applications (reviewed_at);
create index company_join_applications_real_name_trgm_idx on app_public.company_join_applications using gin (real_name public.gin_trgm_ops);

alter table app_public.company_join_applications enable row level security;
create policy select_visible on app_public.company_join_applications for select to :DATABASE_VISITOR
  using (applicant_id = app_hidden.current_root_user_id()
         or (select app_hidden.is_vendor_admin())
         or company_id = any ((select app_hidden.permitted_company_ids('ViewJoinCompanyApplication'))::uuid[]));
-- Whole-row select (computed columns take the row); effects_applied_at is kept out of GraphQL by its @behavior tag.
grant select on app_public.company_join_applications to :DATABASE_VISITOR;

create function app_public.company_join_applications_company_name(a app_public.company_join_applications) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select c.name from app_public.companies c where c.id = a.company_id
$$;

create function app_public.company_join_applications_approver_name(a app_public.company_join_applications) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select coalesce(nullif(u.name, ''), r.username)
  from app_public.root_users r
  left join app_public.users u on u.root_user_id = r.id and u.company_id is null
  where r.id = a.approver_id
$$;

create function app_public.company_join_applications_role_names(a app_public.company_join_applications) returns text[]
language sql stable security definer
set search_path = pg_catalog
as $$
  select coalesce(array_agg(r.name order by r.name), '{}') from app_public.roles r where r.id = any (a.role_ids)
$$;

-- How many companies a person holds, pending applications included (the limit is 5).
create function app_private.held_company_count(root_user_id uuid) returns int
language sql stable
as $$
  select (select count(*) from app_public.users u
          where u.root_user_id = held_company_count.root_user_id and u.company_id is not null and u.status = 'JOINED')::int
       + (select count(*) from app_public.company_join_applications a
          where a.applicant_id = held_company_count.root_user_id and a.application_status = 'APPLYING')::int
$$;

create function app_private.join_status(root_user_id uuid, company_id uuid) returns text
language sql stable
as $$
  select case
    when exists (select 1 from app_public.users u where u.root_user_id = join_status.root_user_id
                 and u.company_id = join_status.company_id and u.status = 'JOINED') then 'JOINED'
    when exists (select 1 from app_public.company_join_applications a where a.applicant_id = join_status.root_user_id
                 and a.company_id = join_status.company_id and a.application_status = 'APPLYING') then 'APPLYING'
    else 'CAN_APPLY'
  end
$$;

-- A rejected applicant may apply again (a new application) while nothing else stands in the way.
create function app_public.company_join_applications_can_re_apply(a app_public.company_join_applications) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$
  select a.application_status = 'REJECTED'
    and a.applicant_id = app_hidden.current_root_user_id()
    and app_private.join_status(a.applicant_id, a.company_id) = 'CAN_APPLY'
    and app_private.held_company_count(a.applicant_id) < 5
    and not exists (select 1 from app_public.company_join_applications later
                    where later.applicant_id = a.applicant_id and later.company_id = a.company_id
                      and later.created_at > a.created_at)
$$;

-- Whether the default identity may still apply to join a company.
create function app_public.users_can_apply_join_company(u app_public.users) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$
  select u.company_id is null and app_private.held_company_count(u.root_user_id) < 5
$$;

grant execute on function app_public.company_join_applications_company_name(app_public.company_join_applications),
  app_public.company_join_applications_approver_name(app_public.company_join_applications),
  app_public.company_join_applications_role_names(app_public.company_join_applications),
  app_public.company_join_applications_can_re_apply(app_public.company_join_applications),
  app_public.users_can_apply_join_company(app_public.users) to :DATABASE_VISITOR;

------------------------------------------------------------------------------------------------------------------------
-- Search companies for joining.
create type app_public.company_for_join as (
  id uuid,
  name text,
  partner_manager_names text[],
  user_join_company_status text
);

create function app_public.companies_for_user_join(company_name text) returns setof app_public.company_for_join
language plpgsql stable security definer
set search_path = pg_catalog, public
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_text text := btrim(coalesce(company_name, ''));
begin
  if v_text = '' then
    perform app_hidden.raise_error('COMPANY_SEARCH_EMPTY');
  end if;
  return query
    select c.id, c.name,
      coalesce((select array_agg(pm.name order by pm.name) from app_public.company_partner_managers cpm
                join app_public.partner_managers pm on pm.id = cpm.partner_manager_id
                where cpm.company_id = c.id), '{}'),
      app_private.join_status(v_me, c.id)
    from app_public.companies c
    where c.name ilike '%' || replace(replace(replace(v_text, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    order by (lower(c.name) = lower(v_text)) desc, (c.name ilike replace(replace(replace(v_text, '\', '\\'), '%', '\%'), '_', '\_') || '%') desc, c.name;
end;
$$;
grant execute on function app_public.companies_for_user_join(text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

------------------------------------------------------------------------------------------------------------------------
-- Commands.
create function app_public.create_one_company_join_application(company_id uuid, real_name text)
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
  if char_length(v_name) > 50 then
    perform app_hidden.raise_error('JOIN_REAL_NAME_TOO_LONG', jsonb_build_object('max', 50));
  end if;
  -- One person's applications are serialised, so the limit of 5 holds under concurrent requests.
  perform pg_advisory_xact_lock(hashtextextended(v_me::text, 0));
  if not exists (select 1 from app_public.companies c where c.id = create_one_company_join_application.company_id) then
    perform app_hidden.raise_error('COMPANY_NOT_FOUND');
  end if;
  case app_private.join_status(v_me, create_one_company_join_application.company_id)
    when 'JOINED' then perform app_hidden.raise_error('JOIN_ALREADY_JOINED');
    when 'APPLYING' then perform app_hidden.raise_error('JOIN_ALREADY_APPLIED');
    else null;
  end case;
  if app_private.held_company_count(v_me) >= 5 then
    perform app_hidden.raise_error('JOIN_COMPANY_LIMIT_REACHED', jsonb_build_object('max', 5));
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
grant execute on function app_public.create_one_company_join_application(uuid, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Loads an application for review by someone holding `key` in its company (or a vendor admin), locked.
create function app_private.application_for_review(application_id uuid, key text)
returns app_public.company_join_applications
language plpgsql volatile
as $$
declare
  v_application app_public.company_join_applications;
begin
  perform app_hidden.require_root_user_id();
  select * into v_application from app_public.company_join_applications a where a.id = application_id for update;
  if not found then
    perform app_hidden.raise_error('JOIN_APPLICATION_NOT_FOUND');
  end if;
  if not (app_hidden.has_permission(key, v_application.company_id) or app_hidden.is_vendor_admin()) then
    -- Someone who may not even view the application learns nothing about it.
    if app_hidden.has_permission('ViewJoinCompanyApplication', v_application.company_id) then
      perform app_hidden.raise_error('NO_PERMISSION');
    end if;
    perform app_hidden.raise_error('JOIN_APPLICATION_NOT_FOUND');
  end if;
  if v_application.application_status <> 'APPLYING' then
    perform app_hidden.raise_error('JOIN_APPLICATION_ALREADY_REVIEWED');
  end if;
  return v_application;
end;
$$;

create function app_public.approve_company_join_application(application_id uuid, name text, position_id int, role_ids uuid[])
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
  if char_length(v_name) > 50 then
    perform app_hidden.raise_error('USER_NAME_TOO_LONG', jsonb_build_object('max', 50));
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
  if v_joined >= 5 then
    perform app_hidden.raise_error('JOIN_APPLICANT_OVER_LIMIT', jsonb_build_object('max', 5));
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
grant execute on function app_public.approve_company_join_application(uuid, text, int, uuid[]) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

create function app_public.reject_company_join_application(application_id uuid, audit_comment text)
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
  if char_length(v_comment) > 200 then
    perform app_hidden.raise_error('JOIN_REJECT_REASON_TOO_LONG', jsonb_build_object('max', 200));
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
grant execute on function app_public.reject_company_join_application(uuid, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

create function app_public.update_company_join_application_remark(application_id uuid, remark text)
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
  if char_length(coalesce(remark, '')) > 200 then
    perform app_hidden.raise_error('REMARK_TOO_LONG', jsonb_build_object('max', 200));
  end if;
  update app_public.company_join_applications a set remark = nullif(btrim(update_company_join_application_remark.remark), '')
  where a.id = v_application.id returning * into v_application;
  return v_application;
end;
$$;
grant execute on function app_public.update_company_join_application_remark(uuid, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

------------------------------------------------------------------------------------------------------------------------
-- Workflow activities (called by the worker as owner). Each is idempotent.
create function app_private.join_application_status(application_id uuid) returns text
language sql stable
as $$
  select a.application_status::text from app_public.company_join_applications a where a.id = application_id
$$;

-- Makes the applicant a JOINED member with the approved name, position and roles; once.
create function app_private.join_application_apply_approval(application_id uuid) returns void
language plpgsql volatile
as $$
declare
  v_application app_public.company_join_applications;
  v_user_id uuid;
begin
  select * into v_application from app_public.company_join_applications a where a.id = application_id for update;
  if not found or v_application.application_status <> 'APPROVED' or v_application.effects_applied_at is not null then
    return;
  end if;
  insert into app_public.users (root_user_id, company_id, name, email, contact_number, phone_prefix_country_code,
                                position_id, status, is_added_user_info, first_joined_at)
  select v_application.applicant_id, v_application.company_id, v_application.approved_name, d.email,
         coalesce(d.contact_number, v_application.contact_number), coalesce(d.phone_prefix_country_code, v_application.phone_prefix_country_code),
         v_application.position_id, 'JOINED', true, now()
  from app_public.root_users r
  left join app_public.users d on d.root_user_id = r.id and d.company_id is null
  where r.id = v_application.applicant_id
  on conflict on constraint users_identity_key do update set
    name = excluded.name, position_id = excluded.position_id, status = 'JOINED',
    first_joined_at = coalesce(app_public.users.first_joined_at, excluded.first_joined_at)
  returning id into v_user_id;
  delete from app_public.user_roles ur where ur.user_id = v_user_id;
  insert into app_public.user_roles (user_id, role_id) select v_user_id, unnest(v_application.role_ids);
  update app_public.company_join_applications a set effects_applied_at = now() where a.id = v_application.id;
end;
$$;

create function app_private.join_application_notify(application_id uuid, outcome text) returns void
language plpgsql volatile
as $$
declare
  v_application app_public.company_join_applications;
  v_company text;
begin
  select * into v_application from app_public.company_join_applications a where a.id = application_id;
  if not found then
    return;
  end if;
  select c.name into v_company from app_public.companies c where c.id = v_application.company_id;
  if outcome = 'approved' and v_application.application_status = 'APPROVED' then
    perform app_private.notify_user(v_application.applicant_id, v_application.company_id,
      'Your application to join ' || v_company || ' was approved',
      'Welcome to ' || v_company || '. You can now open the company workbench.',
      'COMPANY', '/workbench', 'join_application:' || application_id || ':approved');
  elsif outcome = 'rejected' and v_application.application_status = 'REJECTED' then
    perform app_private.notify_user(v_application.applicant_id, v_application.company_id,
      'Your application to join ' || v_company || ' was not approved',
      'Reason: ' || coalesce(v_application.audit_comment, ''),
      'INFORMATION', '/profile/own-company?tab=record', 'join_application:' || application_id || ':rejected');
  end if;
end;
$$;

-- Reminds every partner administrator who may manage the company's applications; returns how many were reminded.
create function app_private.join_application_remind_admins(application_id uuid, reminder_no int) returns int
language plpgsql volatile
as $$
declare
  v_application app_public.company_join_applications;
  v_company text;
  v_count int := 0;
  v_admin uuid;
begin
  select * into v_application from app_public.company_join_applications a where a.id = application_id;
  if not found or v_application.application_status <> 'APPLYING' then
    return 0;
  end if;
  select c.name into v_company from app_public.companies c where c.id = v_application.company_id;
  for v_admin in
    select distinct u.root_user_id from app_public.users u
    join app_public.user_roles ur on ur.user_id = u.id
    join app_public.role_permissions rp on rp.role_id = ur.role_id
    where u.company_id = v_application.company_id and u.status = 'JOINED' and rp.permission_key = 'ManageJoinCompanyApplication'
  loop
    perform app_private.notify_user(v_admin, v_application.company_id,
      v_application.real_name || ' is waiting to join ' || v_company,
      'An application to join your company is waiting for your review.',
      'COMPANY', '/workbench/user?tab=application',
      'join_application:' || application_id || ':reminder:' || reminder_no || ':' || v_admin);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;
