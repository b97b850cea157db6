--! Previous: sha1:e18085a8b1276c2c1b0d9ddc8d21f46061e2809e
--! Hash: sha1:e84067578efee3bb80bfae65893c1ead93628f55
--! Message: invitations

--! split: 006-invitations.sql
-- Invitations (spec 1 §3, §4, §8, §9): a partner administrator creates a link carrying company, position and roles,
-- valid for 3 days and usable once; a signed-in person who opens it joins the company at once.

-- How a person is named to others: the default identity's name, else the account's username.
create function app_private.person_name(root_user_id uuid) returns text
language sql stable
as $$
  select coalesce(nullif(u.name, ''), r.username)
  from app_public.root_users r
  left join app_public.users u on u.root_user_id = r.id and u.company_id is null
  where r.id = person_name.root_user_id
$$;

create or replace function app_public.company_join_applications_approver_name(a app_public.company_join_applications) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select app_private.person_name(a.approver_id)
$$;

create extension if not exists pgcrypto with schema public;

create type app_public.company_invitation_status as enum ('ACTIVE', 'USED', 'EXPIRED');

create table app_public.company_invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references app_public.companies on delete cascade,
  code text not null unique check (code ~ '^[A-Za-z0-9_-]{32}$'),
  position_id int not null references app_public.positions,
  role_ids uuid[] not null check (cardinality(role_ids) > 0),
  created_by uuid references app_public.root_users on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '3 days',
  used_by uuid references app_public.root_users on delete set null,
  used_at timestamptz
);
comment on table app_public.company_invitations is 'An invitation link to join a company with a position and roles: valid 3 days, usable once.';
create index company_invitations_company_idx on app_public.company_invitations (company_id, created_at desc);
create index company_invitations_created_idx on app_public.company_invitations (created_at);

alter table app_public.company_invitations enable row level security;
create policy select_managers on app_public.company_invitations for select to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin())
         or company_id = any ((select app_hidden.permitted_company_ids('ManageCompanyUser'))::uuid[]));
grant select on app_public.company_invitations to :DATABASE_VISITOR;

create function app_private.invitation_status(i app_public.company_invitations) returns app_public.company_invitation_status
language sql stable
as $$
  select case when i.used_at is not null then 'USED'
              when i.expires_at <= now() then 'EXPIRED'
              else 'ACTIVE' end::app_public.company_invitation_status
$$;

create function app_public.company_invitations_status(i app_public.company_invitations) returns app_public.company_invitation_status
language sql stable security definer
set search_path = pg_catalog
as $$
  select app_private.invitation_status(i)
$$;

create function app_public.company_invitations_position_name(i app_public.company_invitations) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select p.name from app_public.positions p where p.id = i.position_id
$$;

create function app_public.company_invitations_role_names(i app_public.company_invitations) returns text[]
language sql stable security definer
set search_path = pg_catalog
as $$
  select coalesce(array_agg(r.name order by r.name), '{}') from app_public.roles r where r.id = any (i.role_ids)
$$;

create function app_public.company_invitations_used_by_name(i app_public.company_invitations) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select app_private.person_name(i.used_by)
$$;

grant execute on function app_public.company_invitations_status(app_public.company_invitations),
  app_public.company_invitations_position_name(app_public.company_invitations),
  app_public.company_invitations_role_names(app_public.company_invitations),
  app_public.company_invitations_used_by_name(app_public.company_invitations) to :DATABASE_VISITOR;

-- 32 URL-safe characters from 24 random bytes.
create function app_private.new_invitation_code() returns text
language sql volatile
as $$
  select translate(encode(public.gen_random_bytes(24), 'base64'), '+/', '-_')
$$;

create function app_public.create_company_invitation(company_id uuid, position_id int, role_ids uuid[])
returns app_public.company_invitations
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_invitation app_public.company_invitations;
begin
  if not (app_hidden.has_permission('ManageCompanyUser', create_company_invitation.company_id) or app_hidden.is_vendor_admin()) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  if position_id is null then
    perform app_hidden.raise_error('POSITION_REQUIRED');
  end if;
  if coalesce(cardinality(role_ids), 0) = 0 then
    perform app_hidden.raise_error('ROLE_REQUIRED');
  end if;
  if not exists (select 1 from app_public.positions p where p.id = create_company_invitation.position_id) then
    perform app_hidden.raise_error('POSITION_NOT_FOUND');
  end if;
  if exists (select 1 from unnest(role_ids) rid where not exists (
      select 1 from app_public.roles r where r.id = rid and r.type = 'ORGANIZATIONAL'
        and (r.company_id is null or r.company_id = create_company_invitation.company_id))) then
    perform app_hidden.raise_error('USER_ROLE_INVALID');
  end if;
  insert into app_public.company_invitations (company_id, code, position_id, role_ids, created_by)
  values (create_company_invitation.company_id, app_private.new_invitation_code(), position_id,
          (select array_agg(distinct rid) from unnest(role_ids) rid), v_me)
  returning * into v_invitation;
  return v_invitation;
end;
$$;
grant execute on function app_public.create_company_invitation(uuid, int, uuid[]) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- What an invitation offers, for the signed-in person who opened its link (they cannot read the table).
create type app_public.invitation_preview as (
  company_id uuid,
  company_name text,
  position_name text,
  role_names text[],
  expires_at timestamptz,
  status text
);

-- The invitation behind a code, locked when asked; raises the spec's coded errors for a code that cannot be used.
create function app_private.usable_invitation(code text, for_update boolean) returns app_public.company_invitations
language plpgsql volatile
as $$
declare
  v_invitation app_public.company_invitations;
begin
  if code is null or code !~ '^[A-Za-z0-9_-]{32}$' then
    perform app_hidden.raise_error('INVITATION_INVALID');
  end if;
  if for_update then
    select * into v_invitation from app_public.company_invitations i where i.code = usable_invitation.code for update;
  else
    select * into v_invitation from app_public.company_invitations i where i.code = usable_invitation.code;
  end if;
  if not found then
    perform app_hidden.raise_error('INVITATION_NOT_FOUND');
  end if;
  return v_invitation;
end;
$$;

create function app_public.invitation_by_code(code text) returns app_public.invitation_preview
language plpgsql stable security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_invitation app_public.company_invitations := app_private.usable_invitation(code, false);
  v_status text := app_private.invitation_status(v_invitation)::text;
begin
  -- A member of the company is told so, whatever became of the link.
  if app_private.join_status(v_me, v_invitation.company_id) = 'JOINED' then
    v_status := 'JOINED';
  end if;
  return row(v_invitation.company_id,
             (select c.name from app_public.companies c where c.id = v_invitation.company_id),
             app_public.company_invitations_position_name(v_invitation),
             app_public.company_invitations_role_names(v_invitation),
             v_invitation.expires_at, v_status)::app_public.invitation_preview;
end;
$$;
grant execute on function app_public.invitation_by_code(text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Joins the company of an invitation: a JOINED identity with the invitation's position and roles, at once.
-- A pending application of the same person to the same company is approved with it.
create function app_public.join_company_with_invitation_code(code text) returns app_public.invitation_preview
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_invitation app_public.company_invitations;
  v_user_id uuid;
  v_pending app_public.company_join_applications;
  v_name text;
begin
  perform pg_advisory_xact_lock(hashtextextended(v_me::text, 0));
  v_invitation := app_private.usable_invitation(code, true);
  if app_private.join_status(v_me, v_invitation.company_id) = 'JOINED' then
    perform app_hidden.raise_error('INVITATION_ALREADY_JOINED');
  end if;
  case app_private.invitation_status(v_invitation)
    when 'USED' then perform app_hidden.raise_error('INVITATION_USED');
    when 'EXPIRED' then perform app_hidden.raise_error('INVITATION_EXPIRED');
    else null;
  end case;
  select * into v_pending from app_public.company_join_applications a
  where a.applicant_id = v_me and a.company_id = v_invitation.company_id and a.application_status = 'APPLYING' for update;
  if app_private.held_company_count(v_me) - (case when v_pending.id is null then 0 else 1 end) >= 5 then
    perform app_hidden.raise_error('INVITATION_CANNOT_APPLY', jsonb_build_object('max', 5));
  end if;
  v_name := app_private.person_name(v_me);
  insert into app_public.users (root_user_id, company_id, name, email, contact_number, phone_prefix_country_code,
                                position_id, status, is_added_user_info, first_joined_at)
  select v_me, v_invitation.company_id, left(coalesce(v_name, ''), 50), d.email, d.contact_number, d.phone_prefix_country_code,
         v_invitation.position_id, 'JOINED', true, now()
  from app_public.root_users r
  left join app_public.users d on d.root_user_id = r.id and d.company_id is null
  where r.id = v_me
  on conflict on constraint users_identity_key do update set
    position_id = excluded.position_id, status = 'JOINED',
    first_joined_at = coalesce(app_public.users.first_joined_at, excluded.first_joined_at)
  returning id into v_user_id;
  delete from app_public.user_roles ur where ur.user_id = v_user_id;
  insert into app_public.user_roles (user_id, role_id) select v_user_id, unnest(v_invitation.role_ids);
  update app_public.company_invitations i set used_by = v_me, used_at = now() where i.id = v_invitation.id;
  if v_pending.id is not null then
    update app_public.company_join_applications a set
      application_status = app_private.transition('join_application', a.application_status::text, 'approve')::app_public.join_application_status,
      approver_id = v_invitation.created_by, approved_name = left(coalesce(v_name, a.real_name), 50),
      position_id = v_invitation.position_id, role_ids = v_invitation.role_ids, reviewed_at = now(), effects_applied_at = now()
    where a.id = v_pending.id;
    perform app_private.enqueue('joinApplicationWorkflow', v_pending.id::text, 'joinApplicationApproved',
      jsonb_build_object('applicationId', v_pending.id));
  end if;
  if v_invitation.created_by is not null then
    perform app_private.notify_user(v_invitation.created_by, v_invitation.company_id,
      coalesce(v_name, 'Someone') || ' joined ' || (select c.name from app_public.companies c where c.id = v_invitation.company_id),
      coalesce(v_name, 'Someone') || ' joined the company with your invitation link.',
      'COMPANY', '/workbench/user', 'invitation:' || v_invitation.id || ':used');
  end if;
  return app_public.invitation_by_code(code);
end;
$$;
grant execute on function app_public.join_company_with_invitation_code(text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;
