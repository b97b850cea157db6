-- The back office's performance list searched by company name: 50 records a page, newest first. Asked as "the
-- record's company is among the companies whose name matches" (a join), the planner could not know how many records
-- the matched companies hold (it assumes the average, ~40), so it read every record of the matched companies and
-- sorted them to keep 50: for the largest company 8,943 records from as many heap pages.
--
-- The list now asks whether the record's company is in the array of the matched companies' ids. The function that
-- makes the array is evaluated when the statement is planned (for the estimate: the planner reads each company's
-- share of the records from the column's statistics) and once when it runs (as an index condition). The newest-first
-- index carries the company as its last key, so for a company with many records the page walks that index in order,
-- tests the company on the index entries and reads only the 50 rows it shows; for a company with few records the
-- planner reads them by the company's index and sorts them.

-- The ids of the companies whose name contains the term, ignoring case, among those the caller reads (the view's
-- own filter): empty for a blank term.
create or replace function app_hidden.company_ids_with_name(term text) returns uuid[]
language sql stable
as $$
  select coalesce(array_agg(v.id), '{}') from app_hidden.company_names_for_search v
  where nullif(btrim(term), '') is not null and v.name ilike app_hidden.contains_pattern(term)
$$;
grant execute on function app_hidden.company_ids_with_name(text) to :DATABASE_VISITOR;

-- The records newest first, with the company on each entry (it replaces the same order without it).
create index if not exists company_performances_created_company_idx
  on app_public.company_performances (created_at desc, id, company_id);
drop index if exists app_public.company_performances_created_idx;
