--! Previous: sha1:3dc15c99aa0d851e72087302c4f1b7f07840dbf4
--! Hash: sha1:69db62f2a6cedb231cad4f6613a031fb2ddbf666

--! split: 400-review-kit.sql
-- The review kit: one way to decide a row someone applied with (approve, or reject with a comment).
--
-- A review step is a row of app_private.review_steps, declared by its feature's split: the table decided, its status
-- column and machine (app_private.state_transitions: the row's state allows an event when the machine has a
-- transition for it), the function that checks the caller may decide (it raises the step's own codes), the codes of
-- a missing row and of a row already decided, the comment's rules (its column, its maximum, its codes, the events that
-- need one), the columns recording the approver and the time, and the outbox row each decision writes.
--
--   review_open(null::<table>, step, id, event)           lock the row, check the caller, check the state
--   review_comment(step, event, comment)                  trim the comment, require it, check its length
--   review_apply(null::<table>, step, id, event, comment)  apply the transition, record approver, time and comment,
--                                                         write the outbox row
--   review_decide(null::<table>, step, id, event, comment) the three in order: a decide-with-comment command
--
-- The first argument only names the table's row type (PL/pgSQL's polymorphism): the functions return that row.
-- A command whose decision has effects of its own (an approval that makes a membership, a company, the next step)
-- calls review_open, then its checks and effects, then review_apply.

create table if not exists app_private.review_steps (
  step text primary key,
  table_name regclass not null,
  status_column text not null,
  machine text not null,
  may_decide regprocedure not null,
  not_found_code text not null,
  decided_code text not null,
  approver_column text not null default 'approver_id',
  decided_at_column text not null,
  comment_column text not null default 'audit_comment',
  comment_max regprocedure not null,
  comment_required_events text[] not null default '{reject}',
  comment_required_code text not null,
  comment_too_long_code text not null,
  workflow_type text,
  workflow_signals jsonb,
  workflow_payload_key text,
  constraint review_steps_workflow check ((workflow_type is null) = (workflow_signals is null)
                                          and (workflow_type is null) = (workflow_payload_key is null))
);
alter table app_private.review_steps enable row level security;

comment on table app_private.review_steps is
  'The review steps (decide-with-comment commands) of the review kit: one row each, declared by the feature''s split.';

create or replace function app_private.review_step(step text) returns app_private.review_steps
  language plpgsql stable set search_path = pg_catalog as $$
declare
  v_step app_private.review_steps;
begin
  select * into v_step from app_private.review_steps s where s.step = review_step.step;
  if not found then
    raise exception 'unknown review step %', step;
  end if;
  return v_step;
end;
$$;

create or replace function app_private.review_open(kind anyelement, step text, id uuid, event text) returns anyelement
  language plpgsql set search_path = pg_catalog as $$
declare
  v_step app_private.review_steps := app_private.review_step(step);
  v_row kind%type;
  v_count int;
begin
  perform app_hidden.require_root_user_id();
  if pg_typeof(kind) <> (select c.reltype::regtype from pg_class c where c.oid = v_step.table_name) then
    raise exception 'review step % decides rows of %, not %', step, v_step.table_name, pg_typeof(kind);
  end if;
  execute format('select * from %s t where t.id = $1 for update', v_step.table_name) into v_row using id;
  get diagnostics v_count = row_count;
  if v_count = 0 then
    perform app_hidden.raise_error(v_step.not_found_code);
  end if;
  execute format('select %s($1)', v_step.may_decide::oid::regproc) using v_row;
  if not exists (select 1 from app_private.state_transitions t
                 where t.machine = v_step.machine and t.from_state = to_jsonb(v_row) ->> v_step.status_column
                   and t.event = review_open.event) then
    perform app_hidden.raise_error(v_step.decided_code);
  end if;
  return v_row;
end;
$$;

create or replace function app_private.review_comment(step text, event text, comment text) returns text
  language plpgsql stable set search_path = pg_catalog as $$
declare
  v_step app_private.review_steps := app_private.review_step(step);
  v_comment text := nullif(btrim(coalesce(comment, '')), '');
  v_max int;
begin
  if v_comment is null and event = any (v_step.comment_required_events) then
    perform app_hidden.raise_error(v_step.comment_required_code);
  end if;
  execute format('select %s()', v_step.comment_max::oid::regproc) into v_max;
  if char_length(v_comment) > v_max then
    perform app_hidden.raise_error(v_step.comment_too_long_code, jsonb_build_object('max', v_max));
  end if;
  return v_comment;
end;
$$;

create or replace function app_private.review_apply(kind anyelement, step text, id uuid, event text, comment text default null)
  returns anyelement
  language plpgsql set search_path = pg_catalog as $$
declare
  v_step app_private.review_steps := app_private.review_step(step);
  v_row kind%type;
  v_status_type text;
  v_signal text;
begin
  select format_type(a.atttypid, a.atttypmod) into v_status_type
  from pg_attribute a where a.attrelid = v_step.table_name and a.attname = v_step.status_column;
  -- The comment column keeps its value when the decision has no comment.
  execute format(
    'update %1$s t set %2$I = app_private.transition(%3$L, t.%2$I::text, $2)::%4$s, %5$I = app_hidden.current_root_user_id(),'
    ' %6$I = now(), %7$I = coalesce($3, t.%7$I) where t.id = $1 returning t.*',
    v_step.table_name, v_step.status_column, v_step.machine, v_status_type, v_step.approver_column,
    v_step.decided_at_column, v_step.comment_column)
  into v_row using id, event, comment;
  v_signal := v_step.workflow_signals ->> event;
  if v_signal is not null then
    perform app_private.enqueue(v_step.workflow_type, id::text, v_signal, jsonb_build_object(v_step.workflow_payload_key, id));
  end if;
  return v_row;
end;
$$;

create or replace function app_private.review_decide(kind anyelement, step text, id uuid, event text, comment text)
  returns anyelement
  language plpgsql set search_path = pg_catalog as $$
declare
  v_comment text;
begin
  perform app_private.review_open(kind, step, id, event);
  v_comment := app_private.review_comment(step, event, comment);
  return app_private.review_apply(kind, step, id, event, v_comment);
end;
$$;

--! split: 401-join-company.sql
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

--! split: 402-partner-applications.sql
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

--! split: 403-project-filing.sql
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

--! split: 410-notifications.sql
-- Notifications in the reader's language (issue 16): a message keeps the key of its text in the portal's texts and
-- the text's parameters, next to its English title and content. The portal renders `<key>.title` and `<key>.content`
-- in the site's language (each feature keeps its messages' texts with its other texts, in en-US and zh-CN); the
-- stored English sentence is what a reader without the texts sees (the back office, the tests) and what the portal
-- shows for a message without a key. Every call site passes its key and parameters with its sentence.

alter table app_public.user_messages add column if not exists message_key text;
alter table app_public.user_messages add column if not exists message_params jsonb not null default '{}'::jsonb;

comment on column app_public.user_messages.message_key is
  'The key of the message''s text in the portal''s texts (`<feature>.message.<name>`, read with `.title` and `.content`); null: the English title and content only.';
comment on column app_public.user_messages.message_params is
  'The parameters of the message''s text (company, name, id, …), by name.';

-- The sender of every notification: the English title and content, and the key and parameters of its text.
drop function if exists app_private.notify_user(uuid, uuid, text, text, app_public.user_message_type, text, text);
create or replace function app_private.notify_user(root_user_id uuid, company_id uuid, title text, content text,
  message_type app_public.user_message_type, link text, dedup_key text, message_key text default null,
  message_params jsonb default '{}'::jsonb) returns void
  language sql
as $$
  insert into app_public.user_messages (root_user_id, company_id, title, content, user_message_type, link, dedup_key,
                                        message_key, message_params)
  values (root_user_id, company_id, left(title, 200), left(content, 5000), message_type, link, dedup_key,
          message_key, coalesce(message_params, '{}'::jsonb))
  on conflict (dedup_key) do nothing;
$$;

-- The senders of a filing's notifications pass the key and parameters on.
drop function if exists app_private.project_filing_notify_related(app_public.project_filings, text, text, text);
drop function if exists app_private.project_filing_notify_related(uuid, text, text, text, uuid);

-- The messages written before: a key where the English sentence is one of the known ones (this migration's own
-- reading of them; a message whose detail only its English content holds keeps its text alone).
create or replace function pg_temp.user_message_key(title text, content text, out key text, out params jsonb)
  language plpgsql immutable
as $$
declare
  m text[];
  c text[];
begin
  params := '{}'::jsonb;
  if title ~ '^Your application to join (.+) was approved$' then
    m := regexp_match(title, '^Your application to join (.+) was approved$');
    key := 'join-company.message.approved'; params := jsonb_build_object('company', m[1]);
  elsif title ~ '^Your application to join (.+) was not approved$' then
    m := regexp_match(title, '^Your application to join (.+) was not approved$');
    key := 'join-company.message.rejected';
    params := jsonb_build_object('company', m[1], 'reason', coalesce((regexp_match(content, '^Reason: (.*)$'))[1], ''));
  elsif title ~ '^(.+) is waiting to join (.+)$' then
    m := regexp_match(title, '^(.+) is waiting to join (.+)$');
    key := 'join-company.message.waiting'; params := jsonb_build_object('name', m[1], 'company', m[2]);
  elsif content ~ ' joined the company with your invitation link\.$' and title ~ '^(.+) joined (.+)$' then
    m := regexp_match(title, '^(.+) joined (.+)$');
    key := 'invitations.message.used'; params := jsonb_build_object('name', m[1], 'company', m[2]);
  elsif title ~ '^You are no longer a member of (.+)$' then
    m := regexp_match(title, '^You are no longer a member of (.+)$');
    key := 'members.message.left'; params := jsonb_build_object('company', m[1]);
  elsif title ~ '^Your partner application for (.+) was approved$' then
    m := regexp_match(title, '^Your partner application for (.+) was approved$');
    key := 'partner-applications.message.approved'; params := jsonb_build_object('company', m[1]);
  elsif title ~ '^Your partner application for (.+) was not approved$' then
    m := regexp_match(title, '^Your partner application for (.+) was not approved$');
    key := 'partner-applications.message.rejected';
    params := jsonb_build_object('company', m[1], 'reason', coalesce((regexp_match(content, '^Reason: (.*) You may apply again\.$'))[1], ''));
  elsif title ~ '^Partner application (\S+) of (.+) is waiting$' then
    m := regexp_match(title, '^Partner application (\S+) of (.+) is waiting$');
    key := 'partner-applications.message.waiting';
    params := jsonb_build_object('id', m[1], 'company', m[2], 'date', coalesce((regexp_match(content, 'submitted on (\S+) is waiting'))[1], ''));
  elsif title ~ '^Deal registration (\S+) is waiting for your approval$' then
    m := regexp_match(title, '^Deal registration (\S+) is waiting for your approval$');
    key := 'project-filing.message.waiting';
    c := regexp_match(content, '^"(.*)" for (.*) was submitted and waits for your review\.$');
    params := jsonb_build_object('id', m[1], 'name', coalesce(c[1], ''), 'customer', coalesce(c[2], ''));
  elsif title ~ '^A renewal of deal registration (\S+) is waiting for your approval$' then
    m := regexp_match(title, '^A renewal of deal registration (\S+) is waiting for your approval$');
    key := 'project-filing.message.waitingRenewal';
    c := regexp_match(content, '^A renewal of "(.*)" for (.*) waits for your review\.$');
    params := jsonb_build_object('id', m[1], 'name', coalesce(c[1], ''), 'customer', coalesce(c[2], ''));
  elsif title ~ '^Deal registration (\S+) was submitted$' then
    m := regexp_match(title, '^Deal registration (\S+) was submitted$');
    key := 'project-filing.message.submitted';
    params := jsonb_build_object('id', m[1], 'name', coalesce((regexp_match(content, '^"(.*)" waits for'))[1], ''));
  elsif title ~ '^Deal registration (\S+) was cancelled$' then
    m := regexp_match(title, '^Deal registration (\S+) was cancelled$');
    key := 'project-filing.message.cancelled';
    params := jsonb_build_object('id', m[1], 'reason', coalesce((regexp_match(content, '^Reason: (.*)$'))[1], ''));
  elsif title ~ '^Deal registration (\S+) was cancelled by the vendor$' then
    m := regexp_match(title, '^Deal registration (\S+) was cancelled by the vendor$');
    key := 'project-filing.message.cancelledByVendor';
    params := jsonb_build_object('id', m[1], 'reason', coalesce((regexp_match(content, '^Reason: (.*)$'))[1], ''));
  elsif title ~ '^Deal registration (\S+) was signed$' then
    m := regexp_match(title, '^Deal registration (\S+) was signed$');
    key := 'project-filing.message.signed';
    c := regexp_match(content, '^"(.*)" was signed on (\S+)\.$');
    params := jsonb_build_object('id', m[1], 'name', coalesce(c[1], ''), 'date', coalesce(c[2], ''));
  elsif title ~ '^(Deal registration|The renewal of deal registration) (\S+) was rejected$' then
    m := regexp_match(title, '^(Deal registration|The renewal of deal registration) (\S+) was rejected$');
    key := case when m[1] = 'Deal registration' then 'project-filing.message.rejected' else 'project-filing.message.rejectedRenewal' end;
    params := jsonb_build_object('id', m[2], 'comment', coalesce((regexp_match(content, '^Comment: (.*)$'))[1], ''));
  elsif title ~ '^(Deal registration|The renewal of deal registration) (\S+) was approved by your partner administrator$' then
    m := regexp_match(title, '^(Deal registration|The renewal of deal registration) (\S+) was approved by your partner administrator$');
    key := case when m[1] = 'Deal registration' then 'project-filing.message.partnerApproved' else 'project-filing.message.partnerApprovedRenewal' end;
    params := jsonb_build_object('id', m[2]);
  elsif title ~ '^(Deal registration|The renewal of deal registration) (\S+) was approved by the vendor$' then
    m := regexp_match(title, '^(Deal registration|The renewal of deal registration) (\S+) was approved by the vendor$');
    key := case when m[1] = 'Deal registration' then 'project-filing.message.vendorApproved' else 'project-filing.message.vendorApprovedRenewal' end;
    c := regexp_match(content, '^"(.*)" is (?:now )?protected until (\S+)\.$');
    params := jsonb_build_object('id', m[2], 'name', coalesce(c[1], ''), 'until', coalesce(c[2], ''));
  elsif title ~ '^(Market|Product) points expire soon$' then
    m := regexp_match(title, '^(Market|Product) points expire soon$');
    key := case m[1] when 'Market' then 'company-points.message.marketExpiring' else 'company-points.message.productExpiring' end;
    c := regexp_match(content, '^(\S+) (?:market|product) points of your company expire after (\S+)\.$');
    params := jsonb_build_object('points', coalesce(c[1], ''), 'date', coalesce(c[2], ''));
  end if;
end;
$$;

update app_public.user_messages u set message_key = (r.k).key, message_params = (r.k).params
from (select m.id, pg_temp.user_message_key(m.title, m.content) k from app_public.user_messages m where m.message_key is null) r
where u.id = r.id and (r.k).key is not null;

drop function pg_temp.user_message_key(text, text);

-- The call sites: each passes its key and parameters (the functions as they were, with the key added).
-- (company-point.sql)
CREATE OR REPLACE FUNCTION app_private.company_point_warn_expiring(p_today date DEFAULT NULL::date, p_limit integer DEFAULT 500)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_today date := coalesce(p_today, app_private.company_point_today());
  v_lot app_public.company_points;
  v_person uuid;
  v_count int := 0;
begin
  for v_lot in
    select * from app_public.company_points p
    where p.action = 'ADD' and p.expiry_warned_at is null and p.remaining_point > 0
      and p.expired_date >= v_today and p.expired_date <= (v_today + app_hidden.company_point_expiring_horizon())::date
      and p.effective_date <= v_today
    order by p.expired_date, p.id
    limit p_limit
    for update skip locked
  loop
    for v_person in
      select distinct u.root_user_id from app_public.users u
      join app_public.user_roles ur on ur.user_id = u.id
      join app_public.role_permissions rp on rp.role_id = ur.role_id
      where u.company_id = v_lot.company_id and u.status = 'JOINED' and rp.permission_key = 'ApproveCredit'
    loop
      perform app_private.notify_user(v_person, v_lot.company_id,
        case v_lot.type when 'MARKET_POINT' then 'Market points expire soon' else 'Product points expire soon' end,
        v_lot.remaining_point || case v_lot.type when 'MARKET_POINT' then ' market' else ' product' end
          || ' points of your company expire after ' || to_char(v_lot.expired_date, 'YYYY-MM-DD') || '.',
        'COMPANY',
        '/workbench/company-point?tab=' || case v_lot.type when 'MARKET_POINT' then 'market' else 'product' end,
        'company_point_expiring:' || v_lot.id || ':' || v_person,
        case v_lot.type when 'MARKET_POINT' then 'company-points.message.marketExpiring' else 'company-points.message.productExpiring' end,
        jsonb_build_object('points', v_lot.remaining_point, 'date', to_char(v_lot.expired_date, 'YYYY-MM-DD')));
    end loop;
    update app_public.company_points p set expiry_warned_at = now() where p.id = v_lot.id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$function$;

-- (invitations.sql)
CREATE OR REPLACE FUNCTION app_public.join_company_with_invitation_code(code text)
 RETURNS app_public.invitation_preview
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
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
      'COMPANY', '/workbench/user', 'invitation:' || v_invitation.id || ':used',
      case when v_name is null then 'invitations.message.usedBySomeone' else 'invitations.message.used' end,
      jsonb_build_object('name', v_name, 'company', (select c.name from app_public.companies c where c.id = v_invitation.company_id)));
  end if;
  return app_public.invitation_by_code(code);
end;
$function$;

-- (join-company.sql)
CREATE OR REPLACE FUNCTION app_private.join_application_notify(application_id uuid, outcome text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  v_application app_public.company_join_applications;
  v_company text;
begin
  select * into v_application from app_public.company_join_applications a where a.id = application_id;
  if not found then
    return;
  end if;
  select c.name into v_company from app_public.companies c where c.id = v_application.company_id;
  if outcome = 'approved' and v_application.application_status = 'APPROVED' then
    perform app_private.notify_user(v_application.applicant_id, v_application.company_id,
      'Your application to join ' || v_company || ' was approved',
      'Welcome to ' || v_company || '. You can now open the company workbench.',
      'COMPANY', '/workbench', 'join_application:' || application_id || ':approved',
      'join-company.message.approved', jsonb_build_object('company', v_company));
  elsif outcome = 'rejected' and v_application.application_status = 'REJECTED' then
    perform app_private.notify_user(v_application.applicant_id, v_application.company_id,
      'Your application to join ' || v_company || ' was not approved',
      'Reason: ' || coalesce(v_application.audit_comment, ''),
      'INFORMATION', '/profile/own-company?tab=record', 'join_application:' || application_id || ':rejected',
      'join-company.message.rejected', jsonb_build_object('company', v_company, 'reason', coalesce(v_application.audit_comment, '')));
  end if;
end;
$function$;

-- (join-company.sql)
CREATE OR REPLACE FUNCTION app_private.join_application_remind_admins(application_id uuid, reminder_no integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  v_application app_public.company_join_applications;
  v_company text;
  v_count int := 0;
  v_admin uuid;
begin
  select * into v_application from app_public.company_join_applications a where a.id = application_id;
  if not found or v_application.application_status <> 'APPLYING' then
    return 0;
  end if;
  select c.name into v_company from app_public.companies c where c.id = v_application.company_id;
  for v_admin in
    select distinct u.root_user_id from app_public.users u
    join app_public.user_roles ur on ur.user_id = u.id
    join app_public.role_permissions rp on rp.role_id = ur.role_id
    where u.company_id = v_application.company_id and u.status = 'JOINED' and rp.permission_key = 'ManageJoinCompanyApplication'
  loop
    perform app_private.notify_user(v_admin, v_application.company_id,
      v_application.real_name || ' is waiting to join ' || v_company,
      'An application to join your company is waiting for your review.',
      'COMPANY', '/workbench/user?tab=application',
      'join_application:' || application_id || ':reminder:' || reminder_no || ':' || v_admin,
      'join-company.message.waiting', jsonb_build_object('name', v_application.real_name, 'company', v_company));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$function$;

-- (members.sql)
CREATE OR REPLACE FUNCTION app_private.tg_member_exited()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_company text;
begin
  select c.name into v_company from app_public.companies c where c.id = new.company_id;
  perform app_private.notify_user(new.root_user_id, new.company_id,
    'You are no longer a member of ' || coalesce(v_company, 'the company'),
    'Your membership of ' || coalesce(v_company, 'the company') || ' has ended. You can no longer open its workbench.',
    'COMPANY', '/workbench', null,
    case when v_company is null then 'members.message.leftUnnamed' else 'members.message.left' end,
    jsonb_build_object('company', v_company));
  return null;
end;
$function$;

-- (partner-applications.sql)
CREATE OR REPLACE FUNCTION app_private.partner_application_notify(application_id uuid, outcome text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  v_application app_public.partner_applications;
begin
  select * into v_application from app_public.partner_applications a where a.id = application_id;
  if not found then
    return;
  end if;
  if outcome = 'approved' and v_application.application_status = 'APPROVED' then
    perform app_private.notify_user(v_application.applicant_id, v_application.company_id,
      'Your partner application for ' || v_application.company_name || ' was approved',
      'Welcome to the partner program. You are the partner administrator of ' || v_application.company_name
        || ': open the company workbench to invite your colleagues.',
      'COMPANY', '/workbench', 'partner_application:' || application_id || ':approved',
      'partner-applications.message.approved', jsonb_build_object('company', v_application.company_name));
  elsif outcome = 'rejected' and v_application.application_status = 'REJECTED' then
    perform app_private.notify_user(v_application.applicant_id, null,
      'Your partner application for ' || v_application.company_name || ' was not approved',
      'Reason: ' || coalesce(v_application.audit_comment, '') || ' You may apply again.',
      'INFORMATION', '/apply-partner', 'partner_application:' || application_id || ':rejected',
      'partner-applications.message.rejected',
      jsonb_build_object('company', v_application.company_name, 'reason', coalesce(v_application.audit_comment, '')));
  end if;
end;
$function$;

-- (partner-applications.sql)
CREATE OR REPLACE FUNCTION app_private.partner_application_remind_admins(application_id uuid, reminder_no integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  v_application app_public.partner_applications;
  v_count int := 0;
  v_admin uuid;
begin
  select * into v_application from app_public.partner_applications a where a.id = application_id;
  if not found or v_application.application_status <> 'APPLYING' then
    return 0;
  end if;
  for v_admin in
    select distinct u.root_user_id from app_public.users u
    join app_public.user_roles ur on ur.user_id = u.id
    join app_public.role_permissions rp on rp.role_id = ur.role_id
    where u.company_id is null and u.status = 'ACTIVE' and rp.permission_key = 'ManageAdminSite'
  loop
    perform app_private.notify_user(v_admin, null,
      'Partner application ' || v_application.semantic_id || ' of ' || v_application.company_name || ' is waiting',
      'A partner application submitted on ' || to_char(v_application.created_at, 'YYYY-MM-DD') || ' is waiting for a decision.',
      'INFORMATION', '/admin/partner-info/' || v_application.semantic_id,
      'partner_application:' || application_id || ':reminder:' || reminder_no || ':' || v_admin,
      'partner-applications.message.waiting', jsonb_build_object('id', v_application.semantic_id,
        'company', v_application.company_name, 'date', to_char(v_application.created_at, 'YYYY-MM-DD')));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$function$;

-- (project-filing.sql)
CREATE OR REPLACE FUNCTION app_private.project_filing_expire(filing_id uuid, at timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
declare
  v_filing app_public.project_filings;
  v_at timestamptz := greatest(now(), coalesce(at, now()));
  v_tz text := app_hidden.project_filing_time_zone();
  v_expires timestamptz;
  v_status app_public.project_filing_status;
  v_renewal app_public.project_filing_renewals;
begin
  select * into v_filing from app_public.project_filings f where f.id = project_filing_expire.filing_id for update;
  if not found or v_filing.status <> 'VALIDATING' then
    return false;
  end if;
  v_expires := app_private.project_filing_expires_at(v_filing);
  if v_expires is null or v_at < v_expires then
    return false;
  end if;

  v_status := app_private.transition('project_filing', v_filing.status::text, 'expire')::app_public.project_filing_status;
  update app_public.project_filings f set status = v_status, closed_at = now() where f.id = v_filing.id;
  insert into app_public.project_filing_history (filing_id, event, from_status, to_status)
  values (v_filing.id, 'expire', v_filing.status, v_status);

  for v_renewal in
    select * from app_public.project_filing_renewals r where r.filing_id = v_filing.id and r.status = 'APPROVING' for update
  loop
    update app_public.project_filing_approvals a
    set status = app_private.transition('project_filing_approval', a.status::text, 'reject')::app_public.approval_status,
        audit_comment = 'The deal registration expired before the renewal was decided.', decided_at = now()
    where a.renewal_id = v_renewal.id and a.status = 'APPROVING';
    update app_public.project_filing_renewals r
    set status = app_private.transition('project_filing_renewal', r.status::text, 'reject')::app_public.approval_status,
        decided_at = now()
    where r.id = v_renewal.id;
  end loop;

  perform app_private.project_filing_notify_related(v_filing,
    'Deal registration ' || v_filing.semantic_id || ' has expired',
    'Deal registration ' || v_filing.semantic_id || ' (' || v_filing.name || ', ' || v_filing.customer_full_name || ') '
      || case when v_expires < (v_filing.valid_until_date + 1)::timestamp at time zone v_tz
           then 'had no progress for ' || extract(day from app_hidden.project_filing_inactivity_expiry()) || ' days'
           else 'reached the end of its protection on ' || to_char(v_filing.valid_until_date, 'YYYY-MM-DD') end
      || ' and is no longer protected. File it again if the opportunity is still open.',
    'project_filing:' || v_filing.id || ':expired',
    case when v_expires < (v_filing.valid_until_date + 1)::timestamp at time zone v_tz
      then 'project-filing.message.expiredInactive' else 'project-filing.message.expiredEnded' end,
    jsonb_build_object('id', v_filing.semantic_id, 'name', v_filing.name, 'customer', v_filing.customer_full_name,
      'days', extract(day from app_hidden.project_filing_inactivity_expiry()),
      'date', to_char(v_filing.valid_until_date, 'YYYY-MM-DD')));
  return true;
end;
$function$;

-- (project-filing.sql)
CREATE OR REPLACE FUNCTION app_private.project_filing_notify_approvers(filing_id uuid, renewal_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_filing app_public.project_filings;
  v_person uuid;
  v_count int := 0;
begin
  select * into v_filing from app_public.project_filings f where f.id = project_filing_notify_approvers.filing_id;
  for v_person in
    select distinct u.root_user_id from app_public.users u
    join app_public.user_roles ur on ur.user_id = u.id
    join app_public.role_permissions rp on rp.role_id = ur.role_id
    where u.company_id = v_filing.company_id and u.status = 'JOINED' and rp.permission_key = 'ManageApprovalProcess'
  loop
    if renewal_id is null then
      perform app_private.notify_user(v_person, v_filing.company_id,
        'Deal registration ' || v_filing.semantic_id || ' is waiting for your approval',
        '"' || v_filing.name || '" for ' || v_filing.customer_full_name || ' was submitted and waits for your review.',
        'COMPANY', app_private.project_filing_link(v_filing.semantic_id),
        'project_filing:' || v_filing.id || ':approve:' || v_person,
        'project-filing.message.waiting',
        jsonb_build_object('id', v_filing.semantic_id, 'name', v_filing.name, 'customer', v_filing.customer_full_name));
    else
      perform app_private.notify_user(v_person, v_filing.company_id,
        'A renewal of deal registration ' || v_filing.semantic_id || ' is waiting for your approval',
        'A renewal of "' || v_filing.name || '" for ' || v_filing.customer_full_name || ' waits for your review.',
        'COMPANY', app_private.project_filing_link(v_filing.semantic_id),
        'project_filing_renewal:' || renewal_id || ':approve:' || v_person,
        'project-filing.message.waitingRenewal',
        jsonb_build_object('id', v_filing.semantic_id, 'name', v_filing.name, 'customer', v_filing.customer_full_name));
    end if;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$function$;

-- (project-filing.sql)
CREATE OR REPLACE FUNCTION app_private.project_filing_notify_related(f app_public.project_filings, title text, content text, dedup text, message_key text, message_params jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  v_root uuid;
  v_count int := 0;
begin
  for v_root in
    select distinct u.root_user_id from app_public.users u
    where u.id in (f.principal_id, f.submitter_id) and u.company_id = f.company_id and u.status = 'JOINED'
  loop
    perform app_private.notify_user(v_root, f.company_id, title, content, 'COMPANY',
      '/workbench/project-filing/detail?semanticId=' || f.semantic_id, dedup || ':' || v_root, message_key, message_params);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$function$;

-- (project-filing.sql)
CREATE OR REPLACE FUNCTION app_private.project_filing_notify_related(filing_id uuid, event text, title text, content text, actor uuid, message_key text, message_params jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_filing app_public.project_filings;
  v_person uuid;
begin
  select * into v_filing from app_public.project_filings f where f.id = project_filing_notify_related.filing_id;
  for v_person in
    select distinct u.root_user_id from app_public.users u where u.id in (v_filing.principal_id, v_filing.submitter_id)
  loop
    if v_person is distinct from actor then
      perform app_private.notify_user(v_person, v_filing.company_id, title, content, 'COMPANY',
        app_private.project_filing_link(v_filing.semantic_id),
        'project_filing:' || v_filing.id || ':' || event || ':' || v_person, message_key, message_params);
    end if;
  end loop;
end;
$function$;

-- (project-filing.sql)
CREATE OR REPLACE FUNCTION app_private.project_filing_remind(filing_id uuid, kind text, due_at timestamp with time zone, at timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  v_filing app_public.project_filings;
  v_at timestamptz := greatest(now(), coalesce(at, now()));
  v_due timestamptz := date_trunc('milliseconds', due_at);
  v_tz text := app_hidden.project_filing_time_zone();
  v_expires timestamptz;
  v_active timestamptz;
  v_by_date timestamptz;
  v_until text;
  v_label text;
  v_title text;
  v_content text;
  v_key text;
  v_params jsonb;
begin
  select * into v_filing from app_public.project_filings f where f.id = project_filing_remind.filing_id;
  if not found or v_filing.status <> 'VALIDATING' then
    return 0;
  end if;
  v_expires := app_private.project_filing_expires_at(v_filing);
  if v_expires is null or v_at >= v_expires or v_due > v_at
     or not exists (select 1 from app_private.project_filing_schedule(v_filing) s
                    where s.kind = project_filing_remind.kind and s.due_at = v_due) then
    return 0;
  end if;

  v_active := coalesce(v_filing.last_activity_at, v_filing.approved_at);
  v_by_date := (v_filing.valid_until_date + 1)::timestamp at time zone v_tz;
  -- The last day the filing is protected, as people read dates (business time zone).
  v_until := to_char(((v_expires - interval '1 microsecond') at time zone v_tz)::date, 'YYYY-MM-DD');
  v_label := v_filing.semantic_id || ' (' || v_filing.name || ', ' || v_filing.customer_full_name || ')';
  v_params := jsonb_build_object('id', v_filing.semantic_id, 'name', v_filing.name, 'customer', v_filing.customer_full_name,
    'until', v_until, 'inactivityDays', extract(day from app_hidden.project_filing_inactivity_expiry()));

  if kind like 'expiry\_%' then
    v_title := 'Deal registration ' || v_filing.semantic_id || ' expires in ' || substr(kind, 8) || ' days';
    v_content := 'Deal registration ' || v_label || ' is protected until ' || v_until || '. '
      || case when v_expires < v_by_date
           then 'It has had no progress since ' || to_char((v_active at time zone v_tz)::date, 'YYYY-MM-DD')
                || ': add a progress entry to keep it in effect.'
           else 'Apply for a renewal to keep it in effect.' end;
    v_key := case when v_expires < v_by_date then 'project-filing.message.expiresSoonInactive' else 'project-filing.message.expiresSoon' end;
    v_params := v_params || jsonb_build_object('days', substr(kind, 8)::int,
      'since', to_char((v_active at time zone v_tz)::date, 'YYYY-MM-DD'));
  elsif kind = 'progress_warning' then
    v_title := 'Warning: deal registration ' || v_filing.semantic_id || ' has had no progress for '
      || round(extract(epoch from v_due - v_active) / 86400) || ' days';
    v_content := 'Deal registration ' || v_label || ' expires after '
      || extract(day from app_hidden.project_filing_inactivity_expiry()) || ' days without progress, on '
      || to_char(((v_active + app_hidden.project_filing_inactivity_expiry() - interval '1 microsecond') at time zone v_tz)::date,
                 'YYYY-MM-DD')
      || ', unless a progress entry is added.';
    v_key := 'project-filing.message.progressWarning';
    v_params := v_params || jsonb_build_object('days', round(extract(epoch from v_due - v_active) / 86400),
      'date', to_char(((v_active + app_hidden.project_filing_inactivity_expiry() - interval '1 microsecond') at time zone v_tz)::date,
                      'YYYY-MM-DD'));
  else
    v_title := 'Deal registration ' || v_filing.semantic_id || ': no progress for '
      || round(extract(epoch from v_due - v_active) / 86400) || ' days';
    v_content := 'Add a progress entry to deal registration ' || v_label || '. A deal registration expires after '
      || extract(day from app_hidden.project_filing_inactivity_expiry()) || ' days without progress.';
    v_key := 'project-filing.message.noProgress';
    v_params := v_params || jsonb_build_object('days', round(extract(epoch from v_due - v_active) / 86400));
  end if;

  return app_private.project_filing_notify_related(v_filing, v_title, v_content,
    'project_filing:' || v_filing.id || ':' || kind || ':' || (extract(epoch from v_due) * 1000)::bigint, v_key, v_params);
end;
$function$;

-- (project-filing.sql)
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
  if v_filing.id is null then
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

-- (project-filing.sql)
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
  perform app_private.enqueue('projectFilingWorkflow', v_row.id::text, 'projectFilingSubmitted',
    jsonb_build_object('filingId', v_row.id));
  return v_row;
end;
$function$;

-- (project-filing.sql)
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
  perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingClosed',
    jsonb_build_object('filingId', v_filing.id));
  return v_filing;
end;
$function$;

--! split: 411-recent-pages.sql
-- Recent pages in the reader's language (issue 16): a visit keeps the key of its page's title in the portal's texts
-- (`title_key`, the route's `titleKey`), and the overview shows the title from the texts in the site's language; the
-- stored title (the text shown at the visit) stands in when a row has no key or the texts lack it.

alter table app_public.recent_visited_pages add column if not exists title_key text;
alter table app_public.recent_visited_pages drop constraint if exists recent_visited_pages_title_key_check;
alter table app_public.recent_visited_pages add constraint recent_visited_pages_title_key_check
  check (title_key is null or (char_length(title_key) <= 100 and title_key ~ '^[a-z][A-Za-z0-9.-]*$'));

comment on column app_public.recent_visited_pages.title_key is
  'The key of the page''s title in the portal''s texts; null: only the title stored at the visit.';

drop function if exists app_public.record_recent_page(text, text);
create or replace function app_public.record_recent_page(url text, title text, title_key text default null)
  returns app_public.recent_visited_pages
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_title text := btrim(coalesce(record_recent_page.title, ''));
  v_key text := nullif(btrim(coalesce(record_recent_page.title_key, '')), '');
  v_row app_public.recent_visited_pages;
begin
  if record_recent_page.url is null or char_length(record_recent_page.url) > app_hidden.recent_page_url_max()
     or record_recent_page.url !~ app_hidden.recent_page_url_pattern() then
    perform app_hidden.raise_error('RECENT_PAGE_URL_INVALID');
  end if;
  if v_title = '' or char_length(v_title) > app_hidden.recent_page_title_max()
     or (v_key is not null and (char_length(v_key) > 100 or v_key !~ '^[a-z][A-Za-z0-9.-]*$')) then
    perform app_hidden.raise_error('RECENT_PAGE_TITLE_INVALID', jsonb_build_object('max', app_hidden.recent_page_title_max()));
  end if;
  insert into app_public.recent_visited_pages as p (root_user_id, url, title, title_key, visited_at)
  values (v_me, record_recent_page.url, v_title, v_key, clock_timestamp())
  on conflict on constraint recent_visited_pages_url_key
    do update set title = excluded.title, title_key = excluded.title_key, visited_at = excluded.visited_at
  returning * into v_row;
  delete from app_public.recent_visited_pages p
  where p.root_user_id = v_me
    and p.id not in (select k.id from app_public.recent_visited_pages k where k.root_user_id = v_me
                     order by k.visited_at desc, k.id desc limit app_hidden.recent_pages_kept());
  return v_row;
end;
$$;
grant execute on function app_public.record_recent_page(text, text, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- The visits recorded before: the key of a title that is the English title of a known page (the portal's en-US
-- texts of the routes' `titleKey`s), the title alone otherwise.
create or replace function app_private.key_recent_pages() returns integer
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_count int;
begin
  update app_public.recent_visited_pages p set title_key = t.key
  from (values
    ('My approvals', 'approvals.title'), ('Company info', 'company-info.title'), ('Company points', 'company-points.title'),
    ('Delivery addresses', 'delivery-addresses.title'), ('Join a company', 'invitations.title'), ('Members', 'members.title'),
    ('My company', 'profile.myCompany'), ('Deal registration detail', 'project-filing.detail.title'),
    ('Deal registration', 'project-filing.title'), ('Project amount', 'project-performance.title'),
    ('Become a partner', 'partner-applications.pageTitle')
  ) as t(title, key)
  where p.title_key is null and p.title = t.title;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

select app_private.key_recent_pages();

--! split: 412-role-labels.sql
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
