------------------------------------------------------------------------------------------------------------------------
-- Publishing the vendor's content (announcements and resource materials): the one state machine, and push strategies,
-- which decide both who reads an item that is not public and who is told when it is published.
--
-- A strategy is `{"combinator": "AND"|"OR", "rules": [{"field", "operator", "values": [text]}]}`. A rule reads one
-- fact of a person in one of their companies (JOINED): COMPANY (the company's id), COMPANY_CERTIFICATION_LEVEL (the id
-- of the company's level in effect: its approved certification's, else its plan's lowest), COMPANY_CERTIFICATION_PLAN
-- (that level's plan id), ROLE (the ids of the person's roles in the company). CONTAINS_ONE holds when the facts hold
-- at least one of the rule's values; NOT_CONTAIN_EVERY_ONE when they hold none. A strategy reaches a person when, for
-- one of their companies, every rule holds (AND) or one does (OR). A person of no company is reached by no strategy.
------------------------------------------------------------------------------------------------------------------------

create type app_public.publication_status as enum ('DRAFT', 'PUBLISHED', 'DELISTED');

delete from app_private.state_transitions where machine = 'publication';
insert into app_private.state_transitions (machine, from_state, event, to_state) values
  ('publication', 'DRAFT', 'publish', 'PUBLISHED'),
  ('publication', 'PUBLISHED', 'delist', 'DELISTED');

-- Whether a strategy is well formed (the command's check; the domain's schema says the same in the front ends).
create or replace function app_hidden.push_strategy_issue(strategy jsonb) returns text
  language sql immutable parallel safe set search_path = pg_catalog
as $$
  select case
    when strategy is null or jsonb_typeof(strategy) <> 'object' then 'PUSH_STRATEGY_REQUIRED'
    when coalesce(strategy->>'combinator', '') not in ('AND', 'OR') then 'PUSH_RULE_INVALID'
    when jsonb_typeof(strategy->'rules') is distinct from 'array' or jsonb_array_length(strategy->'rules') = 0 then 'PUSH_STRATEGY_REQUIRED'
    when jsonb_array_length(strategy->'rules') > app_hidden.push_rules_max() then 'PUSH_RULES_TOO_MANY'
    when exists (
      select 1 from jsonb_array_elements(strategy->'rules') r
      where jsonb_typeof(r) <> 'object'
         or coalesce(r->>'field', '') not in ('COMPANY', 'COMPANY_CERTIFICATION_LEVEL', 'COMPANY_CERTIFICATION_PLAN', 'ROLE')
         or coalesce(r->>'operator', '') not in ('CONTAINS_ONE', 'NOT_CONTAIN_EVERY_ONE')
         or jsonb_typeof(r->'values') is distinct from 'array' or jsonb_array_length(r->'values') = 0
         or exists (select 1 from jsonb_array_elements(r->'values') v where jsonb_typeof(v) <> 'string' or btrim(v #>> '{}') = '')
    ) then 'PUSH_RULE_INVALID'
    when exists (select 1 from jsonb_array_elements(strategy->'rules') r
                 where jsonb_array_length(r->'values') > app_hidden.push_rule_values_max()) then 'PUSH_RULE_VALUES_TOO_MANY'
  end
$$;

-- The length of a material's name or brief as the product counts it (domain `contentTextLength`): a run of digits,
-- letters, dots, hyphens and underscores counts one, a space counts nothing, every other character counts one
-- ("hello world" is 2, "v1.2-beta_3 文档" is 3). The spaces are JavaScript's `\s`, listed one by one.
create or replace function app_hidden.content_text_length(t text) returns int
  language sql immutable parallel safe set search_path = pg_catalog
as $$
  select coalesce((select count(*)::int from regexp_matches(t, '[0-9A-Za-z._-]+', 'g')), 0)
       + coalesce(char_length(regexp_replace(t,
           '[0-9A-Za-z._\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff-]', '', 'g')), 0)
$$;
grant execute on function app_hidden.content_text_length(text) to pp_user;

-- One person's facts in one company, as a rule reads them.
create or replace function app_private.push_facts(p_company_id uuid, p_user_id uuid) returns jsonb
  language sql stable set search_path = pg_catalog
as $$
  select jsonb_build_object(
    'COMPANY', jsonb_build_array(c.id::text),
    'COMPANY_CERTIFICATION_LEVEL', case when l.id is null then '[]'::jsonb else jsonb_build_array(l.id::text) end,
    'COMPANY_CERTIFICATION_PLAN', case when l.id is null then '[]'::jsonb else jsonb_build_array(l.plan_id::text) end,
    'ROLE', coalesce((select jsonb_agg(ur.role_id::text) from app_public.user_roles ur where ur.user_id = p_user_id), '[]'::jsonb))
  from app_public.companies c
  left join lateral app_public.companies_effective_certification_level(c) l on true
  where c.id = p_company_id
$$;

-- The signed-in person's facts, one per company they belong to: asked once per statement by the read policies.
create or replace function app_hidden.current_push_facts() returns jsonb
  language sql stable security definer set search_path = pg_catalog
as $$
  select coalesce(jsonb_agg(app_private.push_facts(u.company_id, u.id)), '[]'::jsonb)
  from app_public.users u
  where u.root_user_id = app_hidden.current_root_user_id() and u.company_id is not null and u.status = 'JOINED'
$$;
grant execute on function app_hidden.current_push_facts() to pp_user;

-- Whether one rule holds for one company's facts.
create or replace function app_hidden.push_rule_holds(rule jsonb, fact jsonb) returns boolean
  language sql immutable parallel safe set search_path = pg_catalog
as $$
  select case rule->>'operator'
    when 'CONTAINS_ONE' then coalesce(fact->(rule->>'field'), '[]'::jsonb) ?| array(select jsonb_array_elements_text(rule->'values'))
    when 'NOT_CONTAIN_EVERY_ONE' then not (coalesce(fact->(rule->>'field'), '[]'::jsonb) ?| array(select jsonb_array_elements_text(rule->'values')))
    else false
  end
$$;
grant execute on function app_hidden.push_rule_holds(jsonb, jsonb) to pp_user;

-- Whether a strategy reaches someone with these facts (one object per company of theirs).
create or replace function app_hidden.push_strategy_reaches(strategy jsonb, facts jsonb) returns boolean
  language sql immutable parallel safe set search_path = pg_catalog
as $$
  select coalesce(jsonb_typeof(strategy->'rules') = 'array', false) and exists (
    select 1 from jsonb_array_elements(facts) f
    where case strategy->>'combinator'
      when 'AND' then not exists (select 1 from jsonb_array_elements(strategy->'rules') r where not app_hidden.push_rule_holds(r, f))
      when 'OR' then exists (select 1 from jsonb_array_elements(strategy->'rules') r where app_hidden.push_rule_holds(r, f))
      else false
    end)
$$;
grant execute on function app_hidden.push_strategy_reaches(jsonb, jsonb) to pp_user;

-- Everyone an item reaches: every signed-up person of a company when it is public, else the strategy's people, each
-- once with the first company that qualifies them; in the order of their ids, from after `p_after`, `p_limit` at a
-- time (the notification's fan-out walks them in batches; the push range counts them).
-- Set-based: the memberships are read once, each company's level once, each identity's roles in one aggregation, and
-- the strategy's rules once; every rule is then held against every membership in one join (the same test as
-- `push_rule_holds`: the facts hold one of the values, or none of them), and a membership is reached when every rule
-- holds (AND; no rule at all: everyone) or one does (OR). A database test compares it with the per-person rule
-- (`push_strategy_reaches` over `push_facts`, which the read policies use through `current_push_facts`).
create or replace function app_private.push_audience(p_is_public boolean, p_strategy jsonb, p_after uuid, p_limit int)
  returns table (root_user_id uuid, company_id uuid)
  language plpgsql stable set search_path = pg_catalog
as $$
begin
  if p_is_public then
    return query
      select distinct on (u.root_user_id) u.root_user_id, u.company_id
      from app_public.users u
      where u.company_id is not null and u.status = 'JOINED'
        and (p_after is null or u.root_user_id > p_after)
      order by u.root_user_id, u.company_id
      limit p_limit;
    return;
  end if;
  -- a strategy without a list of rules, or combined otherwise than AND or OR, reaches nobody
  if coalesce(jsonb_typeof(p_strategy->'rules') <> 'array', true) or coalesce(p_strategy->>'combinator', '') not in ('AND', 'OR') then
    return;
  end if;
  return query
    with rules as materialized (
      select true as present, r.rule->>'field' as field, r.rule->>'operator' as operator,
             array(select jsonb_array_elements_text(r.rule->'values')) as vals
      from jsonb_array_elements(p_strategy->'rules') r(rule)
    ), members as materialized (
      select u.id, u.root_user_id, u.company_id
      from app_public.users u
      where u.company_id is not null and u.status = 'JOINED'
        and (p_after is null or u.root_user_id > p_after)
    ), member_companies as materialized (
      select c.id, l.id::text as level_id, l.plan_id::text as plan_id
      from app_public.companies c
      left join lateral app_public.companies_effective_certification_level(c) l on true
      where c.id in (select m.company_id from members m)
    ), member_roles as (
      select ur.user_id, array_agg(ur.role_id::text) as roles
      from app_public.user_roles ur
      where ur.user_id in (select m.id from members m)
      group by ur.user_id
    ), held as (
      select m.root_user_id, m.company_id,
             case when r.present is null then null
               when r.operator = 'CONTAINS_ONE' then facts.v && r.vals
               when r.operator = 'NOT_CONTAIN_EVERY_ONE' then not (facts.v && r.vals)
               else false
             end as holds
      from members m
      join member_companies mc on mc.id = m.company_id
      left join member_roles mr on mr.user_id = m.id
      left join rules r on true
      cross join lateral (select case r.field
        when 'COMPANY' then array[m.company_id::text]
        when 'COMPANY_CERTIFICATION_LEVEL' then case when mc.level_id is null then '{}' else array[mc.level_id] end
        when 'COMPANY_CERTIFICATION_PLAN' then case when mc.level_id is null then '{}' else array[mc.plan_id] end
        when 'ROLE' then coalesce(mr.roles, '{}')
        else '{}'::text[] end as v) facts
    ), reached as (
      select h.root_user_id, h.company_id
      from held h
      group by h.root_user_id, h.company_id
      having case p_strategy->>'combinator' when 'AND' then coalesce(bool_and(h.holds), true) else coalesce(bool_or(h.holds), false) end
    )
    select distinct on (x.root_user_id) x.root_user_id, x.company_id
    from reached x
    order by x.root_user_id, x.company_id
    limit p_limit;
end;
$$;

-- The vendor's commands on its content are a vendor admin's alone.
create or replace function app_private.publication_require_vendor_admin() returns void
  language plpgsql stable set search_path = pg_catalog
as $$
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
end;
$$;

-- The push range of an item: how many people and how many companies it reaches (the back office's "view push range").
create type app_public.push_range as (people int, companies int);
create or replace function app_private.push_range_of(p_is_public boolean, p_strategy jsonb) returns app_public.push_range
  language sql stable set search_path = pg_catalog
as $$
  select row(count(*)::int, count(distinct p.company_id)::int)::app_public.push_range
  from app_private.push_audience(p_is_public, p_strategy, null, null) p
$$;

-- One batch of an item's notification: tells the next people it reaches (after `p_after`, in id order, `p_limit` of
-- them) the kind's message (its key and parameters, the item's title, text and link), each once whatever a restarted
-- worker repeats (one dedup key per kind, item and person), and answers the last person of the batch, or null when
-- everyone was told.
create or replace function app_private.publication_notify(p_kind text, p_id uuid, p_is_public boolean, p_strategy jsonb,
                                                          p_message_key text, p_params jsonb, p_title text,
                                                          p_content text, p_link text, p_after uuid, p_limit int)
  returns uuid
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_last uuid;
begin
  with batch as (
    select * from app_private.push_audience(p_is_public, p_strategy, p_after, p_limit)
  ), told as (
    insert into app_public.user_messages (root_user_id, company_id, title, content, user_message_type, link, dedup_key,
                                          message_key, message_params)
    select b.root_user_id, b.company_id, left(p_title, 200), left(p_content, 5000), 'INFORMATION', p_link,
           p_kind || ':' || p_id || ':' || b.root_user_id, p_message_key, p_params
    from batch b
    on conflict (dedup_key) do nothing
  )
  select max(b.root_user_id::text)::uuid into v_last from batch b;
  return v_last;
end;
$$;
