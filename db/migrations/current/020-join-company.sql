-- Joining: the company search lists the best app_hidden.company_search_max_results() matches only — an exact name
-- (ignoring case), then names starting with the term, then names containing it, each group by its lower-case name
-- (in byte order, which for UTF-8 is code-point order). Each group is
-- read by its own query that stops at the limit: a common term ("Cloud" in thousands of names) walks the name index
-- until enough rows match instead of ranking every match, and a rare one is found through the trigram index. The
-- queries are planned for each term (execute), since which index serves depends on the term, and a group is read
-- only while the groups before it left room.
-- lower-case names in byte order ("C"): the order a prefix (LIKE 'term%') can be read from as a range
drop index if exists app_private.company_names_lower_name_idx;
create index if not exists company_names_lower_name_c_idx on app_private.company_names ((lower(name) collate "C"), id);

-- The matches with what the search shows of each (partner managers, the searcher's own status), worked out for the
-- found rows together rather than by a function call per row.
drop function if exists app_hidden.companies_matching(text);
create function app_hidden.companies_matching(company_name text)
returns table (id uuid, name text, rank int, partner_manager_names text[], join_status text)
language plpgsql stable security definer
set search_path = pg_catalog, public
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_text text := btrim(coalesce(company_name, ''));
  v_escaped text;
  v_max int := app_hidden.company_search_max_results();
  v_ids uuid[];
  v_group uuid[];
begin
  if v_text = '' then
    perform app_hidden.raise_error('COMPANY_SEARCH_EMPTY');
  end if;
  v_escaped := replace(replace(replace(v_text, E'\\', E'\\\\'), '%', E'\\%'), '_', E'\\_');
  -- a group is read only while the groups before it left room
  execute
    'select coalesce(array_agg(id), ''{}'') from (select c.id from app_private.company_names c
     where lower(c.name) collate "C" = lower($1) order by lower(c.name) collate "C", c.id limit $2) g'
    into v_ids using v_text, v_max;
  if cardinality(v_ids) < v_max then
    execute
      'select coalesce(array_agg(id), ''{}'') from (select c.id from app_private.company_names c
       where lower(c.name) collate "C" like $1 and lower(c.name) collate "C" <> lower($2)
       order by lower(c.name) collate "C", c.id limit $3) g'
      into v_group using lower(v_escaped) || '%', v_text, v_max - cardinality(v_ids);
    v_ids := v_ids || v_group;
  end if;
  if cardinality(v_ids) < v_max then
    execute
      'select coalesce(array_agg(id), ''{}'') from (select c.id from app_private.company_names c
       where c.name ilike $1 and lower(c.name) collate "C" not like $2
       order by lower(c.name) collate "C", c.id limit $3) g'
      into v_group using '%' || v_escaped || '%', lower(v_escaped) || '%', v_max - cardinality(v_ids);
    v_ids := v_ids || v_group;
  end if;
  return query
    select c.id, c.name,
      case when lower(c.name) = lower(v_text) then 0 when lower(c.name) collate "C" like lower(v_escaped) || '%' then 1 else 2 end,
      coalesce((select array_agg(pm.name order by pm.name)
                from app_public.company_partner_managers cpm
                join app_public.partner_managers pm on pm.id = cpm.partner_manager_id
                where cpm.company_id = c.id), '{}'),
      app_private.join_status(v_me, c.id)
    from app_private.company_names c
    where c.id = any (v_ids);
end;
$$;
grant execute on function app_hidden.companies_matching(text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- The groups in the order companies_matching read them (a plain SQL function, inlined into the API's page query).
create or replace function app_public.companies_for_user_join(company_name text) returns setof app_public.company_for_join
language sql stable
as $$
  select m.id, m.name, m.partner_manager_names, m.join_status
  from app_hidden.companies_matching(company_name) m
  order by m.rank, lower(m.name) collate "C", m.id
$$;

-- The per-row helpers the search used before (one call per company of the page).
drop function if exists app_hidden.company_partner_manager_names(uuid);
drop function if exists app_hidden.my_join_status(uuid);
