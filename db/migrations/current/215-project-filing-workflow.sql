-- Deal registration over time: what the per-filing Temporal workflow (`projectFilingWorkflow`, one per filing) asks
-- and does through its activities. Owner connection only (app_private, no grants). The workflow never decides a date
-- itself: it reads the filing's schedule here, sleeps until the next moment (any command that changes the schedule
-- signals it to read again), and each effect re-checks the filing's current state, so a late or repeated call does
-- nothing wrong.
--
-- `at` (optional on each function): the caller's clock, the workflow's time when it acted. The moment used is the
-- later of it and the database's clock, so in production (where both agree) nothing changes, and a time-skipping
-- test can move the workflow's clock months ahead.

drop function if exists app_private.project_filing_deadlines(uuid);
drop function if exists app_private.project_filing_remind(uuid, text, timestamptz, timestamptz);
drop function if exists app_private.project_filing_expire(uuid, timestamptz);
drop function if exists app_private.project_filing_schedule(app_public.project_filings);
drop function if exists app_private.project_filing_expires_at(app_public.project_filings);
drop function if exists app_private.project_filing_renewal_held(app_public.project_filings);
drop function if exists app_private.project_filing_notify_related(app_public.project_filings, text, text, text);
drop function if exists app_public.project_filings_expires_at(app_public.project_filings);

-- A renewal that the partner administrator approved and that now waits for the vendor holds the filing's expiry: the
-- partner applied in time, and the vendor's own review time must not cost them the protection. A renewal still at the
-- partner's step holds nothing (the company could otherwise keep a filing alive by never deciding).
create function app_private.project_filing_renewal_held(f app_public.project_filings) returns boolean
language sql stable
as $$
  select exists (
    select 1 from app_public.project_filing_renewals r
    join app_public.project_filing_approvals a on a.renewal_id = r.id
    where r.filing_id = f.id and r.status = 'APPROVING' and a.source = 'VENDOR' and a.status = 'APPROVING')
$$;

-- When a filing in effect expires: at the end of its last protected day (midnight after valid_until_date, business
-- time zone) or when it has gone the inactivity period without progress since its last activity, whichever comes
-- first. Null when it is not in effect or while a renewal is held at the vendor's step.
create function app_private.project_filing_expires_at(f app_public.project_filings) returns timestamptz
language sql stable
as $$
  select case when f.status = 'VALIDATING' and not app_private.project_filing_renewal_held(f) then
    least((f.valid_until_date + 1)::timestamp at time zone app_hidden.project_filing_time_zone(),
          coalesce(f.last_activity_at, f.approved_at) + app_hidden.project_filing_inactivity_expiry())
  end
$$;

-- The same moment for the screens (`ProjectFiling.expiresAt`): with 90 days without progress it may come before the
-- end of validUntilDate. Security definer because the rule lives in app_private; it reads only the given filing's own
-- renewal steps. Shown only: not a filter or an order (computed per row, no index).
create function app_public.project_filings_expires_at(f app_public.project_filings) returns timestamptz
language sql stable security definer
set search_path = pg_catalog
as $$ select app_private.project_filing_expires_at(f) $$;
comment on function app_public.project_filings_expires_at(app_public.project_filings) is
  E'@behavior -filterBy -orderBy\nWhen the filing in effect expires unless progress or a renewal moves it: the end of validUntilDate or 90 days after the last progress, whichever comes first. Null when it is not in effect or a renewal waits for the vendor.';
grant execute on function app_public.project_filings_expires_at(app_public.project_filings) to :DATABASE_VISITOR;

-- The reminders of a filing in effect, each a kind and the moment it is due (to the millisecond, the precision the
-- workflow carries), all before the expiry moment:
--   expiry_<d>        d days before the expiry moment (each day of project_filing_expiry_reminder_days);
--   progress_<n>      n reminder periods after the last activity (every 15 days without progress);
--   progress_warning  at the warning period without progress (45 days); it replaces the progress reminder due at the
--                     same moment, and an expiry reminder replaces one due at the same moment too (one message, not two).
-- Progress moves the last activity and an approved renewal the last protected day, so both move the whole schedule.
create function app_private.project_filing_schedule(f app_public.project_filings)
returns table (kind text, due_at timestamptz)
language sql stable
as $$
  with base as (
    select e.expires_at, coalesce(f.last_activity_at, f.approved_at) as active_at
    from (select app_private.project_filing_expires_at(f) as expires_at) e
    where e.expires_at is not null
  ), expiry as (
    select 'expiry_' || d as kind, b.expires_at - make_interval(days => d) as due_at
    from base b, unnest(string_to_array(app_hidden.project_filing_expiry_reminder_days(), ',')::int[]) d
  ), warning as (
    select 'progress_warning' as kind, b.active_at + app_hidden.project_filing_progress_warning() as due_at
    from base b where b.active_at is not null
  ), progress as (
    select 'progress_' || n as kind, b.active_at + n * app_hidden.project_filing_progress_reminder_every() as due_at
    from base b,
      generate_series(1, floor(extract(epoch from b.expires_at - b.active_at)
                               / extract(epoch from app_hidden.project_filing_progress_reminder_every()))::int) n
    where b.active_at is not null
  ), every_reminder as (
    select x.kind, x.due_at from expiry x
    union all
    select w.kind, w.due_at from warning w
    union all
    select p.kind, p.due_at from progress p
    where not exists (select 1 from expiry x where x.due_at = p.due_at)
      and not exists (select 1 from warning w where w.due_at = p.due_at)
  )
  select r.kind, date_trunc('milliseconds', r.due_at)
  from every_reminder r, base b
  where r.due_at < b.expires_at
  order by 2, 1
$$;

-- What the workflow waits for: the filing's status (null: no such filing), its expiry moment (null when nothing is due:
-- not in effect, or held by a renewal at the vendor's step) and its reminders as [{kind, dueAt: epoch milliseconds}].
create function app_private.project_filing_deadlines(filing_id uuid)
returns table (status app_public.project_filing_status, valid_until_date date, last_activity_at timestamptz,
               expires_at timestamptz, reminders jsonb)
language sql stable
as $$
  select f.status, f.valid_until_date, f.last_activity_at, app_private.project_filing_expires_at(f),
    coalesce((select jsonb_agg(jsonb_build_object('kind', s.kind, 'dueAt', (extract(epoch from s.due_at) * 1000)::bigint)
                               order by s.due_at, s.kind)
              from app_private.project_filing_schedule(f) s), '[]'::jsonb)
  from app_public.project_filings f
  where f.id = project_filing_deadlines.filing_id
$$;

-- One message to the filing's principal and submitter (one if they are the same person; people no longer JOINED in the
-- company are left out), deduplicated per person by `dedup` (a repeated call sends nothing new). The recipient count.
create function app_private.project_filing_notify_related(f app_public.project_filings, title text, content text,
  dedup text) returns int
language plpgsql
as $$
declare
  v_root uuid;
  v_count int := 0;
begin
  for v_root in
    select distinct u.root_user_id from app_public.users u
    where u.id in (f.principal_id, f.submitter_id) and u.company_id = f.company_id and u.status = 'JOINED'
  loop
    perform app_private.notify_user(v_root, f.company_id, title, content, 'COMPANY',
      '/workbench/project-filing/detail?semanticId=' || f.semantic_id, dedup || ':' || v_root);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- Sends one reminder of the filing's schedule, if it is still relevant: the filing is in effect and not yet past its
-- expiry moment, and the reminder (kind and due moment) is in its current schedule and due. A schedule moved by
-- progress or a renewal has other moments, so a reminder read before the move is not sent. Each (filing, kind, due
-- moment) reaches each person once. Returns the recipient count (0 when not relevant).
create function app_private.project_filing_remind(filing_id uuid, kind text, due_at timestamptz,
  at timestamptz default null) returns int
language plpgsql
as $$
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

  if kind like 'expiry\_%' then
    v_title := 'Deal registration ' || v_filing.semantic_id || ' expires in ' || substr(kind, 8) || ' days';
    v_content := 'Deal registration ' || v_label || ' is protected until ' || v_until || '. '
      || case when v_expires < v_by_date
           then 'It has had no progress since ' || to_char((v_active at time zone v_tz)::date, 'YYYY-MM-DD')
                || ': add a progress entry to keep it in effect.'
           else 'Apply for a renewal to keep it in effect.' end;
  elsif kind = 'progress_warning' then
    v_title := 'Warning: deal registration ' || v_filing.semantic_id || ' has had no progress for '
      || round(extract(epoch from v_due - v_active) / 86400) || ' days';
    v_content := 'Deal registration ' || v_label || ' expires after '
      || extract(day from app_hidden.project_filing_inactivity_expiry()) || ' days without progress, on '
      || to_char(((v_active + app_hidden.project_filing_inactivity_expiry() - interval '1 microsecond') at time zone v_tz)::date,
                 'YYYY-MM-DD')
      || ', unless a progress entry is added.';
  else
    v_title := 'Deal registration ' || v_filing.semantic_id || ': no progress for '
      || round(extract(epoch from v_due - v_active) / 86400) || ' days';
    v_content := 'Add a progress entry to deal registration ' || v_label || '. A deal registration expires after '
      || extract(day from app_hidden.project_filing_inactivity_expiry()) || ' days without progress.';
  end if;

  return app_private.project_filing_notify_related(v_filing, v_title, v_content,
    'project_filing:' || v_filing.id || ':' || kind || ':' || (extract(epoch from v_due) * 1000)::bigint);
end;
$$;

-- Expires the filing if it is still in effect and its expiry moment (re-read now) has passed: a timer that fires late,
-- after progress or an approved renewal moved the moment, expires nothing. The expiry is a transition of the filing's
-- state machine, recorded in its history (no actor: the system), and told to the principal and submitter. A renewal
-- still under review is closed as rejected (the filing it would extend is gone), so it leaves the approvers' lists.
-- Returns whether this call expired the filing.
create function app_private.project_filing_expire(filing_id uuid, at timestamptz default null) returns boolean
language plpgsql
as $$
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
    'project_filing:' || v_filing.id || ':expired');
  return true;
end;
$$;
