--! Previous: sha1:690fb5b08cc74ab0235a900946a2ecb396a8432a
--! Hash: sha1:3dc15c99aa0d851e72087302c4f1b7f07840dbf4

--! split: 014-text-search.sql
-- Searching long lists for text anywhere in a column (ignoring case) through a trigram index.
--
-- The index looks up every trigram of the term and reads each one's list of rows in full. A word that most rows of
-- the column hold ("Customer", "Ltd", a number's fixed prefix) has a list as long as the table, so a term holding one
-- spends nearly all its time there while the term's other words find the few rows alone. A searched column of millions
-- of rows has a statistics object on its words (the planner's sample of the table, kept fresh by ANALYZE like any other
-- statistics); the index is asked for the longest stretch of the term made only of words that are not common (held by at least 1% of
-- the sampled rows, or part of such a word), and the rows it finds are then tested against the whole term.
--
-- The stretch is a part of the term, so every row holding the term holds it too: the answer never depends on which
-- stretch was chosen, only the time does. That is why the function may be immutable although it reads the statistics:
-- the planner folds it into a constant pattern (which the trigram index and the row estimate need), and a plan kept
-- with an older stretch still returns the same rows.
create or replace function app_hidden.search_pattern(statistics text, term text) returns text
language plpgsql immutable strict parallel safe security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  v_name text[] := parse_ident(statistics);
  v_term text := btrim(term);
  v_common text[];
  v_word text;
  v_start integer;
  v_run_start integer;
  v_best_start integer;
  v_best_end integer;
begin
  select coalesce(array_agg(e.word), '{}') into v_common
  from pg_stats_ext_exprs x,
       unnest(x.most_common_elems::text::text[], x.most_common_elem_freqs) as e(word, share)
  where x.statistics_schemaname = v_name[1] and x.statistics_name = v_name[2] and e.word <> '' and e.share >= 0.01;
  if cardinality(v_common) > 0 then
    for i in 1 .. regexp_count(v_term, '[[:alnum:]]+') loop
      v_word := lower(regexp_substr(v_term, '[[:alnum:]]+', 1, i));
      v_start := regexp_instr(v_term, '[[:alnum:]]+', 1, i);
      if exists (select 1 from unnest(v_common) c where strpos(c, v_word) > 0) then
        v_run_start := null;
      else
        v_run_start := coalesce(v_run_start, v_start);
        if v_best_start is null or v_start + length(v_word) - v_run_start > v_best_end - v_best_start then
          v_best_start := v_run_start;
          v_best_end := v_start + length(v_word);
        end if;
      end if;
    end loop;
  end if;
  -- fewer than three characters hold no trigram: the index would read everything
  if v_best_start is null or v_best_end - v_best_start < 3 then
    return app_hidden.contains_pattern(v_term);
  end if;
  return app_hidden.contains_pattern(substr(v_term, v_best_start, v_best_end - v_best_start));
end;
$$;
comment on function app_hidden.search_pattern(text, text) is
  'The LIKE pattern a trigram index should look up for a search term: its longest stretch of words the column''s word statistics (schema.name) do not find common; the whole term when there is none.';
revoke all on function app_hidden.search_pattern(text, text) from public;
grant execute on function app_hidden.search_pattern(text, text) to :DATABASE_VISITOR;

--! split: 250-project-filing.sql
-- Two computed columns of the filing detail, run as the owner with the cheapest tests first.
--
-- As the reader's SQL, each call read the filing (or its renewals) again under row-level security, whose permission
-- checks ran once per call: for every progress entry of the detail, about 2 ms each. The rules are unchanged; the row
-- they are computed for is one the reader already sees, and the permission helpers still answer for the reader.

-- Whether the signed-in person may apply for a renewal of this filing now: the renewal window is open, they may
-- contribute to the filing, and no renewal of it waits for a decision.
create or replace function app_public.project_filings_can_renew(f app_public.project_filings) returns boolean
language plpgsql stable security definer
set search_path = pg_catalog
as $$
begin
  return app_hidden.project_filing_renewal_window_open(f)
     and app_hidden.project_filing_may_contribute(f)
     and not exists (select 1 from app_public.project_filing_renewals r where r.filing_id = f.id and r.status = 'APPROVING');
end;
$$;

-- Whether the signed-in person may edit this progress entry now (the rule of the command): they wrote it, it is
-- younger than the edit window, they hold ManageProjectReport in the filing's company and the filing is in effect.
create or replace function app_public.project_filing_progresses_editable(p app_public.project_filing_progresses) returns boolean
language plpgsql stable security definer
set search_path = pg_catalog
as $$
declare
  v_filing app_public.project_filings;
begin
  if not (now() < p.created_at + app_hidden.project_filing_progress_editable())
     or not coalesce(p.submitter_id = any (app_hidden.my_identity_ids()), false) then
    return false;
  end if;
  select * into v_filing from app_public.project_filings f where f.id = p.filing_id;
  return found
     and app_hidden.has_permission('ManageProjectReport', v_filing.company_id)
     and coalesce(app_hidden.project_filing_in_effect_now(v_filing), false);
end;
$$;

-- My approvals' renewal tab counts the renewals waiting for the partner company's decision: without an index of
-- those alone, the count intersected the company's pending approvals with every renewal approval there is.
create index if not exists project_filing_approvals_partner_pending_renewals_idx on app_public.project_filing_approvals
  (company_id, created_at desc, id desc)
  where source = 'PARTNER_COMPANY' and status = 'APPROVING' and renewal_id is not null;

--! split: 305-project-performance-search.sql
-- The words of performance numbers and customers' names, for their search (split 014).
create statistics if not exists app_public.company_performances_semantic_words
  on (regexp_split_to_array(lower(semantic_id), '[^[:alnum:]]+')) from app_public.company_performances;
create statistics if not exists app_public.company_performances_customer_words
  on (regexp_split_to_array(lower(customer_full_name), '[^[:alnum:]]+')) from app_public.company_performances;
analyze app_public.company_performances;
