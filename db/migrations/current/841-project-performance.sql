-- Signing a filing through a performance record, and reopening it when the record is deleted, recompute its
-- deadline moment (see 840-project-filing.sql).

CREATE OR REPLACE FUNCTION app_private.company_performance_sign_filing(p_filing_id uuid, p_sign_date date, p_actor uuid)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO 'pg_catalog'
AS $function$
begin
  update app_public.project_filings f
  set status = app_private.transition('project_filing', f.status::text, 'sign')::app_public.project_filing_status,
      sign_date = p_sign_date,
      closed_at = now()
  where f.id = p_filing_id;
  insert into app_public.project_filing_history (filing_id, event, from_status, to_status, actor_id, source, comment)
  values (p_filing_id, 'sign', 'VALIDATING', 'HAVE_SIGNED',
          (select r.id from app_public.root_users r where r.id = p_actor), 'VENDOR', null);
  perform app_private.project_filing_close_pending_renewal(p_filing_id);
  perform app_private.project_filing_detect_conflicts(p_filing_id);
  perform app_private.project_filing_moment_refresh(p_filing_id);
end;
$function$;

CREATE OR REPLACE FUNCTION app_public.delete_company_performance(id uuid, filing_status_after text)
 RETURNS app_public.company_performances
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v app_public.company_performances;
  v_filing app_public.project_filings;
  v_after text := btrim(coalesce(filing_status_after, ''));
  v_others boolean;
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  select * into v from app_public.company_performances p where p.id = delete_company_performance.id for update;
  if v.id is null then
    perform app_hidden.raise_error('PERFORMANCE_NOT_FOUND');
  end if;
  select * into v_filing from app_public.project_filings f where f.id = v.project_filing_id for update;
  v_others := exists (select 1 from app_public.company_performances p
                      where p.project_filing_id = v.project_filing_id and p.id <> v.id);
  -- A filing with performance is signed; it stays so, or goes back into effect only after its last record and
  -- before its protection ends.
  if v_after not in ('HAVE_SIGNED', 'VALIDATING') or v_filing.status <> 'HAVE_SIGNED'
     or (v_after = 'VALIDATING' and (v_others or not app_private.company_performance_reopen_allowed(v_filing))) then
    perform app_hidden.raise_error('PERFORMANCE_DELETE_FILING_STATUS',
      jsonb_build_object('status', v_filing.status, 'otherRecords', v_others));
  end if;
  perform app_private.company_performance_lock_month(v.company_id, v.project_type, v.currency_iso_code, v.effective_date);
  delete from app_public.company_performances p where p.id = v.id;
  perform app_private.company_performance_check_month(v.company_id, v.project_type, v.currency_iso_code, v.effective_date);
  if v_after = 'VALIDATING' then
    update app_public.project_filings f
    set status = app_private.transition('project_filing', f.status::text, 'reopen')::app_public.project_filing_status,
        sign_date = null, closed_at = null, last_activity_at = now()
    where f.id = v_filing.id;
    insert into app_public.project_filing_history (filing_id, event, from_status, to_status, actor_id, source, comment)
    values (v_filing.id, 'reopen', 'HAVE_SIGNED', 'VALIDATING', v_me, 'VENDOR', null);
    perform app_private.project_filing_detect_conflicts(v_filing.id);
    perform app_private.project_filing_moment_refresh(v_filing.id);
  end if;
  return v;
end;
$function$;

