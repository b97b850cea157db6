-- A company name proposed in a partner application uses the company-name characters (Chinese or Latin letters,
-- digits, and the punctuation of "Co., Ltd.", "A & B" and full-width brackets), and its contact's name the person-name
-- characters: the same rules as the form's.

CREATE OR REPLACE FUNCTION app_public.create_partner_application(site app_public.site, company_name text, billing_address text, phone text, website text, industry text, main_businesses text[], key_industries text[], scale app_public.company_scale, business_license_file_id uuid, contact_name text, position_id integer, contact_email text, phone_prefix_country_code text, contact_number text)
 RETURNS app_public.partner_applications
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_name text := btrim(coalesce(company_name, ''));
  v_address text := btrim(coalesce(billing_address, ''));
  v_phone text := btrim(coalesce(phone, ''));
  v_website text := nullif(btrim(coalesce(website, '')), '');
  v_industry text := btrim(coalesce(industry, ''));
  v_contact text := btrim(coalesce(contact_name, ''));
  v_email text := btrim(coalesce(contact_email, ''));
  v_prefix text := '+' || regexp_replace(btrim(coalesce(phone_prefix_country_code, '')), '^(\+|00)', '');
  v_number text := btrim(coalesce(contact_number, ''));
  v_file app_public.uploaded_files;
  v_application app_public.partner_applications;
begin
  if site is null then
    perform app_hidden.raise_error('COMPANY_SITE_REQUIRED');
  end if;
  if v_name = '' then
    perform app_hidden.raise_error('COMPANY_NAME_REQUIRED');
  end if;
  if char_length(v_name) > app_hidden.company_name_max() then
    perform app_hidden.raise_error('COMPANY_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.company_name_max()));
  end if;
  if v_name !~ app_hidden.company_name_pattern() then
    perform app_hidden.raise_error('COMPANY_NAME_INVALID');
  end if;
  if v_address = '' or v_phone = '' or v_industry = '' or scale is null then
    perform app_hidden.raise_error('PARTNER_APPLICATION_FIELD_REQUIRED');
  end if;
  if char_length(v_address) > app_hidden.company_billing_address_max() or char_length(v_phone) > app_hidden.company_phone_max()
     or char_length(v_industry) > app_hidden.company_industry_max()
     or exists (select 1 from unnest(coalesce(main_businesses, '{}') || coalesce(key_industries, '{}')) t
                where char_length(btrim(t)) > app_hidden.company_industry_max()) then
    perform app_hidden.raise_error('COMPANY_FIELD_TOO_LONG');
  end if;
  if v_website is not null and v_website !~* '^https?://\S+$' then
    perform app_hidden.raise_error('URL_INVALID');
  end if;
  if v_contact = '' then
    perform app_hidden.raise_error('USER_NAME_REQUIRED');
  end if;
  if char_length(v_contact) > app_hidden.member_name_max() then
    perform app_hidden.raise_error('USER_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.member_name_max()));
  end if;
  if v_contact !~ app_hidden.member_name_pattern() then
    perform app_hidden.raise_error('USER_NAME_INVALID');
  end if;
  if position_id is null then
    perform app_hidden.raise_error('POSITION_REQUIRED');
  end if;
  if not exists (select 1 from app_public.positions p where p.id = create_partner_application.position_id) then
    perform app_hidden.raise_error('POSITION_NOT_FOUND');
  end if;
  if v_email = '' then
    perform app_hidden.raise_error('EMAIL_REQUIRED');
  end if;
  if v_email !~ app_hidden.email_pattern() then
    perform app_hidden.raise_error('EMAIL_INVALID');
  end if;
  -- +86 needs a mainland mobile number; other prefixes digits only; no prefix is invalid.
  if v_prefix !~ '^\+[0-9]{1,4}$' or v_number !~ '^[0-9]{1,20}$'
     or (v_prefix = '+86' and v_number !~ app_hidden.mainland_mobile_pattern()) then
    perform app_hidden.raise_error('PHONE_INVALID');
  end if;
  if business_license_file_id is null then
    perform app_hidden.raise_error('PARTNER_APPLICATION_LICENSE_REQUIRED');
  end if;
  select * into v_file from app_public.uploaded_files f where f.id = create_partner_application.business_license_file_id;
  if v_file.id is null or v_file.root_user_id <> v_me or v_file.use <> 'BUSINESS_LICENSE' or v_file.status <> 'SUCCESS' then
    perform app_hidden.raise_error('PARTNER_APPLICATION_LICENSE_INVALID');
  end if;

  -- One person's applications are serialised, and so are applications naming the same company.
  perform pg_advisory_xact_lock(hashtextextended(v_me::text, 0));
  perform pg_advisory_xact_lock(hashtextextended('partner_application:' || lower(v_name), 0));
  if exists (select 1 from app_public.users u where u.root_user_id = v_me and u.company_id is not null and u.status = 'JOINED') then
    perform app_hidden.raise_error('PARTNER_APPLICATION_HAS_COMPANY');
  end if;
  if exists (select 1 from app_public.partner_applications a where a.applicant_id = v_me and a.application_status = 'APPLYING') then
    perform app_hidden.raise_error('PARTNER_APPLICATION_ALREADY_PENDING');
  end if;
  if exists (select 1 from app_public.companies c where lower(btrim(c.name)) = lower(v_name))
     or exists (select 1 from app_public.partner_applications a
                where lower(btrim(a.company_name)) = lower(v_name) and a.application_status = 'APPLYING') then
    perform app_hidden.raise_error('PARTNER_APPLICATION_COMPANY_NAME_TAKEN');
  end if;

  insert into app_public.partner_applications
    (applicant_id, site, company_name, billing_address, phone, website, industry, main_businesses, key_industries, scale,
     business_license_file_id, contact_name, position_id, contact_email, phone_prefix_country_code, contact_number)
  values (v_me, site, v_name, v_address, v_phone, v_website, v_industry,
          coalesce((select array_agg(btrim(t)) from unnest(main_businesses) t where btrim(t) <> ''), '{}'),
          coalesce((select array_agg(btrim(t)) from unnest(key_industries) t where btrim(t) <> ''), '{}'),
          scale, v_file.id, v_contact, position_id, v_email, v_prefix, v_number)
  returning * into v_application;
  perform app_private.enqueue('partnerApplicationWorkflow', v_application.id::text, 'partnerApplicationSubmitted',
    jsonb_build_object('applicationId', v_application.id));
  return v_application;
end;
$function$;
