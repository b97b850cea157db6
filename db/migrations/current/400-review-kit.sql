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
