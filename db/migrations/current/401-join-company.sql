-- join-company: the application's review is a step of the review kit (400-review-kit).

create or replace function app_private.join_application_may_decide(a app_public.company_join_applications) returns void
  language plpgsql stable set search_path = pg_catalog as $$
begin
  if not (app_hidden.has_permission('ManageJoinCompanyApplication', a.company_id) or app_hidden.is_vendor_admin()) then
    -- Someone who may not even view the application learns nothing about it.
    if app_hidden.has_permission('ViewJoinCompanyApplication', a.company_id) then
      perform app_hidden.raise_error('NO_PERMISSION');
    end if;
    perform app_hidden.raise_error('JOIN_APPLICATION_NOT_FOUND');
  end if;
end;
$$;

delete from app_private.review_steps where step = 'join_application';
insert into app_private.review_steps (step, table_name, status_column, machine, may_decide, not_found_code, decided_code,
                                      decided_at_column, comment_max, comment_required_code, comment_too_long_code,
                                      workflow_type, workflow_signals, workflow_payload_key)
values ('join_application', 'app_public.company_join_applications', 'application_status', 'join_application',
        'app_private.join_application_may_decide(app_public.company_join_applications)',
        'JOIN_APPLICATION_NOT_FOUND', 'JOIN_APPLICATION_ALREADY_REVIEWED',
        'reviewed_at', 'app_hidden.audit_comment_max()', 'JOIN_REJECT_REASON_REQUIRED', 'JOIN_REJECT_REASON_TOO_LONG',
        'joinApplicationWorkflow',
        '{"approve": "joinApplicationApproved", "reject": "joinApplicationRejected"}', 'applicationId');

create or replace function app_public.approve_company_join_application(application_id uuid, name text, position_id integer, role_ids uuid[])
  returns app_public.company_join_applications
  language plpgsql security definer set search_path = pg_catalog as $$
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
$$;

create or replace function app_public.reject_company_join_application(application_id uuid, audit_comment text)
  returns app_public.company_join_applications
  language sql security definer set search_path = pg_catalog as $$
  select * from app_private.review_decide(null::app_public.company_join_applications, 'join_application',
                                          application_id, 'reject', audit_comment)
$$;

drop function if exists app_private.application_for_review(uuid, text);
