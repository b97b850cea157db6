--! Previous: sha1:b40c5b7a503f0d977520d0ade24abe09391f1f80
--! Hash: sha1:17627b6529b154c113705d05696846bb9792f257

--! split: 760-publication.sql
------------------------------------------------------------------------------------------------------------------------
-- Whether a push strategy reaches a reader, cheaper: row-level security asks it of every non-public item a list reads
-- (thousands per page count). Each rule is now tested by one JSON path expression over the rule and the reader's facts
-- (no nested SQL function per rule), and the function runs without a search_path of its own, so it is not wrapped in
-- a settings change at every call. The rule is unchanged: a rule CONTAINS_ONE holds when the reader's values of its
-- field share a value with the rule's, NOT_CONTAIN_EVERY_ONE when they share none; AND needs every rule to hold, OR
-- one; a strategy reaches a reader when it holds for one of the reader's companies; without a list of rules, or
-- combined otherwise, it reaches nobody.
------------------------------------------------------------------------------------------------------------------------

create or replace function app_hidden.push_strategy_reaches(strategy jsonb, facts jsonb)
  returns boolean
  language sql immutable parallel safe
as $$
  select coalesce(jsonb_typeof(strategy->'rules') = 'array', false) and exists (
    select 1 from jsonb_array_elements(facts) f(fact)
    where case strategy->>'combinator'
      when 'AND' then not jsonb_path_exists(strategy, '$.rules[*] ? (!((@.operator == "CONTAINS_ONE" && ((@.field == "COMPANY" && @.values[*] == $f.COMPANY[*]) || (@.field == "COMPANY_CERTIFICATION_LEVEL" && @.values[*] == $f.COMPANY_CERTIFICATION_LEVEL[*]) || (@.field == "COMPANY_CERTIFICATION_PLAN" && @.values[*] == $f.COMPANY_CERTIFICATION_PLAN[*]) || (@.field == "ROLE" && @.values[*] == $f.ROLE[*]))) || (@.operator == "NOT_CONTAIN_EVERY_ONE" && !((@.field == "COMPANY" && @.values[*] == $f.COMPANY[*]) || (@.field == "COMPANY_CERTIFICATION_LEVEL" && @.values[*] == $f.COMPANY_CERTIFICATION_LEVEL[*]) || (@.field == "COMPANY_CERTIFICATION_PLAN" && @.values[*] == $f.COMPANY_CERTIFICATION_PLAN[*]) || (@.field == "ROLE" && @.values[*] == $f.ROLE[*])))))', jsonb_build_object('f', f.fact))
      when 'OR' then jsonb_path_exists(strategy, '$.rules[*] ? ((@.operator == "CONTAINS_ONE" && ((@.field == "COMPANY" && @.values[*] == $f.COMPANY[*]) || (@.field == "COMPANY_CERTIFICATION_LEVEL" && @.values[*] == $f.COMPANY_CERTIFICATION_LEVEL[*]) || (@.field == "COMPANY_CERTIFICATION_PLAN" && @.values[*] == $f.COMPANY_CERTIFICATION_PLAN[*]) || (@.field == "ROLE" && @.values[*] == $f.ROLE[*]))) || (@.operator == "NOT_CONTAIN_EVERY_ONE" && !((@.field == "COMPANY" && @.values[*] == $f.COMPANY[*]) || (@.field == "COMPANY_CERTIFICATION_LEVEL" && @.values[*] == $f.COMPANY_CERTIFICATION_LEVEL[*]) || (@.field == "COMPANY_CERTIFICATION_PLAN" && @.values[*] == $f.COMPANY_CERTIFICATION_PLAN[*]) || (@.field == "ROLE" && @.values[*] == $f.ROLE[*]))))', jsonb_build_object('f', f.fact))
      else false
    end)
$$;
alter function app_hidden.push_strategy_reaches(jsonb, jsonb) reset all;
-- The rule's former test, one SQL function per rule: nothing calls it now.
drop function app_hidden.push_rule_holds(jsonb, jsonb);

--! split: 761-announcement.sql
-- The portal's announcement lists: without a search_path of its own the function is inlined into the list's query,
-- so a page walks the published index and stops after the page instead of computing the whole published set.
alter function app_public.published_announcements(text, int, boolean) reset all;

--! split: 762-material.sql
-- The portal's material list: without a search_path of its own the function is inlined into the list's query, so a
-- page walks the published index and stops after the page instead of computing the whole published set.
alter function app_public.published_resource_materials(text, int, int, app_public.material_file_type) reset all;

--! split: 763-content-analytics.sql
-- A report reads one item's events over a range of time. Under row-level security only leakproof comparisons may be
-- index conditions, and the comparison of the kind (an enum) is not: the index leads with the item's id and the time
-- (uuid and timestamp comparisons are leakproof) and carries the kind with the rest.
drop index app_public.content_event_log_item_idx;
create index content_event_log_item_idx on app_public.content_event_log (content_id, occurred_at)
  include (content_kind, event_type, company_id);

--! split: 764-project-filing.sql
-- The narrow copy of company names that back-office lists narrow by (companyNameContains) reads as its owner, so that a
-- name term can use the trigram index; it now shows only the companies the caller may read (the companies' own read
-- rule: vendor admins, and ViewCompanyInfo holders of the company), so nobody reads other companies' names through it.
create or replace view app_hidden.company_names_for_search as
  select n.id, n.name
  from app_private.company_names n
  where (select app_hidden.is_vendor_admin())
     or n.id = any ((select app_hidden.permitted_company_ids('ViewCompanyInfo'))::uuid[]);
comment on view app_hidden.company_names_for_search is
  'Company ids and names for narrowing lists by company name, of the companies the caller reads (as its owner, so a name term uses the index).';

--! split: 765-project-performance.sql
-- The performance numbers and customers that lists narrow by (semanticIdContains, customerNameContains) read as their
-- owner, so that a term can use the trigram index; they now show only the records the caller may read (the records'
-- own read rule: vendor admins, and ViewPerformanceRecord holders of the record's company).
create or replace view app_hidden.company_performances_for_search as
  select p.id, p.semantic_id, p.customer_full_name
  from app_public.company_performances p
  where (select app_hidden.is_vendor_admin())
     or p.company_id = any ((select app_hidden.permitted_company_ids('ViewPerformanceRecord'))::uuid[]);
comment on view app_hidden.company_performances_for_search is
  'Performance ids, numbers and customers for narrowing lists by text, of the records the caller reads (as its owner, so a term uses the index).';
