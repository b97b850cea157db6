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
