-- Deal registration deadlines: one sweep instead of a workflow per filing.
--
-- Every filing under review or in effect has a row in `project_filing_moments`: the next moment something is due for
-- it (a reminder, or its expiry) and the moment up to which its reminders were handled. The commands that change what
-- is due (submit, a review decided, progress added, a renewal applied for or decided, signed, cancelled, reopened)
-- recompute the row in their own transaction (`project_filing_moment_refresh`). One long-running workflow, the sweep,
-- sleeps until the earliest moment of the table and then handles every filing due (`project_filing_sweep_due`, in
-- batches); a command whose moment comes before the sweep's planned wake-up wakes it with an outbox signal. So 100,000
-- filings falling due in the same hour cost a few hundred SQL batches, not 100,000 timers and their workflow tasks.

create table if not exists app_private.project_filing_moments (
  filing_id uuid primary key references app_public.project_filings (id) on delete cascade,
  -- The next moment a reminder or the expiry is due; null: nothing is until the filing changes (under review, or a
  -- renewal held at the vendor's step).
  next_at timestamptz,
  -- Reminders due at or before this moment were handled (sent, or superseded by a change of the filing).
  reminded_until timestamptz not null,
  -- The last failure of the sweep on this filing (it is tried again an hour later); null once it succeeds.
  last_error text
);
alter table app_private.project_filing_moments enable row level security;
create index if not exists project_filing_moments_next_idx on app_private.project_filing_moments (next_at)
  where next_at is not null;

-- The sweep's planned wake-up: the earliest moment of the table when it last looked (null: none).
create table if not exists app_private.project_filing_sweep (
  singleton boolean primary key default true check (singleton),
  wake_at timestamptz
);
alter table app_private.project_filing_sweep enable row level security;
insert into app_private.project_filing_sweep (singleton, wake_at) values (true, null) on conflict do nothing;

create or replace function app_private.project_filing_next_moment(f app_public.project_filings, after timestamptz)
returns timestamptz language sql stable set search_path to 'pg_catalog' as $$
  -- The first reminder due after `after`, or the expiry moment if that comes first; null when nothing is due.
  select least((select min(s.due_at) from app_private.project_filing_schedule(f) s where s.due_at > after),
               app_private.project_filing_expires_at(f))
$$;

create or replace function app_private.project_filing_moment_refresh(filing_id uuid, reminded_until timestamptz default null)
returns void language plpgsql set search_path to 'pg_catalog' as $$
declare
  v_filing app_public.project_filings;
  v_until timestamptz;
  v_next timestamptz;
  v_wake timestamptz;
begin
  -- The filing first, then its moment: the sweep locks in the same order.
  select * into v_filing from app_public.project_filings f where f.id = project_filing_moment_refresh.filing_id for update;
  if not found or v_filing.status not in ('APPROVING', 'VALIDATING') then
    delete from app_private.project_filing_moments m where m.filing_id = project_filing_moment_refresh.filing_id;
    return;
  end if;
  -- A new row counts its reminders from now (the submission); a change keeps what was already handled.
  v_until := coalesce(project_filing_moment_refresh.reminded_until,
                      (select m.reminded_until from app_private.project_filing_moments m where m.filing_id = v_filing.id),
                      now());
  v_next := app_private.project_filing_next_moment(v_filing, v_until);
  insert into app_private.project_filing_moments as m (filing_id, next_at, reminded_until)
  values (v_filing.id, v_next, v_until)
  on conflict on constraint project_filing_moments_pkey
  do update set next_at = excluded.next_at, reminded_until = excluded.reminded_until, last_error = null;

  if v_next is null then
    return;
  end if;
  -- Wake the sweep when this moment comes before its planned wake-up (once per transaction). The share lock makes the
  -- sweep's next planning (which locks the row for update, then reads the table) wait for this commit, so a moment
  -- written while the sweep plans is never missed.
  select s.wake_at into v_wake from app_private.project_filing_sweep s where s.singleton for share;
  if v_next < coalesce(v_wake, 'infinity') and coalesce(current_setting('pp.filing_sweep_woken', true), '') <> 'on' then
    perform app_private.enqueue('projectFilingDeadlinesWorkflow', 'project-filing-deadlines', 'projectFilingDeadlinesChanged');
    perform set_config('pp.filing_sweep_woken', 'on', true);
  end if;
end;
$$;

create or replace function app_private.project_filing_moment_due(filing_id uuid, at timestamptz)
returns void language plpgsql set search_path to 'pg_catalog' as $$
declare
  v_moment app_private.project_filing_moments;
  v_filing app_public.project_filings;
  v_reminder record;
begin
  select * into v_moment from app_private.project_filing_moments m where m.filing_id = project_filing_moment_due.filing_id for update;
  if not found or v_moment.next_at is null or v_moment.next_at > at then
    return; -- changed since it was picked
  end if;
  -- Expire it if its expiry moment has passed (SQL re-checks it), else send the reminders due since the last look,
  -- oldest first (several after an outage); each (filing, kind, due moment) is sent once.
  if not app_private.project_filing_expire(project_filing_moment_due.filing_id, at) then
    select * into v_filing from app_public.project_filings f where f.id = project_filing_moment_due.filing_id;
    for v_reminder in
      select s.kind, s.due_at from app_private.project_filing_schedule(v_filing) s
      where s.due_at > v_moment.reminded_until and s.due_at <= at order by s.due_at, s.kind
    loop
      perform app_private.project_filing_remind(project_filing_moment_due.filing_id, v_reminder.kind, v_reminder.due_at, at);
    end loop;
  end if;
  perform app_private.project_filing_moment_refresh(project_filing_moment_due.filing_id, at);
end;
$$;

create or replace function app_private.project_filing_sweep_due(at timestamptz, batch integer)
returns integer language plpgsql set search_path to 'pg_catalog' as $$
declare
  v_at timestamptz := greatest(now(), coalesce(at, now()));
  v_id uuid;
  v_n integer := 0;
begin
  -- Up to `batch` filings due by `at` (the later of the caller's clock and the database's), earliest first; a filing
  -- a command holds is left for the next batch. One filing's failure does not stop the others: its moment moves an
  -- hour on, with the error kept.
  for v_id in
    select f.id from app_public.project_filings f
    where f.id in (select m.filing_id from app_private.project_filing_moments m
                   where m.next_at <= v_at order by m.next_at limit batch)
    for update of f skip locked
  loop
    begin
      perform app_private.project_filing_moment_due(v_id, v_at);
    exception when others then
      update app_private.project_filing_moments m set next_at = v_at + interval '1 hour', last_error = sqlerrm
      where m.filing_id = v_id;
      raise warning 'project filing % deadline failed: %', v_id, sqlerrm;
    end;
    v_n := v_n + 1;
  end loop;
  return v_n;
end;
$$;

create or replace function app_private.project_filing_sweep_plan()
returns timestamptz language plpgsql set search_path to 'pg_catalog' as $$
declare
  v_wake timestamptz;
begin
  -- Locked first, then read in a statement of its own (a snapshot taken after every command that read the old
  -- wake-up has committed its moment).
  perform 1 from app_private.project_filing_sweep s where s.singleton for update;
  update app_private.project_filing_sweep s
  set wake_at = (select min(m.next_at) from app_private.project_filing_moments m where m.next_at is not null)
  where s.singleton
  returning s.wake_at into v_wake;
  return v_wake;
end;
$$;

drop function if exists app_private.project_filing_deadlines(uuid);

-- The commands that change what is due recompute the filing's moment (where they signalled its workflow before).

CREATE OR REPLACE FUNCTION app_private.project_filing_decide(approval_id uuid, audit_comment text, event text)
 RETURNS app_public.project_filing_approvals
 LANGUAGE plpgsql
 SET search_path TO 'pg_catalog'
AS $function$
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
  perform app_private.project_filing_moment_refresh(v_filing.id);
  return v_approval;
end;
$function$;

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
  perform app_private.project_filing_moment_refresh(v_filing.id);
  return v_filing;
end;
$function$;

CREATE OR REPLACE FUNCTION app_public.create_project_filing(company_id uuid, name text, customer_full_name text, customer_address text, industry_id integer, contact_name text, contact_position text, contact_email text, contact_phone_prefix text, contact_phone text, estimated_order_budget numeric, currency_iso_code app_public.currency, estimated_order_date date, phase_id integer, opportunity_source_id integer, competitor_ids integer[], application_scenario_ids integer[], requirement text, preferred_distributor_id integer, principal_id uuid, products app_public.project_filing_product_line[])
 RETURNS app_public.project_filings
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_company uuid := create_project_filing.company_id;
  v_submitter uuid;
  v_row app_public.project_filings;
  v_gate record;
begin
  v_submitter := app_private.project_filing_my_identity(v_company);
  if v_company is null or v_submitter is null or not app_hidden.has_permission('ManageProjectReport', v_company) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  v_row := app_private.project_filing_checked(v_company, null, name, customer_full_name, customer_address, industry_id,
    contact_name, contact_position, contact_email, contact_phone_prefix, contact_phone, estimated_order_budget,
    currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
    requirement, preferred_distributor_id, principal_id, products);
  if not exists (select 1 from app_public.users u
                 where u.company_id = v_company and u.status = 'JOINED'
                   and app_private.project_filing_identity_holds(u.id, 'ManageApprovalProcess')) then
    perform app_hidden.raise_error('PROJECT_FILING_NO_APPROVER');
  end if;

  perform pg_advisory_xact_lock(hashtextextended('project_filing_quota:' || v_company, 0));
  -- A new statement after the lock: it sees the filings other members committed while this one waited.
  select * into v_gate from app_private.project_filing_gate(v_company);
  if v_gate.code is not null then
    perform app_hidden.raise_error(v_gate.code, v_gate.params);
  end if;

  insert into app_public.project_filings (company_id, name, customer_full_name, customer_address, industry_id,
    contact_name, contact_email, contact_phone_prefix, contact_phone, contact_position, estimated_order_budget,
    currency_iso_code, estimated_order_date, phase_id, opportunity_source_id, competitor_ids, application_scenario_ids,
    requirement, preferred_distributor_id, principal_id, submitter_id, status, approval_step)
  values (v_company, v_row.name, v_row.customer_full_name, v_row.customer_address, v_row.industry_id,
    v_row.contact_name, v_row.contact_email, v_row.contact_phone_prefix, v_row.contact_phone, v_row.contact_position,
    v_row.estimated_order_budget, v_row.currency_iso_code, v_row.estimated_order_date, v_row.phase_id,
    v_row.opportunity_source_id, v_row.competitor_ids, v_row.application_scenario_ids, v_row.requirement,
    v_row.preferred_distributor_id, v_row.principal_id, v_submitter, 'APPROVING', 'PARTNER_COMPANY')
  returning * into v_row;
  perform app_private.project_filing_save_products(v_row.id, products);
  insert into app_public.project_filing_approvals (filing_id, company_id, source)
  values (v_row.id, v_company, 'PARTNER_COMPANY');
  insert into app_public.project_filing_history (filing_id, event, to_status, actor_id, source)
  values (v_row.id, 'submit', 'APPROVING', v_me, 'PARTNER_COMPANY');
  perform app_private.project_filing_detect_conflicts(v_row.id);
  perform app_private.project_filing_notify_approvers(v_row.id, null);
  perform app_private.project_filing_notify_related(v_row.id, 'submitted',
    'Deal registration ' || v_row.semantic_id || ' was submitted',
    '"' || v_row.name || '" waits for your partner administrator''s approval, then the vendor''s.', v_me,
    'project-filing.message.submitted', jsonb_build_object('id', v_row.semantic_id, 'name', v_row.name));
  perform app_private.project_filing_moment_refresh(v_row.id);
  return v_row;
end;
$function$;

CREATE OR REPLACE FUNCTION app_public.create_project_filing_progress(filing_id uuid, content text, phase_id integer)
 RETURNS app_public.project_filing_progresses
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_content text := app_private.project_filing_trimmed(create_project_filing_progress.content);
  v_identity uuid;
  v_row app_public.project_filing_progresses;
begin
  select * into v_filing from app_public.project_filings f where f.id = create_project_filing_progress.filing_id for update;
  if not found or not app_private.project_filing_can_see(v_filing) then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_FOUND');
  end if;
  if not app_hidden.project_filing_may_contribute(v_filing) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  if not app_hidden.project_filing_in_effect_now(v_filing) then
    perform app_hidden.raise_error('PROJECT_FILING_PROGRESS_NOT_IN_EFFECT');
  end if;
  if v_content = '' then
    perform app_hidden.raise_error('PROJECT_FILING_PROGRESS_REQUIRED');
  end if;
  if char_length(v_content) > app_hidden.project_filing_text_max() then
    perform app_hidden.raise_error('PROJECT_FILING_PROGRESS_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_text_max()));
  end if;
  if create_project_filing_progress.phase_id is null then
    perform app_hidden.raise_error('PROJECT_FILING_FIELD_REQUIRED');
  end if;
  if not exists (select 1 from app_public.project_phases p where p.id = create_project_filing_progress.phase_id and p.enabled) then
    perform app_hidden.raise_error('PROJECT_FILING_REFERENCE_INVALID');
  end if;
  select u.id into v_identity from app_public.users u
  where u.root_user_id = v_me and u.company_id = v_filing.company_id and u.status = 'JOINED';

  insert into app_public.project_filing_progresses (filing_id, content, phase_id, submitter_id)
  values (v_filing.id, v_content, create_project_filing_progress.phase_id, v_identity)
  returning * into v_row;
  update app_public.project_filings f
  set phase_id = create_project_filing_progress.phase_id, last_activity_at = v_row.created_at
  where f.id = v_filing.id;
  perform app_private.project_filing_moment_refresh(v_filing.id);
  return v_row;
end;
$function$;

CREATE OR REPLACE FUNCTION app_public.create_project_filing_renewal(filing_id uuid, phase_id integer, valid_until_date date, reason text)
 RETURNS app_public.project_filing_renewals
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_reason text := app_private.project_filing_trimmed(create_project_filing_renewal.reason);
  v_identity uuid;
  v_applicant text;
  v_row app_public.project_filing_renewals;
begin
  select * into v_filing from app_public.project_filings f where f.id = create_project_filing_renewal.filing_id for update;
  if not found or not app_private.project_filing_can_see(v_filing) then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_FOUND');
  end if;
  if not app_hidden.project_filing_may_contribute(v_filing) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  if not app_hidden.project_filing_renewal_window_open(v_filing) then
    perform app_hidden.raise_error('PROJECT_FILING_RENEWAL_NOT_ALLOWED',
      jsonb_build_object('days', extract(day from app_hidden.project_filing_renewal_window())::int));
  end if;
  if exists (select 1 from app_public.project_filing_renewals r where r.filing_id = v_filing.id and r.status = 'APPROVING') then
    perform app_hidden.raise_error('PROJECT_FILING_RENEWAL_DUPLICATE');
  end if;
  if create_project_filing_renewal.phase_id is null
     or not exists (select 1 from app_public.project_phases p where p.id = create_project_filing_renewal.phase_id and p.enabled) then
    perform app_hidden.raise_error('PROJECT_FILING_RENEWAL_PHASE_INVALID');
  end if;
  if create_project_filing_renewal.valid_until_date is null
     or create_project_filing_renewal.valid_until_date <= v_filing.valid_until_date
     or create_project_filing_renewal.valid_until_date
        > (v_filing.valid_until_date + app_hidden.project_filing_renewal_max_extension())::date then
    perform app_hidden.raise_error('PROJECT_FILING_RENEWAL_DATE_INVALID', jsonb_build_object(
      'min', (v_filing.valid_until_date + 1)::text,
      'max', (v_filing.valid_until_date + app_hidden.project_filing_renewal_max_extension())::date::text));
  end if;
  if v_reason = '' then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_REQUIRED');
  end if;
  if char_length(v_reason) > app_hidden.project_filing_text_max() then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_text_max()));
  end if;
  -- Someone must be able to decide the company's step, else the renewal would wait for nobody.
  if not exists (
      select 1 from app_public.users u
      join app_public.user_roles ur on ur.user_id = u.id
      join app_public.role_permissions rp on rp.role_id = ur.role_id
      where u.company_id = v_filing.company_id and u.status = 'JOINED' and rp.permission_key = 'ManageApprovalProcess') then
    perform app_hidden.raise_error('PROJECT_FILING_NO_APPROVER');
  end if;
  select u.id, coalesce(nullif(u.name, ''), app_private.person_name(v_me)) into v_identity, v_applicant
  from app_public.users u
  where u.root_user_id = v_me and u.company_id = v_filing.company_id and u.status = 'JOINED';

  insert into app_public.project_filing_renewals (filing_id, reason, phase_id, valid_until_date, previous_valid_until_date, submitter_id)
  values (v_filing.id, v_reason, create_project_filing_renewal.phase_id, create_project_filing_renewal.valid_until_date,
          v_filing.valid_until_date, v_identity)
  returning * into v_row;
  insert into app_public.project_filing_approvals (filing_id, renewal_id, company_id, source)
  values (v_filing.id, v_row.id, v_filing.company_id, 'PARTNER_COMPANY');
  -- Not a change of the filing's status: the timeline shows it as an event of its own.
  insert into app_public.project_filing_history (filing_id, event, actor_id, source, comment)
  values (v_filing.id, 'renewal_apply', v_me, 'PARTNER_COMPANY', v_reason);

  perform app_private.project_filing_notify_approvers(v_filing.id, v_row.id);
  perform app_private.project_filing_moment_refresh(v_filing.id);
  return v_row;
end;
$function$;

CREATE OR REPLACE FUNCTION app_public.update_project_filing_status(filing_id uuid, status app_public.project_filing_status, sign_date date, reason text, notify_related boolean)
 RETURNS app_public.project_filings
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_filing app_public.project_filings;
  v_reason text := nullif(btrim(coalesce(reason, '')), '');
  v_event text := case update_project_filing_status.status
    when 'HAVE_SIGNED' then 'sign' when 'CANCELED' then 'cancel' when 'EXPIRED' then 'expire' end;
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  select * into v_filing from app_public.project_filings f where f.id = update_project_filing_status.filing_id for update;
  if v_filing.id is null then
    perform app_hidden.raise_error('PROJECT_FILING_NOT_FOUND');
  end if;
  if v_event is null or v_filing.status <> 'VALIDATING' then
    perform app_hidden.raise_error('PROJECT_FILING_STATUS_ERROR');
  end if;
  if v_event = 'sign' and sign_date is null then
    perform app_hidden.raise_error('PROJECT_FILING_SIGN_DATE_REQUIRED');
  end if;
  if v_event = 'cancel' and v_reason is null then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_REQUIRED');
  end if;
  if char_length(v_reason) > app_hidden.project_filing_text_max() then
    perform app_hidden.raise_error('PROJECT_FILING_REASON_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_text_max()));
  end if;
  update app_public.project_filings f
  set status = app_private.transition('project_filing', f.status::text, v_event)::app_public.project_filing_status,
      sign_date = case when v_event = 'sign' then update_project_filing_status.sign_date else f.sign_date end,
      cancel_reason = case when v_event = 'cancel' then v_reason else f.cancel_reason end,
      revoker_id = case when v_event = 'cancel' then v_me else f.revoker_id end,
      closed_at = now()
  where f.id = v_filing.id
  returning * into v_filing;
  insert into app_public.project_filing_history (filing_id, event, from_status, to_status, actor_id, source, comment)
  values (v_filing.id, v_event, 'VALIDATING', v_filing.status, v_me, 'VENDOR', v_reason);
  perform app_private.project_filing_close_pending_renewal(v_filing.id);
  perform app_private.project_filing_detect_conflicts(v_filing.id);
  if coalesce(notify_related, false) then
    perform app_private.project_filing_notify_related(v_filing.id, 'vendor:' || v_event,
      'Deal registration ' || v_filing.semantic_id || case v_event
        when 'sign' then ' was signed' when 'cancel' then ' was cancelled by the vendor' else ' has expired' end,
      case v_event
        when 'sign' then '"' || v_filing.name || '" was signed on ' || v_filing.sign_date || '.'
        when 'cancel' then 'Reason: ' || v_reason
        else '"' || v_filing.name || '" is no longer protected.' || coalesce(' ' || v_reason, '') end,
      v_me,
      case v_event when 'sign' then 'project-filing.message.signed' when 'cancel' then 'project-filing.message.cancelledByVendor'
        else 'project-filing.message.expiredByVendor' end,
      jsonb_build_object('id', v_filing.semantic_id, 'name', v_filing.name, 'date', v_filing.sign_date::text,
        'reason', coalesce(v_reason, '')));
  end if;
  perform app_private.project_filing_moment_refresh(v_filing.id);
  return v_filing;
end;
$function$;


-- Every filing under review or in effect gets its moment, its reminders counted from now on (before, each filing's own
-- workflow sent them); outbox rows for those workflows not yet relayed go nowhere now.
insert into app_private.project_filing_moments (filing_id, next_at, reminded_until)
select f.id, app_private.project_filing_next_moment(f, now()), now()
from app_public.project_filings f where f.status in ('APPROVING', 'VALIDATING')
on conflict (filing_id) do nothing;
update app_private.outbox o set relayed_at = now(), last_error = 'superseded by the deadline sweep'
where o.workflow_type = 'projectFilingWorkflow' and o.relayed_at is null;
