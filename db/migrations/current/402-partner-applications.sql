-- partner-applications: the application's review is a step of the review kit (400-review-kit).

create or replace function app_private.partner_application_may_decide(a app_public.partner_applications) returns void
  language plpgsql stable set search_path = pg_catalog as $$
begin
  -- Only vendor admins decide; anyone else learns nothing about the application.
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('PARTNER_APPLICATION_NOT_FOUND');
  end if;
end;
$$;

delete from app_private.review_steps where step = 'partner_application';
insert into app_private.review_steps (step, table_name, status_column, machine, may_decide, not_found_code, decided_code,
                                      decided_at_column, comment_max, comment_required_code, comment_too_long_code,
                                      workflow_type, workflow_signals, workflow_payload_key)
values ('partner_application', 'app_public.partner_applications', 'application_status', 'partner_application',
        'app_private.partner_application_may_decide(app_public.partner_applications)',
        'PARTNER_APPLICATION_NOT_FOUND', 'PARTNER_APPLICATION_ALREADY_REVIEWED',
        'reviewed_at', 'app_hidden.audit_comment_max()',
        'PARTNER_APPLICATION_REJECT_REASON_REQUIRED', 'PARTNER_APPLICATION_REJECT_REASON_TOO_LONG',
        'partnerApplicationWorkflow',
        '{"approve": "partnerApplicationApproved", "reject": "partnerApplicationRejected"}', 'applicationId');

create or replace function app_public.approve_partner_application(application_id uuid, partner_manager_id uuid)
  returns app_public.partner_applications
  language plpgsql security definer set search_path = pg_catalog as $$
declare
  v_application app_public.partner_applications :=
    app_private.review_open(null::app_public.partner_applications, 'partner_application', application_id, 'approve');
  v_company_id uuid;
  v_user_id uuid;
begin
  if partner_manager_id is null then
    perform app_hidden.raise_error('PARTNER_MANAGER_REQUIRED');
  end if;
  if not exists (select 1 from app_public.partner_managers pm where pm.id = approve_partner_application.partner_manager_id) then
    perform app_hidden.raise_error('PARTNER_MANAGER_NOT_FOUND');
  end if;
  perform pg_advisory_xact_lock(hashtextextended(v_application.applicant_id::text, 0));
  if exists (select 1 from app_public.companies c where lower(btrim(c.name)) = lower(btrim(v_application.company_name))) then
    perform app_hidden.raise_error('PARTNER_APPLICATION_COMPANY_NAME_TAKEN');
  end if;
  if app_private.held_company_count(v_application.applicant_id) >= app_hidden.max_companies_per_user() then
    perform app_hidden.raise_error('JOIN_APPLICANT_OVER_LIMIT', jsonb_build_object('max', app_hidden.max_companies_per_user()));
  end if;

  insert into app_public.companies (name, site, billing_address, phone, website, industry, main_businesses, key_industries, scale)
  values (v_application.company_name, v_application.site, v_application.billing_address, v_application.phone,
          v_application.website, v_application.industry, v_application.main_businesses, v_application.key_industries,
          v_application.scale)
  returning id into v_company_id;
  insert into app_public.company_partner_managers (company_id, partner_manager_id)
  values (v_company_id, approve_partner_application.partner_manager_id);
  insert into app_public.users (root_user_id, company_id, name, email, contact_number, phone_prefix_country_code,
                                position_id, status, is_added_user_info, first_joined_at)
  values (v_application.applicant_id, v_company_id, v_application.contact_name, v_application.contact_email,
          v_application.contact_number, v_application.phone_prefix_country_code, v_application.position_id,
          'JOINED', true, now())
  returning id into v_user_id;
  insert into app_public.user_roles (user_id, role_id)
  select v_user_id, r.id from app_public.roles r where r.key = 'PARTNER_ADMINISTRATOR';

  update app_public.partner_applications a set
    partner_manager_id = approve_partner_application.partner_manager_id,
    company_id = v_company_id
  where a.id = v_application.id;
  return app_private.review_apply(null::app_public.partner_applications, 'partner_application', v_application.id, 'approve');
end;
$$;

create or replace function app_public.reject_partner_application(application_id uuid, audit_comment text)
  returns app_public.partner_applications
  language sql security definer set search_path = pg_catalog as $$
  select * from app_private.review_decide(null::app_public.partner_applications, 'partner_application',
                                          application_id, 'reject', audit_comment)
$$;

drop function if exists app_private.partner_application_for_review(uuid);
