-- Core: schemas, identity helpers, coded errors, state machines, the workflow outbox.
-- `current` is re-run on every change while it is work in progress, so it starts from nothing.
drop schema if exists app_public cascade;
drop schema if exists app_hidden cascade;
drop schema if exists app_private cascade;

create extension if not exists pg_trgm with schema public;

revoke all on schema public from public;
alter default privileges revoke all on sequences from public;
alter default privileges revoke all on functions from public;

-- app_public: exposed to GraphQL. app_hidden: granted to the API roles but not exposed. app_private: no grants.
create schema app_public;
create schema app_hidden;
create schema app_private;
grant usage on schema app_public, app_hidden to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;
grant usage on schema public to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- The Keycloak `sub` of the verified token, which is the root user id.
create function app_hidden.current_root_user_id() returns uuid
language sql stable
as $$
  select nullif(current_setting('jwt.claims.sub', true), '')::uuid
$$;
grant execute on function app_hidden.current_root_user_id() to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Coded errors: the message is a code of the registry in domain/src/errors.ts; params travel as JSON in DETAIL.
create function app_hidden.raise_error(code text, params jsonb default '{}') returns void
language plpgsql immutable
as $$
begin
  raise exception using errcode = 'PPERR', message = code, detail = params::text;
end;
$$;
grant execute on function app_hidden.raise_error(text, jsonb) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

create function app_hidden.require_root_user_id() returns uuid
language plpgsql stable
as $$
declare
  v uuid := app_hidden.current_root_user_id();
begin
  if v is null then
    perform app_hidden.raise_error('UNAUTHENTICATED');
  end if;
  return v;
end;
$$;
grant execute on function app_hidden.require_root_user_id() to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

create function app_private.tg_set_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- State machines are defined in domain/src/state-machine.ts; this table holds the same rows (a test keeps them equal)
-- and app_private.transition is the one place a transition is applied.
create table app_private.state_transitions (
  machine text not null,
  from_state text not null,
  event text not null,
  to_state text not null,
  primary key (machine, from_state, event)
);
alter table app_private.state_transitions enable row level security;

insert into app_private.state_transitions (machine, from_state, event, to_state) values
  ('join_application', 'APPLYING', 'approve', 'APPROVED'),
  ('join_application', 'APPLYING', 'reject', 'REJECTED');

create function app_private.transition(machine text, from_state text, event text) returns text
language plpgsql stable
as $$
declare
  v_next text;
begin
  select t.to_state into v_next
  from app_private.state_transitions t
  where t.machine = transition.machine and t.from_state = transition.from_state and t.event = transition.event;
  if v_next is null then
    perform app_hidden.raise_error('INVALID_TRANSITION', jsonb_build_object('machine', machine, 'from', from_state, 'event', event));
  end if;
  return v_next;
end;
$$;

-- Outbox: a command writes its transition and a row here in one transaction; the worker relays rows to Temporal
-- (signal-with-start, workflow id = entity id). Relaying is at-least-once.
create table app_private.outbox (
  id bigserial primary key,
  workflow_type text not null,
  workflow_id text not null,
  signal text not null,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  relayed_at timestamptz,
  attempts int not null default 0,
  last_error text
);
alter table app_private.outbox enable row level security;
create index outbox_pending_idx on app_private.outbox (id) where relayed_at is null;

create function app_private.tg_outbox_notify() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('outbox', new.id::text);
  return new;
end;
$$;
create trigger _500_notify after insert on app_private.outbox
  for each row execute procedure app_private.tg_outbox_notify();

create function app_private.enqueue(workflow_type text, workflow_id text, signal text, payload jsonb default '{}')
returns void
language sql volatile
as $$
  insert into app_private.outbox (workflow_type, workflow_id, signal, payload)
  values (workflow_type, workflow_id, signal, payload);
$$;
