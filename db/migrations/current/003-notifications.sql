-- User messages: the notification centre (spec 1 §3, §4, §7, §8).
create type app_public.user_message_type as enum ('COMMON', 'COMPANY', 'INFORMATION');

create table app_public.user_messages (
  id uuid primary key default gen_random_uuid(),
  root_user_id uuid not null references app_public.root_users on delete cascade,
  company_id uuid references app_public.companies on delete set null,
  title text not null check (char_length(title) between 1 and 200),
  content text not null default '' check (char_length(content) <= 5000),
  user_message_type app_public.user_message_type not null,
  link text,
  is_read boolean not null default false,
  dedup_key text,
  created_at timestamptz not null default now()
);
comment on table app_public.user_messages is 'A message in a user''s notification centre.';
comment on column app_public.user_messages.dedup_key is E'@behavior -select -filterBy -orderBy\nMakes message creation idempotent for workflow activities.';
create unique index user_messages_dedup_key_idx on app_public.user_messages (dedup_key);
create index user_messages_recipient_idx on app_public.user_messages (root_user_id, created_at desc, id desc);
create index user_messages_unread_idx on app_public.user_messages (root_user_id, created_at) where not is_read;

alter table app_public.user_messages enable row level security;
create policy select_own on app_public.user_messages for select to :DATABASE_VISITOR
  using (root_user_id = app_hidden.current_root_user_id());
-- Whole-row select (computed columns take the row); dedup_key is kept out of GraphQL by its @behavior tag.
grant select on app_public.user_messages to :DATABASE_VISITOR;

create function app_public.user_messages_company_name(m app_public.user_messages) returns text
language sql stable security definer
set search_path = pg_catalog
as $$
  select c.name from app_public.companies c where c.id = m.company_id
$$;
grant execute on function app_public.user_messages_company_name(app_public.user_messages) to :DATABASE_VISITOR;

-- Puts a message in a user's notification centre once per dedup key.
create function app_private.notify_user(root_user_id uuid, company_id uuid, title text, content text,
  message_type app_public.user_message_type, link text, dedup_key text) returns void
language sql volatile
as $$
  insert into app_public.user_messages (root_user_id, company_id, title, content, user_message_type, link, dedup_key)
  values (root_user_id, company_id, left(title, 200), left(content, 5000), message_type, link, dedup_key)
  on conflict (dedup_key) do nothing;
$$;

create type app_public.user_message_count as (
  unread_count int,
  all_user_message_count int
);

-- Unread and total counts since a date (the portal passes one month ago).
create function app_public.user_message_count(since timestamptz) returns app_public.user_message_count
language sql stable
as $$
  select count(*) filter (where not m.is_read)::int, count(*)::int
  from app_public.user_messages m
  where m.root_user_id = app_hidden.current_root_user_id() and m.created_at >= since
$$;
grant execute on function app_public.user_message_count(timestamptz) to :DATABASE_VISITOR;

create function app_public.mark_user_message_read(id uuid) returns app_public.user_messages
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_message app_public.user_messages;
begin
  select * into v_message from app_public.user_messages m where m.id = mark_user_message_read.id for update;
  if not found then
    perform app_hidden.raise_error('MESSAGE_NOT_FOUND');
  end if;
  if v_message.root_user_id <> v_me then
    perform app_hidden.raise_error('MESSAGE_NOT_RECIPIENT');
  end if;
  if v_message.is_read then
    perform app_hidden.raise_error('MESSAGE_ALREADY_READ');
  end if;
  update app_public.user_messages m set is_read = true where m.id = v_message.id returning * into v_message;
  return v_message;
end;
$$;
grant execute on function app_public.mark_user_message_read(uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

create type app_public.mark_all_read_result as (
  count int,
  is_success boolean
);

create function app_public.mark_all_user_messages_read() returns app_public.mark_all_read_result
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_count int;
begin
  update app_public.user_messages m set is_read = true
  where m.root_user_id = app_hidden.require_root_user_id() and not m.is_read;
  get diagnostics v_count = row_count;
  return row(v_count, true)::app_public.mark_all_read_result;
end;
$$;
grant execute on function app_public.mark_all_user_messages_read() to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;
