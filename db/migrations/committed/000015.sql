--! Previous: sha1:17a7ee2508eed8ce6df0f963245824712febdf6f
--! Hash: sha1:2afb0d618cc0410b101e8a04ed3af2f1f9f4c06f

--! split: 540-company-certification.sql
-- The back office's company certification list, newest first, by its status filter. Under row-level security the
-- list's `status = …` is no index condition (an enum comparison is not leakproof), so the index on (status,
-- created_at) was never used: each page sorted every certification of the status and the count read them from the
-- table (235 ms for the 35,000 in effect of 50,000). One partial index per label of the status filter, in the list's
-- order (a partial index's predicate is proved from the query's own condition), walks a page in order and counts
-- from the index alone: it carries company_id, the column the row-level policy reads. The unfiltered list gets its
-- own index in the same order.
drop index if exists app_public.company_certifications_status_idx;
create index if not exists company_certifications_list_idx on app_public.company_certifications (created_at desc, id) include (company_id);
create index if not exists company_certifications_reviewing_list_idx on app_public.company_certifications (created_at desc, id) include (company_id)
  where status = 'WAITING_APPROVAL';
create index if not exists company_certifications_in_effect_list_idx on app_public.company_certifications (created_at desc, id) include (company_id)
  where status = 'VALIDATING';
create index if not exists company_certifications_expired_list_idx on app_public.company_certifications (created_at desc, id) include (company_id)
  where status = 'EXPIRED';
create index if not exists company_certifications_rejected_list_idx on app_public.company_certifications (created_at desc, id) include (company_id)
  where status = 'REJECTED';
create index if not exists company_certifications_replaced_list_idx on app_public.company_certifications (created_at desc, id) include (company_id)
  where status in ('CANCELED', 'COMMITTED');
-- The status filter no longer rests on an index whose first column is the status: it is allowed by name.
comment on column app_public.company_certifications.status is E'@behavior +filterBy\nWhere the application stands: under review, in effect, expired, rejected, or replaced by a newer certification (cancelled; committed is kept for the product''s data and nothing leads to it).';

--! split: 550-personal-certification.sql
-- The back office's personal certification list, newest first, by status. Under row-level security the list's
-- `status = …` is no index condition (an enum comparison is not leakproof), so the index on (status, created_at) was
-- never used: a page of the 180,000 issued certifications (of 300,000) sorted them all and the count read them from
-- the table (800 ms). One partial index per status, in the list's order (a partial index's predicate is proved from
-- the query's own condition), walks a page in order and counts from the index alone: it carries applicant_id and
-- company_id, the columns the row-level policies read. The unfiltered list gets its own index in the same order.
drop index if exists app_public.personal_certifications_status_idx;
create index if not exists personal_certifications_list_idx on app_public.personal_certifications (created_at desc, id) include (applicant_id, company_id);
create index if not exists personal_certifications_committed_list_idx on app_public.personal_certifications (created_at desc, id)
  include (applicant_id, company_id) where status = 'COMMITTED';
create index if not exists personal_certifications_waiting_list_idx on app_public.personal_certifications (created_at desc, id)
  include (applicant_id, company_id) where status = 'WAITING_APPROVAL';
create index if not exists personal_certifications_issued_list_idx on app_public.personal_certifications (created_at desc, id)
  include (applicant_id, company_id) where status = 'VALIDATING';
create index if not exists personal_certifications_rejected_list_idx on app_public.personal_certifications (created_at desc, id)
  include (applicant_id, company_id) where status = 'REJECTED';
create index if not exists personal_certifications_canceled_list_idx on app_public.personal_certifications (created_at desc, id)
  include (applicant_id, company_id) where status = 'CANCELED';
create index if not exists personal_certifications_expired_list_idx on app_public.personal_certifications (created_at desc, id)
  include (applicant_id, company_id) where status = 'EXPIRED';
-- The status filter no longer rests on an index whose first column is the status: it is allowed by name.
comment on column app_public.personal_certifications.status is E'@behavior +filterBy\nWhere the application stands: waiting for review, approved (exams), issued, rejected, cancelled or expired.';

-- The back office names who reviewed an application and who applied on someone's behalf as it names the applicant
-- (the person's display name), not by their account's e-mail.
create or replace function app_public.personal_certifications_approver_name(c app_public.personal_certifications) returns text
  language sql stable security definer set search_path = pg_catalog
as $$ select app_private.person_display_name(c.approver_id) $$;
create or replace function app_public.personal_certifications_created_by_name(c app_public.personal_certifications) returns text
  language sql stable security definer set search_path = pg_catalog
as $$ select app_private.person_display_name(c.created_by) $$;
grant execute on function app_public.personal_certifications_approver_name(app_public.personal_certifications) to pp_user;
grant execute on function app_public.personal_certifications_created_by_name(app_public.personal_certifications) to pp_user;
