--! Previous: sha1:5188fc6affb8c13ad1d4297e462decb935f221cc
--! Hash: sha1:59b0dbc502b8ecc47c657801f601b3c8a6dd44f5

--! split: 1-current.sql
-- Enter migration here

--! split: 900-company-point.sql
-- The back office's point history searched by a company's name asks whether the entry's company is among the matched
-- companies' ids (`app_hidden.company_ids_with_name`, as the performance list does). The planner evaluates that array
-- when it plans the statement and estimates from each company's share of the ledger, so the company with the most
-- entries (tens of thousands) is read newest first from this index, its company tested on the index entries, and only
-- the page's rows are read from the table; a company with few entries is read by its company's index and sorted.
-- The index carries the company after the order's keys and replaces the same order without it.
create index if not exists company_points_created_id_company_idx on app_public.company_points (created_at desc, id, company_id);
drop index if exists app_public.company_points_created_id_idx;

--! split: 901-project-filing.sql
-- The back office's filing list pages newest first (ties by id ascending). Filtered by the estimated order date, its
-- matches sit far down that order: a filing is created one to three months before its order date, so the filings
-- ordered within the last month were created well before the newest ones, and the planner (which cannot know the two
-- dates go together) walks the newest-first index, reading every newer filing from the table to test its order date
-- (~450,000 rows, 1.4 s at 2,000,000 filings). This index carries the order date after the order's keys, so the walk
-- tests the date on the index entries and reads from the table only the filings it shows. It replaces the same order
-- without the date.
create index if not exists project_filings_created_order_date_idx on app_public.project_filings (created_at desc, id, estimated_order_date);
drop index if exists app_public.project_filings_created_idx;
