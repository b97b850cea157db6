-- Members (company users): editing a member, removing one (EXITED), leaving a company oneself, and the rule that a
-- company's only partner administrator stays one: nobody re-roles, removes or lets them exit until another
-- administrator has been named. The rule is kept by constraint triggers on the data, so every writer obeys it.

-- The membership machine (same rows as domain companyUserMachine; a database test compares them).
delete from app_private.state_transitions where machine = 'company_user';
insert into app_private.state_transitions (machine, from_state, event, to_state) values
  ('company_user', 'JOINED', 'remove', 'EXITED'),
  ('company_user', 'JOINED', 'exit', 'EXITED'),
  ('company_user', 'EXITED', 'readmit', 'JOINED');

-- Does this identity hold the built-in partner administrator role?
create or replace function app_private.holds_partner_admin_role(user_id uuid) returns boolean
language sql stable security definer set search_path = pg_catalog as $$
  select exists (select 1 from app_public.user_roles ur join app_public.roles r on r.id = ur.role_id
                 where ur.user_id = holds_partner_admin_role.user_id and r.key = 'PARTNER_ADMINISTRATOR')
$$;

-- How many JOINED members of the company hold the partner administrator role.
create or replace function app_private.partner_admin_count(company_id uuid) returns int
language sql stable security definer set search_path = pg_catalog as $$
  select count(distinct u.id)::int
  from app_public.users u
  join app_public.user_roles ur on ur.user_id = u.id
  join app_public.roles r on r.id = ur.role_id
  where u.company_id = partner_admin_count.company_id and u.status = 'JOINED' and r.key = 'PARTNER_ADMINISTRATOR'
$$;

-- A change that takes a partner administrator away from a company (the identity leaves JOINED or the company, or
-- loses the role) is refused when the company is left without any: USER_SOLE_ADMIN. A company that is being
-- deleted, or an identity that is being deleted with its person, is not held back.
create or replace function app_private.tg_keep_a_partner_admin() returns trigger
language plpgsql security definer set search_path = pg_catalog as $$
declare
  v_company uuid;
begin
  if tg_table_name = 'users' then
    if old.company_id is not null and old.status = 'JOINED'
       and (new.status <> 'JOINED' or new.company_id is distinct from old.company_id)
       and app_private.holds_partner_admin_role(old.id) then
      v_company := old.company_id;
    end if;
  elsif exists (select 1 from app_public.roles r where r.id = old.role_id and r.key = 'PARTNER_ADMINISTRATOR') then
    select u.company_id into v_company from app_public.users u
    where u.id = old.user_id and u.status = 'JOINED' and u.company_id is not null;
  end if;
  if v_company is not null
     and exists (select 1 from app_public.companies c where c.id = v_company)
     and app_private.partner_admin_count(v_company) = 0 then
    perform app_hidden.raise_error('USER_SOLE_ADMIN');
  end if;
  return null;
end;
$$;

-- Status and company changes are checked at the end of each statement; role changes at the end of the transaction
-- (replacing a member's roles deletes before it inserts), or earlier where a command asks for it.
drop trigger if exists _900_keep_a_partner_admin on app_public.users;
create constraint trigger _900_keep_a_partner_admin after update of status, company_id on app_public.users
  for each row execute function app_private.tg_keep_a_partner_admin();
drop trigger if exists user_roles_keep_a_partner_admin on app_public.user_roles;
create constraint trigger user_roles_keep_a_partner_admin after update or delete on app_public.user_roles
  deferrable initially deferred
  for each row execute function app_private.tg_keep_a_partner_admin();

-- A member who leaves (removed, exited, or set EXITED in the back office) gets a company message; opening it
-- afterwards shows that they have left the company.
create or replace function app_private.tg_member_exited() returns trigger
language plpgsql security definer set search_path = pg_catalog as $$
declare
  v_company text;
begin
  select c.name into v_company from app_public.companies c where c.id = new.company_id;
  perform app_private.notify_user(new.root_user_id, new.company_id,
    'You are no longer a member of ' || coalesce(v_company, 'the company'),
    'Your membership of ' || coalesce(v_company, 'the company') || ' has ended. You can no longer open its workbench.',
    'COMPANY', '/workbench', null);
  return null;
end;
$$;
drop trigger if exists _700_member_exited on app_public.users;
create trigger _700_member_exited after update of status on app_public.users
  for each row when (old.status = 'JOINED' and new.status = 'EXITED' and new.company_id is not null)
  execute function app_private.tg_member_exited();

-- The company identity a member command acts on, locked, after the caller's right to it: USER_NOT_FOUND when the
-- caller cannot even see it (or it is not a company identity), NO_PERMISSION when they see it without
-- ManageCompanyUser in its company.
create or replace function app_private.company_user_for_change(user_id uuid) returns app_public.users
language plpgsql security definer set search_path = pg_catalog as $$
declare
  v_user app_public.users;
  v_me uuid := app_hidden.require_root_user_id();
begin
  select * into v_user from app_public.users u where u.id = company_user_for_change.user_id and u.company_id is not null for update;
  if not found then
    perform app_hidden.raise_error('USER_NOT_FOUND');
  end if;
  if app_hidden.is_vendor_admin() or app_hidden.has_permission('ManageCompanyUser', v_user.company_id) then
    return v_user;
  end if;
  if v_user.root_user_id = v_me or app_hidden.has_permission('ViewCompanyAllUser', v_user.company_id) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  perform app_hidden.raise_error('USER_NOT_FOUND');
  return null;
end;
$$;

-- Edit a member: name, position, roles (at least one, organisational roles of the company or built-in ones) and
-- remark. The vendor may also set the status (JOINED or EXITED); a partner administrator removes members with
-- remove_company_user. An EXITED member is not edited unless the vendor lets them back in with the same call.
drop function if exists app_public.update_company_user(uuid, text, integer, uuid[], text, app_public.user_status);
create function app_public.update_company_user(
  user_id uuid, name text, position_id integer, role_ids uuid[], remark text default null,
  status app_public.user_status default null
) returns app_public.users
language plpgsql volatile security definer set search_path = pg_catalog as $$
declare
  v_user app_public.users := app_private.company_user_for_change(update_company_user.user_id);
  v_name text := btrim(coalesce(update_company_user.name, ''));
  v_status app_public.user_status := v_user.status;
begin
  if update_company_user.status is not null and update_company_user.status is distinct from v_user.status then
    if not app_hidden.is_vendor_admin() then
      perform app_hidden.raise_error('NO_PERMISSION');
    end if;
    v_status := app_private.transition('company_user', v_user.status::text,
      case when update_company_user.status = 'EXITED' then 'remove' else 'readmit' end)::app_public.user_status;
    if v_status is distinct from update_company_user.status then
      perform app_hidden.raise_error('VALIDATION_FAILED');
    end if;
  end if;
  if v_status = 'EXITED' and v_user.status = 'EXITED' then
    perform app_hidden.raise_error('USER_EXITED');
  end if;
  if v_name = '' then
    perform app_hidden.raise_error('USER_NAME_REQUIRED');
  end if;
  if char_length(v_name) > app_hidden.member_name_max() then
    perform app_hidden.raise_error('USER_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.member_name_max()));
  end if;
  if v_name !~ app_hidden.member_name_pattern() then
    perform app_hidden.raise_error('USER_NAME_INVALID');
  end if;
  if update_company_user.position_id is null then
    perform app_hidden.raise_error('POSITION_REQUIRED');
  end if;
  if not exists (select 1 from app_public.positions p where p.id = update_company_user.position_id) then
    perform app_hidden.raise_error('POSITION_NOT_FOUND');
  end if;
  if coalesce(cardinality(update_company_user.role_ids), 0) = 0 then
    perform app_hidden.raise_error('ROLE_REQUIRED');
  end if;
  if exists (select 1 from unnest(update_company_user.role_ids) rid where rid is null or not exists (
      select 1 from app_public.roles r where r.id = rid and r.type = 'ORGANIZATIONAL'
        and (r.company_id is null or r.company_id = v_user.company_id))) then
    perform app_hidden.raise_error('USER_ROLE_INVALID');
  end if;
  if char_length(coalesce(update_company_user.remark, '')) > app_hidden.remark_max() then
    perform app_hidden.raise_error('REMARK_TOO_LONG', jsonb_build_object('max', app_hidden.remark_max()));
  end if;

  update app_public.users u set
    name = v_name,
    position_id = update_company_user.position_id,
    remark = nullif(btrim(coalesce(update_company_user.remark, '')), ''),
    status = v_status,
    first_joined_at = coalesce(u.first_joined_at, case when v_status = 'JOINED' then now() end)
  where u.id = v_user.id
  returning * into v_user;
  delete from app_public.user_roles ur where ur.user_id = v_user.id and ur.role_id <> all (update_company_user.role_ids);
  insert into app_public.user_roles (user_id, role_id)
  select v_user.id, rid from unnest(update_company_user.role_ids) rid
  on conflict do nothing;
  -- the role change is checked now, so the caller gets USER_SOLE_ADMIN from this command and nothing is saved
  set constraints app_public.user_roles_keep_a_partner_admin immediate;
  set constraints app_public.user_roles_keep_a_partner_admin deferred;
  return v_user;
end;
$$;
revoke all on function app_public.update_company_user(uuid, text, integer, uuid[], text, app_public.user_status) from public;
grant execute on function app_public.update_company_user(uuid, text, integer, uuid[], text, app_public.user_status) to :DATABASE_VISITOR;
comment on function app_public.update_company_user(uuid, text, integer, uuid[], text, app_public.user_status) is
  'Edit a member of a company: name, position, roles and remark (the vendor also the status).';

-- Remove a member: status EXITED. They keep their identity and history, lose the company's keys on their next
-- request, and get a message.
drop function if exists app_public.remove_company_user(uuid);
create function app_public.remove_company_user(user_id uuid) returns app_public.users
language plpgsql volatile security definer set search_path = pg_catalog as $$
declare
  v_user app_public.users := app_private.company_user_for_change(remove_company_user.user_id);
begin
  if v_user.status = 'EXITED' then
    perform app_hidden.raise_error('USER_EXITED');
  end if;
  update app_public.users u
  set status = app_private.transition('company_user', u.status::text, 'remove')::app_public.user_status
  where u.id = v_user.id
  returning * into v_user;
  return v_user;
end;
$$;
revoke all on function app_public.remove_company_user(uuid) from public;
grant execute on function app_public.remove_company_user(uuid) to :DATABASE_VISITOR;
comment on function app_public.remove_company_user(uuid) is 'Remove a member from their company (status EXITED).';

-- Leave a company oneself. A partner administrator may, unless they are its only one (EXIT_SOLE_ADMIN); any other
-- member cannot leave alone and is told to contact the vendor (EXIT_CONTACT_SUPPORT).
drop function if exists app_public.exit_company(uuid);
create function app_public.exit_company(company_id uuid) returns app_public.users
language plpgsql volatile security definer set search_path = pg_catalog as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_user app_public.users;
begin
  select * into v_user from app_public.users u
  where u.root_user_id = v_me and u.company_id = exit_company.company_id for update;
  if not found then
    perform app_hidden.raise_error('USER_NOT_FOUND');
  end if;
  if v_user.status <> 'JOINED' then
    perform app_hidden.raise_error('USER_EXITED');
  end if;
  if not app_private.holds_partner_admin_role(v_user.id) then
    perform app_hidden.raise_error('EXIT_CONTACT_SUPPORT');
  end if;
  if app_private.partner_admin_count(v_user.company_id) <= 1 then
    perform app_hidden.raise_error('EXIT_SOLE_ADMIN');
  end if;
  update app_public.users u
  set status = app_private.transition('company_user', u.status::text, 'exit')::app_public.user_status
  where u.id = v_user.id
  returning * into v_user;
  return v_user;
end;
$$;
revoke all on function app_public.exit_company(uuid) from public;
grant execute on function app_public.exit_company(uuid) to :DATABASE_VISITOR;
comment on function app_public.exit_company(uuid) is 'Leave a company: partner administrators only, and never the only one.';

-- Whether this identity holds the partner administrator role (the portal shows the administrator's exit tip).
create or replace function app_public.users_is_partner_administrator(u app_public.users) returns boolean
language sql stable security definer set search_path = pg_catalog as $$
  select u.company_id is not null and app_private.holds_partner_admin_role(u.id)
$$;
grant execute on function app_public.users_is_partner_administrator(app_public.users) to :DATABASE_VISITOR;

-- The member's account (the sign-in e-mail, else the username), for whoever may see the member's row.
create or replace function app_public.users_account(u app_public.users) returns text
language sql stable security definer set search_path = pg_catalog as $$
  select coalesce(r.email, r.username) from app_public.root_users r where r.id = u.root_user_id
$$;
grant execute on function app_public.users_account(app_public.users) to :DATABASE_VISITOR;
