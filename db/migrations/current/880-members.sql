-- The back office's company users searched by name or e-mail (any part, ignoring case) as a condition read from a view
-- that runs as the table's owner: as a connection filter its ILIKE, which is not leak-proof, ran after the row-level
-- check on each of the 300,000 company identities (270 ms a page at the size target), while the view's trigram indexes
-- find the matches and the list reads them by id. The view holds the identities the caller reads (the users' own read
-- rule).
create or replace view app_hidden.users_for_search as
  select u.id, u.name, u.email
  from app_public.users u
  where (select app_hidden.is_vendor_admin())
     or u.root_user_id = (select app_hidden.current_root_user_id())
     or u.company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyAllUser'))::uuid[]);
comment on view app_hidden.users_for_search is
  'Identity ids, names and e-mail addresses for narrowing lists by text, of the identities the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.users_for_search from public;
grant select on app_hidden.users_for_search to :DATABASE_VISITOR;
