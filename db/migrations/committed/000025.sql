--! Previous: sha1:5188fc6affb8c13ad1d4297e462decb935f221cc
--! Hash: sha1:67ecdca50e014b068c0775a04a488bed0caa11e2

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
