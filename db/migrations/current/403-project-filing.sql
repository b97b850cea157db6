-- project-filing: each step of a filing's or a renewal's approval is a step of the review kit (400-review-kit); the
-- decision's effects on the filing and the renewal stay here.

create or replace function app_private.project_filing_approval_may_decide(a app_public.project_filing_approvals) returns void
  language plpgsql stable set search_path = pg_catalog as $$
begin
  if a.source = 'PARTNER_COMPANY' then
    if not app_hidden.has_permission('ManageApprovalProcess', a.company_id) then
      if app_hidden.is_vendor_admin() then
        perform app_hidden.raise_error('PROJECT_FILING_APPROVE_IN_PORTAL');
      end if;
      perform app_hidden.raise_error('NO_PERMISSION');
    end if;
  elsif not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
end;
$$;

delete from app_private.review_steps where step = 'project_filing_approval';
insert into app_private.review_steps (step, table_name, status_column, machine, may_decide, not_found_code, decided_code,
                                      decided_at_column, comment_max, comment_required_code, comment_too_long_code)
values ('project_filing_approval', 'app_public.project_filing_approvals', 'status', 'project_filing_approval',
        'app_private.project_filing_approval_may_decide(app_public.project_filing_approvals)',
        'PROJECT_FILING_APPROVAL_NOT_FOUND', 'PROJECT_FILING_APPROVAL_DONE',
        'decided_at', 'app_hidden.project_filing_text_max()',
        'PROJECT_FILING_REJECT_COMMENT_REQUIRED', 'PROJECT_FILING_COMMENT_TOO_LONG');

create or replace function app_private.project_filing_decide(approval_id uuid, audit_comment text, event text)
  returns app_public.project_filing_approvals
  language plpgsql set search_path = pg_catalog as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_approval app_public.project_filing_approvals;
  v_filing app_public.project_filings;
  v_renewal app_public.project_filing_renewals;
  v_comment text;
  v_what text;
begin
  v_approval := app_private.review_open(null::app_public.project_filing_approvals, 'project_filing_approval',
                                        project_filing_decide.approval_id, event);
  v_comment := app_private.review_comment('project_filing_approval', event, audit_comment);
  select * into v_filing from app_public.project_filings f where f.id = v_approval.filing_id for update;
  if v_approval.renewal_id is not null then
    select * into v_renewal from app_public.project_filing_renewals r where r.id = v_approval.renewal_id for update;
    if v_filing.status <> 'VALIDATING' or v_renewal.status <> 'APPROVING' then
      perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR');
    end if;
  elsif v_filing.status <> 'APPROVING' then
    perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR');
  end if;

  v_approval := app_private.review_apply(null::app_public.project_filing_approvals, 'project_filing_approval',
                                         v_approval.id, event, v_comment);

  if event = 'approve' and v_approval.source = 'PARTNER_COMPANY' then
    -- The partner company approved: the vendor's step comes next.
    insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source)
    values (v_filing.id, v_approval.renewal_id, v_filing.company_id, 'VENDOR');
    if v_renewal.id is null then
      update app_public.project_filings f set approval_step = 'VENDOR' where f.id = v_filing.id;
    end if;
  elsif v_renewal.id is null then
    -- The filing's last step (the vendor's approval) or a rejection at either step.
    update app_public.project_filings f
    set status = app_private.transition('project_filing', f.status::text, event)::app_public.project_filing_status,
        approval_step = null,
        approved_at = case when event = 'approve' then now() else f.approved_at end,
        valid_until_date = case when event = 'approve'
          then ((now() at time zone app_hidden.project_filing_time_zone())::date + app_hidden.project_filing_protection())::date
          else f.valid_until_date end,
        last_activity_at = case when event = 'approve' then now() else f.last_activity_at end,
        closed_at = case when event = 'reject' then now() else f.closed_at end
    where f.id = v_filing.id
    returning * into v_filing;
    if event = 'reject' then
      perform app_private.project_filing_detect_conflicts(v_filing.id);
    end if;
  else
    -- The renewal's last step or a rejection: an approved renewal moves the last protected day and the phase.
    update app_public.project_filing_renewals r
    set status = app_private.transition('project_filing_renewal', r.status::text, event)::app_public.approval_status,
        decided_at = now()
    where r.id = v_renewal.id
    returning * into v_renewal;
    if event = 'approve' then
      update app_public.project_filings f
      set valid_until_date = v_renewal.valid_until_date, phase_id = v_renewal.phase_id
      where f.id = v_filing.id;
    end if;
  end if;

  v_what := case when v_renewal.id is null then 'Deal registration ' else 'The renewal of deal registration ' end
    || v_filing.semantic_id;
  perform app_private.project_filing_notify_related(v_filing.id,
    coalesce('renewal:' || v_renewal.id || ':', '') || lower(v_approval.source::text) || ':' || event,
    v_what || case
      when event = 'reject' then ' was rejected'
      when v_approval.source = 'PARTNER_COMPANY' then ' was approved by your partner administrator'
      else ' was approved by the vendor' end,
    case
      when event = 'reject' then 'Comment: ' || v_comment
      when v_approval.source = 'PARTNER_COMPANY' then 'It now waits for the vendor''s review (about 3 to 5 working days).'
      when v_renewal.id is null then '"' || v_filing.name || '" is protected until ' || v_filing.valid_until_date || '.'
      else '"' || v_filing.name || '" is now protected until ' || v_renewal.valid_until_date || '.' end,
    v_me,
    case
      when event = 'reject' and v_renewal.id is null then 'project-filing.message.rejected'
      when event = 'reject' then 'project-filing.message.rejectedRenewal'
      when v_approval.source = 'PARTNER_COMPANY' and v_renewal.id is null then 'project-filing.message.partnerApproved'
      when v_approval.source = 'PARTNER_COMPANY' then 'project-filing.message.partnerApprovedRenewal'
      when v_renewal.id is null then 'project-filing.message.vendorApproved'
      else 'project-filing.message.vendorApprovedRenewal' end,
    jsonb_build_object('id', v_filing.semantic_id, 'name', v_filing.name, 'comment', coalesce(v_comment, ''),
      'until', coalesce(v_renewal.valid_until_date, v_filing.valid_until_date)::text));
  if v_renewal.id is null then
    perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingReviewed',
      jsonb_build_object('filingId', v_filing.id));
  else
    perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingRenewalChanged',
      jsonb_build_object('filingId', v_filing.id));
  end if;
  return v_approval;
end;
$$;
