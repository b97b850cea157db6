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
