--! Previous: sha1:5d393adb2d04b5a5316b4c53802deed75f53b72a
--! Hash: sha1:df8a8e6f9ac6c0f509e1ca151587c0763e9837be

--! split: 030-join-company.sql
-- The narrow copy of company names that search reads: row-level security on, like every table (no policies: only
-- its owner, through the search function and the copying trigger, both security definer, reads and writes it).
alter table app_private.company_names enable row level security;
