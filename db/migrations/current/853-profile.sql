-- A person's own name (the profile) uses the person-name characters, as the form required: USER_NAME_INVALID.

CREATE OR REPLACE FUNCTION app_public.edit_user_info(user_id uuid, name text, position_id integer, email text, phone_prefix_country_code text, contact_number text, verification_code text DEFAULT NULL::text, is_sync_to_account_center boolean DEFAULT true)
 RETURNS app_public.users
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
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
  if v_name !~ app_hidden.member_name_pattern() then
    perform app_hidden.raise_error('USER_NAME_INVALID');
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
$function$;
