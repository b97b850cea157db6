-- Who a non-public item reaches, counted from kept numbers (the back office's push range read every member and their
-- roles: 0.5–0.9 s at 50,000 companies and 300,000 members).
--
-- The rule is unchanged. A rule CONTAINS_ONE holds when the values of its field share a value with the rule's,
-- NOT_CONTAIN_EVERY_ONE when they share none (an unknown operator never holds; a field the rules do not know has no
-- values). AND needs every rule to hold (no rules: everyone), OR one (no rules: nobody); any other combinator reaches
-- nobody. The fields are the company, its certification level in effect (its own, or else the lowest level of its
-- site's plan), that level's plan, and the member's roles. Each joined member of a company is reached or not; a person
-- is reached once (by the first of their reached companies by id).
--
-- Kept as members join, leave and change roles:
-- - app_private.push_member_keys: per joined member, the company and the sorted roles it is counted under;
-- - app_private.push_member_groups: per company and set of roles, how many joined members hold exactly those roles
--   (with the company's site and level);
-- - app_private.push_shared_people: the people who are joined members of more than one company, and of how many.
-- A member is counted again from the tables each time something about it changes (app_private.push_member_refresh,
-- under a lock on the person), so a statement touching several of its rows, or two transactions touching it at once,
-- leave the numbers right.
--
-- The push range is then one pass over the groups (the people: the members of the reached groups, less each shared
-- person's extra reached memberships; the companies: those with a reached group), and the notification's batches read
-- the keys. Both test the same condition, written by app_private.push_condition from the strategy.

create table if not exists app_private.push_member_keys (
  user_id uuid primary key,
  root_user_id uuid not null,
  company_id uuid not null,
  role_ids uuid[] not null
);
alter table app_private.push_member_keys enable row level security;
create index if not exists push_member_keys_root_idx on app_private.push_member_keys (root_user_id, company_id);

create table if not exists app_private.push_member_groups (
  company_id uuid not null,
  role_ids uuid[] not null,
  members integer not null check (members > 0),
  -- the company's site and level, copied so that the count reads no company (kept by a trigger on companies)
  site app_public.site not null,
  certification_level_id integer,
  primary key (company_id, role_ids)
);
alter table app_private.push_member_groups enable row level security;

create table if not exists app_private.push_shared_people (
  root_user_id uuid primary key,
  memberships integer not null check (memberships > 1)
);
alter table app_private.push_shared_people enable row level security;

-- Counts one member again from the tables: where it is counted now (its key) against where it belongs (joined, its
-- company, its roles). Idempotent; the person's row is locked first, so that the reads after it see whatever another
-- transaction committed about the same person.
create or replace function app_private.push_member_refresh(p_user_id uuid)
  returns void
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  v_root uuid := coalesce((select u.root_user_id from app_public.users u where u.id = p_user_id),
                          (select k.root_user_id from app_private.push_member_keys k where k.user_id = p_user_id));
  v_key app_private.push_member_keys;
  v_company uuid;
  v_site app_public.site;
  v_level integer;
  v_roles uuid[];
  v_memberships integer;
begin
  if v_root is null then
    return;
  end if;
  perform 1 from app_public.root_users r where r.id = v_root for no key update;
  select u.company_id into v_company from app_public.users u
  where u.id = p_user_id and u.status = 'JOINED' and u.company_id is not null;
  if v_company is not null then
    v_roles := array(select ur.role_id from app_public.user_roles ur where ur.user_id = p_user_id order by ur.role_id);
    -- a change of the company's site or level waits for this transaction (or this one for it), so the copy is current
    select c.site, c.certification_level_id into v_site, v_level from app_public.companies c where c.id = v_company for share;
  end if;
  select * into v_key from app_private.push_member_keys k where k.user_id = p_user_id;
  if v_key.user_id is not null and v_key.company_id is not distinct from v_company and v_key.role_ids = v_roles then
    return;
  end if;
  if v_key.user_id is not null then
    update app_private.push_member_groups g set members = g.members - 1
    where g.company_id = v_key.company_id and g.role_ids = v_key.role_ids and g.members > 1;
    if not found then
      delete from app_private.push_member_groups g where g.company_id = v_key.company_id and g.role_ids = v_key.role_ids;
    end if;
    delete from app_private.push_member_keys k where k.user_id = p_user_id;
  end if;
  if v_company is not null then
    insert into app_private.push_member_groups as g (company_id, role_ids, members, site, certification_level_id)
    values (v_company, v_roles, 1, v_site, v_level)
    on conflict (company_id, role_ids) do update set members = g.members + 1;
    insert into app_private.push_member_keys (user_id, root_user_id, company_id, role_ids)
    values (p_user_id, v_root, v_company, v_roles);
  end if;
  select count(*) into v_memberships from app_private.push_member_keys k where k.root_user_id = v_root;
  if v_memberships > 1 then
    insert into app_private.push_shared_people as s (root_user_id, memberships) values (v_root, v_memberships)
    on conflict (root_user_id) do update set memberships = excluded.memberships;
  else
    delete from app_private.push_shared_people s where s.root_user_id = v_root;
  end if;
end;
$$;

-- Every kept number from the members as they are (the migration below, and the bench after seeding with the
-- triggers off).
create or replace function app_private.push_member_rebuild()
  returns void
  language sql
  set search_path = pg_catalog
as $$
  delete from app_private.push_member_keys;
  delete from app_private.push_member_groups;
  delete from app_private.push_shared_people;
  insert into app_private.push_member_keys (user_id, root_user_id, company_id, role_ids)
  select u.id, u.root_user_id, u.company_id,
         array(select ur.role_id from app_public.user_roles ur where ur.user_id = u.id order by ur.role_id)
  from app_public.users u
  where u.status = 'JOINED' and u.company_id is not null;
  insert into app_private.push_member_groups (company_id, role_ids, members, site, certification_level_id)
  select k.company_id, k.role_ids, count(*), c.site, c.certification_level_id
  from app_private.push_member_keys k join app_public.companies c on c.id = k.company_id
  group by k.company_id, k.role_ids, c.site, c.certification_level_id;
  insert into app_private.push_shared_people (root_user_id, memberships)
  select k.root_user_id, count(*) from app_private.push_member_keys k group by k.root_user_id having count(*) > 1;
$$;

create or replace function app_private.tg_users_push_member()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  perform app_private.push_member_refresh(case when tg_op = 'DELETE' then old.id else new.id end);
  return null;
end;
$$;

create or replace function app_private.tg_user_roles_push_member()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if tg_op <> 'INSERT' then
    perform app_private.push_member_refresh(old.user_id);
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.user_id <> old.user_id) then
    perform app_private.push_member_refresh(new.user_id);
  end if;
  return null;
end;
$$;

create or replace function app_private.tg_companies_push_member()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  update app_private.push_member_groups g set site = new.site, certification_level_id = new.certification_level_id
  where g.company_id = new.id;
  return null;
end;
$$;

drop trigger if exists _600_push_member on app_public.companies;
create trigger _600_push_member after update of site, certification_level_id on app_public.companies
  for each row when (old.site is distinct from new.site or old.certification_level_id is distinct from new.certification_level_id)
  execute function app_private.tg_companies_push_member();
drop trigger if exists _600_push_member on app_public.users;
create trigger _600_push_member after insert or delete or update of company_id, status on app_public.users
  for each row execute function app_private.tg_users_push_member();
drop trigger if exists _600_push_member on app_public.user_roles;
create trigger _600_push_member after insert or delete or update on app_public.user_roles
  for each row execute function app_private.tg_user_roles_push_member();

select app_private.push_member_rebuild();

-- The strategy as one SQL condition over a company `c` (app_public.companies) and a member's sorted roles `k.role_ids`,
-- its values written in as literals of their column's type (a value that is no id of the field can match nothing).
create or replace function app_private.push_condition(p_strategy jsonb)
  returns text
  language plpgsql
  stable
  set search_path = pg_catalog
as $$
declare
  v_and boolean := p_strategy->>'combinator' = 'AND';
  v_level text;
  v_terms text[] := '{}';
  v_rule jsonb;
  v_vals text[];
  v_has text;
begin
  if coalesce(jsonb_typeof(p_strategy->'rules') <> 'array', true) or coalesce(p_strategy->>'combinator', '') not in ('AND', 'OR') then
    return 'false';
  end if;
  -- the level in effect: the company's own, or else the lowest level of its site's plan
  select format('coalesce(c.certification_level_id, case c.site %s end)',
                coalesce(string_agg(format('when %L then %s', d.site, d.id), ' '), 'when null then null'))
  into v_level
  from (select distinct on (p.site) p.site, l.id
        from app_public.certification_levels l join app_public.certification_plans p on p.id = l.plan_id
        order by p.site, l.rank) d;
  for v_rule in select r from jsonb_array_elements(p_strategy->'rules') r loop
    v_vals := array(select jsonb_array_elements_text(case jsonb_typeof(v_rule->'values') when 'array' then v_rule->'values' else '[]' end));
    v_has := case v_rule->>'field'
      when 'COMPANY' then format('c.id = any (%L::uuid[])',
        array(select v::uuid from unnest(v_vals) v where v ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'))
      when 'COMPANY_CERTIFICATION_LEVEL' then format('coalesce(%s = any (%L::int[]), false)', v_level,
        array(select l.id from app_public.certification_levels l where l.id::text = any (v_vals)))
      when 'COMPANY_CERTIFICATION_PLAN' then format('coalesce(%s = any (%L::int[]), false)', v_level,
        array(select l.id from app_public.certification_levels l where l.plan_id::text = any (v_vals)))
      when 'ROLE' then format('k.role_ids && %L::uuid[]',
        array(select v::uuid from unnest(v_vals) v where v ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'))
      else 'false' end;
    v_terms := v_terms || case v_rule->>'operator'
      when 'CONTAINS_ONE' then '(' || v_has || ')'
      when 'NOT_CONTAIN_EVERY_ONE' then '(not ' || v_has || ')'
      else 'false' end;
  end loop;
  if cardinality(v_terms) = 0 then
    return case when v_and then 'true' else 'false' end;
  end if;
  return array_to_string(v_terms, case when v_and then ' and ' else ' or ' end);
end;
$$;

create or replace function app_private.push_audience(p_is_public boolean, p_strategy jsonb, p_after uuid, p_limit int)
  returns table (root_user_id uuid, company_id uuid)
  language plpgsql
  stable
  set search_path = pg_catalog
as $$
begin
  return query execute format(
    'select distinct on (k.root_user_id) k.root_user_id, k.company_id
     from app_private.push_member_keys k join app_public.companies c on c.id = k.company_id
     where ($1::uuid is null or k.root_user_id > $1) and (%s)
     order by k.root_user_id, k.company_id
     limit $2',
    case when p_is_public then 'true' else app_private.push_condition(p_strategy) end)
  using p_after, p_limit;
end;
$$;

create or replace function app_private.push_range_of(p_is_public boolean, p_strategy jsonb)
  returns app_public.push_range
  language plpgsql
  stable
  set search_path = pg_catalog
as $$
declare
  v_condition text := case when p_is_public then 'true' else app_private.push_condition(p_strategy) end;
  v_range app_public.push_range;
begin
  -- the groups carry their company's site and level, read through the alias the condition names (c)
  execute format(
    'with reached as (
       select sum(k.members) as members, count(distinct k.company_id) as companies
       from app_private.push_member_groups k
       cross join lateral (select k.company_id as id, k.site, k.certification_level_id) c
       where %1$s
     ), shared as (
       select count(*) as reached
       from app_private.push_shared_people s
       join app_private.push_member_keys k on k.root_user_id = s.root_user_id
       join app_public.companies c on c.id = k.company_id
       where %1$s
       group by s.root_user_id
     )
     select (coalesce(r.members, 0) - coalesce((select sum(s.reached - 1) from shared s), 0))::int, r.companies::int
     from reached r',
    v_condition)
  into v_range;
  return v_range;
end;
$$;
