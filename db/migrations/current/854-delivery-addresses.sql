-- A delivery address's contact name uses the person-name characters, as the form required:
-- DELIVERY_CONTACT_NAME_INVALID.

CREATE OR REPLACE FUNCTION app_private.checked_delivery_address(contact_name text, phone_prefix_country_code text, contact_number text, address text, OUT contact_name_ text, OUT prefix_ text, OUT number_ text, OUT address_ text)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
begin
  contact_name_ := btrim(coalesce(contact_name, ''));
  if contact_name_ = '' then
    perform app_hidden.raise_error('DELIVERY_CONTACT_NAME_REQUIRED');
  end if;
  if char_length(contact_name_) > app_hidden.delivery_contact_name_max() then
    perform app_hidden.raise_error('DELIVERY_CONTACT_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.delivery_contact_name_max()));
  end if;
  if contact_name_ !~ app_hidden.member_name_pattern() then
    perform app_hidden.raise_error('DELIVERY_CONTACT_NAME_INVALID');
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
$function$;
