--! Previous: sha1:2afb0d618cc0410b101e8a04ed3af2f1f9f4c06f
--! Hash: sha1:aff5c3223b64b66c00d4bea6ceb8a17ab44e3fc1

--! split: 331-company-point.sql
-- A hold walked the company's open lots in spending order through a loop over a query, which is planned for all its
-- rows: at 13,000 lots it read, sorted and locked 2,500 open market lots to take from the first few (5.5 ms of an
-- application's 20 ms). A bound cursor is planned to return its first rows fast: the index, in order, stopped early.
create or replace function app_private.company_point_hold(p_company_id uuid, p_type app_public.company_point_type, p_points integer, p_scenario app_public.company_point_scenario, p_reference text DEFAULT NULL::text, p_actor uuid DEFAULT NULL::uuid, p_source text DEFAULT NULL::text, p_remark text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_today date := app_private.company_point_today();
  v_source text := nullif(btrim(p_source), '');
  v_remark text := nullif(p_remark, '');
  v_balance app_public.company_point_balances;
  v_hold_id uuid;
  v_left int := p_points;
  v_take int;
  v_lot record;
  -- The company's open lots of the type, in the order they are spent: a bound cursor is planned to fetch its first
  -- rows fast, so the lots are walked in that order on their index and only those taken are read and locked (a
  -- loop over the query was planned for every row: all the company's open lots read, sorted and locked each time).
  v_lots cursor for
    select p.id, p.remaining_point from app_public.company_points p
    where p.company_id = p_company_id and p.type = p_type and p.action = 'ADD' and p.remaining_point > 0
      and p.is_effective and p.expired_date >= v_today
    order by p.expired_date, p.effective_date, p.created_at, p.id
    for update;
begin
  if p_company_id is null or not exists (select 1 from app_public.companies c where c.id = p_company_id) then
    perform app_hidden.raise_error('COMPANY_NOT_FOUND');
  end if;
  perform app_private.company_point_check_amount(p_points);
  if p_points < 0 then
    perform app_hidden.raise_error('COMPANY_POINT_OUT_OF_RANGE', jsonb_build_object('max', app_hidden.company_point_max()));
  end if;
  perform app_private.company_point_check_fields(p_type, p_scenario, v_source, v_remark);

  perform app_private.company_point_lock(p_company_id, p_type);
  perform app_private.company_point_settle(p_company_id, p_type, v_today);
  select * into v_balance from app_public.company_point_balances b where b.company_id = p_company_id and b.type = p_type;
  if v_balance.total < p_points then
    perform app_hidden.raise_error('COMPANY_POINT_INSUFFICIENT',
      jsonb_build_object('available', v_balance.total, 'requested', p_points));
  end if;

  insert into app_public.company_point_holds (company_id, type, point, action_scenario, reference, source, remark, creator_id)
  values (p_company_id, p_type, p_points, p_scenario, p_reference, v_source, v_remark, p_actor)
  returning id into v_hold_id;

  for v_lot in v_lots loop
    exit when v_left = 0;
    v_take := least(v_left, v_lot.remaining_point);
    update app_public.company_points p set remaining_point = p.remaining_point - v_take where p.id = v_lot.id;
    insert into app_public.company_point_consumptions (company_id, hold_id, lot_id, point)
    values (p_company_id, v_hold_id, v_lot.id, v_take);
    v_left := v_left - v_take;
  end loop;
  if v_left <> 0 then
    -- the balance said enough, the lots did not: the stored balance is wrong (never expected)
    raise exception 'company point balance of % % differs from its lots', p_company_id, p_type;
  end if;
  update app_public.company_point_balances b set total = b.total - p_points, updated_at = now()
  where b.company_id = p_company_id and b.type = p_type;
  return v_hold_id;
end;
$function$;
