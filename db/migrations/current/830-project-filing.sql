-- Commands on a filing answer a caller outside the filing's company as if the filing did not exist
-- (PROJECT_FILING_NOT_FOUND): whether an id is a filing of another company is not theirs to learn. Vendor admins and
-- the company's members learn why they may not (PROJECT_FILING_NOT_EDITABLE).

CREATE OR REPLACE FUNCTION app_public.cancel_project_filing(filing_id uuid, reason text)
 RETURNS app_public.project_filings
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_reason text := btrim(coalesce(reason, ''));
begin
  select * into v_filing from app_public.project_filings f where f.id = cancel_project_filing.filing_id for update;
  if v_filing.id is null
     or not (v_filing.company_id = any(app_hidden.my_company_ids()) or app_hidden.is_vendor_admin()) then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_FOUND');
  end if;
  if v_filing.status <> 'VALIDATING'
     or not app_private.project_filing_may_manage(v_filing, '{CancelProjectReport,ManageProjectReport}') then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_EDITABLE');
  end if;
  if v_reason = '' then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_REQUIRED');
  end if;
  if char_length(v_reason) > app_hidden.project_filing_text_max() then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_text_max()));
  end if;
  update app_public.project_filings f
  set status = app_private.transition('project_filing', f.status::text, 'cancel')::app_public.project_filing_status,
      cancel_reason = v_reason, revoker_id = v_me, closed_at = now()
  where f.id = v_filing.id
  returning * into v_filing;
  insert into app_public.project_filing_history (filing_id, event, from_status, to_status, actor_id, source, comment)
  values (v_filing.id, 'cancel', 'VALIDATING', v_filing.status, v_me, 'PARTNER_COMPANY', v_reason);
  perform app_private.project_filing_close_pending_renewal(v_filing.id);
  perform app_private.project_filing_detect_conflicts(v_filing.id);
  perform app_private.project_filing_notify_related(v_filing.id, 'canceled',
    'Deal registration ' || v_filing.semantic_id || ' was cancelled', 'Reason: ' || v_reason, v_me,
    'project-filing.message.cancelled', jsonb_build_object('id', v_filing.semantic_id, 'reason', v_reason));
  perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingClosed',
    jsonb_build_object('filingId', v_filing.id));
  return v_filing;
end;
$function$;

CREATE OR REPLACE FUNCTION app_public.update_project_filing(filing_id uuid, name text, customer_full_name text, customer_address text, industry_id integer, contact_name text, contact_position text, contact_email text, contact_phone_prefix text, contact_phone text, estimated_order_budget numeric, currency_iso_code app_public.currency, estimated_order_date date, phase_id integer, opportunity_source_id integer, competitor_ids integer[], application_scenario_ids integer[], requirement text, preferred_distributor_id integer, principal_id uuid, products app_public.project_filing_product_line[])
 RETURNS app_public.project_filings
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_row app_public.project_filings;
begin
  select * into v_filing from app_public.project_filings f where f.id = update_project_filing.filing_id for update;
  if v_filing.id is null
     or not (v_filing.company_id = any(app_hidden.my_company_ids()) or app_hidden.is_vendor_admin()) then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_FOUND');
  end if;
  if v_filing.status <> 'VALIDATING' or not app_private.project_filing_may_manage(v_filing, '{ManageProjectReport}') then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_EDITABLE');
  end if;
  v_row := app_private.project_filing_checked(v_filing.company_id, v_filing, name, customer_full_name, customer_address,
    industry_id, contact_name, contact_position, contact_email, contact_phone_prefix, contact_phone,
    estimated_order_budget, currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids,
    application_scenario_ids, requirement, preferred_distributor_id, principal_id, products);
  update app_public.project_filings f set
    name = v_row.name, customer_full_name = v_row.customer_full_name, customer_address = v_row.customer_address,
    industry_id = v_row.industry_id, contact_name = v_row.contact_name, contact_email = v_row.contact_email,
    contact_phone_prefix = v_row.contact_phone_prefix, contact_phone = v_row.contact_phone,
    contact_position = v_row.contact_position, estimated_order_budget = v_row.estimated_order_budget,
    currency_iso_code = v_row.currency_iso_code, estimated_order_date = v_row.estimated_order_date,
    phase_id = v_row.phase_id, opportunity_source_id = v_row.opportunity_source_id,
    competitor_ids = v_row.competitor_ids, application_scenario_ids = v_row.application_scenario_ids,
    requirement = v_row.requirement, preferred_distributor_id = v_row.preferred_distributor_id,
    principal_id = v_row.principal_id
  where f.id = v_filing.id
  returning * into v_row;
  perform app_private.project_filing_save_products(v_row.id, products);
  insert into app_public.project_filing_history (filing_id, event, from_status, to_status, actor_id, source)
  values (v_row.id, 'edit', v_row.status, v_row.status, v_me, 'PARTNER_COMPANY');
  perform app_private.project_filing_detect_conflicts(v_row.id);
  return v_row;
end;
$function$;
