-- company-certification: a company's partnership certification. The company applies for a level of its site's
-- programme; a vendor admin approves it (the level granted, the certificate's grant and expiry dates) or rejects it
-- with a reason, through the review kit. An approved certification is in effect (VALIDATING) and sets the company's
-- certification level (and with it the default deal-registration quota) until it expires at the end of its expiry
-- date (the workflow `companyCertificationWorkflow`) or a newer approved certification replaces it (CANCELED). It may
-- be renewed from 60 days before its expiry date until 60 days after it: a renewal is a new application.

------------------------------------------------------------------------------------------------------------------------
-- The business day: both sites count dates in one time zone (UTC+8).
create or replace function app_hidden.business_today() returns date
  language sql stable set search_path = pg_catalog
as $$ select (now() at time zone app_hidden.business_time_zone())::date $$;

-- The moment a business date begins.
create or replace function app_hidden.business_day_start(d date) returns timestamptz
  language sql stable set search_path = pg_catalog
as $$ select d::timestamp at time zone app_hidden.business_time_zone() $$;

grant execute on function app_hidden.business_today() to pp_user;
grant execute on function app_hidden.business_day_start(date) to pp_user;

------------------------------------------------------------------------------------------------------------------------
-- The certificate file: an image or a PDF a vendor admin uploads; the company's people who see its certifications
-- may see it once it is attached to one (the file then belongs to the company). An enum value added in a transaction
-- cannot be used in it, so the type is rebuilt with the new value, once.
do $$
begin
  if not exists (select 1 from pg_enum where enumtypid = 'app_public.upload_use'::regtype and enumlabel = 'CERTIFICATE') then
    alter type app_public.upload_use rename to upload_use_before_certificate;
    create type app_public.upload_use as enum ('AVATAR', 'INTERNAL_FILE', 'BUSINESS_LICENSE', 'PERFORMANCE_IMPORT', 'CERTIFICATE');
    alter table app_public.uploaded_files alter column use type app_public.upload_use using use::text::app_public.upload_use;
    alter table app_private.upload_use_extensions alter column use type app_public.upload_use using use::text::app_public.upload_use;
    drop type app_public.upload_use_before_certificate;
  end if;
end;
$$;
insert into app_private.upload_use_extensions (use, extension)
select 'CERTIFICATE', e from unnest(array['png', 'jpg', 'jpeg', 'gif', 'svg', 'pdf']) e
on conflict do nothing;

-- Starts an upload: checks who may upload for the use, the accepted type and the size, and creates the UPLOADING row.
-- A company's internal file needs UploadInternalFile there; a performance import file, a certificate and an
-- electronic invoice are a vendor admin's; anything else (an avatar, a business licence, a receipt) anyone's for
-- themselves.
create or replace function app_hidden.begin_upload(use text, name text, size bigint, mime_type text, company_id uuid)
returns app_public.uploaded_files
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_use app_public.upload_use;
  v_ext text := lower(substring(begin_upload.name from '\.([^./\\]+)$'));
  v_row app_public.uploaded_files;
  v_id uuid := gen_random_uuid();
begin
  if begin_upload.use is null or not (begin_upload.use = any (enum_range(null::app_public.upload_use)::text[])) then
    perform app_hidden.raise_error('FILE_TYPE_NOT_ALLOW');
  end if;
  v_use := begin_upload.use::app_public.upload_use;
  if v_use = 'INTERNAL_FILE' then
    if begin_upload.company_id is null
       or not (app_hidden.has_permission('UploadInternalFile', begin_upload.company_id) or app_hidden.is_vendor_admin()) then
      perform app_hidden.raise_error('FILE_NO_PERMISSION');
    end if;
  elsif begin_upload.company_id is not null then
    perform app_hidden.raise_error('FILE_NO_PERMISSION');
  elsif v_use::text in ('PERFORMANCE_IMPORT', 'CERTIFICATE', 'INVOICE') and not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('FILE_NO_PERMISSION');
  end if;
  if coalesce(char_length(btrim(begin_upload.name)), 0) not between 1 and 255
     or not exists (
       select 1 from app_private.upload_use_extensions ue
       join app_private.upload_file_kinds k on k.extension = ue.extension
       where ue.use = v_use and ue.extension = v_ext and k.mime_type = lower(coalesce(begin_upload.mime_type, ''))) then
    perform app_hidden.raise_error('FILE_TYPE_NOT_ALLOW');
  end if;
  if begin_upload.size is null or begin_upload.size < 0 then
    perform app_hidden.raise_error('FILE_TYPE_NOT_ALLOW');
  end if;
  if begin_upload.size > app_hidden.upload_max_bytes() then
    perform app_hidden.raise_error('FILE_SIZE_IS_TOO_LARGE', jsonb_build_object(
      'max', app_hidden.upload_max_bytes() / 1024 / 1024,
      'size', round(begin_upload.size / 1048576.0, 1)));
  end if;
  -- The key holds no user-given text: the use, the row id and the extension.
  insert into app_public.uploaded_files (id, root_user_id, company_id, use, name, size, mime_type, storage_key)
  values (v_id, v_me, begin_upload.company_id, v_use, btrim(begin_upload.name), begin_upload.size,
          lower(begin_upload.mime_type), lower(v_use::text) || '/' || v_id || '.' || v_ext)
  returning * into v_row;
  return v_row;
end;
$$;

-- A file's address for its viewer: the uploader, vendor admins, anyone signed in for an avatar, the company's people
-- with ViewInternalFile (viewing) or DownloadInternalFile (downloading) for an internal file, the company's people
-- with ViewCompanyCertificationRecord for a certificate attached to one of its certifications, and the applicant of
-- a personal certification for its certificate and its electronic invoice.
create or replace function app_hidden.file_for_url(file_id uuid, is_download boolean)
returns app_public.uploaded_files
language plpgsql stable security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_row app_public.uploaded_files;
  v_allowed boolean;
begin
  select * into v_row from app_public.uploaded_files f where f.id = file_for_url.file_id;
  if v_row.id is null then
    perform app_hidden.raise_error('FILE_NOT_FOUND');
  end if;
  v_allowed := v_row.root_user_id = v_me
    or app_hidden.is_vendor_admin()
    or v_row.use = 'AVATAR'
    or (v_row.use = 'CERTIFICATE' and v_row.company_id is not null
        and app_hidden.has_permission('ViewCompanyCertificationRecord', v_row.company_id))
    or (v_row.use::text in ('CERTIFICATE', 'INVOICE') and exists (
          select 1 from app_public.personal_certifications pc
          where pc.applicant_id = v_me and v_row.id in (pc.certificate_file_id, pc.invoice_file_id)))
    or (v_row.use = 'INTERNAL_FILE' and v_row.company_id is not null and app_hidden.has_permission(
          case when coalesce(file_for_url.is_download, false) then 'DownloadInternalFile' else 'ViewInternalFile' end,
          v_row.company_id));
  if not v_allowed then
    perform app_hidden.raise_error('FILE_NO_PERMISSION');
  end if;
  if v_row.status <> 'SUCCESS' then
    perform app_hidden.raise_error('FILE_NOT_DOWNLOADABLE');
  end if;
  return v_row;
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- The applications.
create type app_public.company_certification_status as enum
  ('WAITING_APPROVAL', 'VALIDATING', 'EXPIRED', 'REJECTED', 'CANCELED', 'COMMITTED');

create table app_public.company_certifications (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references app_public.companies on delete cascade,
  plan_id int not null references app_public.certification_plans,
  applied_level_id int not null references app_public.certification_levels,
  approved_level_id int references app_public.certification_levels,
  applicant_id uuid references app_public.root_users on delete set null,
  status app_public.company_certification_status not null default 'WAITING_APPROVAL',
  -- The certification this one renews (applied for inside its renewal window).
  renewal_of_id uuid references app_public.company_certifications on delete set null,
  approver_id uuid references app_public.root_users on delete set null,
  reviewed_at timestamptz,
  audit_comment text,
  certificate_number text,
  certificate_to_company_name text,
  grant_date date,
  expired_date date,
  delivery_contact_name text,
  delivery_contact_prefix text,
  delivery_contact_number text,
  delivery_address text,
  delivery_date date,
  tracking_number text,
  certificate_file_id uuid references app_public.uploaded_files,
  remark text,
  -- Set when the partner administrators were told the renewal window opened, and when they were told it expired.
  renewal_reminded_at timestamptz,
  expiry_notified_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint company_certifications_dates check (expired_date is null or grant_date is null or expired_date > grant_date),
  constraint company_certifications_in_effect_dated check (status <> 'VALIDATING' or (grant_date is not null and expired_date is not null and approved_level_id is not null)),
  constraint company_certifications_remark_length check (char_length(remark) <= 200),
  constraint company_certifications_comment_length check (char_length(audit_comment) <= 200)
);
alter table app_public.company_certifications enable row level security;

comment on table app_public.company_certifications is
  E'@omit create,update,delete\nA company''s application for a partnership certification level, and the certificate once approved.';
comment on column app_public.company_certifications.renewal_of_id is 'The certification this one renews, when it was applied for inside that one''s renewal window.';
comment on column app_public.company_certifications.renewal_reminded_at is E'@behavior -select -filterBy -orderBy\nWhen the partner administrators were told the renewal window opened (kept by the workflow).';
comment on column app_public.company_certifications.expiry_notified_at is E'@behavior -select -filterBy -orderBy\nWhen they were told it expired.';

create index company_certifications_company_idx on app_public.company_certifications (company_id, created_at desc);
create index company_certifications_status_idx on app_public.company_certifications (status, created_at desc);
-- At most one application under review per company, and one certification in effect.
create unique index company_certifications_one_reviewing on app_public.company_certifications (company_id) where status = 'WAITING_APPROVAL';
create unique index company_certifications_one_in_effect on app_public.company_certifications (company_id) where status = 'VALIDATING';
create index company_certifications_plan_idx on app_public.company_certifications (plan_id);
create index company_certifications_applied_level_idx on app_public.company_certifications (applied_level_id);
create index company_certifications_approved_level_idx on app_public.company_certifications (approved_level_id);
create index company_certifications_applicant_idx on app_public.company_certifications (applicant_id);
create index company_certifications_approver_idx on app_public.company_certifications (approver_id);
create index company_certifications_renewal_of_idx on app_public.company_certifications (renewal_of_id);
create index company_certifications_file_idx on app_public.company_certifications (certificate_file_id);

create trigger _100_timestamps before update on app_public.company_certifications
  for each row execute procedure app_private.tg_set_updated_at();

-- Who sees a company's certifications: its people with ViewCompanyCertificationRecord or CreateCompanyCertification,
-- and vendor admins.
create policy select_company_certifications on app_public.company_certifications for select to pp_user using (
  (select app_hidden.is_vendor_admin())
  or company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyCertificationRecord'))::uuid[])
  or company_id = any ((select app_hidden.permitted_company_ids('CreateCompanyCertification'))::uuid[])
);
grant select on app_public.company_certifications to pp_user;

delete from app_private.state_transitions where machine = 'company_certification';
insert into app_private.state_transitions (machine, from_state, event, to_state) values
  ('company_certification', 'WAITING_APPROVAL', 'approve', 'VALIDATING'),
  ('company_certification', 'WAITING_APPROVAL', 'reject', 'REJECTED'),
  ('company_certification', 'VALIDATING', 'expire', 'EXPIRED'),
  ('company_certification', 'VALIDATING', 'replace', 'CANCELED');

------------------------------------------------------------------------------------------------------------------------
-- Reading.

-- May the company renew it today? In effect and within the window before its expiry date, or expired at most the
-- window's days ago.
create or replace function app_hidden.company_certification_renewable(c app_public.company_certifications, today date)
  returns boolean
  language sql stable set search_path = pg_catalog
as $$
  select c.expired_date is not null and case c.status
    when 'VALIDATING' then today >= c.expired_date - app_hidden.company_certification_renewal_days()
    when 'EXPIRED' then today <= c.expired_date + app_hidden.company_certification_renewal_days()
    else false end
$$;
grant execute on function app_hidden.company_certification_renewable(app_public.company_certifications, date) to pp_user;

create or replace function app_public.company_certifications_can_renew(c app_public.company_certifications) returns boolean
  language sql stable set search_path = pg_catalog
as $$ select app_hidden.company_certification_renewable(c, app_hidden.business_today()) $$;
comment on function app_public.company_certifications_can_renew(app_public.company_certifications) is
  E'@notNull\nTrue inside the renewal window: from 60 days before the expiry date while in effect, until 60 days after it once expired.';

create or replace function app_public.company_certifications_applicant_name(c app_public.company_certifications) returns text
  language sql stable security definer set search_path = pg_catalog
as $$ select app_private.person_display_name(c.applicant_id) $$;

create or replace function app_public.company_certifications_approver_name(c app_public.company_certifications) returns text
  language sql stable security definer set search_path = pg_catalog
as $$ select app_private.person_display_name(c.approver_id) $$;

create or replace function app_public.company_certifications_company_name(c app_public.company_certifications) returns text
  language sql stable security definer set search_path = pg_catalog
as $$ select co.name from app_public.companies co where co.id = c.company_id $$;

-- The certificate file's name (the address comes from generateOneFileUrl, which checks the reader again).
create or replace function app_public.company_certifications_certificate_file_name(c app_public.company_certifications) returns text
  language sql stable security definer set search_path = pg_catalog
as $$ select f.name from app_public.uploaded_files f where f.id = c.certificate_file_id $$;

-- The company's certification in effect, if any.
create or replace function app_public.companies_current_certification(c app_public.companies)
  returns app_public.company_certifications
  language sql stable set search_path = pg_catalog
as $$
  select cc.* from app_public.company_certifications cc where cc.company_id = c.id and cc.status = 'VALIDATING'
$$;

-- The company's latest certification that ended (expired), for the renewal offered after expiry.
create or replace function app_public.companies_latest_expired_certification(c app_public.companies)
  returns app_public.company_certifications
  language sql stable set search_path = pg_catalog
as $$
  select cc.* from app_public.company_certifications cc where cc.company_id = c.id and cc.status = 'EXPIRED'
  order by cc.expired_date desc limit 1
$$;

grant execute on function app_public.company_certifications_can_renew(app_public.company_certifications) to pp_user;
grant execute on function app_public.company_certifications_applicant_name(app_public.company_certifications) to pp_user;
grant execute on function app_public.company_certifications_approver_name(app_public.company_certifications) to pp_user;
grant execute on function app_public.company_certifications_company_name(app_public.company_certifications) to pp_user;
grant execute on function app_public.company_certifications_certificate_file_name(app_public.company_certifications) to pp_user;
grant execute on function app_public.companies_current_certification(app_public.companies) to pp_user;
grant execute on function app_public.companies_latest_expired_certification(app_public.companies) to pp_user;

------------------------------------------------------------------------------------------------------------------------
-- Notifications to the company's partner administrators (those holding CreateCompanyCertification).
create or replace function app_private.company_certification_notify(c app_public.company_certifications, title text,
  content text, dedup text, message_key text, message_params jsonb) returns integer
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_person uuid;
  v_count int := 0;
begin
  for v_person in
    select distinct u.root_user_id from app_public.users u
    join app_public.user_roles ur on ur.user_id = u.id
    join app_public.role_permissions rp on rp.role_id = ur.role_id
    where u.company_id = c.company_id and u.status = 'JOINED' and rp.permission_key = 'CreateCompanyCertification'
  loop
    perform app_private.notify_user(v_person, c.company_id, title, content, 'COMPANY',
      '/workbench/company-certification-detail/' || c.id, dedup || ':' || v_person, message_key, message_params);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- Applying.
create or replace function app_public.apply_company_certification(company_id uuid, level_id integer)
  returns app_public.company_certifications
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_company app_public.companies;
  v_level app_public.certification_levels;
  v_plan app_public.certification_plans;
  v_current app_public.company_certifications;
  v_expired app_public.company_certifications;
  v_renews uuid;
  v_row app_public.company_certifications;
begin
  if apply_company_certification.company_id is null
     or not app_hidden.has_permission('CreateCompanyCertification', apply_company_certification.company_id) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  select * into v_company from app_public.companies c where c.id = apply_company_certification.company_id;
  if apply_company_certification.level_id is null then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_LEVEL_REQUIRED');
  end if;
  select * into v_level from app_public.certification_levels l where l.id = apply_company_certification.level_id;
  if not found then
    perform app_hidden.raise_error('CERTIFICATION_LEVEL_NOT_FOUND');
  end if;
  select * into v_plan from app_public.certification_plans p where p.id = v_level.plan_id;
  if v_plan.site <> v_company.site then
    perform app_hidden.raise_error('CERTIFICATION_LEVEL_NOT_IN_PLAN');
  end if;

  -- One company's applications are serialised.
  perform pg_advisory_xact_lock(hashtextextended('company_certification:' || v_company.id, 0));
  if exists (select 1 from app_public.company_certifications c
             where c.company_id = v_company.id and c.status = 'WAITING_APPROVAL') then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_DUPLICATE');
  end if;
  select * into v_current from app_public.company_certifications c where c.company_id = v_company.id and c.status = 'VALIDATING';
  if v_current.id is not null then
    -- The level already held is applied for again only as a renewal, inside the window.
    if app_hidden.company_certification_renewable(v_current, app_hidden.business_today()) then
      v_renews := v_current.id;
    elsif v_current.approved_level_id = v_level.id then
      perform app_hidden.raise_error('COMPANY_CERTIFICATION_DUPLICATE');
    end if;
  else
    select * into v_expired from app_public.company_certifications c
    where c.company_id = v_company.id and c.status = 'EXPIRED' order by c.expired_date desc limit 1;
    if v_expired.id is not null and app_hidden.company_certification_renewable(v_expired, app_hidden.business_today()) then
      v_renews := v_expired.id;
    end if;
  end if;

  insert into app_public.company_certifications (company_id, plan_id, applied_level_id, applicant_id, renewal_of_id)
  values (v_company.id, v_plan.id, v_level.id, v_me, v_renews)
  returning * into v_row;
  return v_row;
end;
$$;
grant execute on function app_public.apply_company_certification(uuid, integer) to pp_user;
comment on function app_public.apply_company_certification(uuid, integer) is
  'Applies for a certification level of the company''s site''s programme (a renewal inside the renewal window).';

------------------------------------------------------------------------------------------------------------------------
-- The vendor's review: a step of the review kit.
create or replace function app_private.company_certification_may_decide(c app_public.company_certifications) returns void
  language plpgsql stable set search_path = pg_catalog
as $$
begin
  -- Only vendor admins decide; anyone else learns nothing about the application.
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_NOT_FOUND');
  end if;
end;
$$;

delete from app_private.review_steps where step = 'company_certification';
insert into app_private.review_steps (step, table_name, status_column, machine, may_decide, not_found_code, decided_code,
                                      decided_at_column, comment_max, comment_required_code, comment_too_long_code,
                                      workflow_type, workflow_signals, workflow_payload_key)
values ('company_certification', 'app_public.company_certifications', 'status', 'company_certification',
        'app_private.company_certification_may_decide(app_public.company_certifications)',
        'COMPANY_CERTIFICATION_NOT_FOUND', 'COMPANY_CERTIFICATION_ALREADY_REVIEWED',
        'reviewed_at', 'app_hidden.audit_comment_max()',
        'COMPANY_CERTIFICATION_REJECT_REASON_REQUIRED', 'COMPANY_CERTIFICATION_REJECT_REASON_TOO_LONG',
        'companyCertificationWorkflow', '{"approve": "companyCertificationApproved"}', 'certificationId');

-- Checks the certificate's dates: both given, expiry after grant.
create or replace function app_private.company_certification_check_dates(grant_date date, expired_date date) returns void
  language plpgsql immutable set search_path = pg_catalog
as $$
begin
  if grant_date is null or expired_date is null then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_DATE_REQUIRED');
  end if;
  if expired_date <= grant_date then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_DATES_INVALID');
  end if;
end;
$$;

-- Sets a company's level from its certifications: the level of the one in effect, else none (the lowest level of its
-- programme applies).
create or replace function app_private.company_certification_apply_level(company_id uuid) returns void
  language sql set search_path = pg_catalog
as $$
  update app_public.companies co
  set certification_level_id = (select cc.approved_level_id from app_public.company_certifications cc
                                where cc.company_id = co.id and cc.status = 'VALIDATING')
  where co.id = company_certification_apply_level.company_id
    and co.certification_level_id is distinct from (select cc.approved_level_id from app_public.company_certifications cc
                                                    where cc.company_id = co.id and cc.status = 'VALIDATING')
$$;

create or replace function app_public.approve_company_certification(certification_id uuid, approved_level_id integer,
  grant_date date, expired_date date) returns app_public.company_certifications
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.company_certifications :=
    app_private.review_open(null::app_public.company_certifications, 'company_certification', certification_id, 'approve');
  v_level app_public.certification_levels;
  v_old app_public.company_certifications;
begin
  select * into v_level from app_public.certification_levels l where l.id = approve_company_certification.approved_level_id;
  if not found then
    perform app_hidden.raise_error('CERTIFICATION_LEVEL_NOT_FOUND');
  end if;
  if v_level.plan_id <> v_row.plan_id then
    perform app_hidden.raise_error('CERTIFICATION_LEVEL_NOT_IN_PLAN');
  end if;
  perform app_private.company_certification_check_dates(grant_date, expired_date);

  perform pg_advisory_xact_lock(hashtextextended('company_certification:' || v_row.company_id, 0));
  -- The certification in effect is replaced by this one.
  for v_old in
    select * from app_public.company_certifications c where c.company_id = v_row.company_id and c.status = 'VALIDATING' for update
  loop
    update app_public.company_certifications c
    set status = app_private.transition('company_certification', c.status::text, 'replace')::app_public.company_certification_status,
        closed_at = now()
    where c.id = v_old.id;
    perform app_private.enqueue('companyCertificationWorkflow', v_old.id::text, 'companyCertificationClosed',
      jsonb_build_object('certificationId', v_old.id));
  end loop;

  update app_public.company_certifications c
  set approved_level_id = v_level.id, grant_date = approve_company_certification.grant_date,
      expired_date = approve_company_certification.expired_date,
      certificate_to_company_name = coalesce(c.certificate_to_company_name,
        (select co.name from app_public.companies co where co.id = c.company_id))
  where c.id = v_row.id;
  v_row := app_private.review_apply(null::app_public.company_certifications, 'company_certification', v_row.id, 'approve');
  perform app_private.company_certification_apply_level(v_row.company_id);

  perform app_private.company_certification_notify(v_row,
    'Your company certification was approved: ' || v_level.name,
    'Your company is certified ' || v_level.name || ' until ' || to_char(v_row.expired_date, 'YYYY-MM-DD') || '.',
    'company_certification:' || v_row.id || ':approved', 'company-certification.message.approved',
    jsonb_build_object('level', v_level.key, 'levelName', v_level.name, 'levelNameZh', v_level.name_zh, 'until', to_char(v_row.expired_date, 'YYYY-MM-DD')));
  return v_row;
end;
$$;
grant execute on function app_public.approve_company_certification(uuid, integer, date, date) to pp_user;
comment on function app_public.approve_company_certification(uuid, integer, date, date) is
  'Approves a company certification (vendor admins): the level granted and the certificate''s grant and expiry dates.';

create or replace function app_public.reject_company_certification(certification_id uuid, audit_comment text)
  returns app_public.company_certifications
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.company_certifications := app_private.review_decide(null::app_public.company_certifications,
    'company_certification', certification_id, 'reject', audit_comment);
  v_level app_public.certification_levels;
begin
  select * into v_level from app_public.certification_levels l where l.id = v_row.applied_level_id;
  perform app_private.company_certification_notify(v_row,
    'Your company certification application was rejected: ' || v_level.name,
    'Reason: ' || v_row.audit_comment,
    'company_certification:' || v_row.id || ':rejected', 'company-certification.message.rejected',
    jsonb_build_object('level', v_level.key, 'levelName', v_level.name, 'levelNameZh', v_level.name_zh, 'reason', v_row.audit_comment));
  return v_row;
end;
$$;
grant execute on function app_public.reject_company_certification(uuid, text) to pp_user;
comment on function app_public.reject_company_certification(uuid, text) is 'Rejects a company certification application with a reason (vendor admins).';

------------------------------------------------------------------------------------------------------------------------
-- The vendor's certificate and delivery data, on a certification that was approved (in effect, expired or replaced).
create or replace function app_public.update_company_certification(certification_id uuid, certificate_number text,
  certificate_to_company_name text, grant_date date, expired_date date, delivery_contact_name text,
  delivery_contact_prefix text, delivery_contact_number text, delivery_address text, tracking_number text,
  delivery_date date, certificate_file_id uuid) returns app_public.company_certifications
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.company_certifications;
  v_file app_public.uploaded_files;
  v_name text := nullif(btrim(coalesce(certificate_to_company_name, '')), '');
  v_prefix text := app_private.normalize_phone_prefix(delivery_contact_prefix);
  v_number text := nullif(btrim(coalesce(delivery_contact_number, '')), '');
  v_dates_changed boolean;
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_NOT_FOUND');
  end if;
  select * into v_row from app_public.company_certifications c where c.id = update_company_certification.certification_id for update;
  if not found then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_NOT_FOUND');
  end if;
  if v_row.approved_level_id is null then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_NOT_EDITABLE');
  end if;
  perform app_private.company_certification_check_dates(grant_date, expired_date);
  if v_name is not null and char_length(v_name) < app_hidden.company_certification_name_min() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_COMPANY_NAME_TOO_SHORT', jsonb_build_object('min', app_hidden.company_certification_name_min()));
  end if;
  if char_length(v_name) > app_hidden.company_certification_name_max() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_FIELD_TOO_LONG', jsonb_build_object('max', app_hidden.company_certification_name_max()));
  end if;
  if char_length(btrim(certificate_number)) > app_hidden.company_certification_number_max() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_FIELD_TOO_LONG', jsonb_build_object('max', app_hidden.company_certification_number_max()));
  end if;
  if char_length(btrim(delivery_contact_name)) > app_hidden.company_certification_contact_max() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_FIELD_TOO_LONG', jsonb_build_object('max', app_hidden.company_certification_contact_max()));
  end if;
  if char_length(btrim(delivery_address)) > app_hidden.company_certification_address_max() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_FIELD_TOO_LONG', jsonb_build_object('max', app_hidden.company_certification_address_max()));
  end if;
  if char_length(btrim(tracking_number)) > app_hidden.company_certification_tracking_max() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_FIELD_TOO_LONG', jsonb_build_object('max', app_hidden.company_certification_tracking_max()));
  end if;
  if v_number is not null and (v_prefix is null or v_number !~ '^\d{1,20}$'
                               or (v_prefix = '+86' and v_number !~ app_hidden.mainland_mobile_pattern())) then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_PHONE_INVALID');
  end if;
  if certificate_file_id is not null and certificate_file_id is distinct from v_row.certificate_file_id then
    select * into v_file from app_public.uploaded_files f where f.id = update_company_certification.certificate_file_id;
    if v_file.id is null or v_file.use <> 'CERTIFICATE' or v_file.status <> 'SUCCESS'
       or (v_file.company_id is not null and v_file.company_id <> v_row.company_id) then
      perform app_hidden.raise_error('COMPANY_CERTIFICATION_FILE_INVALID');
    end if;
    -- Attached: the file is the company's (its people who see its certifications may open it).
    update app_public.uploaded_files f set company_id = v_row.company_id where f.id = v_file.id;
  end if;

  v_dates_changed := v_row.grant_date is distinct from grant_date or v_row.expired_date is distinct from expired_date;
  update app_public.company_certifications c set
    certificate_number = nullif(btrim(coalesce(update_company_certification.certificate_number, '')), ''),
    certificate_to_company_name = v_name,
    grant_date = update_company_certification.grant_date,
    expired_date = update_company_certification.expired_date,
    delivery_contact_name = nullif(btrim(coalesce(update_company_certification.delivery_contact_name, '')), ''),
    delivery_contact_prefix = case when v_number is null then null else v_prefix end,
    delivery_contact_number = v_number,
    delivery_address = nullif(btrim(coalesce(update_company_certification.delivery_address, '')), ''),
    tracking_number = nullif(btrim(coalesce(update_company_certification.tracking_number, '')), ''),
    delivery_date = update_company_certification.delivery_date,
    certificate_file_id = coalesce(update_company_certification.certificate_file_id, c.certificate_file_id),
    -- New dates are new moments to remind of.
    renewal_reminded_at = case when v_dates_changed then null else c.renewal_reminded_at end
  where c.id = v_row.id
  returning * into v_row;
  if v_dates_changed and v_row.status = 'VALIDATING' then
    perform app_private.enqueue('companyCertificationWorkflow', v_row.id::text, 'companyCertificationChanged',
      jsonb_build_object('certificationId', v_row.id));
  end if;
  return v_row;
end;
$$;
grant execute on function app_public.update_company_certification(uuid, text, text, date, date, text, text, text, text, text, date, uuid) to pp_user;
comment on function app_public.update_company_certification(uuid, text, text, date, date, text, text, text, text, text, date, uuid) is
  'Saves an approved certification''s certificate and delivery data (vendor admins).';

create or replace function app_public.update_company_certification_remark(certification_id uuid, remark text)
  returns app_public.company_certifications
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.company_certifications;
  v_remark text := nullif(btrim(coalesce(remark, '')), '');
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_NOT_FOUND');
  end if;
  if char_length(v_remark) > app_hidden.remark_max() then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_REMARK_TOO_LONG', jsonb_build_object('max', app_hidden.remark_max()));
  end if;
  update app_public.company_certifications c set remark = v_remark
  where c.id = update_company_certification_remark.certification_id
  returning * into v_row;
  if v_row.id is null then
    perform app_hidden.raise_error('COMPANY_CERTIFICATION_NOT_FOUND');
  end if;
  return v_row;
end;
$$;
grant execute on function app_public.update_company_certification_remark(uuid, text) to pp_user;

------------------------------------------------------------------------------------------------------------------------
-- The workflow's SQL: the moments it waits for, the reminder and the expiry. Every date is a business date; a
-- certificate is in effect through its expiry date and expires when the next business day begins.

create or replace function app_private.company_certification_expires_at(c app_public.company_certifications) returns timestamptz
  language sql stable set search_path = pg_catalog
as $$ select app_hidden.business_day_start(c.expired_date + 1) $$;

create or replace function app_private.company_certification_renewal_opens_at(c app_public.company_certifications) returns timestamptz
  language sql stable set search_path = pg_catalog
as $$ select app_hidden.business_day_start(c.expired_date - app_hidden.company_certification_renewal_days()) $$;

-- What the workflow waits for: the status, the moment the renewal window opens (null once its reminder was sent) and
-- the expiry moment, as epoch milliseconds.
create or replace function app_private.company_certification_deadlines(certification_id uuid)
  returns table (status text, renewal_opens_at bigint, expires_at bigint)
  language sql stable set search_path = pg_catalog
as $$
  select c.status::text,
         case when c.renewal_reminded_at is null
              then (extract(epoch from app_private.company_certification_renewal_opens_at(c)) * 1000)::bigint end,
         (extract(epoch from app_private.company_certification_expires_at(c)) * 1000)::bigint
  from app_public.company_certifications c where c.id = company_certification_deadlines.certification_id
$$;

-- Tells the partner administrators the renewal window opened (once per expiry date); false when it is not due yet or
-- no longer relevant.
create or replace function app_private.company_certification_remind_renewal(certification_id uuid, at timestamptz default null)
  returns boolean
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_row app_public.company_certifications;
  v_at timestamptz := greatest(now(), coalesce(at, now()));
  v_level app_public.certification_levels;
begin
  select * into v_row from app_public.company_certifications c where c.id = company_certification_remind_renewal.certification_id for update;
  if not found or v_row.status <> 'VALIDATING' or v_row.renewal_reminded_at is not null
     or v_at < app_private.company_certification_renewal_opens_at(v_row) then
    return false;
  end if;
  update app_public.company_certifications c set renewal_reminded_at = now() where c.id = v_row.id;
  select * into v_level from app_public.certification_levels l where l.id = v_row.approved_level_id;
  perform app_private.company_certification_notify(v_row,
    'Your company certification expires on ' || to_char(v_row.expired_date, 'YYYY-MM-DD'),
    'Your ' || v_level.name || ' certification can be renewed now, until ' ||
      to_char(v_row.expired_date + app_hidden.company_certification_renewal_days(), 'YYYY-MM-DD') || '.',
    'company_certification:' || v_row.id || ':renewal:' || v_row.expired_date, 'company-certification.message.renewalOpen',
    jsonb_build_object('level', v_level.key, 'levelName', v_level.name, 'levelNameZh', v_level.name_zh, 'date', to_char(v_row.expired_date, 'YYYY-MM-DD'),
      'until', to_char(v_row.expired_date + app_hidden.company_certification_renewal_days(), 'YYYY-MM-DD')));
  return true;
end;
$$;

-- Expires the certification at its expiry moment (re-checked here: a stale timer expires nothing), sets the company's
-- level back and tells the partner administrators.
create or replace function app_private.company_certification_expire(certification_id uuid, at timestamptz default null)
  returns boolean
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_row app_public.company_certifications;
  v_at timestamptz := greatest(now(), coalesce(at, now()));
  v_level app_public.certification_levels;
begin
  select * into v_row from app_public.company_certifications c where c.id = company_certification_expire.certification_id for update;
  if not found or v_row.status <> 'VALIDATING' or v_at < app_private.company_certification_expires_at(v_row) then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('company_certification:' || v_row.company_id, 0));
  update app_public.company_certifications c
  set status = app_private.transition('company_certification', c.status::text, 'expire')::app_public.company_certification_status,
      closed_at = now(), expiry_notified_at = now()
  where c.id = v_row.id
  returning * into v_row;
  perform app_private.company_certification_apply_level(v_row.company_id);
  select * into v_level from app_public.certification_levels l where l.id = v_row.approved_level_id;
  perform app_private.company_certification_notify(v_row,
    'Your company certification has expired',
    'Your ' || v_level.name || ' certification expired on ' || to_char(v_row.expired_date, 'YYYY-MM-DD') ||
      '. You can renew it until ' || to_char(v_row.expired_date + app_hidden.company_certification_renewal_days(), 'YYYY-MM-DD') || '.',
    'company_certification:' || v_row.id || ':expired', 'company-certification.message.expired',
    jsonb_build_object('level', v_level.key, 'levelName', v_level.name, 'levelNameZh', v_level.name_zh, 'date', to_char(v_row.expired_date, 'YYYY-MM-DD'),
      'until', to_char(v_row.expired_date + app_hidden.company_certification_renewal_days(), 'YYYY-MM-DD')));
  return true;
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- The level is the certification's result from now on: the back office no longer sets it by hand.
drop function if exists app_public.set_company_certification_level(uuid, integer);
