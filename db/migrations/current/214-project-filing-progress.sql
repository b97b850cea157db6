-- Deal registration, life in effect: progress entries, renewal applications, and the partner administrator's
-- "my approvals" list. A filing in effect (VALIDATING) receives progress from the people who manage it; each entry
-- moves the filing's phase and restarts its inactivity clock, and stays editable by its author for a short while.
-- Near the end of its protection the same people may apply for a renewal, which goes through the same two approval
-- steps as the filing (partner company, then vendor); deciding those steps is the approval commands' work.

drop function if exists app_public.create_project_filing_progress(uuid, text, int) cascade;
drop function if exists app_public.update_project_filing_progress(uuid, text, int) cascade;
drop function if exists app_public.create_project_filing_renewal(uuid, int, date, text) cascade;
drop function if exists app_public.project_filings_can_renew(app_public.project_filings) cascade;
drop function if exists app_public.project_filing_progresses_editable(app_public.project_filing_progresses) cascade;
drop function if exists app_public.project_filing_progresses_submitter_name(app_public.project_filing_progresses) cascade;
drop function if exists app_public.project_filing_renewals_submitter_name(app_public.project_filing_renewals) cascade;
drop function if exists app_public.my_project_filing_approvals(uuid, text, boolean) cascade;
drop function if exists app_public.project_filing_approvals_filing_name(app_public.project_filing_approvals) cascade;
drop function if exists app_public.project_filing_approvals_filing_semantic_id(app_public.project_filing_approvals) cascade;
drop function if exists app_public.project_filing_approvals_submitter_name(app_public.project_filing_approvals) cascade;
drop function if exists app_public.project_filing_approvals_renewal_valid_until_date(app_public.project_filing_approvals) cascade;
drop function if exists app_hidden.project_filing_may_contribute(app_public.project_filings) cascade;
drop function if exists app_hidden.project_filing_in_effect_now(app_public.project_filings) cascade;
drop function if exists app_hidden.project_filing_renewal_window_open(app_public.project_filings) cascade;
drop function if exists app_hidden.my_project_filing_approvals_allowed(uuid, text) cascade;
drop function if exists app_private.project_filing_trimmed(text) cascade;
drop index if exists app_public.project_filing_approvals_partner_list_idx;
drop index if exists app_public.project_filing_approvals_partner_pending_idx;

------------------------------------------------------------------------------------------------------------------------
-- Who wrote an entry or applied for a renewal is a company identity. Deleting a company removes its identities and,
-- through its filings, their entries in the same statement; the reference is checked at the end of the transaction so
-- that the order in which those deletions run cannot refuse it. An identity whose entries remain still cannot go.
do $$
declare
  t text;
begin
  foreach t in array array['project_filing_progresses', 'project_filing_renewals'] loop
    execute format($f$
      alter table app_public.%1$I drop constraint if exists %1$s_submitter_id_fkey;
      alter table app_public.%1$I add constraint %1$s_submitter_id_fkey foreign key (submitter_id)
        references app_public.users deferrable initially deferred;
      comment on constraint %1$s_submitter_id_fkey on app_public.%1$I is
        '@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
    $f$, t);
  end loop;
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- Rules shared by the commands and the computed columns.

-- A filing is in effect while it is VALIDATING and its expiry moment has not come: the end of its last protected day
-- (midnight after valid_until_date in the business time zone) or the inactivity limit after its last activity,
-- whichever is first. A renewal that the partner approved and that waits for the vendor holds the expiry (the vendor's
-- review time does not cost the partner the protection). The workflow marks the filing EXPIRED at that moment; until
-- it has, nothing may be added to a filing whose time is over.
create function app_hidden.project_filing_in_effect_now(f app_public.project_filings) returns boolean
language sql stable
as $$
  select f.status = 'VALIDATING'
     and ((now() < ((f.valid_until_date + 1)::timestamp at time zone app_hidden.project_filing_time_zone())
                   or f.valid_until_date is null)
          and (now() < coalesce(f.last_activity_at, f.approved_at) + app_hidden.project_filing_inactivity_expiry()
               or coalesce(f.last_activity_at, f.approved_at) is null)
          or exists (
            select 1 from app_public.project_filing_renewals r
            join app_public.project_filing_approvals a on a.renewal_id = r.id
            where r.filing_id = f.id and r.status = 'APPROVING' and a.source = 'VENDOR' and a.status = 'APPROVING'))
$$;
grant execute on function app_hidden.project_filing_in_effect_now(app_public.project_filings) to :DATABASE_VISITOR;

-- Who may add progress to a filing and apply for its renewal: a holder of ManageProjectReport in the filing's
-- company who is an administrator there (holds ManageApprovalProcess), or the filing's owner or submitter.
create function app_hidden.project_filing_may_contribute(f app_public.project_filings) returns boolean
language sql stable
as $$
  select app_hidden.has_permission('ManageProjectReport', f.company_id)
     and (app_hidden.has_permission('ManageApprovalProcess', f.company_id)
          or f.principal_id = any (app_hidden.my_identity_ids())
          or f.submitter_id = any (app_hidden.my_identity_ids()))
$$;
grant execute on function app_hidden.project_filing_may_contribute(app_public.project_filings) to :DATABASE_VISITOR;

-- The renewal window: from 30 days before the last protected day (business today), while the filing is in effect.
create function app_hidden.project_filing_renewal_window_open(f app_public.project_filings) returns boolean
language sql stable
as $$
  select app_hidden.project_filing_in_effect_now(f)
     and f.valid_until_date is not null
     and (now() at time zone app_hidden.project_filing_time_zone())::date
         >= (f.valid_until_date - app_hidden.project_filing_renewal_window())::date
$$;
grant execute on function app_hidden.project_filing_renewal_window_open(app_public.project_filings) to :DATABASE_VISITOR;

-- Text people type, without the white space around it (as the forms send it).
create function app_private.project_filing_trimmed(value text) returns text
language sql immutable
as $$ select regexp_replace(coalesce(value, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g') $$;

------------------------------------------------------------------------------------------------------------------------
-- Progress.

-- Adds a progress entry to a filing in effect: content of 1..200 characters and an enabled phase. The filing takes
-- the entry's phase as its current one and its inactivity clock restarts; the workflow hears of it.
create or replace function app_public.create_project_filing_progress(filing_id uuid, content text, phase_id int)
returns app_public.project_filing_progresses
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
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
  perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingProgressAdded',
    jsonb_build_object('filingId', v_filing.id));
  return v_row;
end;
$$;
grant execute on function app_public.create_project_filing_progress(uuid, text, int) to :DATABASE_VISITOR;

-- Edits a progress entry: only its author (while they still manage deal registrations in the company), only while
-- the filing is in effect, and only before the editing period after its creation has run out. When it is the
-- filing's latest entry, the filing's phase follows the edit. An edit is not new activity: the clock does not restart.
create or replace function app_public.update_project_filing_progress(progress_id uuid, content text, phase_id int)
returns app_public.project_filing_progresses
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_progress app_public.project_filing_progresses;
  v_filing app_public.project_filings;
  v_content text := app_private.project_filing_trimmed(update_project_filing_progress.content);
begin
  perform app_hidden.require_root_user_id();
  select * into v_progress from app_public.project_filing_progresses p where p.id = update_project_filing_progress.progress_id for update;
  if found then
    select * into v_filing from app_public.project_filings f where f.id = v_progress.filing_id for update;
  end if;
  if v_progress.id is null or not app_private.project_filing_can_see(v_filing) then
    perform app_hidden.raise_error('PROJECT_FILING_PROGRESS_NOT_FOUND');
  end if;
  if not (v_progress.submitter_id = any (app_hidden.my_identity_ids())
          and app_hidden.has_permission('ManageProjectReport', v_filing.company_id)) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  if not app_hidden.project_filing_in_effect_now(v_filing) then
    perform app_hidden.raise_error('PROJECT_FILING_PROGRESS_NOT_IN_EFFECT');
  end if;
  if now() >= v_progress.created_at + app_hidden.project_filing_progress_editable() then
    perform app_hidden.raise_error('PROJECT_FILING_PROGRESS_EDIT_EXPIRED');
  end if;
  if v_content = '' then
    perform app_hidden.raise_error('PROJECT_FILING_PROGRESS_REQUIRED');
  end if;
  if char_length(v_content) > app_hidden.project_filing_text_max() then
    perform app_hidden.raise_error('PROJECT_FILING_PROGRESS_TOO_LONG', jsonb_build_object('max', app_hidden.project_filing_text_max()));
  end if;
  if update_project_filing_progress.phase_id is null then
    perform app_hidden.raise_error('PROJECT_FILING_FIELD_REQUIRED');
  end if;
  if not exists (select 1 from app_public.project_phases p where p.id = update_project_filing_progress.phase_id and p.enabled) then
    perform app_hidden.raise_error('PROJECT_FILING_REFERENCE_INVALID');
  end if;

  update app_public.project_filing_progresses p
  set content = v_content, phase_id = update_project_filing_progress.phase_id
  where p.id = v_progress.id
  returning * into v_progress;
  if not exists (select 1 from app_public.project_filing_progresses p
                 where p.filing_id = v_filing.id and (p.created_at, p.id) > (v_progress.created_at, v_progress.id)) then
    update app_public.project_filings f set phase_id = update_project_filing_progress.phase_id where f.id = v_filing.id;
  end if;
  return v_progress;
end;
$$;
grant execute on function app_public.update_project_filing_progress(uuid, text, int) to :DATABASE_VISITOR;

------------------------------------------------------------------------------------------------------------------------
-- Renewals.

-- Applies for a renewal of a filing in effect, within the window before its last protected day, when none is under
-- review: a phase, a new last day after the current one and at most the maximum extension after it, and a reason of
-- 1..200 characters. The renewal starts at the partner company's approval step; the company's approvers are told,
-- the timeline records the application and the workflow hears of it.
create or replace function app_public.create_project_filing_renewal(filing_id uuid, phase_id int, valid_until_date date, reason text)
returns app_public.project_filing_renewals
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
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
  perform app_private.enqueue('projectFilingWorkflow', v_filing.id::text, 'projectFilingRenewalChanged',
    jsonb_build_object('filingId', v_filing.id));
  return v_row;
end;
$$;
grant execute on function app_public.create_project_filing_renewal(uuid, int, date, text) to :DATABASE_VISITOR;

------------------------------------------------------------------------------------------------------------------------
-- Computed columns of the screens.

-- Whether the signed-in person may apply for a renewal of this filing now.
create or replace function app_public.project_filings_can_renew(f app_public.project_filings) returns boolean
language sql stable
as $$
  select app_hidden.project_filing_renewal_window_open(f)
     and app_hidden.project_filing_may_contribute(f)
     and not exists (select 1 from app_public.project_filing_renewals r where r.filing_id = f.id and r.status = 'APPROVING')
$$;
grant execute on function app_public.project_filings_can_renew(app_public.project_filings) to :DATABASE_VISITOR;

-- Whether the signed-in person may edit this progress entry now (the same rule as the command).
create or replace function app_public.project_filing_progresses_editable(p app_public.project_filing_progresses) returns boolean
language sql stable
as $$
  select coalesce((
    select p.submitter_id = any (app_hidden.my_identity_ids())
       and now() < p.created_at + app_hidden.project_filing_progress_editable()
       and app_hidden.has_permission('ManageProjectReport', f.company_id)
       and app_hidden.project_filing_in_effect_now(f)
    from app_public.project_filings f where f.id = p.filing_id), false)
$$;
grant execute on function app_public.project_filing_progresses_editable(app_public.project_filing_progresses) to :DATABASE_VISITOR;

-- The author's name in the company (members may not read each other's user rows, but see who wrote an entry).
create function app_public.project_filing_progresses_submitter_name(p app_public.project_filing_progresses) returns text
language sql stable security definer
set search_path = pg_catalog
as $$ select u.name from app_public.users u where u.id = p.submitter_id $$;
grant execute on function app_public.project_filing_progresses_submitter_name(app_public.project_filing_progresses) to :DATABASE_VISITOR;

create function app_public.project_filing_renewals_submitter_name(r app_public.project_filing_renewals) returns text
language sql stable security definer
set search_path = pg_catalog
as $$ select u.name from app_public.users u where u.id = r.submitter_id $$;
grant execute on function app_public.project_filing_renewals_submitter_name(app_public.project_filing_renewals) to :DATABASE_VISITOR;

------------------------------------------------------------------------------------------------------------------------
-- My approvals: the partner company's approval steps of its filings (kind FILING) or of their renewals (kind
-- RENEWAL), newest first, for holders of ViewApprovalProcess in the company; optionally only those still waiting.

-- Filing approvals and renewal approvals of a company, newest first; the second for the ones still waiting.
create index project_filing_approvals_partner_list_idx on app_public.project_filing_approvals
  (company_id, (case when renewal_id is null then 'FILING' else 'RENEWAL' end), created_at desc, id desc)
  where source = 'PARTNER_COMPANY';
create index project_filing_approvals_partner_pending_idx on app_public.project_filing_approvals
  (company_id, (case when renewal_id is null then 'FILING' else 'RENEWAL' end), created_at desc, id desc)
  where source = 'PARTNER_COMPANY' and status = 'APPROVING';

-- The list's own checks, run once per query: the kind is FILING or RENEWAL, and the caller holds ViewApprovalProcess
-- in the company.
create function app_hidden.my_project_filing_approvals_allowed(company_id uuid, kind text) returns boolean
language plpgsql stable
as $$
begin
  if kind is null or kind not in ('FILING', 'RENEWAL') then
    perform app_hidden.raise_error('VALIDATION_FAILED', jsonb_build_object('field', 'kind'));
  end if;
  if not app_hidden.has_permission('ViewApprovalProcess', company_id) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  return true;
end;
$$;
grant execute on function app_hidden.my_project_filing_approvals_allowed(uuid, text) to :DATABASE_VISITOR;

-- Written as one inlinable query so that the page's limit reaches the index: each branch is switched on or off by
-- pending_only, the waiting branch reads the index of waiting records only, and the kind is compared as the indexes
-- compute it. Missing arguments are compared as values no record has (not as null, which would let the planner drop
-- both branches and with them the checks that answer a missing kind or company with an error).
create function app_public.my_project_filing_approvals(company_id uuid, kind text, pending_only boolean)
returns setof app_public.project_filing_approvals
language sql stable
as $$
  select q.* from (
    select a.* from app_public.project_filing_approvals a
    where a.company_id = coalesce(my_project_filing_approvals.company_id, '00000000-0000-0000-0000-000000000000')
      and a.source = 'PARTNER_COMPANY'
      and (case when a.renewal_id is null then 'FILING' else 'RENEWAL' end) = coalesce(my_project_filing_approvals.kind, '')
      and a.status = 'APPROVING' and coalesce(my_project_filing_approvals.pending_only, false)
    union all
    select a.* from app_public.project_filing_approvals a
    where a.company_id = coalesce(my_project_filing_approvals.company_id, '00000000-0000-0000-0000-000000000000')
      and a.source = 'PARTNER_COMPANY'
      and (case when a.renewal_id is null then 'FILING' else 'RENEWAL' end) = coalesce(my_project_filing_approvals.kind, '')
      and not coalesce(my_project_filing_approvals.pending_only, false)
  ) q
  where (select app_hidden.my_project_filing_approvals_allowed(my_project_filing_approvals.company_id, my_project_filing_approvals.kind))
  order by q.created_at desc, q.id desc
$$;
comment on function app_public.my_project_filing_approvals(uuid, text, boolean) is
  'The partner company''s approval steps of its filings (kind FILING) or renewals (kind RENEWAL), newest first; pendingOnly keeps those still waiting.';
grant execute on function app_public.my_project_filing_approvals(uuid, text, boolean) to :DATABASE_VISITOR;

-- What the list shows of each record (the approver's name is the approval commands' column). The submitter's name
-- is read as owner: regular members may not read each other's user rows.
create function app_public.project_filing_approvals_filing_name(a app_public.project_filing_approvals) returns text
language sql stable
as $$ select f.name from app_public.project_filings f where f.id = a.filing_id $$;
grant execute on function app_public.project_filing_approvals_filing_name(app_public.project_filing_approvals) to :DATABASE_VISITOR;

create function app_public.project_filing_approvals_filing_semantic_id(a app_public.project_filing_approvals) returns text
language sql stable
as $$ select f.semantic_id from app_public.project_filings f where f.id = a.filing_id $$;
grant execute on function app_public.project_filing_approvals_filing_semantic_id(app_public.project_filing_approvals) to :DATABASE_VISITOR;

-- Who asked for what the record decides: the renewal's applicant, else the filing's submitter.
create function app_public.project_filing_approvals_submitter_name(a app_public.project_filing_approvals) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select u.name from app_public.users u
  where u.id = coalesce((select r.submitter_id from app_public.project_filing_renewals r where r.id = a.renewal_id),
                        (select f.submitter_id from app_public.project_filings f where f.id = a.filing_id))
$$;
grant execute on function app_public.project_filing_approvals_submitter_name(app_public.project_filing_approvals) to :DATABASE_VISITOR;

-- The new last protected day a renewal record asks for (null for a filing's record).
create function app_public.project_filing_approvals_renewal_valid_until_date(a app_public.project_filing_approvals) returns date
language sql stable
as $$ select r.valid_until_date from app_public.project_filing_renewals r where r.id = a.renewal_id $$;
grant execute on function app_public.project_filing_approvals_renewal_valid_until_date(app_public.project_filing_approvals) to :DATABASE_VISITOR;
