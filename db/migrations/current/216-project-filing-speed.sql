-- Deal registration at 2,000,000 filings (npm run bench): indexes shaped after the queries the workbench and the
-- back office send, as row-level security runs them.
--
-- Two facts of row-level security decide their shape. A condition of the caller's own (a tab's status, a search)
-- may be used inside an index scan only when its operator is leakproof; comparing enum values (status, source) is
-- not, so `status = 'VALIDATING'` is never an index condition under row-level security: it is checked on each row the
-- scan returns. And every visibility rule of a filing reads company_id, submitter_id and principal_id. So:
-- - an index that carries the status and those three columns answers a count ("totalCount" of a tab) from the index
--   alone, without visiting each counted row of the table;
-- - a partial index per status (its predicate is proved from the query's condition, which needs no leakproof
--   operator) gives the back office's status tabs their rows in order without reading the other statuses.
-- All indexes are re-created with the tables whenever the filing tables are.

-- A company's filings newest first (the workbench's tabs and their counts: the status is read from the index).
drop index if exists app_public.project_filings_company_created_idx;
create index if not exists project_filings_company_list_idx on app_public.project_filings
  (company_id, created_at desc, id desc) include (status, submitter_id, principal_id);

-- The back office's status tabs newest first, and their counts: one partial index per status.
drop index if exists app_public.project_filings_status_created_idx;
create index if not exists project_filings_approving_list_idx on app_public.project_filings
  (created_at desc, id) include (company_id, submitter_id, principal_id) where status = 'APPROVING';
create index if not exists project_filings_validating_list_idx on app_public.project_filings
  (created_at desc, id) include (company_id, submitter_id, principal_id) where status = 'VALIDATING';
create index if not exists project_filings_have_signed_list_idx on app_public.project_filings
  (created_at desc, id) include (company_id, submitter_id, principal_id) where status = 'HAVE_SIGNED';
create index if not exists project_filings_expired_list_idx on app_public.project_filings
  (created_at desc, id) include (company_id, submitter_id, principal_id) where status = 'EXPIRED';
create index if not exists project_filings_rejected_list_idx on app_public.project_filings
  (created_at desc, id) include (company_id, submitter_id, principal_id) where status = 'REJECTED';
create index if not exists project_filings_canceled_list_idx on app_public.project_filings
  (created_at desc, id) include (company_id, submitter_id, principal_id) where status = 'CANCELED';

-- The win rate: a company's filings signed or expired since a moment, by status, from the index alone.
drop index if exists app_public.project_filings_closed_idx;
create index if not exists project_filings_closed_status_idx on app_public.project_filings
  (company_id, closed_at) include (status) where status in ('HAVE_SIGNED', 'EXPIRED');

-- "My approvals": the company's partner-side steps still waiting, newest first, with what tells a filing's step from
-- a renewal's.
create index if not exists project_filing_approvals_partner_pending_idx on app_public.project_filing_approvals
  (company_id, created_at desc, id desc) include (renewal_id, filing_id) where status = 'APPROVING' and source = 'PARTNER_COMPANY';
