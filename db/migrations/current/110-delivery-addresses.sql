-- Delivery addresses: a person's own addresses for physical deliveries (certificates), on the mainland site.
-- Owned by the person (root user), seen and changed only by them, written only through the commands below.
-- At most app_hidden.delivery_addresses_per_person() per person; exactly one is the default while they have any.

drop function if exists app_public.users_address_count(app_public.users);
drop function if exists app_public.create_delivery_address(text, text, text, text, boolean);
drop function if exists app_public.update_delivery_address(uuid, text, text, text, text);
drop function if exists app_public.delete_delivery_address(uuid);
drop function if exists app_public.set_default_delivery_address(uuid);
drop function if exists app_private.checked_delivery_address(text, text, text, text);
drop function if exists app_private.normalized_phone_prefix(text);
drop function if exists app_private.lock_delivery_addresses(uuid);
drop function if exists app_private.own_delivery_address(uuid, uuid);
drop table if exists app_public.delivery_addresses cascade;

create table app_public.delivery_addresses (
  id uuid primary key default gen_random_uuid(),
  root_user_id uuid not null references app_public.root_users on delete cascade,
  contact_name text not null check (char_length(contact_name) between 1 and app_hidden.delivery_contact_name_max()),
  phone_prefix_country_code text not null check (phone_prefix_country_code ~ '^\+[0-9]{1,4}$'),
  contact_number text not null check (contact_number ~ '^[0-9]+$' and char_length(contact_number) <= app_hidden.contact_number_max()),
  address text not null check (char_length(address) between 1 and app_hidden.delivery_address_max()),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table app_public.delivery_addresses is 'A delivery address of the signed-in person (contact name, contact number with its calling code, address); one of them is the default.';
comment on column app_public.delivery_addresses.root_user_id is '@behavior -select -filterBy -orderBy';
comment on column app_public.delivery_addresses.is_default is '@behavior +orderBy';
comment on column app_public.delivery_addresses.created_at is '@behavior +orderBy';
create index delivery_addresses_owner_idx on app_public.delivery_addresses (root_user_id, created_at);
-- At most one default per person.
create unique index delivery_addresses_one_default_idx on app_public.delivery_addresses (root_user_id) where is_default;
create trigger _100_timestamps before update on app_public.delivery_addresses
  for each row execute procedure app_private.tg_set_updated_at();

alter table app_public.delivery_addresses enable row level security;
-- Only the person sees their addresses (vendor admins included: a certification copies the address it uses).
create policy select_own on app_public.delivery_addresses for select to :DATABASE_VISITOR
  using (root_user_id = app_hidden.current_root_user_id());
grant select on app_public.delivery_addresses to :DATABASE_VISITOR;

-- '+86', '86' and '0086' are the same calling code; null when it is none.
create function app_private.normalized_phone_prefix(prefix text) returns text
language sql immutable
as $$
  select case when d ~ '^[0-9]{1,4}$' then '+' || d end
  from (select regexp_replace(regexp_replace(btrim(coalesce(prefix, '')), '^\+', ''), '^00', '') as d) x
$$;

-- Checks an address's fields with their coded errors and gives them back trimmed, the prefix normalised.
create function app_private.checked_delivery_address(contact_name text, phone_prefix_country_code text, contact_number text, address text,
  out contact_name_ text, out prefix_ text, out number_ text, out address_ text)
language plpgsql volatile
as $$
begin
  contact_name_ := btrim(coalesce(contact_name, ''));
  if contact_name_ = '' then
    perform app_hidden.raise_error('DELIVERY_CONTACT_NAME_REQUIRED');
  end if;
  if char_length(contact_name_) > app_hidden.delivery_contact_name_max() then
    perform app_hidden.raise_error('DELIVERY_CONTACT_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.delivery_contact_name_max()));
  end if;
  -- The phone rule: +86 needs a mainland mobile number, other codes digits only, no code is invalid.
  prefix_ := app_private.normalized_phone_prefix(phone_prefix_country_code);
  number_ := btrim(coalesce(contact_number, ''));
  if prefix_ is null or number_ !~ '^[0-9]+$' or char_length(number_) > app_hidden.contact_number_max()
     or (prefix_ = '+86' and number_ !~ app_hidden.mainland_mobile_pattern()) then
    perform app_hidden.raise_error('PHONE_INVALID');
  end if;
  address_ := btrim(coalesce(address, ''));
  if address_ = '' then
    perform app_hidden.raise_error('DELIVERY_ADDRESS_REQUIRED');
  end if;
  if char_length(address_) > app_hidden.delivery_address_max() then
    perform app_hidden.raise_error('DELIVERY_ADDRESS_TOO_LONG', jsonb_build_object('max', app_hidden.delivery_address_max()));
  end if;
end;
$$;

-- Serialises one person's address commands, so the count limit and the single default hold under concurrency.
create function app_private.lock_delivery_addresses(owner uuid) returns void
language sql volatile
as $$
  select pg_advisory_xact_lock(hashtextextended('delivery-addresses:' || owner::text, 0))
$$;

-- One of one's own addresses, locked; DELIVERY_ADDRESS_NOT_FOUND for anyone else's or an unknown id.
create function app_private.own_delivery_address(owner uuid, address_id uuid) returns app_public.delivery_addresses
language plpgsql volatile
as $$
declare
  v_row app_public.delivery_addresses;
begin
  select * into v_row from app_public.delivery_addresses a where a.id = address_id and a.root_user_id = owner for update;
  if not found then
    perform app_hidden.raise_error('DELIVERY_ADDRESS_NOT_FOUND');
  end if;
  return v_row;
end;
$$;

-- Adds an address. The first one becomes the default whatever is asked; a later one only when asked (the previous
-- default then stops being it).
create function app_public.create_delivery_address(contact_name text, phone_prefix_country_code text, contact_number text,
  address text, is_default boolean default false) returns app_public.delivery_addresses
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_fields record;
  v_count int;
  v_row app_public.delivery_addresses;
begin
  select * into v_fields from app_private.checked_delivery_address(contact_name, phone_prefix_country_code, contact_number, address);
  perform app_private.lock_delivery_addresses(v_me);
  select count(*) into v_count from app_public.delivery_addresses a where a.root_user_id = v_me;
  if v_count >= app_hidden.delivery_addresses_per_person() then
    perform app_hidden.raise_error('DELIVERY_ADDRESS_LIMIT', jsonb_build_object('max', app_hidden.delivery_addresses_per_person()));
  end if;
  if v_count > 0 and coalesce(create_delivery_address.is_default, false) then
    update app_public.delivery_addresses a set is_default = false where a.root_user_id = v_me and a.is_default;
  end if;
  insert into app_public.delivery_addresses (root_user_id, contact_name, phone_prefix_country_code, contact_number, address, is_default)
  values (v_me, v_fields.contact_name_, v_fields.prefix_, v_fields.number_, v_fields.address_,
          v_count = 0 or coalesce(create_delivery_address.is_default, false))
  returning * into v_row;
  return v_row;
end;
$$;

-- Changes the fields of one of one's own addresses (whether it is the default does not change here).
create function app_public.update_delivery_address(id uuid, contact_name text, phone_prefix_country_code text, contact_number text,
  address text) returns app_public.delivery_addresses
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_fields record;
  v_row app_public.delivery_addresses;
begin
  select * into v_fields from app_private.checked_delivery_address(contact_name, phone_prefix_country_code, contact_number, address);
  perform app_private.lock_delivery_addresses(v_me);
  perform app_private.own_delivery_address(v_me, update_delivery_address.id);
  update app_public.delivery_addresses a set
    contact_name = v_fields.contact_name_, phone_prefix_country_code = v_fields.prefix_,
    contact_number = v_fields.number_, address = v_fields.address_
  where a.id = update_delivery_address.id
  returning * into v_row;
  return v_row;
end;
$$;

-- Deletes one of one's own addresses. When it was the default, the newest remaining address becomes the default.
create function app_public.delete_delivery_address(id uuid) returns app_public.delivery_addresses
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_row app_public.delivery_addresses;
begin
  perform app_private.lock_delivery_addresses(v_me);
  v_row := app_private.own_delivery_address(v_me, delete_delivery_address.id);
  delete from app_public.delivery_addresses a where a.id = v_row.id;
  if v_row.is_default then
    update app_public.delivery_addresses a set is_default = true
    where a.id = (select n.id from app_public.delivery_addresses n where n.root_user_id = v_me
                  order by n.created_at desc, n.id desc limit 1);
  end if;
  return v_row;
end;
$$;

-- Makes one of one's own addresses the default (the previous default stops being it).
create function app_public.set_default_delivery_address(id uuid) returns app_public.delivery_addresses
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_row app_public.delivery_addresses;
begin
  perform app_private.lock_delivery_addresses(v_me);
  v_row := app_private.own_delivery_address(v_me, set_default_delivery_address.id);
  if not v_row.is_default then
    update app_public.delivery_addresses a set is_default = false where a.root_user_id = v_me and a.is_default;
    update app_public.delivery_addresses a set is_default = true where a.id = v_row.id returning * into v_row;
  end if;
  return v_row;
end;
$$;

grant execute on function app_public.create_delivery_address(text, text, text, text, boolean), app_public.update_delivery_address(uuid, text, text, text, text),
  app_public.delete_delivery_address(uuid), app_public.set_default_delivery_address(uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- addressCount of a user (any identity of the person): how many delivery addresses the person keeps. Given to the
-- person themselves and to vendor admins; null for anyone else, who may not learn about another's addresses.
create function app_public.users_address_count(u app_public.users) returns int
language sql stable security definer
set search_path = pg_catalog
as $$
  select case when u.root_user_id = app_hidden.current_root_user_id() or app_hidden.is_vendor_admin()
    then (select count(*)::int from app_public.delivery_addresses a where a.root_user_id = u.root_user_id) end
$$;
grant execute on function app_public.users_address_count(app_public.users) to :DATABASE_VISITOR;
