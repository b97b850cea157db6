--! Previous: sha1:e5a8a9695b5c8010f2da41ddbcc5d58297523f66
--! Hash: sha1:78c4b70ac7de33d42ab2215b7f828cc7059959b5

--! split: 220-project-filing.sql
-- My approvals lists a company's partner steps, newest first, for filings or for renewals: through the approvals
-- connection, so each row's filing is joined in the same statement. The pending view reads
-- project_filing_approvals_company_idx (company, source, status, created_at); these serve the "all" view of a
-- company with thousands of filings without sorting them all.
create index if not exists project_filing_approvals_partner_filings_idx on app_public.project_filing_approvals
  (company_id, created_at desc, id desc) where source = 'PARTNER_COMPANY' and renewal_id is null;
create index if not exists project_filing_approvals_partner_renewals_idx on app_public.project_filing_approvals
  (company_id, created_at desc, id desc) where source = 'PARTNER_COMPANY' and renewal_id is not null;
