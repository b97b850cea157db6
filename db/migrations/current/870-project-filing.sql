-- The back office's filing keyword (any part of the readable id, the name or the customer, ignoring case) as a
-- condition read from a view that runs as the table's owner: as a connection filter its ILIKE, which is not
-- leak-proof, ran after the row-level check on each of the 2,000,000 filings (8.9 s a page at the size target), while
-- the view's trigram indexes find the matches and the list reads them by id. The view holds the rows the caller
-- reads (the filings' own read rule), so it tells no one of a filing they may not see.
create index if not exists project_filings_semantic_trgm_idx on app_public.project_filings using gin (semantic_id gin_trgm_ops);

create or replace view app_hidden.project_filings_for_search as
  select f.id, f.semantic_id, f.name, f.customer_full_name
  from app_public.project_filings f
  where (select app_hidden.is_vendor_admin())
     or f.company_id = any ((select app_hidden.permitted_company_ids('ViewApprovalProcess'))::uuid[])
     or (f.company_id = any ((select app_hidden.permitted_company_ids('ViewProjectReport'))::uuid[])
         and (f.submitter_id = any ((select app_hidden.my_identity_ids())::uuid[])
              or f.principal_id = any ((select app_hidden.my_identity_ids())::uuid[])));
comment on view app_hidden.project_filings_for_search is
  'Filing ids, numbers, names and customers for narrowing lists by text, of the filings the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.project_filings_for_search from public;
grant select on app_hidden.project_filings_for_search to :DATABASE_VISITOR;

-- The words of filing numbers (PF-<year>-<n>: the prefix and the year are in most of them), so that the index is asked
-- for the rest of a number (app_hidden.search_pattern).
create statistics if not exists app_public.project_filings_semantic_words
  on (regexp_split_to_array(lower(semantic_id), '[^[:alnum:]]+')) from app_public.project_filings;
analyze app_public.project_filings;

-- The back office's "possible conflict" box as a condition (`possibleConflict`): as a connection filter it computed
-- the column for each filing (a function per row: ~85 s a page over 2,000,000 filings). A filing is in possible
-- conflict while a filing it conflicts with is under review or in effect; the matching filings come from the conflicts
-- (vendor admins only, as the column answers) through an owner's view, the other filing tested on the open filings'
-- index.
create index if not exists project_filings_open_idx on app_public.project_filings (id) where status in ('APPROVING', 'VALIDATING');

create or replace view app_hidden.project_filings_in_possible_conflict as
  select distinct c.filing_id as id
  from app_public.project_filing_conflicts c
  where (select app_hidden.is_vendor_admin())
    and exists (select 1 from app_public.project_filings o where o.id = c.other_filing_id and o.status in ('APPROVING', 'VALIDATING'));
comment on view app_hidden.project_filings_in_possible_conflict is
  'The filings in possible conflict (another filing they conflict with is under review or in effect), for vendor admins (as its owner, so the open filings'' index serves).';
revoke all on app_hidden.project_filings_in_possible_conflict from public;
grant select on app_hidden.project_filings_in_possible_conflict to :DATABASE_VISITOR;
