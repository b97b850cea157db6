--! Previous: sha1:17627b6529b154c113705d05696846bb9792f257
--! Hash: sha1:2036be82fb25f09ee052c7ffccce4a4548eeef5b

--! split: 770-publication.sql
------------------------------------------------------------------------------------------------------------------------
-- Who a non-public item reaches (its push range, and the people its notification goes to, batch by batch), cheaper at
-- the size of the largest portals. The rules about a company (the company itself, its certification level in effect
-- and that level's plan) are tested once per company, not once per member; a company's level in effect (its own, else
-- the lowest of its site's plan) is joined set-based; the members' roles are read only when a rule is about roles.
-- The rule is unchanged: a rule CONTAINS_ONE holds when the values of its field share a value with the rule's,
-- NOT_CONTAIN_EVERY_ONE when they share none; AND needs every rule to hold, OR one; each joined member of a company is
-- reached or not, and a person is reached once (with the first of their reached companies by id).
------------------------------------------------------------------------------------------------------------------------

create or replace function app_private.push_audience(p_is_public boolean, p_strategy jsonb, p_after uuid, p_limit int)
  returns table (root_user_id uuid, company_id uuid)
  language plpgsql stable set search_path = pg_catalog
as $$
declare
  v_and boolean := p_strategy->>'combinator' = 'AND';
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
      select r.rule->>'field' as field, r.rule->>'operator' as operator,
             array(select jsonb_array_elements_text(r.rule->'values')) as vals
      from jsonb_array_elements(p_strategy->'rules') r(rule)
    ), site_levels as materialized (
      -- the lowest level of each site's plan: a company's level when it holds none
      select distinct on (p.site) p.site, l.id
      from app_public.certification_levels l join app_public.certification_plans p on p.id = l.plan_id
      order by p.site, l.rank
    ), company_facts as materialized (
      select c.id, l.id::text as level_id, l.plan_id::text as plan_id
      from app_public.companies c
      left join site_levels d on d.site = c.site
      left join app_public.certification_levels l on l.id = coalesce(c.certification_level_id, d.id)
    ), company_verdicts as materialized (
      -- per company, whether all (AND) or one (OR) of the rules about companies hold; none when there are none
      select cf.id, case when v_and then bool_and(h.holds) else bool_or(h.holds) end as verdict
      from company_facts cf
      cross join rules r
      cross join lateral (select case r.field
        when 'COMPANY' then array[cf.id::text]
        when 'COMPANY_CERTIFICATION_LEVEL' then case when cf.level_id is null then '{}' else array[cf.level_id] end
        when 'COMPANY_CERTIFICATION_PLAN' then case when cf.level_id is null then '{}' else array[cf.plan_id] end
        else '{}'::text[] end as v) f
      cross join lateral (select case r.operator
        when 'CONTAINS_ONE' then f.v && r.vals
        when 'NOT_CONTAIN_EVERY_ONE' then not (f.v && r.vals)
        else false end as holds) h
      where r.field is distinct from 'ROLE'
      group by cf.id
    ), members as (
      select u.id, u.root_user_id, u.company_id
      from app_public.users u
      where u.company_id is not null and u.status = 'JOINED'
        and (p_after is null or u.root_user_id > p_after)
    ), member_roles as (
      -- the members' roles, read only when a rule is about roles
      select ur.user_id, array_agg(ur.role_id::text) as roles
      from app_public.user_roles ur
      where exists (select 1 from rules r where r.field = 'ROLE')
      group by ur.user_id
    ), role_verdicts as (
      -- per member, whether all (AND) or one (OR) of the rules about roles hold
      select m.id, case when v_and then bool_and(h.holds) else bool_or(h.holds) end as verdict
      from members m
      left join member_roles mr on mr.user_id = m.id
      cross join rules r
      cross join lateral (select coalesce(mr.roles, '{}') as v) f
      cross join lateral (select case r.operator
        when 'CONTAINS_ONE' then f.v && r.vals
        when 'NOT_CONTAIN_EVERY_ONE' then not (f.v && r.vals)
        else false end as holds) h
      where r.field = 'ROLE'
      group by m.id
    )
    select distinct on (m.root_user_id) m.root_user_id, m.company_id
    from members m
    left join company_verdicts cv on cv.id = m.company_id
    left join role_verdicts rv on rv.id = m.id
    where case when v_and then coalesce(cv.verdict, true) and coalesce(rv.verdict, true)
               else coalesce(cv.verdict, false) or coalesce(rv.verdict, false) end
    order by m.root_user_id, m.company_id
    limit p_limit;
end;
$$;
