-- The name a partner administrator gives a joining member uses the person-name characters (Chinese or Latin
-- letters, hyphen, dot, apostrophe and space), as the member edit already required: USER_NAME_INVALID.

CREATE OR REPLACE FUNCTION app_public.approve_company_join_application(application_id uuid, name text, position_id integer, role_ids uuid[])
 RETURNS app_public.company_join_applications
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_application app_public.company_join_applications :=
    app_private.review_open(null::app_public.company_join_applications, 'join_application', application_id, 'approve');
  v_name text := btrim(coalesce(name, ''));
  v_joined int;
begin
  if v_name = '' or position_id is null or coalesce(cardinality(role_ids), 0) = 0 then
    perform app_hidden.raise_error('JOIN_APPLICATION_PARAMS_INCOMPLETE');
  end if;
  if char_length(v_name) > app_hidden.member_name_max() then
    perform app_hidden.raise_error('USER_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.member_name_max()));
  end if;
  if v_name !~ app_hidden.member_name_pattern() then
    perform app_hidden.raise_error('USER_NAME_INVALID');
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
  if v_joined >= app_hidden.max_companies_per_user() then
    perform app_hidden.raise_error('JOIN_APPLICANT_OVER_LIMIT', jsonb_build_object('max', app_hidden.max_companies_per_user()));
  end if;
  update app_public.company_join_applications a set
    approved_name = v_name,
    position_id = approve_company_join_application.position_id,
    role_ids = (select array_agg(distinct rid) from unnest(approve_company_join_application.role_ids) rid)
  where a.id = v_application.id;
  return app_private.review_apply(null::app_public.company_join_applications, 'join_application', v_application.id, 'approve');
end;
$function$;
