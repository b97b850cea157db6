-- Invitations: validity, code pattern and the company limit come from the generated app_hidden constants
-- (001-domain-constants.sql) instead of repeated literals. Function bodies otherwise unchanged.
alter table app_public.company_invitations drop constraint if exists company_invitations_code_check;
alter table app_public.company_invitations add constraint company_invitations_code_check
  check (code ~ app_hidden.invitation_code_pattern());
alter table app_public.company_invitations alter column expires_at set default now() + app_hidden.invitation_validity();
comment on table app_public.company_invitations is 'An invitation link to join a company with a position and roles: valid for a limited time, usable once.';

-- The invitation behind a code, locked when asked; raises the spec's coded errors for a code that cannot be used.
create or replace function app_private.usable_invitation(code text, for_update boolean) returns app_public.company_invitations
language plpgsql volatile
as $$
declare
  v_invitation app_public.company_invitations;
begin
  if code is null or code !~ app_hidden.invitation_code_pattern() then
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

-- Joins the company of an invitation: a JOINED identity with the invitation's position and roles, at once.
-- A pending application of the same person to the same company is approved with it.
create or replace function app_public.join_company_with_invitation_code(code text) returns app_public.invitation_preview
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
  if app_private.held_company_count(v_me) - (case when v_pending.id is null then 0 else 1 end) >= app_hidden.max_companies_per_user() then
    perform app_hidden.raise_error('INVITATION_CANNOT_APPLY', jsonb_build_object('max', app_hidden.max_companies_per_user()));
  end if;
  v_name := app_private.person_name(v_me);
  insert into app_public.users (root_user_id, company_id, name, email, contact_number, phone_prefix_country_code,
                                position_id, status, is_added_user_info, first_joined_at)
  select v_me, v_invitation.company_id, left(coalesce(v_name, ''), app_hidden.member_name_max()), d.email, d.contact_number, d.phone_prefix_country_code,
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
      approver_id = v_invitation.created_by, approved_name = left(coalesce(v_name, a.real_name), app_hidden.member_name_max()),
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
