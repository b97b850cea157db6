-- Partner applications: a signed-in person without a company applies to become a partner company (company details,
-- business licence, contact details); a vendor admin approves (the company is created on the site applied on, the
-- applicant becomes its partner administrator, a partner manager is assigned) or rejects with a reason.
-- The application's life runs as the Temporal workflow `partnerApplicationWorkflow` (workflow id = application id):
-- each command writes its transition and an outbox row in one transaction.

------------------------------------------------------------------------------------------------------------------------
-- The business licence is an upload of its own use (images or PDF, the uploader's own file). An enum value added in
-- a transaction cannot be used in it, so the type is rebuilt with the new value, once.
do $$
begin
  if not exists (select 1 from pg_enum where enumtypid = 'app_public.upload_use'::regtype and enumlabel = 'BUSINESS_LICENSE') then
    alter type app_public.upload_use rename to upload_use_before_licence;
    create type app_public.upload_use as enum ('AVATAR', 'INTERNAL_FILE', 'BUSINESS_LICENSE');
    alter table app_public.uploaded_files alter column use type app_public.upload_use using use::text::app_public.upload_use;
    alter table app_private.upload_use_extensions alter column use type app_public.upload_use using use::text::app_public.upload_use;
    drop type app_public.upload_use_before_licence;
  end if;
end;
$$;
insert into app_private.upload_use_extensions (use, extension)
select 'BUSINESS_LICENSE'::app_public.upload_use, e from unnest(array['png', 'jpg', 'jpeg', 'gif', 'svg', 'pdf']) e
on conflict do nothing;

------------------------------------------------------------------------------------------------------------------------
-- Drop what this file owns, so it can be re-run from the top.
drop function if exists app_public.create_partner_application(app_public.site, text, text, text, text, text, text[], text[],
  app_public.company_scale, uuid, text, int, text, text, text);
drop function if exists app_public.approve_partner_application(uuid, uuid);
drop function if exists app_public.reject_partner_application(uuid, text);
drop function if exists app_public.my_latest_partner_application();
drop function if exists app_private.partner_application_for_review(uuid);
drop function if exists app_private.partner_application_status(uuid);
drop function if exists app_private.partner_application_notify(uuid, text);
drop function if exists app_private.partner_application_remind_admins(uuid, int);
drop table if exists app_public.partner_applications cascade;
drop type if exists app_public.partner_application_status;
drop sequence if exists app_private.partner_application_number;
delete from app_private.state_transitions where machine = 'partner_application';

-- The same values and transitions as domain/src/partner-applications (database tests compare them).
create type app_public.partner_application_status as enum ('APPLYING', 'APPROVED', 'REJECTED');
insert into app_private.state_transitions (machine, from_state, event, to_state) values
  ('partner_application', 'APPLYING', 'approve', 'APPROVED'),
  ('partner_application', 'APPLYING', 'reject', 'REJECTED');

-- The running number of the human-readable id (PA-<year>-<number>).
create sequence app_private.partner_application_number;

create table app_public.partner_applications (
  id uuid primary key default gen_random_uuid(),
  semantic_id text not null unique
    default 'PA-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('app_private.partner_application_number')::text, 6, '0'),
  applicant_id uuid not null references app_public.root_users on delete cascade,
  site app_public.site not null,
  company_name text not null,
  billing_address text not null,
  phone text not null,
  website text,
  industry text not null,
  main_businesses text[] not null default '{}',
  key_industries text[] not null default '{}',
  scale app_public.company_scale not null,
  business_license_file_id uuid not null references app_public.uploaded_files,
  contact_name text not null,
  position_id int not null references app_public.positions,
  contact_email text not null,
  phone_prefix_country_code text not null,
  contact_number text not null,
  application_status app_public.partner_application_status not null default 'APPLYING',
  approver_id uuid references app_public.root_users on delete set null,
  audit_comment text,
  partner_manager_id uuid references app_public.partner_managers on delete set null,
  company_id uuid references app_public.companies on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.partner_applications is
  'An application to become a partner company. created_at is the submit time, reviewed_at the decision time; company_id is the company an approval created.';
comment on column app_public.partner_applications.semantic_id is 'The human-readable id shown to people and used in the back office''s address.';
comment on column app_public.partner_applications.site is 'The site applied on: the company is created there.';
-- One pending application per person, and a company name pending once (besides the existing companies).
create unique index partner_applications_one_pending_idx on app_public.partner_applications (applicant_id)
  where application_status = 'APPLYING';
create unique index partner_applications_pending_name_idx on app_public.partner_applications (lower(btrim(company_name)))
  where application_status = 'APPLYING';
create index partner_applications_applicant_idx on app_public.partner_applications (applicant_id, created_at desc);
create index partner_applications_created_at_desc_id_idx on app_public.partner_applications (created_at desc, id);
create index partner_applications_status_idx on app_public.partner_applications (application_status, created_at desc);
create index partner_applications_site_idx on app_public.partner_applications (site);
create index partner_applications_reviewed_idx on app_public.partner_applications (reviewed_at);
create index partner_applications_company_name_trgm_idx on app_public.partner_applications using gin (company_name public.gin_trgm_ops);
create index partner_applications_contact_name_trgm_idx on app_public.partner_applications using gin (contact_name public.gin_trgm_ops);
create index partner_applications_semantic_id_trgm_idx on app_public.partner_applications using gin (semantic_id public.gin_trgm_ops);
create index partner_applications_license_idx on app_public.partner_applications (business_license_file_id);
create index partner_applications_manager_idx on app_public.partner_applications (partner_manager_id);
create index partner_applications_company_idx on app_public.partner_applications (company_id);
create index partner_applications_position_idx on app_public.partner_applications (position_id);
-- Read from the application's side only (its licence, manager, company, position, applicant); the other tables get no
-- list of applications in the API.
comment on constraint partner_applications_applicant_id_fkey on app_public.partner_applications is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint partner_applications_business_license_file_id_fkey on app_public.partner_applications is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint partner_applications_position_id_fkey on app_public.partner_applications is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint partner_applications_approver_id_fkey on app_public.partner_applications is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint partner_applications_partner_manager_id_fkey on app_public.partner_applications is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint partner_applications_company_id_fkey on app_public.partner_applications is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
create trigger _100_timestamps before update on app_public.partner_applications
  for each row execute procedure app_private.tg_set_updated_at();

-- The applicant sees their own applications, vendor admins every one; rows are written only by the commands below.
alter table app_public.partner_applications enable row level security;
create policy select_own_or_admin on app_public.partner_applications for select to :DATABASE_VISITOR
  using (applicant_id = (select app_hidden.current_root_user_id()) or (select app_hidden.is_vendor_admin()));
grant select on app_public.partner_applications to :DATABASE_VISITOR;

-- Who decided (the vendor admin's name), and the partner manager's name (the applicant cannot read managers).
create function app_public.partner_applications_approver_name(a app_public.partner_applications) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select nullif(u.name, '') from app_public.users u where u.root_user_id = a.approver_id and u.company_id is null
$$;
create function app_public.partner_applications_partner_manager_name(a app_public.partner_applications) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select pm.name from app_public.partner_managers pm where pm.id = a.partner_manager_id
$$;
grant execute on function app_public.partner_applications_approver_name(app_public.partner_applications),
  app_public.partner_applications_partner_manager_name(app_public.partner_applications) to :DATABASE_VISITOR;

------------------------------------------------------------------------------------------------------------------------
-- Commands.

-- Applies to become a partner company. The applicant holds no company, has no other pending application, and names a
-- company that neither exists nor is pending; the licence is their own completed BUSINESS_LICENSE upload.
create function app_public.create_partner_application(
  site app_public.site, company_name text, billing_address text, phone text, website text, industry text,
  main_businesses text[], key_industries text[], scale app_public.company_scale, business_license_file_id uuid,
  contact_name text, position_id int, contact_email text, phone_prefix_country_code text, contact_number text)
returns app_public.partner_applications
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_name text := btrim(coalesce(company_name, ''));
  v_address text := btrim(coalesce(billing_address, ''));
  v_phone text := btrim(coalesce(phone, ''));
  v_website text := nullif(btrim(coalesce(website, '')), '');
  v_industry text := btrim(coalesce(industry, ''));
  v_contact text := btrim(coalesce(contact_name, ''));
  v_email text := btrim(coalesce(contact_email, ''));
  v_prefix text := '+' || regexp_replace(btrim(coalesce(phone_prefix_country_code, '')), '^(\+|00)', '');
  v_number text := btrim(coalesce(contact_number, ''));
  v_file app_public.uploaded_files;
  v_application app_public.partner_applications;
begin
  if site is null then
    perform app_hidden.raise_error('COMPANY_SITE_REQUIRED');
  end if;
  if v_name = '' then
    perform app_hidden.raise_error('COMPANY_NAME_REQUIRED');
  end if;
  if char_length(v_name) > app_hidden.company_name_max() then
    perform app_hidden.raise_error('COMPANY_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.company_name_max()));
  end if;
  if v_address = '' or v_phone = '' or v_industry = '' or scale is null then
    perform app_hidden.raise_error('PARTNER_APPLICATION_FIELD_REQUIRED');
  end if;
  if char_length(v_address) > app_hidden.company_billing_address_max() or char_length(v_phone) > app_hidden.company_phone_max()
     or char_length(v_industry) > app_hidden.company_industry_max()
     or exists (select 1 from unnest(coalesce(main_businesses, '{}') || coalesce(key_industries, '{}')) t
                where char_length(btrim(t)) > app_hidden.company_industry_max()) then
    perform app_hidden.raise_error('COMPANY_FIELD_TOO_LONG');
  end if;
  if v_website is not null and v_website !~* '^https?://\S+$' then
    perform app_hidden.raise_error('URL_INVALID');
  end if;
  if v_contact = '' then
    perform app_hidden.raise_error('USER_NAME_REQUIRED');
  end if;
  if char_length(v_contact) > app_hidden.member_name_max() then
    perform app_hidden.raise_error('USER_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.member_name_max()));
  end if;
  if position_id is null then
    perform app_hidden.raise_error('POSITION_REQUIRED');
  end if;
  if not exists (select 1 from app_public.positions p where p.id = create_partner_application.position_id) then
    perform app_hidden.raise_error('POSITION_NOT_FOUND');
  end if;
  if v_email = '' then
    perform app_hidden.raise_error('EMAIL_REQUIRED');
  end if;
  if v_email !~ app_hidden.email_pattern() then
    perform app_hidden.raise_error('EMAIL_INVALID');
  end if;
  -- +86 needs a mainland mobile number; other prefixes digits only; no prefix is invalid.
  if v_prefix !~ '^\+[0-9]{1,4}$' or v_number !~ '^[0-9]{1,20}$'
     or (v_prefix = '+86' and v_number !~ app_hidden.mainland_mobile_pattern()) then
    perform app_hidden.raise_error('PHONE_INVALID');
  end if;
  if business_license_file_id is null then
    perform app_hidden.raise_error('PARTNER_APPLICATION_LICENSE_REQUIRED');
  end if;
  select * into v_file from app_public.uploaded_files f where f.id = create_partner_application.business_license_file_id;
  if v_file.id is null or v_file.root_user_id <> v_me or v_file.use <> 'BUSINESS_LICENSE' or v_file.status <> 'SUCCESS' then
    perform app_hidden.raise_error('PARTNER_APPLICATION_LICENSE_INVALID');
  end if;

  -- One person's applications are serialised, and so are applications naming the same company.
  perform pg_advisory_xact_lock(hashtextextended(v_me::text, 0));
  perform pg_advisory_xact_lock(hashtextextended('partner_application:' || lower(v_name), 0));
  if exists (select 1 from app_public.users u where u.root_user_id = v_me and u.company_id is not null and u.status = 'JOINED') then
    perform app_hidden.raise_error('PARTNER_APPLICATION_HAS_COMPANY');
  end if;
  if exists (select 1 from app_public.partner_applications a where a.applicant_id = v_me and a.application_status = 'APPLYING') then
    perform app_hidden.raise_error('PARTNER_APPLICATION_ALREADY_PENDING');
  end if;
  if exists (select 1 from app_public.companies c where lower(btrim(c.name)) = lower(v_name))
     or exists (select 1 from app_public.partner_applications a
                where lower(btrim(a.company_name)) = lower(v_name) and a.application_status = 'APPLYING') then
    perform app_hidden.raise_error('PARTNER_APPLICATION_COMPANY_NAME_TAKEN');
  end if;

  insert into app_public.partner_applications
    (applicant_id, site, company_name, billing_address, phone, website, industry, main_businesses, key_industries, scale,
     business_license_file_id, contact_name, position_id, contact_email, phone_prefix_country_code, contact_number)
  values (v_me, site, v_name, v_address, v_phone, v_website, v_industry,
          coalesce((select array_agg(btrim(t)) from unnest(main_businesses) t where btrim(t) <> ''), '{}'),
          coalesce((select array_agg(btrim(t)) from unnest(key_industries) t where btrim(t) <> ''), '{}'),
          scale, v_file.id, v_contact, position_id, v_email, v_prefix, v_number)
  returning * into v_application;
  perform app_private.enqueue('partnerApplicationWorkflow', v_application.id::text, 'partnerApplicationSubmitted',
    jsonb_build_object('applicationId', v_application.id));
  return v_application;
end;
$$;
comment on function app_public.create_partner_application(app_public.site, text, text, text, text, text, text[], text[],
  app_public.company_scale, uuid, text, int, text, text, text) is 'Applies to become a partner company.';
grant execute on function app_public.create_partner_application(app_public.site, text, text, text, text, text, text[], text[],
  app_public.company_scale, uuid, text, int, text, text, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- The signed-in person's latest application (null when they never applied).
create function app_public.my_latest_partner_application() returns app_public.partner_applications
language sql stable
as $$
  select * from app_public.partner_applications a
  where a.applicant_id = app_hidden.current_root_user_id()
  order by a.created_at desc, a.id desc
  limit 1
$$;
grant execute on function app_public.my_latest_partner_application() to :DATABASE_VISITOR;

-- The application a vendor admin decides on, locked; anyone else is told it does not exist.
create function app_private.partner_application_for_review(application_id uuid) returns app_public.partner_applications
language plpgsql volatile
as $$
declare
  v_application app_public.partner_applications;
begin
  perform app_hidden.require_root_user_id();
  select * into v_application from app_public.partner_applications a where a.id = application_id for update;
  if not found or not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('PARTNER_APPLICATION_NOT_FOUND');
  end if;
  if v_application.application_status <> 'APPLYING' then
    perform app_hidden.raise_error('PARTNER_APPLICATION_ALREADY_REVIEWED');
  end if;
  return v_application;
end;
$$;

-- Approves: in the same transaction the company is created on the site applied on with the application's details,
-- the applicant becomes its partner administrator (a JOINED identity with the contact details), and the chosen
-- partner manager is assigned. The workflow then tells the applicant.
create function app_public.approve_partner_application(application_id uuid, partner_manager_id uuid)
returns app_public.partner_applications
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_application app_public.partner_applications := app_private.partner_application_for_review(application_id);
  v_company_id uuid;
  v_user_id uuid;
begin
  if partner_manager_id is null then
    perform app_hidden.raise_error('PARTNER_MANAGER_REQUIRED');
  end if;
  if not exists (select 1 from app_public.partner_managers pm where pm.id = approve_partner_application.partner_manager_id) then
    perform app_hidden.raise_error('PARTNER_MANAGER_NOT_FOUND');
  end if;
  perform pg_advisory_xact_lock(hashtextextended(v_application.applicant_id::text, 0));
  if exists (select 1 from app_public.companies c where lower(btrim(c.name)) = lower(btrim(v_application.company_name))) then
    perform app_hidden.raise_error('PARTNER_APPLICATION_COMPANY_NAME_TAKEN');
  end if;
  if app_private.held_company_count(v_application.applicant_id) >= app_hidden.max_companies_per_user() then
    perform app_hidden.raise_error('JOIN_APPLICANT_OVER_LIMIT', jsonb_build_object('max', app_hidden.max_companies_per_user()));
  end if;

  insert into app_public.companies (name, site, billing_address, phone, website, industry, main_businesses, key_industries, scale)
  values (v_application.company_name, v_application.site, v_application.billing_address, v_application.phone,
          v_application.website, v_application.industry, v_application.main_businesses, v_application.key_industries,
          v_application.scale)
  returning id into v_company_id;
  insert into app_public.company_partner_managers (company_id, partner_manager_id)
  values (v_company_id, approve_partner_application.partner_manager_id);
  insert into app_public.users (root_user_id, company_id, name, email, contact_number, phone_prefix_country_code,
                                position_id, status, is_added_user_info, first_joined_at)
  values (v_application.applicant_id, v_company_id, v_application.contact_name, v_application.contact_email,
          v_application.contact_number, v_application.phone_prefix_country_code, v_application.position_id,
          'JOINED', true, now())
  returning id into v_user_id;
  insert into app_public.user_roles (user_id, role_id)
  select v_user_id, r.id from app_public.roles r where r.key = 'PARTNER_ADMINISTRATOR';

  update app_public.partner_applications a set
    application_status = app_private.transition('partner_application', a.application_status::text, 'approve')::app_public.partner_application_status,
    approver_id = app_hidden.current_root_user_id(),
    partner_manager_id = approve_partner_application.partner_manager_id,
    company_id = v_company_id,
    reviewed_at = now()
  where a.id = v_application.id
  returning * into v_application;
  perform app_private.enqueue('partnerApplicationWorkflow', v_application.id::text, 'partnerApplicationApproved',
    jsonb_build_object('applicationId', v_application.id));
  return v_application;
end;
$$;
grant execute on function app_public.approve_partner_application(uuid, uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Rejects with a reason the applicant reads; they may apply again.
create function app_public.reject_partner_application(application_id uuid, audit_comment text)
returns app_public.partner_applications
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_application app_public.partner_applications := app_private.partner_application_for_review(application_id);
  v_comment text := btrim(coalesce(audit_comment, ''));
begin
  if v_comment = '' then
    perform app_hidden.raise_error('PARTNER_APPLICATION_REJECT_REASON_REQUIRED');
  end if;
  if char_length(v_comment) > app_hidden.audit_comment_max() then
    perform app_hidden.raise_error('PARTNER_APPLICATION_REJECT_REASON_TOO_LONG', jsonb_build_object('max', app_hidden.audit_comment_max()));
  end if;
  update app_public.partner_applications a set
    application_status = app_private.transition('partner_application', a.application_status::text, 'reject')::app_public.partner_application_status,
    approver_id = app_hidden.current_root_user_id(),
    audit_comment = v_comment,
    reviewed_at = now()
  where a.id = v_application.id
  returning * into v_application;
  perform app_private.enqueue('partnerApplicationWorkflow', v_application.id::text, 'partnerApplicationRejected',
    jsonb_build_object('applicationId', v_application.id));
  return v_application;
end;
$$;
grant execute on function app_public.reject_partner_application(uuid, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

------------------------------------------------------------------------------------------------------------------------
-- Workflow activities (called by the worker as owner). Each is idempotent.
create function app_private.partner_application_status(application_id uuid) returns text
language sql stable
as $$
  select a.application_status::text from app_public.partner_applications a where a.id = application_id
$$;

-- Tells the applicant the decision, once per application.
create function app_private.partner_application_notify(application_id uuid, outcome text) returns void
language plpgsql volatile
as $$
declare
  v_application app_public.partner_applications;
begin
  select * into v_application from app_public.partner_applications a where a.id = application_id;
  if not found then
    return;
  end if;
  if outcome = 'approved' and v_application.application_status = 'APPROVED' then
    perform app_private.notify_user(v_application.applicant_id, v_application.company_id,
      'Your partner application for ' || v_application.company_name || ' was approved',
      'Welcome to the partner program. You are the partner administrator of ' || v_application.company_name
        || ': open the company workbench to invite your colleagues.',
      'COMPANY', '/workbench', 'partner_application:' || application_id || ':approved');
  elsif outcome = 'rejected' and v_application.application_status = 'REJECTED' then
    perform app_private.notify_user(v_application.applicant_id, null,
      'Your partner application for ' || v_application.company_name || ' was not approved',
      'Reason: ' || coalesce(v_application.audit_comment, '') || ' You may apply again.',
      'INFORMATION', '/apply-partner', 'partner_application:' || application_id || ':rejected');
  end if;
end;
$$;

-- Reminds every vendor admin of an application still waiting; returns how many were reminded (once per reminder).
create function app_private.partner_application_remind_admins(application_id uuid, reminder_no int) returns int
language plpgsql volatile
as $$
declare
  v_application app_public.partner_applications;
  v_count int := 0;
  v_admin uuid;
begin
  select * into v_application from app_public.partner_applications a where a.id = application_id;
  if not found or v_application.application_status <> 'APPLYING' then
    return 0;
  end if;
  for v_admin in
    select distinct u.root_user_id from app_public.users u
    join app_public.user_roles ur on ur.user_id = u.id
    join app_public.role_permissions rp on rp.role_id = ur.role_id
    where u.company_id is null and u.status = 'ACTIVE' and rp.permission_key = 'ManageAdminSite'
  loop
    perform app_private.notify_user(v_admin, null,
      'Partner application ' || v_application.semantic_id || ' of ' || v_application.company_name || ' is waiting',
      'A partner application submitted on ' || to_char(v_application.created_at, 'YYYY-MM-DD') || ' is waiting for a decision.',
      'INFORMATION', '/admin/partner-info/' || v_application.semantic_id,
      'partner_application:' || application_id || ':reminder:' || reminder_no || ':' || v_admin);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;
