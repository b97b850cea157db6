-- Role names in the reader's language (issue 16): the lists of a person's, an invitation's and a join application's
-- roles give each role's key with its name. A built-in role has a key (PARTNER_ADMINISTRATOR, …) and the portal
-- shows its name from its texts in the site's language; a company's own role has no key and keeps the name the
-- company gave it. The `role_names` lists stay for the back office, which reads the roles' Chinese names itself.

create type app_public.role_label as (key text, name text);
comment on type app_public.role_label is
  'A role as a person reads it: a built-in role''s key (null for a company''s own role) and the role''s name.';

create or replace function app_private.role_labels(role_ids uuid[]) returns app_public.role_label[]
  language sql stable set search_path = pg_catalog
as $$
  select coalesce(array_agg(row(r.key, r.name)::app_public.role_label order by r.name), '{}')
  from app_public.roles r where r.id = any (role_ids)
$$;

create or replace function app_public.users_role_labels(u app_public.users) returns app_public.role_label[]
  language sql stable security definer set search_path = pg_catalog
as $$
  select app_private.role_labels(array(select ur.role_id from app_public.user_roles ur where ur.user_id = u.id))
$$;
comment on function app_public.users_role_labels(app_public.users) is
  E'@notNull\nThe member''s roles, by name: a built-in role with its key.';

create or replace function app_public.company_invitations_role_labels(i app_public.company_invitations) returns app_public.role_label[]
  language sql stable security definer set search_path = pg_catalog
as $$
  select app_private.role_labels(i.role_ids)
$$;
comment on function app_public.company_invitations_role_labels(app_public.company_invitations) is
  E'@notNull\nThe roles the invitation gives, by name: a built-in role with its key.';

create or replace function app_public.company_join_applications_role_labels(a app_public.company_join_applications)
  returns app_public.role_label[]
  language sql stable security definer set search_path = pg_catalog
as $$
  select app_private.role_labels(a.role_ids)
$$;
comment on function app_public.company_join_applications_role_labels(app_public.company_join_applications) is
  E'@notNull\nThe roles the approval gave, by name: a built-in role with its key.';

revoke all on function app_private.role_labels(uuid[]) from public;
grant execute on function app_public.users_role_labels(app_public.users) to pp_user;
grant execute on function app_public.company_invitations_role_labels(app_public.company_invitations) to pp_user;
grant execute on function app_public.company_join_applications_role_labels(app_public.company_join_applications) to pp_user;

-- The invitation's preview (what the link shows before joining) carries them too.
alter type app_public.invitation_preview add attribute role_labels app_public.role_label[];

create or replace function app_public.invitation_by_code(code text) returns app_public.invitation_preview
  language plpgsql stable security definer set search_path = pg_catalog
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
             v_invitation.expires_at, v_status,
             app_public.company_invitations_role_labels(v_invitation))::app_public.invitation_preview;
end;
$$;

-- The signed-in person's identities (currentUserInfo) carry them too.
create or replace function app_private.identity_json(u app_public.users) returns jsonb
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
    'roleLabels', to_jsonb(app_public.users_role_labels(u)),
    'canApplyJoinCompany', app_public.users_can_apply_join_company(u)
  )
$$;
