-- Reference lists in the back office: vendor admins add, rename, reorder, enable and disable items through
-- PostGraphile's generated create/update mutations (row-level security and the column grants of 200-reference-data
-- let only them write). This split adds what the back office needs on top: the filters and searches of its lists
-- (an index per filtered column, so the API offers the filter) and the rules of an item, checked with coded errors.
-- 200 drops and recreates the tables when it runs again, which removes what this file adds; it is re-added below.

-- The rules of a list item, checked before every insert and update: names trimmed, 1..100 characters each, the
-- English name unique in its list (ignoring case); a product supports at least one purchase type and one unit; a
-- distributor has a tier.
create or replace function app_private.tg_reference_item_check() returns trigger
language plpgsql security definer
set search_path = pg_catalog
as $$
declare
  v_row jsonb;
  v_taken boolean;
begin
  new.name := btrim(coalesce(new.name, ''));
  new.name_zh := btrim(coalesce(new.name_zh, ''));
  if new.name = '' or new.name_zh = '' then
    perform app_hidden.raise_error('REFERENCE_NAME_REQUIRED');
  end if;
  if char_length(new.name) > app_hidden.reference_name_max() or char_length(new.name_zh) > app_hidden.reference_name_max() then
    perform app_hidden.raise_error('REFERENCE_NAME_TOO_LONG', jsonb_build_object('max', app_hidden.reference_name_max()));
  end if;
  execute format('select exists (select 1 from app_public.%I t where lower(t.name) = lower($1) and t.id is distinct from $2)',
                 tg_table_name)
    into v_taken using new.name, new.id;
  if v_taken then
    perform app_hidden.raise_error('REFERENCE_NAME_DUPLICATE', jsonb_build_object('name', new.name));
  end if;
  v_row := to_jsonb(new);
  if tg_table_name = 'products' then
    if coalesce(jsonb_array_length(v_row -> 'purchase_types'), 0) = 0 then
      perform app_hidden.raise_error('PRODUCT_PURCHASE_TYPES_REQUIRED');
    end if;
    if coalesce(jsonb_array_length(v_row -> 'units'), 0) = 0 then
      perform app_hidden.raise_error('PRODUCT_UNITS_REQUIRED');
    end if;
  elsif tg_table_name = 'distributors' and v_row -> 'tier' = 'null'::jsonb then
    perform app_hidden.raise_error('DISTRIBUTOR_TIER_REQUIRED');
  end if;
  return new;
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array['industries', 'competitors', 'opportunity_sources', 'application_scenarios', 'project_phases',
                           'products', 'distributors'] loop
    execute format($f$
      drop trigger if exists _200_reference_item_check on app_public.%1$I;
      create trigger _200_reference_item_check before insert or update on app_public.%1$I
        for each row execute procedure app_private.tg_reference_item_check();
      -- The back office filters by enabled and searches both names.
      create index if not exists %1$s_enabled_idx on app_public.%1$I (enabled, sort_order, id);
      create index if not exists %1$s_name_text_idx on app_public.%1$I (name);
      create index if not exists %1$s_name_zh_idx on app_public.%1$I (name_zh);
      create index if not exists %1$s_updated_idx on app_public.%1$I (updated_at);
    $f$, t);
  end loop;
end;
$$;
-- Distributors are listed by tier as well.
create index if not exists distributors_tier_idx on app_public.distributors (tier, sort_order, id);
