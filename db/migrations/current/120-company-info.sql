-- Company information in the workbench: what members read and what the partner administrator may change.
--
-- Reading is the companies table under its select policy (ViewCompanyInfo, or vendor admin), plus the company's
-- partner managers as a list field. Changing: vendor admins update the row itself (every field, the name included);
-- a partner administrator (UpdateCompanyInfo in that company) goes through `update_company_info`, which has no name,
-- site or vendor-field parameter at all, and checks each value with the same rules as the domain's form schema.

-- Only vendor admins update company rows directly; holders of UpdateCompanyInfo use the command below, so the name
-- (the vendor's to change) can never be written from the workbench.
drop policy if exists update_permitted on app_public.companies;
drop policy if exists update_vendor_admin on app_public.companies;
create policy update_vendor_admin on app_public.companies for update to :DATABASE_VISITOR
  using ((select app_hidden.is_vendor_admin()))
  with check ((select app_hidden.is_vendor_admin()));

-- The partner managers of a company (name, avatar), alphabetically; members of the company read them under the
-- partner managers' own select policy.
drop function if exists app_public.companies_partner_managers(app_public.companies);
create function app_public.companies_partner_managers(c app_public.companies)
returns setof app_public.partner_managers
language sql stable
set search_path = pg_catalog
as $$
  select pm.*
  from app_public.company_partner_managers cpm
  join app_public.partner_managers pm on pm.id = cpm.partner_manager_id
  where cpm.company_id = c.id
  order by pm.name, pm.id
$$;
comment on function app_public.companies_partner_managers(app_public.companies) is
  E'@sortable false\n@filterable false\nThe vendor''s partner managers who look after this company.';
grant execute on function app_public.companies_partner_managers(app_public.companies) to :DATABASE_VISITOR;

-- An optional text: trimmed, empty is unset.
create or replace function app_hidden.company_text(value text) returns text
language sql immutable parallel safe
as $$ select nullif(btrim(value), '') $$;
grant execute on function app_hidden.company_text(text) to :DATABASE_VISITOR;

drop function if exists app_public.update_company_info(uuid, text, text, text, text, text[], text[], app_public.company_scale, text);
create function app_public.update_company_info(
  company_id uuid,
  billing_address text default null,
  phone text default null,
  website text default null,
  industry text default null,
  main_businesses text[] default null,
  key_industries text[] default null,
  scale app_public.company_scale default null,
  resource text default null
) returns app_public.companies
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_company app_public.companies;
  v_billing_address text := app_hidden.company_text(update_company_info.billing_address);
  v_phone text := app_hidden.company_text(update_company_info.phone);
  v_website text := app_hidden.company_text(update_company_info.website);
  v_industry text := app_hidden.company_text(update_company_info.industry);
  v_resource text := app_hidden.company_text(update_company_info.resource);
  v_main_businesses text[];
  v_key_industries text[];
begin
  -- a company the caller may not even read does not exist for them
  if update_company_info.company_id is null
     or not exists (select 1 from app_public.companies c where c.id = update_company_info.company_id)
     or not (app_hidden.is_vendor_admin() or app_hidden.has_permission('ViewCompanyInfo', update_company_info.company_id)) then
    perform app_hidden.raise_error('COMPANY_NOT_FOUND');
  end if;
  if not (app_hidden.is_vendor_admin() or app_hidden.has_permission('UpdateCompanyInfo', update_company_info.company_id)) then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;

  -- list entries: trimmed, empty ones dropped, each within the short-text limit
  select coalesce(array_agg(t.v order by t.n), '{}') into v_main_businesses
  from (select btrim(x) as v, n from unnest(coalesce(update_company_info.main_businesses, '{}')) with ordinality as u(x, n)) t
  where t.v is not null and t.v <> '';
  select coalesce(array_agg(t.v order by t.n), '{}') into v_key_industries
  from (select btrim(x) as v, n from unnest(coalesce(update_company_info.key_industries, '{}')) with ordinality as u(x, n)) t
  where t.v is not null and t.v <> '';

  if char_length(v_billing_address) > app_hidden.company_billing_address_max()
     or char_length(v_phone) > app_hidden.company_phone_max()
     or char_length(v_industry) > app_hidden.company_text_max()
     or char_length(v_resource) > app_hidden.company_resource_max()
     or exists (select 1 from unnest(v_main_businesses || v_key_industries) x where char_length(x) > app_hidden.company_text_max()) then
    perform app_hidden.raise_error('COMPANY_FIELD_TOO_LONG');
  end if;
  if v_phone is not null and v_phone !~ app_hidden.company_phone_pattern() then
    perform app_hidden.raise_error('COMPANY_PHONE_INVALID');
  end if;
  if v_website is not null and v_website !~* app_hidden.company_website_pattern() then
    perform app_hidden.raise_error('URL_INVALID');
  end if;

  update app_public.companies c set
    billing_address = v_billing_address,
    phone = v_phone,
    website = v_website,
    industry = v_industry,
    main_businesses = v_main_businesses,
    key_industries = v_key_industries,
    scale = update_company_info.scale,
    resource = v_resource
  where c.id = update_company_info.company_id
  returning * into v_company;
  return v_company;
end;
$$;
comment on function app_public.update_company_info(uuid, text, text, text, text, text[], text[], app_public.company_scale, text) is
  'Saves the company information a partner administrator may change (everything but the name, the site and the vendor''s fields). Needs UpdateCompanyInfo in the company.';
grant execute on function app_public.update_company_info(uuid, text, text, text, text, text[], text[], app_public.company_scale, text) to :DATABASE_VISITOR;
