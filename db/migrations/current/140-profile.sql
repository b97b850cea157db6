-- Profile: a person's own information (name, position, e-mail, phone), the SMS verification code needed to change the
-- phone, the SMS deliveries the worker sends (provider or development outbox), and the account-service sync.
-- Idempotent: this file drops and re-creates what it owns.

drop function if exists app_public.send_verification_code(text, text);
drop function if exists app_public.verification_code_status(uuid);
drop function if exists app_public.edit_user_info(uuid, text, int, text, text, text, text, boolean);
drop function if exists app_private.sms_delivery_message(uuid);
drop function if exists app_private.sms_delivery_sent(uuid, text, text);
drop function if exists app_private.sms_delivery_failed(uuid, text);
drop function if exists app_private.sms_outbox_store(uuid, text, text);
drop function if exists app_private.account_sync_data(uuid);
drop function if exists app_private.account_sync_record(uuid, text);
drop function if exists app_private.normalize_phone_prefix(text);
drop function if exists app_public.my_account_sync();
drop table if exists app_public.sms_outbox_messages;
drop table if exists app_private.verification_codes;
drop table if exists app_private.sms_deliveries;
drop table if exists app_private.account_syncs;
drop type if exists app_public.verification_code_request;
drop type if exists app_public.account_sync_state;
drop type if exists app_public.sms_delivery_status;

create type app_public.sms_delivery_status as enum ('SENDING', 'SENT', 'FAILED');

-- One SMS to send. Its text (and the template parameters a provider needs) is kept only until the message has been
-- handed over or given up: then both are cleared, so a code never stays readable in the database.
create table app_private.sms_deliveries (
  id uuid primary key default gen_random_uuid(),
  phone_prefix_country_code text not null check (phone_prefix_country_code ~ '^\+[0-9]{1,4}$'),
  contact_number text not null check (contact_number ~ '^[0-9]{1,20}$'),
  text text,
  params jsonb,
  status app_public.sms_delivery_status not null default 'SENDING',
  provider text,
  provider_message_id text,
  error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
alter table app_private.sms_deliveries enable row level security;

-- A verification code sent to a person for a phone: only its hash is stored; usable once, until it expires.
create table app_private.verification_codes (
  id uuid primary key default gen_random_uuid(),
  root_user_id uuid not null references app_public.root_users on delete cascade,
  phone_prefix_country_code text not null,
  contact_number text not null,
  code_hash text not null,
  delivery_id uuid not null references app_private.sms_deliveries on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
alter table app_private.verification_codes enable row level security;
create index verification_codes_person_idx on app_private.verification_codes (root_user_id, created_at desc);
create index verification_codes_phone_idx on app_private.verification_codes (contact_number, phone_prefix_country_code, created_at desc);

-- The development outbox: what would have been sent, for vendor admins to read in the back office.
create table app_public.sms_outbox_messages (
  id uuid primary key default gen_random_uuid(),
  delivery_id uuid not null unique,
  phone text not null,
  text text not null,
  created_at timestamptz not null default now()
);
comment on table app_public.sms_outbox_messages is E'@behavior -insert -update -delete\nAn SMS the development outbox stored instead of sending it (development and tests only).';
create index sms_outbox_messages_created_idx on app_public.sms_outbox_messages (created_at desc, id);
create index sms_outbox_messages_phone_idx on app_public.sms_outbox_messages (phone);
alter table app_public.sms_outbox_messages enable row level security;
create policy select_vendor_admin on app_public.sms_outbox_messages for select to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin()));
grant select on app_public.sms_outbox_messages to :DATABASE_VISITOR;

-- Writing a person's name, e-mail and phone to the account service: when it was asked, when it last succeeded, and
-- the last failure (the workflow keeps retrying until it succeeds).
create table app_private.account_syncs (
  root_user_id uuid primary key references app_public.root_users on delete cascade,
  requested_at timestamptz not null default now(),
  synced_at timestamptz,
  last_error text,
  attempts int not null default 0
);
alter table app_private.account_syncs enable row level security;

-- '+86', '86' and '0086' are the same prefix.
create function app_private.normalize_phone_prefix(prefix text) returns text
language sql immutable
as $$
  select case when d ~ '^[0-9]{1,4}$' then '+' || d end
  from (select regexp_replace(regexp_replace(btrim(coalesce(prefix, '')), '^\+', ''), '^00', '') as d) x
$$;

-- What sendVerificationCode answers: the request's id (to follow its delivery), its expiry and when another may be asked.
create type app_public.verification_code_request as (
  id uuid,
  expires_at timestamptz,
  resend_at timestamptz
);

-- Sends a new six-digit code to a phone for the signed-in person. At most one every 60 seconds per person and per
-- number, and a few per hour per number and per person (delivery failures do not count). The code itself is only
-- hashed here; the message is sent by the worker.
create function app_public.send_verification_code(phone_prefix_country_code text, contact_number text)
returns app_public.verification_code_request
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_prefix text := app_private.normalize_phone_prefix(phone_prefix_country_code);
  v_number text := btrim(coalesce(contact_number, ''));
  v_last timestamptz;
  v_code text;
  v_delivery uuid;
  v_result app_public.verification_code_request;
begin
  if v_prefix is null or v_number = ''
     or (v_prefix = '+86' and v_number !~ app_hidden.mainland_mobile_pattern())
     or (v_prefix <> '+86' and v_number !~ '^[0-9]{1,20}$') then
    perform app_hidden.raise_error('PHONE_INVALID');
  end if;
  -- One request at a time per person and per number, so concurrent requests cannot pass the limits together.
  perform pg_advisory_xact_lock(hashtext('verification-code:' || v_me::text));
  perform pg_advisory_xact_lock(hashtext('verification-code:' || v_prefix || v_number));

  select max(c.created_at) into v_last
  from app_private.verification_codes c join app_private.sms_deliveries d on d.id = c.delivery_id
  where d.status <> 'FAILED'
    and (c.root_user_id = v_me or (c.contact_number = v_number and c.phone_prefix_country_code = v_prefix))
    and c.created_at > now() - app_hidden.sms_resend_interval();
  if v_last is not null then
    perform app_hidden.raise_error('VERIFICATION_CODE_TOO_SOON', jsonb_build_object(
      'seconds', greatest(1, ceil(extract(epoch from v_last + app_hidden.sms_resend_interval() - now())))::int));
  end if;
  if (select count(*) from app_private.verification_codes c join app_private.sms_deliveries d on d.id = c.delivery_id
      where c.root_user_id = v_me and d.status <> 'FAILED' and c.created_at > now() - interval '1 hour')
       >= app_hidden.sms_codes_per_account_per_hour()
     or (select count(*) from app_private.verification_codes c join app_private.sms_deliveries d on d.id = c.delivery_id
         where c.contact_number = v_number and c.phone_prefix_country_code = v_prefix and d.status <> 'FAILED'
           and c.created_at > now() - interval '1 hour')
       >= app_hidden.sms_codes_per_number_per_hour() then
    perform app_hidden.raise_error('VERIFICATION_CODE_LIMIT');
  end if;

  -- Six digits from the cryptographic generator.
  v_code := lpad((('x' || encode(public.gen_random_bytes(4), 'hex'))::bit(32)::bigint % 1000000)::text, 6, '0');
  insert into app_private.sms_deliveries (phone_prefix_country_code, contact_number, text, params)
  values (v_prefix, v_number,
          replace(case when v_prefix = '+86' then app_hidden.sms_code_text_zh() else app_hidden.sms_code_text_en() end, '{code}', v_code),
          jsonb_build_object('code', v_code))
  returning id into v_delivery;
  insert into app_private.verification_codes (root_user_id, phone_prefix_country_code, contact_number, code_hash, delivery_id, expires_at)
  values (v_me, v_prefix, v_number, public.crypt(v_code, public.gen_salt('bf', 6)), v_delivery, now() + app_hidden.sms_code_validity())
  returning id, expires_at, created_at + app_hidden.sms_resend_interval() into v_result.id, v_result.expires_at, v_result.resend_at;
  perform app_private.enqueue('smsDeliveryWorkflow', v_delivery::text, 'smsDeliveryRequested', jsonb_build_object('deliveryId', v_delivery));
  return v_result;
end;
$$;
grant execute on function app_public.send_verification_code(text, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Where the delivery of one of the caller's codes stands (null for anyone else's).
create function app_public.verification_code_status(id uuid) returns app_public.sms_delivery_status
language sql stable security definer
set search_path = pg_catalog
as $$
  select d.status from app_private.verification_codes c join app_private.sms_deliveries d on d.id = c.delivery_id
  where c.id = verification_code_status.id and c.root_user_id = app_hidden.current_root_user_id()
$$;
grant execute on function app_public.verification_code_status(uuid) to :DATABASE_VISITOR;

-- Saves the caller's own information on one of their identities (the default one or a company they belong to) and on
-- their default identity, the account. A changed phone needs a code sent to that phone: right, unused, unexpired and
-- delivered. With isSyncToAccountCenter the account service is updated by a workflow, which retries until it succeeds.
create function app_public.edit_user_info(
  user_id uuid, name text, position_id int, email text, phone_prefix_country_code text, contact_number text,
  verification_code text default null, is_sync_to_account_center boolean default true
) returns app_public.users
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_user app_public.users;
  v_name text := btrim(coalesce(name, ''));
  v_email text := btrim(coalesce(email, ''));
  v_prefix text := app_private.normalize_phone_prefix(phone_prefix_country_code);
  v_number text := btrim(coalesce(contact_number, ''));
  v_code app_private.verification_codes;
begin
  select * into v_user from app_public.users u
  where u.id = edit_user_info.user_id and u.root_user_id = v_me
    and (u.company_id is null or u.status = 'JOINED')
  for update;
  if not found then
    perform app_hidden.raise_error('USER_NOT_FOUND');
  end if;
  if v_name = '' then
    perform app_hidden.raise_error('USER_NAME_REQUIRED');
  end if;
  if char_length(v_name) > app_hidden.member_name_max() then
    perform app_hidden.raise_error('USER_NAME_TOO_LONG');
  end if;
  if position_id is null then
    perform app_hidden.raise_error('POSITION_REQUIRED');
  end if;
  if not exists (select 1 from app_public.positions p where p.id = edit_user_info.position_id) then
    perform app_hidden.raise_error('POSITION_NOT_FOUND');
  end if;
  if v_email = '' then
    perform app_hidden.raise_error('EMAIL_REQUIRED');
  end if;
  if v_email !~ app_hidden.email_pattern() then
    perform app_hidden.raise_error('EMAIL_INVALID');
  end if;
  if v_prefix is null or v_number = ''
     or (v_prefix = '+86' and v_number !~ app_hidden.mainland_mobile_pattern())
     or (v_prefix <> '+86' and v_number !~ '^[0-9]{1,20}$') then
    perform app_hidden.raise_error('PHONE_INVALID');
  end if;

  if v_user.contact_number is distinct from v_number or v_user.phone_prefix_country_code is distinct from v_prefix then
    if verification_code is null or verification_code !~ app_hidden.verification_code_pattern() then
      perform app_hidden.raise_error('VERIFICATION_CODE_FORMAT');
    end if;
    select c.* into v_code from app_private.verification_codes c
    where c.root_user_id = v_me and c.contact_number = v_number and c.phone_prefix_country_code = v_prefix
      and c.code_hash = public.crypt(verification_code, c.code_hash)
    order by c.created_at desc limit 1
    for update;
    if not found then
      perform app_hidden.raise_error('VERIFICATION_CODE_WRONG');
    end if;
    if v_code.used_at is not null then
      perform app_hidden.raise_error('VERIFICATION_CODE_USED');
    end if;
    if v_code.expires_at <= now() then
      perform app_hidden.raise_error('VERIFICATION_CODE_EXPIRED');
    end if;
    if (select d.status from app_private.sms_deliveries d where d.id = v_code.delivery_id) = 'FAILED' then
      perform app_hidden.raise_error('SMS_SERVICE_ERROR');
    end if;
    update app_private.verification_codes c set used_at = now() where c.id = v_code.id;
  end if;

  update app_public.users u
  set name = v_name, position_id = edit_user_info.position_id, email = v_email,
      phone_prefix_country_code = v_prefix, contact_number = v_number, is_added_user_info = true, updated_at = now()
  where u.id = v_user.id
  returning * into v_user;
  -- The account's own identity carries the person's name, e-mail and phone too.
  update app_public.users u
  set name = v_name, email = v_email, phone_prefix_country_code = v_prefix, contact_number = v_number,
      position_id = coalesce(u.position_id, edit_user_info.position_id), is_added_user_info = true, updated_at = now()
  where u.root_user_id = v_me and u.company_id is null and u.id <> v_user.id;

  if coalesce(is_sync_to_account_center, true) then
    insert into app_private.account_syncs (root_user_id, requested_at) values (v_me, now())
    on conflict (root_user_id) do update set requested_at = now();
    perform app_private.enqueue('accountSyncWorkflow', v_me::text, 'accountSyncRequested', '{}'::jsonb);
  end if;
  return v_user;
end;
$$;
grant execute on function app_public.edit_user_info(uuid, text, int, text, text, text, text, boolean) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- For the SMS activity: the message still to send, or nothing when it was already sent or given up.
create function app_private.sms_delivery_message(delivery_id uuid)
returns table (phone_prefix_country_code text, contact_number text, text text, params jsonb, status app_public.sms_delivery_status)
language sql stable
as $$
  select d.phone_prefix_country_code, d.contact_number, d.text, d.params, d.status
  from app_private.sms_deliveries d where d.id = sms_delivery_message.delivery_id
$$;

-- The message was handed to the provider (or the outbox): its text is cleared. Repeating it changes nothing.
create function app_private.sms_delivery_sent(delivery_id uuid, provider text, provider_message_id text) returns void
language sql volatile
as $$
  update app_private.sms_deliveries d
  set status = 'SENT', provider = sms_delivery_sent.provider, provider_message_id = sms_delivery_sent.provider_message_id,
      text = null, params = null, error = null, finished_at = now()
  where d.id = sms_delivery_sent.delivery_id and d.status = 'SENDING'
$$;

-- Sending was given up: the code it carried can no longer be used (SMS_SERVICE_ERROR) and does not count against the
-- person's limits.
create function app_private.sms_delivery_failed(delivery_id uuid, error text) returns void
language sql volatile
as $$
  update app_private.sms_deliveries d
  set status = 'FAILED', error = sms_delivery_failed.error, text = null, params = null, finished_at = now()
  where d.id = sms_delivery_failed.delivery_id and d.status = 'SENDING'
$$;

-- The development outbox keeps the message (once per delivery).
create function app_private.sms_outbox_store(delivery_id uuid, phone text, text text) returns void
language sql volatile
as $$
  insert into app_public.sms_outbox_messages (delivery_id, phone, text)
  values (sms_outbox_store.delivery_id, sms_outbox_store.phone, sms_outbox_store.text)
  on conflict (delivery_id) do nothing
$$;

-- For the account sync: what the account service should hold now (the account's own identity).
create function app_private.account_sync_data(root_user_id uuid)
returns table (name text, email text, phone_prefix_country_code text, contact_number text)
language sql stable
as $$
  select u.name, u.email, u.phone_prefix_country_code, u.contact_number
  from app_public.users u where u.root_user_id = account_sync_data.root_user_id and u.company_id is null
$$;

-- The outcome of one sync attempt: null error = done.
create function app_private.account_sync_record(root_user_id uuid, error text) returns void
language sql volatile
as $$
  insert into app_private.account_syncs (root_user_id, synced_at, last_error, attempts)
  values (account_sync_record.root_user_id, case when error is null then now() end, error, 1)
  on conflict (root_user_id) do update
  set synced_at = case when excluded.last_error is null then now() else app_private.account_syncs.synced_at end,
      last_error = excluded.last_error,
      attempts = app_private.account_syncs.attempts + 1
$$;

-- Where the caller's account sync stands: when it was last asked and done, and the code of the last failure while it
-- is still being retried (null once a later attempt succeeded).
create type app_public.account_sync_state as (
  requested_at timestamptz,
  synced_at timestamptz,
  error_code text
);

create function app_public.my_account_sync() returns app_public.account_sync_state
language sql stable security definer
set search_path = pg_catalog
as $$
  select s.requested_at, s.synced_at,
         case when s.last_error is not null then 'JOIN_SYNC_ACCOUNT_FAILED' end
  from app_private.account_syncs s where s.root_user_id = app_hidden.current_root_user_id()
$$;
grant execute on function app_public.my_account_sync() to :DATABASE_VISITOR;
