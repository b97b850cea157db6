-- personal-certification-redeem: redeem codes that pay for a personal certification. A vendor admin creates a batch of
-- codes for a certification type with a reason, valid from one business date through another (the creation log); at
-- most 10 creations a business day per vendor admin. A person redeems a code in two steps: `reserve_redeem_code`
-- checks it and holds it for the person for 30 minutes, answering (never raising) so that a failed attempt is counted
-- even though the caller's error would roll a raising transaction back — after 10 failures in a business day every
-- attempt that day is refused; then the personal-certification application marks the held code used inside its own
-- transaction (`app_private.redeem_code_use`) and frees it again when rejected or cancelled
-- (`app_private.redeem_code_release`). Codes are 16 letters of a 32-letter alphabet without look-alikes (80 bits from
-- `gen_random_bytes`), shown in groups of four; a typed code is normalised (upper case, no spaces or dashes) and looked
-- up by its SHA-256, so that the lookup never compares the code's characters. Only vendor admins read codes and logs.

------------------------------------------------------------------------------------------------------------------------
-- Codes: normalising, hashing, making one.

-- A typed code as it is compared: upper case, without white space and dashes.
create or replace function app_hidden.redeem_code_normalize(code text) returns text
  language sql immutable set search_path = pg_catalog
as $$ select upper(regexp_replace(coalesce(code, ''), app_hidden.redeem_code_separator_pattern(), '', 'g')) $$;
grant execute on function app_hidden.redeem_code_normalize(text) to pp_user;

-- What a code is looked up by: the SHA-256 of its normalised form.
create or replace function app_private.redeem_code_hash(normalized text) returns bytea
  language sql immutable set search_path = pg_catalog
as $$ select sha256(convert_to(normalized, 'UTF8')) $$;

-- A new code, normalised: each letter from one random byte; the alphabet's 32 letters divide 256, so every letter is
-- equally likely (5 bits a letter, 80 bits a code).
create or replace function app_private.redeem_code_generate() returns text
  language plpgsql volatile set search_path = pg_catalog
as $$
declare
  v_alphabet text := app_hidden.redeem_code_alphabet();
  v_length int := app_hidden.redeem_code_length();
  v_bytes bytea := public.gen_random_bytes(v_length);
  v_code text := '';
begin
  for i in 0 .. v_length - 1 loop
    v_code := v_code || substr(v_alphabet, get_byte(v_bytes, i) % char_length(v_alphabet) + 1, 1);
  end loop;
  return v_code;
end;
$$;

-- A normalised code as people read it: groups of four joined by dashes.
create or replace function app_private.redeem_code_display(normalized text) returns text
  language sql immutable set search_path = pg_catalog
as $$ select regexp_replace(normalized, '(.{' || app_hidden.redeem_code_group_length() || '})(?!$)', '\1-', 'g') $$;

------------------------------------------------------------------------------------------------------------------------
-- The tables.
create type app_public.redeem_code_status as enum ('UNUSED', 'RESERVED', 'USED', 'EXPIRED', 'NOT_YET_VALID');

create table app_public.redeem_code_create_logs (
  id uuid primary key default gen_random_uuid(),
  reason text not null,
  number int not null,
  type_id int not null references app_public.personal_certification_types,
  -- The first and the last business day the codes are valid.
  validate_date date not null,
  expired_date date not null,
  remark text,
  created_by uuid references app_public.root_users on delete set null,
  created_at timestamptz not null default now(),
  constraint redeem_code_create_logs_reason_length check (char_length(reason) between 1 and 200),
  constraint redeem_code_create_logs_number check (number between 1 and 100),
  constraint redeem_code_create_logs_dates check (expired_date >= validate_date),
  constraint redeem_code_create_logs_remark_length check (char_length(remark) <= 200)
);
alter table app_public.redeem_code_create_logs enable row level security;
comment on table app_public.redeem_code_create_logs is
  E'@omit create,update,delete\nA creation of redeem codes by a vendor admin: the reason, how many, the certification type, the dates they are valid and a remark.';
comment on column app_public.redeem_code_create_logs.number is 'How many codes the creation made.';
comment on column app_public.redeem_code_create_logs.validate_date is 'The first business day the codes are valid.';
comment on column app_public.redeem_code_create_logs.expired_date is 'The last business day the codes are valid.';

create index redeem_code_create_logs_created_idx on app_public.redeem_code_create_logs (created_at desc);
-- A vendor admin's creations of a day (the daily limit).
create index redeem_code_create_logs_creator_idx on app_public.redeem_code_create_logs (created_by, created_at);
create index redeem_code_create_logs_type_idx on app_public.redeem_code_create_logs (type_id);

create table app_public.redeem_codes (
  id uuid primary key default gen_random_uuid(),
  log_id uuid not null references app_public.redeem_code_create_logs on delete cascade,
  type_id int not null references app_public.personal_certification_types,
  -- As handed out (groups of four); the lookup goes by the hash of the normalised code.
  code text not null unique,
  code_hash bytea not null,
  valid_from date not null,
  expired_date date not null,
  -- Held for a person who redeemed it, until the application uses it (or the hold lapses).
  reserved_by uuid references app_public.root_users on delete set null,
  reserved_until timestamptz,
  -- The redemption: who, when, for which personal certification application (the applications' split adds the key).
  used_by uuid references app_public.root_users on delete set null,
  used_at timestamptz,
  personal_certification_id uuid,
  created_at timestamptz not null default now(),
  constraint redeem_codes_used check ((used_at is null) = (used_by is null) and (used_at is null) = (personal_certification_id is null))
);
alter table app_public.redeem_codes enable row level security;
comment on table app_public.redeem_codes is
  E'@omit create,update,delete\nA redeem code of a creation log: who holds or used it, and for which personal certification application.';
comment on column app_public.redeem_codes.code_hash is '@behavior -select -filterBy -orderBy';
comment on column app_public.redeem_codes.reserved_until is 'Until when the person who redeemed it holds it (30 minutes after the redemption).';
comment on column app_public.redeem_codes.used_at is 'When a personal certification application used it.';
comment on column app_public.redeem_codes.personal_certification_id is 'The personal certification application that used it.';

-- The lookup of a typed code (an index, not a constraint: no query field reads a code by its hash).
create unique index redeem_codes_code_hash_idx on app_public.redeem_codes (code_hash);
create index redeem_codes_log_idx on app_public.redeem_codes (log_id, code);
create index redeem_codes_type_idx on app_public.redeem_codes (type_id);
create index redeem_codes_reserved_by_idx on app_public.redeem_codes (reserved_by);
create index redeem_codes_used_by_idx on app_public.redeem_codes (used_by);
-- One code pays for one application.
create unique index redeem_codes_personal_certification_idx on app_public.redeem_codes (personal_certification_id);

-- Logs and codes are reached from the back office's lists, not from a type or a person.
comment on constraint redeem_code_create_logs_type_id_fkey on app_public.redeem_code_create_logs is
  E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint redeem_code_create_logs_created_by_fkey on app_public.redeem_code_create_logs is
  E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint redeem_codes_type_id_fkey on app_public.redeem_codes is
  E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint redeem_codes_reserved_by_fkey on app_public.redeem_codes is
  E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';
comment on constraint redeem_codes_used_by_fkey on app_public.redeem_codes is
  E'@behavior -manyRelation:resource:connection -manyRelation:resource:list -manyRelation:filterBy';

-- A person's failed redemptions per business day.
create table app_private.redeem_code_failures (
  root_user_id uuid not null references app_public.root_users on delete cascade,
  day date not null,
  failures int not null check (failures >= 0),
  last_failed_at timestamptz not null default now(),
  primary key (root_user_id, day)
);
alter table app_private.redeem_code_failures enable row level security;

-- Vendor admins read logs and codes; nobody else does (a person learns about a code only through the redemption).
create policy select_redeem_code_create_logs on app_public.redeem_code_create_logs for select to pp_user
  using ((select app_hidden.is_vendor_admin()));
create policy select_redeem_codes on app_public.redeem_codes for select to pp_user
  using ((select app_hidden.is_vendor_admin()));
grant select on app_public.redeem_code_create_logs, app_public.redeem_codes to pp_user;

------------------------------------------------------------------------------------------------------------------------
-- Reading: what the back office shows.
create or replace function app_public.redeem_code_create_logs_creator_name(l app_public.redeem_code_create_logs) returns text
  language sql stable security definer set search_path = pg_catalog
as $$ select app_private.person_display_name(l.created_by) $$;

create or replace function app_public.redeem_code_create_logs_used_count(l app_public.redeem_code_create_logs) returns integer
  language sql stable set search_path = pg_catalog
as $$ select count(*)::int from app_public.redeem_codes c where c.log_id = l.id and c.used_at is not null $$;
comment on function app_public.redeem_code_create_logs_used_count(app_public.redeem_code_create_logs) is
  E'@notNull\nHow many of its codes were used.';

create or replace function app_public.redeem_code_create_logs_unused_count(l app_public.redeem_code_create_logs) returns integer
  language sql stable set search_path = pg_catalog
as $$ select count(*)::int from app_public.redeem_codes c where c.log_id = l.id and c.used_at is null $$;
comment on function app_public.redeem_code_create_logs_unused_count(app_public.redeem_code_create_logs) is
  E'@notNull\nHow many of its codes were not used (held, free, expired or not valid yet).';

create or replace function app_public.redeem_codes_status(c app_public.redeem_codes) returns app_public.redeem_code_status
  language sql stable set search_path = pg_catalog
as $$
  select case
    when c.used_at is not null then 'USED'
    when c.reserved_until > now() then 'RESERVED'
    when app_hidden.business_today() > c.expired_date then 'EXPIRED'
    when app_hidden.business_today() < c.valid_from then 'NOT_YET_VALID'
    else 'UNUSED' end::app_public.redeem_code_status
$$;
comment on function app_public.redeem_codes_status(app_public.redeem_codes) is
  E'@notNull\nUSED, RESERVED (held by a person now), EXPIRED (after its last valid day), NOT_YET_VALID (before its first) or UNUSED.';

-- The person who used the code, or who holds it now.
create or replace function app_public.redeem_codes_redeemer_name(c app_public.redeem_codes) returns text
  language sql stable security definer set search_path = pg_catalog
as $$
  select app_private.person_display_name(coalesce(c.used_by, case when c.reserved_until > now() then c.reserved_by end))
$$;

grant execute on function app_public.redeem_code_create_logs_creator_name(app_public.redeem_code_create_logs) to pp_user;
grant execute on function app_public.redeem_code_create_logs_used_count(app_public.redeem_code_create_logs) to pp_user;
grant execute on function app_public.redeem_code_create_logs_unused_count(app_public.redeem_code_create_logs) to pp_user;
grant execute on function app_public.redeem_codes_status(app_public.redeem_codes) to pp_user;
grant execute on function app_public.redeem_codes_redeemer_name(app_public.redeem_codes) to pp_user;

------------------------------------------------------------------------------------------------------------------------
-- Creating codes (vendor admins).
create or replace function app_public.create_redeem_codes(reason text, number integer, type_id integer,
  validate_date date, expired_date date, remark text default null) returns app_public.redeem_code_create_logs
  language plpgsql volatile security definer set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_reason text := nullif(btrim(coalesce(reason, '')), '');
  v_remark text := nullif(btrim(coalesce(remark, '')), '');
  v_log app_public.redeem_code_create_logs;
  v_code text;
  v_made int := 0;
  v_inserted int;
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  if v_reason is null then
    perform app_hidden.raise_error('REDEEM_CODE_REASON_REQUIRED');
  end if;
  if char_length(v_reason) > app_hidden.redeem_reason_max() then
    perform app_hidden.raise_error('REDEEM_CODE_REASON_TOO_LONG', jsonb_build_object('max', app_hidden.redeem_reason_max()));
  end if;
  if create_redeem_codes.number is null or create_redeem_codes.number not between 1 and app_hidden.redeem_codes_per_creation_max() then
    perform app_hidden.raise_error('REDEEM_CODE_NUMBER_INVALID', jsonb_build_object('min', 1, 'max', app_hidden.redeem_codes_per_creation_max()));
  end if;
  if create_redeem_codes.type_id is null
     or not exists (select 1 from app_public.personal_certification_types t where t.id = create_redeem_codes.type_id) then
    perform app_hidden.raise_error('REDEEM_CODE_TYPE_REQUIRED');
  end if;
  if create_redeem_codes.validate_date is null or create_redeem_codes.expired_date is null then
    perform app_hidden.raise_error('REDEEM_CODE_DATE_REQUIRED');
  end if;
  if create_redeem_codes.expired_date < create_redeem_codes.validate_date then
    perform app_hidden.raise_error('REDEEM_CODE_DATES_INVALID');
  end if;
  if create_redeem_codes.expired_date < app_hidden.business_today() then
    perform app_hidden.raise_error('REDEEM_CODE_EXPIRY_PASSED');
  end if;
  if char_length(v_remark) > app_hidden.remark_max() then
    perform app_hidden.raise_error('REDEEM_CODE_REMARK_TOO_LONG', jsonb_build_object('max', app_hidden.remark_max()));
  end if;

  -- One vendor admin's creations are serialised, so the day's count holds.
  perform pg_advisory_xact_lock(hashtextextended('redeem_code_create:' || v_me, 0));
  if (select count(*) from app_public.redeem_code_create_logs l
      where l.created_by = v_me and l.created_at >= app_hidden.business_day_start(app_hidden.business_today()))
     >= app_hidden.redeem_creations_per_day() then
    perform app_hidden.raise_error('REDEEM_CODE_CREATE_LIMIT', jsonb_build_object('max', app_hidden.redeem_creations_per_day()));
  end if;

  insert into app_public.redeem_code_create_logs (reason, number, type_id, validate_date, expired_date, remark, created_by)
  values (v_reason, create_redeem_codes.number, create_redeem_codes.type_id, create_redeem_codes.validate_date,
          create_redeem_codes.expired_date, v_remark, v_me)
  returning * into v_log;
  -- A code already given (a chance of one in 2^80 per pair) is drawn again.
  while v_made < v_log.number loop
    v_code := app_private.redeem_code_generate();
    insert into app_public.redeem_codes (log_id, type_id, code, code_hash, valid_from, expired_date)
    values (v_log.id, v_log.type_id, app_private.redeem_code_display(v_code), app_private.redeem_code_hash(v_code),
            v_log.validate_date, v_log.expired_date)
    on conflict do nothing;
    get diagnostics v_inserted = row_count;
    v_made := v_made + v_inserted;
  end loop;
  return v_log;
end;
$$;
grant execute on function app_public.create_redeem_codes(text, integer, integer, date, date, text) to pp_user;
comment on function app_public.create_redeem_codes(text, integer, integer, date, date, text) is
  'Creates redeem codes of a certification type (vendor admins, at most 10 creations a day): the log, whose codes are read through it.';

create or replace function app_public.update_redeem_code_create_log_remark(log_id uuid, remark text)
  returns app_public.redeem_code_create_logs
  language plpgsql volatile security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.redeem_code_create_logs;
  v_remark text := nullif(btrim(coalesce(remark, '')), '');
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('REDEEM_CODE_LOG_NOT_FOUND');
  end if;
  if char_length(v_remark) > app_hidden.remark_max() then
    perform app_hidden.raise_error('REDEEM_CODE_REMARK_TOO_LONG', jsonb_build_object('max', app_hidden.remark_max()));
  end if;
  update app_public.redeem_code_create_logs l set remark = v_remark
  where l.id = update_redeem_code_create_log_remark.log_id
  returning * into v_row;
  if v_row.id is null then
    perform app_hidden.raise_error('REDEEM_CODE_LOG_NOT_FOUND');
  end if;
  return v_row;
end;
$$;
grant execute on function app_public.update_redeem_code_create_log_remark(uuid, text) to pp_user;
comment on function app_public.update_redeem_code_create_log_remark(uuid, text) is
  'Sets the remark of a redeem code creation log (vendor admins; empty clears it).';

------------------------------------------------------------------------------------------------------------------------
-- Redeeming, step one: the attempt. It answers rather than raises, so the failure it counts is kept.
create type app_public.redeem_code_reservation as (
  redeem_code_id uuid,
  error_code text,
  failures_left integer
);
comment on type app_public.redeem_code_reservation is
  'The answer to a redemption attempt: the code held for the person (redeemCodeId), or the error code; and how many more failed attempts the person has today.';

create or replace function app_public.reserve_redeem_code(code text, type_id integer)
  returns app_public.redeem_code_reservation
  language plpgsql volatile security definer set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_today date := app_hidden.business_today();
  v_max int := app_hidden.redeem_failures_per_day();
  v_normalized text := app_hidden.redeem_code_normalize(code);
  v_failures int;
  v_row app_public.redeem_codes;
  v_error text;
begin
  -- One person's attempts are serialised, so the count holds.
  perform pg_advisory_xact_lock(hashtextextended('redeem_code_attempts:' || v_me, 0));
  select coalesce(max(f.failures), 0) into v_failures from app_private.redeem_code_failures f
  where f.root_user_id = v_me and f.day = v_today;
  if v_failures >= v_max then
    -- Refused for the rest of the day, and not counted again.
    return row(null, 'REDEEM_CODE_TOO_MANY_FAILURES', 0)::app_public.redeem_code_reservation;
  end if;

  if v_normalized !~ app_hidden.redeem_code_pattern() then
    v_error := 'REDEEM_CODE_FORMAT_INVALID';
  else
    select * into v_row from app_public.redeem_codes c where c.code_hash = app_private.redeem_code_hash(v_normalized) for update;
    if v_row.id is null then
      v_error := 'REDEEM_CODE_NOT_FOUND';
    elsif v_row.used_at is not null or (v_row.reserved_by is distinct from v_me and v_row.reserved_until > now()) then
      v_error := 'REDEEM_CODE_USED';
    elsif v_today < v_row.valid_from then
      v_error := 'REDEEM_CODE_NOT_YET_VALID';
    elsif v_today > v_row.expired_date then
      v_error := 'REDEEM_CODE_EXPIRED';
    elsif reserve_redeem_code.type_id is distinct from v_row.type_id then
      v_error := 'REDEEM_CODE_TYPE_MISMATCH';
    end if;
  end if;

  if v_error is not null then
    insert into app_private.redeem_code_failures as f (root_user_id, day, failures) values (v_me, v_today, 1)
    on conflict (root_user_id, day) do update set failures = f.failures + 1, last_failed_at = now()
    returning f.failures into v_failures;
    return row(null, v_error, greatest(v_max - v_failures, 0))::app_public.redeem_code_reservation;
  end if;

  update app_public.redeem_codes c set reserved_by = v_me, reserved_until = now() + app_hidden.redeem_reservation()
  where c.id = v_row.id;
  return row(v_row.id, null, v_max - v_failures)::app_public.redeem_code_reservation;
end;
$$;
grant execute on function app_public.reserve_redeem_code(text, integer) to pp_user;
comment on function app_public.reserve_redeem_code(text, integer) is
  E'Redeems a code for a personal certification of the type: holds it for the caller for 30 minutes, or answers why not (the error code). Each failed attempt counts; after 10 in a day every attempt is refused until the next day.';

------------------------------------------------------------------------------------------------------------------------
-- Redeeming, step two: the application uses the held code in its own transaction, and frees it again when it is
-- rejected or cancelled. The caller is the person whose request it is.
create or replace function app_private.redeem_code_use(redeem_code_id uuid, type_id integer, personal_certification_id uuid)
  returns app_public.redeem_codes
  language plpgsql volatile set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_row app_public.redeem_codes;
begin
  select * into v_row from app_public.redeem_codes c where c.id = redeem_code_use.redeem_code_id for update;
  if v_row.id is null then
    perform app_hidden.raise_error('REDEEM_CODE_NOT_FOUND');
  end if;
  if v_row.used_at is not null or (v_row.reserved_by is distinct from v_me and v_row.reserved_until > now()) then
    perform app_hidden.raise_error('REDEEM_CODE_USED');
  end if;
  if redeem_code_use.type_id is distinct from v_row.type_id then
    perform app_hidden.raise_error('REDEEM_CODE_TYPE_MISMATCH');
  end if;
  -- Not held by the caller now (never reserved, or the hold lapsed): it must be redeemed again.
  if v_row.reserved_by is distinct from v_me or not coalesce(v_row.reserved_until > now(), false)
     or redeem_code_use.personal_certification_id is null then
    perform app_hidden.raise_error('REDEEM_CODE_NOT_FOUND');
  end if;
  update app_public.redeem_codes c
  set used_by = v_me, used_at = now(), personal_certification_id = redeem_code_use.personal_certification_id,
      reserved_by = null, reserved_until = null
  where c.id = v_row.id
  returning * into v_row;
  return v_row;
end;
$$;

-- Frees the code an application used (rejected or cancelled); answers how many codes were freed.
create or replace function app_private.redeem_code_release(personal_certification_id uuid) returns integer
  language plpgsql volatile set search_path = pg_catalog
as $$
declare
  v_count int;
begin
  update app_public.redeem_codes c
  set used_by = null, used_at = null, personal_certification_id = null, reserved_by = null, reserved_until = null
  where c.personal_certification_id = redeem_code_release.personal_certification_id;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
