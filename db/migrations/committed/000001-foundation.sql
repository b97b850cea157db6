--! Previous: -
--! Hash: sha1:e18085a8b1276c2c1b0d9ddc8d21f46061e2809e
--! Message: foundation

--! split: 001-core.sql
-- Core: schemas, identity helpers, coded errors, state machines, the workflow outbox.

create extension if not exists pg_trgm with schema public;

revoke all on schema public from public;
alter default privileges revoke all on sequences from public;
alter default privileges revoke all on functions from public;

-- app_public: exposed to GraphQL. app_hidden: granted to the API roles but not exposed. app_private: no grants.
create schema app_public;
create schema app_hidden;
create schema app_private;
grant usage on schema app_public, app_hidden to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;
grant usage on schema public to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- The Keycloak `sub` of the verified token, which is the root user id.
create function app_hidden.current_root_user_id() returns uuid
language sql stable
as $$
  select nullif(current_setting('jwt.claims.sub', true), '')::uuid
$$;
grant execute on function app_hidden.current_root_user_id() to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Coded errors: the message is a code of the registry in domain/src/errors.ts; params travel as JSON in DETAIL.
create function app_hidden.raise_error(code text, params jsonb default '{}') returns void
language plpgsql immutable
as $$
begin
  raise exception using errcode = 'PPERR', message = code, detail = params::text;
end;
$$;
grant execute on function app_hidden.raise_error(text, jsonb) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

create function app_hidden.require_root_user_id() returns uuid
language plpgsql stable
as $$
declare
  v uuid := app_hidden.current_root_user_id();
begin
  if v is null then
    perform app_hidden.raise_error('UNAUTHENTICATED');
  end if;
  return v;
end;
$$;
grant execute on function app_hidden.require_root_user_id() to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

create function app_private.tg_set_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- State machines are defined in domain/src/state-machine.ts; this table holds the same rows (a test keeps them equal)
-- and app_private.transition is the one place a transition is applied.
create table app_private.state_transitions (
  machine text not null,
  from_state text not null,
  event text not null,
  to_state text not null,
  primary key (machine, from_state, event)
);
alter table app_private.state_transitions enable row level security;

insert into app_private.state_transitions (machine, from_state, event, to_state) values
  ('join_application', 'APPLYING', 'approve', 'APPROVED'),
  ('join_application', 'APPLYING', 'reject', 'REJECTED');

create function app_private.transition(machine text, from_state text, event text) returns text
language plpgsql stable
as $$
declare
  v_next text;
begin
  select t.to_state into v_next
  from app_private.state_transitions t
  where t.machine = transition.machine and t.from_state = transition.from_state and t.event = transition.event;
  if v_next is null then
    perform app_hidden.raise_error('INVALID_TRANSITION', jsonb_build_object('machine', machine, 'from', from_state, 'event', event));
  end if;
  return v_next;
end;
$$;

-- Outbox: a command writes its transition and a row here in one transaction; the worker relays rows to Temporal
-- (signal-with-start, workflow id = entity id). Relaying is at-least-once.
create table app_private.outbox (
  id bigserial primary key,
  workflow_type text not null,
  workflow_id text not null,
  signal text not null,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  relayed_at timestamptz,
  attempts int not null default 0,
  last_error text
);
alter table app_private.outbox enable row level security;
create index outbox_pending_idx on app_private.outbox (id) where relayed_at is null;

create function app_private.tg_outbox_notify() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('outbox', new.id::text);
  return new;
end;
$$;
create trigger _500_notify after insert on app_private.outbox
  for each row execute procedure app_private.tg_outbox_notify();

create function app_private.enqueue(workflow_type text, workflow_id text, signal text, payload jsonb default '{}')
returns void
language sql volatile
as $$
  insert into app_private.outbox (workflow_type, workflow_id, signal, payload)
  values (workflow_type, workflow_id, signal, payload);
$$;

--! split: 002-accounts.sql
-- Accounts and the permission core (spec 1 §3, §6): root users, identities, companies, positions, roles,
-- permission keys, and the one helper answering "does the current user hold key K in company C".

create type app_public.user_status as enum ('TOBEINVITED', 'INACTIVE', 'ACTIVE', 'JOINED', 'EXITED', 'CANCELLED');
create type app_public.role_type as enum ('ORGANIZATIONAL', 'PERSONAL');
create type app_public.site as enum ('MAINLAND', 'GLOBAL');
create type app_public.company_scale as enum (
  'UP_TO_10', 'FROM_11_TO_50', 'FROM_51_TO_200', 'FROM_201_TO_500',
  'FROM_501_TO_1000', 'FROM_1001_TO_5000', 'FROM_5001_TO_10000', 'OVER_10000'
);

-- A person, as known to Keycloak: id = the token's `sub`.
create table app_public.root_users (
  id uuid primary key,
  username text,
  email text,
  switch_site_suggestion_read boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.root_users is 'A person signed in through the account service; id is the token subject (rootUserId).';
create trigger _100_timestamps before update on app_public.root_users
  for each row execute procedure app_private.tg_set_updated_at();

create table app_public.permission_keys (
  key text primary key,
  name text not null,
  name_zh text not null,
  sort_order int not null
);
comment on table app_public.permission_keys is 'Every permission key of the product (spec 1 §6).';

insert into app_public.permission_keys (key, name, name_zh, sort_order) values
  ('ViewCompanyInfo', 'View company info', '查看公司信息', 1),
  ('UpdateCompanyInfo', 'Edit company info', '编辑公司信息', 2),
  ('UploadInternalFile', 'Upload internal files', '上传内部文件', 3),
  ('DeleteInternalFile', 'Delete internal files', '删除内部文件', 4),
  ('ShareInternalFile', 'Share internal files', '分享内部文件', 5),
  ('ViewInternalFile', 'View internal files', '查看内部文件', 6),
  ('CopyPublicFileLink', 'Copy public file links', '复制公开文件链接', 7),
  ('DownloadInternalFile', 'Download internal files', '下载内部文件', 8),
  ('ViewImageAndPlugin', 'View images and plug-ins', '查看镜像和插件', 9),
  ('DownloadImageAndPlugin', 'Download images and plug-ins', '下载镜像和插件', 10),
  ('ViewAnnualOverview', 'View annual overview', '查看年度概览', 11),
  ('ViewPerformanceRecord', 'View performance records', '查看业绩记录', 12),
  ('ViewCreditRecord', 'View point records', '查看积分记录', 13),
  ('ApproveCredit', 'Point approval', '积分审批', 14),
  ('ManageCompanyRole', 'Manage company roles', '管理公司角色', 15),
  ('ViewCompanyRole', 'View company roles', '查看公司角色', 16),
  ('ManageCompanyUser', 'Manage company members', '管理公司成员', 17),
  ('ViewCompanyAllUser', 'View all company members', '查看公司所有成员', 18),
  ('ViewJoinCompanyApplication', 'View join applications', '查看加入公司申请', 19),
  ('ManageJoinCompanyApplication', 'Manage join applications', '管理加入公司申请', 20),
  ('ViewApprovalProcess', 'View approvals', '查看审批', 21),
  ('ManageApprovalProcess', 'Manage approvals', '管理审批', 22),
  ('ViewProjectReport', 'View project filing', '查看项目报备', 23),
  ('ManageProjectReport', 'Manage project filing', '管理项目报备', 24),
  ('CancelProjectReport', 'Cancel project filing', '取消项目报备', 25),
  ('CreateCompanyPersonalCertification', 'Apply for personal certification', '申请个人认证', 26),
  ('ViewCompanyPersonalCertification', 'View personal certifications within the company', '查看公司内个人认证', 27),
  ('ViewCompanyCertificationRecord', 'View company certification records', '查看公司认证记录', 28),
  ('CreateCompanyCertification', 'Apply for company certification', '申请公司认证', 29),
  ('ManageAdminSite', 'Manage back office', '管理后台', 30);

create table app_public.positions (
  id int primary key,
  name text not null,
  name_zh text not null,
  sort_order int not null
);
comment on table app_public.positions is 'Reference list of positions (spec 1 §3).';
insert into app_public.positions (id, name, name_zh, sort_order) values
  (1, 'CEO', '首席执行官', 1),
  (2, 'Vice president', '副总裁', 2),
  (3, 'Sales director', '销售总监', 3),
  (4, 'Tech director', '技术总监', 4),
  (5, 'Sales manager', '销售经理', 5),
  (6, 'Presales engineer', '售前工程师', 6),
  (7, 'Aftersales engineer', '售后工程师', 7),
  (8, 'Marketing manager', '市场经理', 8),
  (9, 'Regional manager', '区域经理', 9),
  (10, 'Others', '其他', 10);

create table app_public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  site app_public.site not null,
  billing_address text check (char_length(billing_address) <= 500),
  phone text check (char_length(phone) <= 50),
  website text check (website ~* '^https?://'),
  industry text check (char_length(industry) <= 100),
  main_businesses text[] not null default '{}',
  key_industries text[] not null default '{}',
  scale app_public.company_scale,
  resource text check (char_length(resource) <= 2000),
  sfdc_owner_name text check (char_length(sfdc_owner_name) <= 100),
  total_market_points numeric(14, 2) not null default 0,
  total_product_points numeric(14, 2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.companies is 'A partner company (spec 1 §3). site is its program: MAINLAND (Chinese site) or GLOBAL (Hong Kong and Macao).';
comment on column app_public.companies.total_market_points is 'Unexpired market points; maintained by the points ledger.';
comment on column app_public.companies.total_product_points is 'Unexpired product points; maintained by the points ledger.';
create unique index companies_name_key on app_public.companies (lower(btrim(name)));
create index companies_name_trgm_idx on app_public.companies using gin (name public.gin_trgm_ops);
create index companies_created_at_idx on app_public.companies (created_at);
create index companies_site_idx on app_public.companies (site);
create index companies_industry_idx on app_public.companies (industry);
create index companies_scale_idx on app_public.companies (scale);
create trigger _100_timestamps before update on app_public.companies
  for each row execute procedure app_private.tg_set_updated_at();

-- Vendor staff who look after partner companies.
create table app_public.partner_managers (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 50),
  avatar text,
  email text
);
comment on table app_public.partner_managers is 'Vendor staff who look after partner companies.';

create table app_public.company_partner_managers (
  company_id uuid not null references app_public.companies on delete cascade,
  partner_manager_id uuid not null references app_public.partner_managers on delete cascade,
  primary key (company_id, partner_manager_id)
);
create index company_partner_managers_manager_idx on app_public.company_partner_managers (partner_manager_id);

create table app_public.roles (
  id uuid primary key default gen_random_uuid(),
  key text unique,
  company_id uuid references app_public.companies on delete cascade,
  name text not null check (char_length(name) between 1 and 50),
  name_zh text,
  type app_public.role_type not null,
  description text check (char_length(description) <= 200),
  is_builtin boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table app_public.roles is 'Roles: ORGANIZATIONAL roles are held by company identities, PERSONAL roles by default identities. Built-in roles have no company.';
create index roles_company_idx on app_public.roles (company_id);
create index roles_type_idx on app_public.roles (type);

insert into app_public.roles (id, key, name, name_zh, type, description, is_builtin) values
  ('00000000-0000-4000-8000-00000000a001', 'PARTNER_ADMINISTRATOR', 'Partner administrator', '合作伙伴管理员', 'ORGANIZATIONAL',
   'Approves join applications, deals, renewals and point usage; manages members, invitations and company information.', true),
  ('00000000-0000-4000-8000-00000000a002', 'REGULAR_MEMBER', 'Regular member', '普通成员', 'ORGANIZATIONAL',
   'Files deals and applies for certification.', true),
  ('00000000-0000-4000-8000-00000000a003', 'VENDOR_ADMINISTRATOR', 'Vendor administrator', '厂商管理员', 'PERSONAL',
   'Vendor staff with access to the back office.', true);

-- Which keys a role holds: data, edited by ops in the back office; RLS reads it on every request.
create table app_public.role_permissions (
  role_id uuid not null references app_public.roles on delete cascade,
  permission_key text not null references app_public.permission_keys on delete cascade,
  primary key (role_id, permission_key)
);
create index role_permissions_key_idx on app_public.role_permissions (permission_key);

insert into app_public.role_permissions (role_id, permission_key)
  select '00000000-0000-4000-8000-00000000a001', key from app_public.permission_keys where key <> 'ManageAdminSite';
insert into app_public.role_permissions (role_id, permission_key)
  select '00000000-0000-4000-8000-00000000a002', key from app_public.permission_keys
  where key in ('ViewCompanyInfo', 'ViewInternalFile', 'DownloadInternalFile', 'ViewImageAndPlugin', 'DownloadImageAndPlugin',
                'ViewProjectReport', 'ManageProjectReport', 'CreateCompanyPersonalCertification');
insert into app_public.role_permissions (role_id, permission_key) values
  ('00000000-0000-4000-8000-00000000a003', 'ManageAdminSite');

-- Identities: one default identity per root user (company_id null) and one per company joined.
create table app_public.users (
  id uuid primary key default gen_random_uuid(),
  root_user_id uuid not null references app_public.root_users on delete cascade,
  company_id uuid references app_public.companies on delete cascade,
  name text not null default '' check (char_length(name) <= 50),
  email text check (email is null or email ~ '^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$'),
  contact_number text check (contact_number ~ '^[0-9]{1,20}$'),
  phone_prefix_country_code text check (phone_prefix_country_code ~ '^\+[0-9]{1,4}$'),
  avatar text,
  position_id int references app_public.positions,
  status app_public.user_status not null,
  remark text check (char_length(remark) <= 200),
  is_added_user_info boolean not null default false,
  first_joined_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_identity_key unique nulls not distinct (root_user_id, company_id),
  constraint users_status_fits_identity check ((company_id is null) = (status in ('ACTIVE', 'INACTIVE', 'CANCELLED')))
);
comment on table app_public.users is 'An identity of a root user: the default identity (no company) or a company identity.';
create index users_company_status_idx on app_public.users (company_id, status);
create index users_position_idx on app_public.users (position_id);
create index users_created_at_idx on app_public.users (created_at);
create index users_name_trgm_idx on app_public.users using gin (name public.gin_trgm_ops);
create index users_email_trgm_idx on app_public.users using gin (email public.gin_trgm_ops);
create index users_first_joined_at_idx on app_public.users (first_joined_at);
create trigger _100_timestamps before update on app_public.users
  for each row execute procedure app_private.tg_set_updated_at();

create table app_public.user_roles (
  user_id uuid not null references app_public.users on delete cascade,
  role_id uuid not null references app_public.roles on delete cascade,
  primary key (user_id, role_id)
);
create index user_roles_role_idx on app_public.user_roles (role_id);

------------------------------------------------------------------------------------------------------------------------
-- The permission helper. Grants of the current user: (company_id, key) for each company identity that is JOINED,
-- and (null, key) for PERSONAL roles of the ACTIVE default identity.
create function app_private.current_grants() returns table (company_id uuid, permission_key text)
language sql stable security definer
set search_path = pg_catalog
as $$
  select u.company_id, rp.permission_key
  from app_public.users u
  join app_public.user_roles ur on ur.user_id = u.id
  join app_public.role_permissions rp on rp.role_id = ur.role_id
  where u.root_user_id = app_hidden.current_root_user_id()
    and u.status = case when u.company_id is null then 'ACTIVE'::app_public.user_status else 'JOINED'::app_public.user_status end
$$;

-- Does the current user hold key K in company C (C null: as a person, e.g. ManageAdminSite)?
create function app_hidden.has_permission(key text, company_id uuid default null) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$
  select exists (
    select 1 from app_private.current_grants() g
    where g.permission_key = has_permission.key and g.company_id is not distinct from has_permission.company_id
  )
$$;

-- The set form of has_permission, for policies over many rows (evaluated once per statement as an init plan).
create function app_hidden.permitted_company_ids(key text) returns uuid[]
language sql stable security definer
set search_path = pg_catalog
as $$
  select coalesce(array_agg(distinct g.company_id), '{}')
  from app_private.current_grants() g
  where g.permission_key = permitted_company_ids.key and g.company_id is not null
$$;

-- Vendor admins are users holding ManageAdminSite; they see everything in the back office.
create function app_hidden.is_vendor_admin() returns boolean
language sql stable
as $$
  select app_hidden.has_permission('ManageAdminSite', null)
$$;

-- Companies the current user has JOINED.
create function app_hidden.my_company_ids() returns uuid[]
language sql stable security definer
set search_path = pg_catalog
as $$
  select coalesce(array_agg(u.company_id), '{}')
  from app_public.users u
  where u.root_user_id = app_hidden.current_root_user_id() and u.company_id is not null and u.status = 'JOINED'
$$;

grant execute on function app_hidden.has_permission(text, uuid), app_hidden.permitted_company_ids(text),
  app_hidden.is_vendor_admin(), app_hidden.my_company_ids() to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Keys a user identity holds (company keys for a company identity, personal keys for the default one).
create function app_public.users_permission_keys(u app_public.users) returns text[]
language sql stable security definer
set search_path = pg_catalog
as $$
  select coalesce(array_agg(distinct rp.permission_key order by rp.permission_key), '{}')
  from app_public.user_roles ur
  join app_public.role_permissions rp on rp.role_id = ur.role_id
  where ur.user_id = u.id
$$;

create function app_public.users_role_names(u app_public.users) returns text[]
language sql stable security definer
set search_path = pg_catalog
as $$
  select coalesce(array_agg(r.name order by r.name), '{}')
  from app_public.user_roles ur
  join app_public.roles r on r.id = ur.role_id
  where ur.user_id = u.id
$$;

create function app_public.users_company_name(u app_public.users) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select c.name from app_public.companies c where c.id = u.company_id
$$;

-- Spec 1 §6: the sole partner administrator cannot be re-roled, removed or exit.
create function app_public.users_is_only_partner_company_internal_admin(u app_public.users) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$
  select u.company_id is not null and u.status = 'JOINED'
    and exists (select 1 from app_public.user_roles ur join app_public.roles r on r.id = ur.role_id
                where ur.user_id = u.id and r.key = 'PARTNER_ADMINISTRATOR')
    and not exists (select 1 from app_public.users o
                    join app_public.user_roles ur on ur.user_id = o.id
                    join app_public.roles r on r.id = ur.role_id
                    where o.company_id = u.company_id and o.id <> u.id and o.status = 'JOINED'
                      and r.key = 'PARTNER_ADMINISTRATOR')
$$;

create function app_public.companies_joined_user_count(c app_public.companies) returns int
language sql stable security definer
set search_path = pg_catalog
as $$
  select count(*)::int from app_public.users u where u.company_id = c.id and u.status = 'JOINED'
$$;

grant execute on function app_public.users_permission_keys(app_public.users), app_public.users_role_names(app_public.users),
  app_public.users_company_name(app_public.users), app_public.users_is_only_partner_company_internal_admin(app_public.users),
  app_public.companies_joined_user_count(app_public.companies) to :DATABASE_VISITOR;

-- Role -> permission keys, edited by ops in the back office. Takes effect on the next request.
create function app_public.set_role_permission_keys(role_id uuid, permission_keys text[]) returns app_public.roles
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_role app_public.roles;
  v_unknown text;
begin
  perform app_hidden.require_root_user_id();
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  select * into v_role from app_public.roles r where r.id = set_role_permission_keys.role_id for update;
  if not found then
    perform app_hidden.raise_error('ROLE_NOT_FOUND');
  end if;
  select k into v_unknown from unnest(coalesce(permission_keys, '{}')) k
  where not exists (select 1 from app_public.permission_keys p where p.key = k) limit 1;
  if v_unknown is not null then
    perform app_hidden.raise_error('PERMISSION_KEY_UNKNOWN', jsonb_build_object('key', v_unknown));
  end if;
  delete from app_public.role_permissions rp where rp.role_id = v_role.id and rp.permission_key <> all (coalesce(permission_keys, '{}'));
  insert into app_public.role_permissions (role_id, permission_key)
    select v_role.id, k from unnest(coalesce(permission_keys, '{}')) k
    on conflict do nothing;
  return v_role;
end;
$$;
grant execute on function app_public.set_role_permission_keys(uuid, text[]) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

create function app_public.roles_permission_keys(r app_public.roles) returns text[]
language sql stable
as $$
  select coalesce(array_agg(rp.permission_key order by rp.permission_key), '{}')
  from app_public.role_permissions rp where rp.role_id = r.id
$$;
grant execute on function app_public.roles_permission_keys(app_public.roles) to :DATABASE_VISITOR;

-- First sign-in: the API calls this (as owner) once per token subject it has not seen, creating the root user and the
-- default identity from the token's claims.
create function app_private.ensure_root_user(sub uuid, username text, email text, name text) returns void
language plpgsql volatile
as $$
begin
  insert into app_public.root_users (id, username, email) values (sub, username, email)
  on conflict (id) do update set username = excluded.username, email = coalesce(excluded.email, app_public.root_users.email)
    where app_public.root_users.username is distinct from excluded.username
       or app_public.root_users.email is distinct from coalesce(excluded.email, app_public.root_users.email);
  insert into app_public.users (root_user_id, company_id, name, email, status)
  values (sub, null, left(coalesce(nullif(btrim(name), ''), username, ''), 50),
          case when email ~ '^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$' then email end, 'ACTIVE')
  on conflict on constraint users_identity_key do nothing;
end;
$$;

create function app_public.mark_switch_site_suggestion_read() returns boolean
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
begin
  update app_public.root_users set switch_site_suggestion_read = true where id = app_hidden.require_root_user_id();
  return true;
end;
$$;
grant execute on function app_public.mark_switch_site_suggestion_read() to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

------------------------------------------------------------------------------------------------------------------------
-- Row-level security: policies first, then grants.
alter table app_public.root_users enable row level security;
alter table app_public.permission_keys enable row level security;
alter table app_public.positions enable row level security;
alter table app_public.companies enable row level security;
alter table app_public.partner_managers enable row level security;
alter table app_public.company_partner_managers enable row level security;
alter table app_public.roles enable row level security;
alter table app_public.role_permissions enable row level security;
alter table app_public.users enable row level security;
alter table app_public.user_roles enable row level security;

create policy select_own_or_admin on app_public.root_users for select to :DATABASE_VISITOR
  using (id = app_hidden.current_root_user_id() or (select app_hidden.is_vendor_admin()));

create policy select_all on app_public.permission_keys for select to :DATABASE_VISITOR using (true);
create policy select_all on app_public.positions for select to :DATABASE_VISITOR, :DATABASE_ANONYMOUS using (true);

create policy select_permitted on app_public.companies for select to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin()) or id = any ((select app_hidden.permitted_company_ids('ViewCompanyInfo'))::uuid[]));
create policy update_permitted on app_public.companies for update to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin()) or id = any ((select app_hidden.permitted_company_ids('UpdateCompanyInfo'))::uuid[]));
create policy insert_admin on app_public.companies for insert to :DATABASE_VISITOR
  with check ((select app_hidden.is_vendor_admin()));

create policy select_member_or_admin on app_public.partner_managers for select to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin()) or exists (
    select 1 from app_public.company_partner_managers cpm
    where cpm.partner_manager_id = partner_managers.id and cpm.company_id = any ((select app_hidden.my_company_ids())::uuid[])));
create policy manage_admin on app_public.partner_managers for all to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin())) with check ((select app_hidden.is_vendor_admin()));

create policy select_member_or_admin on app_public.company_partner_managers for select to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin()) or company_id = any ((select app_hidden.my_company_ids())::uuid[]));
create policy manage_admin on app_public.company_partner_managers for all to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin())) with check ((select app_hidden.is_vendor_admin()));

create policy select_visible on app_public.roles for select to :DATABASE_VISITOR
  using (company_id is null or company_id = any ((select app_hidden.my_company_ids())::uuid[]) or (select app_hidden.is_vendor_admin()));

create policy select_visible on app_public.role_permissions for select to :DATABASE_VISITOR
  using (exists (select 1 from app_public.roles r where r.id = role_id));

create policy select_visible on app_public.users for select to :DATABASE_VISITOR
  using (root_user_id = app_hidden.current_root_user_id()
         or (select app_hidden.is_vendor_admin())
         or company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyAllUser'))::uuid[]));
create policy update_permitted on app_public.users for update to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin())
         or company_id = any ((select app_hidden.permitted_company_ids('ManageCompanyUser'))::uuid[]));

create policy select_visible on app_public.user_roles for select to :DATABASE_VISITOR
  using (exists (select 1 from app_public.users u where u.id = user_id));

grant select on app_public.root_users, app_public.permission_keys, app_public.companies, app_public.partner_managers,
  app_public.company_partner_managers, app_public.roles, app_public.role_permissions, app_public.users,
  app_public.user_roles to :DATABASE_VISITOR;
grant select on app_public.positions to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;
grant insert (name, site, billing_address, phone, website, industry, main_businesses, key_industries, scale, resource, sfdc_owner_name),
  update (name, site, billing_address, phone, website, industry, main_businesses, key_industries, scale, resource, sfdc_owner_name)
  on app_public.companies to :DATABASE_VISITOR;
grant insert (name, avatar, email), update (name, avatar, email), delete on app_public.partner_managers to :DATABASE_VISITOR;
grant insert (company_id, partner_manager_id), delete on app_public.company_partner_managers to :DATABASE_VISITOR;
grant update (name, position_id, remark) on app_public.users to :DATABASE_VISITOR;

-- The program (site) and the vendor's owner field of a company are the vendor's to change.
create function app_private.tg_companies_vendor_fields() returns trigger
language plpgsql
as $$
begin
  if current_user <> 'pp_user' then
    return new;
  end if;
  if (new.site is distinct from old.site or new.sfdc_owner_name is distinct from old.sfdc_owner_name)
     and not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  return new;
end;
$$;
create trigger _200_vendor_fields before update on app_public.companies
  for each row execute procedure app_private.tg_companies_vendor_fields();

--! split: 003-notifications.sql
-- User messages: the notification centre (spec 1 §3, §4, §7, §8).
create type app_public.user_message_type as enum ('COMMON', 'COMPANY', 'INFORMATION');

create table app_public.user_messages (
  id uuid primary key default gen_random_uuid(),
  root_user_id uuid not null references app_public.root_users on delete cascade,
  company_id uuid references app_public.companies on delete set null,
  title text not null check (char_length(title) between 1 and 200),
  content text not null default '' check (char_length(content) <= 5000),
  user_message_type app_public.user_message_type not null,
  link text,
  is_read boolean not null default false,
  dedup_key text,
  created_at timestamptz not null default now()
);
comment on table app_public.user_messages is 'A message in a user''s notification centre.';
comment on column app_public.user_messages.dedup_key is E'@behavior -select -filterBy -orderBy\nMakes message creation idempotent for workflow activities.';
create unique index user_messages_dedup_key_idx on app_public.user_messages (dedup_key);
create index user_messages_recipient_idx on app_public.user_messages (root_user_id, created_at desc, id desc);
create index user_messages_unread_idx on app_public.user_messages (root_user_id, created_at) where not is_read;

alter table app_public.user_messages enable row level security;
create policy select_own on app_public.user_messages for select to :DATABASE_VISITOR
  using (root_user_id = app_hidden.current_root_user_id());
-- Whole-row select (computed columns take the row); dedup_key is kept out of GraphQL by its @behavior tag.
grant select on app_public.user_messages to :DATABASE_VISITOR;

create function app_public.user_messages_company_name(m app_public.user_messages) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select c.name from app_public.companies c where c.id = m.company_id
$$;
grant execute on function app_public.user_messages_company_name(app_public.user_messages) to :DATABASE_VISITOR;

-- Puts a message in a user's notification centre once per dedup key.
create function app_private.notify_user(root_user_id uuid, company_id uuid, title text, content text,
  message_type app_public.user_message_type, link text, dedup_key text) returns void
language sql volatile
as $$
  insert into app_public.user_messages (root_user_id, company_id, title, content, user_message_type, link, dedup_key)
  values (root_user_id, company_id, left(title, 200), left(content, 5000), message_type, link, dedup_key)
  on conflict (dedup_key) do nothing;
$$;

create type app_public.user_message_count as (
  unread_count int,
  all_user_message_count int
);

-- Unread and total counts since a date (the portal passes one month ago).
create function app_public.user_message_count(since timestamptz) returns app_public.user_message_count
language sql stable
as $$
  select count(*) filter (where not m.is_read)::int, count(*)::int
  from app_public.user_messages m
  where m.root_user_id = app_hidden.current_root_user_id() and m.created_at >= since
$$;
grant execute on function app_public.user_message_count(timestamptz) to :DATABASE_VISITOR;

create function app_public.mark_user_message_read(id uuid) returns app_public.user_messages
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_message app_public.user_messages;
begin
  select * into v_message from app_public.user_messages m where m.id = mark_user_message_read.id for update;
  if not found then
    perform app_hidden.raise_error('MESSAGE_NOT_FOUND');
  end if;
  if v_message.root_user_id <> v_me then
    perform app_hidden.raise_error('MESSAGE_NOT_RECIPIENT');
  end if;
  if v_message.is_read then
    perform app_hidden.raise_error('MESSAGE_ALREADY_READ');
  end if;
  update app_public.user_messages m set is_read = true where m.id = v_message.id returning * into v_message;
  return v_message;
end;
$$;
grant execute on function app_public.mark_user_message_read(uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

create type app_public.mark_all_read_result as (
  count int,
  is_success boolean
);

create function app_public.mark_all_user_messages_read() returns app_public.mark_all_read_result
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_count int;
begin
  update app_public.user_messages m set is_read = true
  where m.root_user_id = app_hidden.require_root_user_id() and not m.is_read;
  get diagnostics v_count = row_count;
  return row(v_count, true)::app_public.mark_all_read_result;
end;
$$;
grant execute on function app_public.mark_all_user_messages_read() to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

--! split: 004-join-company.sql
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

--! split: 005-current-user.sql
-- currentUserInfo (spec 1 §3): the signed-in person, their default identity, the companies they joined and the
-- identity in the current company (the one asked for, else the earliest joined). The API exposes this as a typed
-- GraphQL object.
create function app_private.identity_json(u app_public.users) returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'userId', u.id,
    'rootUserId', u.root_user_id,
    'companyId', u.company_id,
    'companyName', app_public.users_company_name(u),
    'userName', u.name,
    'email', u.email,
    'avatar', u.avatar,
    'contactNumber', u.contact_number,
    'phonePrefixCountryCode', u.phone_prefix_country_code,
    'status', u.status,
    'isAddedUserInfo', u.is_added_user_info,
    'position', (select jsonb_build_object('id', p.id, 'name', p.name) from app_public.positions p where p.id = u.position_id),
    'permissionKeys', to_jsonb(app_public.users_permission_keys(u)),
    'roleNames', to_jsonb(app_public.users_role_names(u)),
    'canApplyJoinCompany', app_public.users_can_apply_join_company(u)
  )
$$;

create function app_public.current_user_info(company_id uuid default null) returns jsonb
language plpgsql stable security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_root app_public.root_users;
  v_default app_public.users;
  v_current app_public.users;
begin
  select * into v_root from app_public.root_users r where r.id = v_me;
  if not found then
    perform app_hidden.raise_error('UNAUTHENTICATED');
  end if;
  select * into v_default from app_public.users u where u.root_user_id = v_me and u.company_id is null;
  select * into v_current from app_public.users u
  where u.root_user_id = v_me and u.company_id is not null and u.status = 'JOINED'
    and (current_user_info.company_id is null or u.company_id = current_user_info.company_id)
  order by u.first_joined_at nulls last, u.created_at
  limit 1;
  return jsonb_build_object(
    'rootUserId', v_me,
    'switchSiteSuggestionReaded', v_root.switch_site_suggestion_read,
    'defaultUser', case when v_default.id is null then null else app_private.identity_json(v_default) end,
    'ownCompanyUsers', coalesce((
      select jsonb_agg(jsonb_build_object('companyId', u.company_id, 'companyName', app_public.users_company_name(u), 'userId', u.id)
                       order by u.first_joined_at nulls last, u.created_at)
      from app_public.users u where u.root_user_id = v_me and u.company_id is not null and u.status = 'JOINED'), '[]'::jsonb),
    'currentCompanyUser', case when v_current.id is null then null else app_private.identity_json(v_current) end
  );
end;
$$;
comment on function app_public.current_user_info(uuid) is E'@behavior -queryField\nThe signed-in user; exposed by the API as currentUserInfo.';
grant execute on function app_public.current_user_info(uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;
