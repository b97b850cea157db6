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
-- conflict while a filing it conflicts with is under review or in effect. Those pairs are kept
-- (app_private.project_filing_open_conflicts) as conflicts are recorded and removed and as filings open and close, and
-- the condition reads them (vendor admins only, as the column answers) through an owner's view.
drop view if exists app_hidden.project_filings_in_possible_conflict;
drop index if exists app_public.project_filings_open_idx;

create table if not exists app_private.project_filing_open_conflicts (
  filing_id uuid not null,
  other_filing_id uuid not null,
  primary key (filing_id, other_filing_id)
);
alter table app_private.project_filing_open_conflicts enable row level security;
create index if not exists project_filing_open_conflicts_other_idx on app_private.project_filing_open_conflicts (other_filing_id);

create or replace function app_private.tg_project_filing_conflicts_open()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if tg_op = 'DELETE' then
    delete from app_private.project_filing_open_conflicts k
    where k.filing_id = old.filing_id and k.other_filing_id = old.other_filing_id;
    return null;
  end if;
  -- the other filing's status is read under a share lock: a status change of it waits for this transaction (or this
  -- one for it), and the change's own trigger then sees this pair
  perform 1 from app_public.project_filings o where o.id = new.other_filing_id and o.status in ('APPROVING', 'VALIDATING') for share;
  if found then
    insert into app_private.project_filing_open_conflicts (filing_id, other_filing_id) values (new.filing_id, new.other_filing_id)
    on conflict do nothing;
  end if;
  return null;
end;
$$;

create or replace function app_private.tg_project_filings_open_conflicts()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog
as $$
begin
  if new.status in ('APPROVING', 'VALIDATING') then
    insert into app_private.project_filing_open_conflicts (filing_id, other_filing_id)
    select c.filing_id, c.other_filing_id from app_public.project_filing_conflicts c where c.other_filing_id = new.id
    on conflict do nothing;
  else
    delete from app_private.project_filing_open_conflicts k where k.other_filing_id = new.id;
  end if;
  return null;
end;
$$;

drop trigger if exists _600_open_conflicts on app_public.project_filing_conflicts;
create trigger _600_open_conflicts after insert or delete on app_public.project_filing_conflicts
  for each row execute function app_private.tg_project_filing_conflicts_open();
drop trigger if exists _600_open_conflicts on app_public.project_filings;
create trigger _600_open_conflicts after update of status on app_public.project_filings
  for each row when ((old.status in ('APPROVING', 'VALIDATING')) is distinct from (new.status in ('APPROVING', 'VALIDATING')))
  execute function app_private.tg_project_filings_open_conflicts();

-- the pairs as the conflicts and filings are now (idempotent)
delete from app_private.project_filing_open_conflicts;
insert into app_private.project_filing_open_conflicts (filing_id, other_filing_id)
select c.filing_id, c.other_filing_id
from app_public.project_filing_conflicts c join app_public.project_filings o on o.id = c.other_filing_id
where o.status in ('APPROVING', 'VALIDATING');

create or replace view app_hidden.project_filings_in_possible_conflict as
  select k.filing_id as id
  from app_private.project_filing_open_conflicts k
  where (select app_hidden.is_vendor_admin());
comment on view app_hidden.project_filings_in_possible_conflict is
  'The filings in possible conflict (another filing they conflict with is under review or in effect), a row per such other filing, for vendor admins.';
revoke all on app_hidden.project_filings_in_possible_conflict from public;
grant select on app_hidden.project_filings_in_possible_conflict to :DATABASE_VISITOR;

-- The back office's amount range (from, to) compares whole cents, a bigint: under row-level security a numeric
-- comparison is not leak-proof, so it was no index condition and the planner, unable to estimate it, read every filing
-- and sorted them (~4 s a page at 2,000,000); a bigint's comparison is leak-proof, estimated from the column's
-- statistics and served by its index. The amount keeps its numeric column; the cents follow it.
alter table app_public.project_filings add column if not exists estimated_order_budget_cents bigint
  generated always as ((round(estimated_order_budget * 100))::bigint) stored;
create index if not exists project_filings_budget_cents_idx on app_public.project_filings (estimated_order_budget_cents);
comment on column app_public.project_filings.estimated_order_budget_cents is
  E'@behavior -select -orderBy +filterBy\nThe estimated order budget in cents, for filtering by a range.';
analyze app_public.project_filings;
