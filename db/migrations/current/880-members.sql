-- The back office's company users searched by name or e-mail (any part, ignoring case) as a condition read from a view
-- that runs as the table's owner: as a connection filter its ILIKE, which is not leak-proof, ran after the row-level
-- check on each of the 300,000 company identities (270 ms a page at the size target), while the view's trigram indexes
-- find the matches and the list reads them by id. The view holds the identities the caller reads (the users' own read
-- rule).
create or replace view app_hidden.users_for_search as
  select u.id, u.name, u.email, u.root_user_id, u.company_id
  from app_public.users u
  where (select app_hidden.is_vendor_admin())
     or u.root_user_id = (select app_hidden.current_root_user_id())
     or u.company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyAllUser'))::uuid[]);
comment on view app_hidden.users_for_search is
  'Identity ids, names and e-mail addresses for narrowing lists by text, of the identities the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.users_for_search from public;
grant select on app_hidden.users_for_search to :DATABASE_VISITOR;

-- People by the name lists show for them (their own identity's name, else their username; person_display_name), any
-- part of it, ignoring case: the lists of certifications and exams search their applicant by it. Read through owner's
-- views (each with its table's read rule) so that the trigram indexes find them.
create index if not exists root_users_username_trgm_idx on app_public.root_users using gin (username gin_trgm_ops);

create or replace view app_hidden.root_users_for_search as
  select r.id, r.username
  from app_public.root_users r
  where r.id = (select app_hidden.current_root_user_id()) or (select app_hidden.is_vendor_admin());
comment on view app_hidden.root_users_for_search is
  'Person ids and usernames for narrowing lists by text, of the people the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.root_users_for_search from public;
grant select on app_hidden.root_users_for_search to :DATABASE_VISITOR;

-- (plain SQL without settings, so that the planner inlines it into the statement that asks)
create or replace function app_hidden.people_with_display_name(term text)
  returns table (id uuid)
  language sql
  stable
as $$
  select v.root_user_id from app_hidden.users_for_search v
  where nullif(btrim(term), '') is not null and v.company_id is null and v.name <> ''
    and v.name ilike app_hidden.contains_pattern(term)
  union
  select r.id from app_hidden.root_users_for_search r
  where nullif(btrim(term), '') is not null and r.username ilike app_hidden.contains_pattern(term)
    and not exists (select 1 from app_hidden.users_for_search v where v.root_user_id = r.id and v.company_id is null and v.name <> '')
$$;
comment on function app_hidden.people_with_display_name(text) is
  'The people whose display name (their own identity''s name, else their username) contains the text, ignoring case.';
grant execute on function app_hidden.people_with_display_name(text) to :DATABASE_VISITOR;

-- The company users who left (the list's status filter, newest first): the status, an enum, is no index condition
-- under row-level security (its comparison is not leak-proof), so the filter read every identity to find the few that
-- left (~80 ms of SQL at 300,000); a partial index's predicate is proved from the filter instead, and carries what the
-- read rule tests. (Joined identities are most of them: their page and capped count stop early on the newest-first
-- index.)
create index if not exists users_exited_list_idx on app_public.users (created_at desc, id) include (root_user_id, company_id)
  where status = 'EXITED';
