-- Companies at the size target (50,000 companies, 300,000 users): what the back office's company list and the
-- company search for joining need to answer a page without touching every row.

------------------------------------------------------------------------------------------------------------------------
-- How many members a company has JOINED, kept on the company row. As a per-row function it ran for every row a page
-- reads, including the rows an OFFSET skips (1,050 calls for page 21 of 50); as a column it is read for free.
drop function if exists app_public.companies_joined_user_count(app_public.companies);
alter table app_public.companies add column if not exists joined_user_count int not null default 0;
comment on column app_public.companies.joined_user_count is
  E'@behavior -insert -update\nMembers who have joined the company; maintained by a trigger on users.';

-- Changes to the counter alone are bookkeeping, not an edit of the company: updated_at keeps its meaning.
drop trigger if exists _100_timestamps on app_public.companies;
create trigger _100_timestamps before update on app_public.companies
  for each row when (old.joined_user_count is not distinct from new.joined_user_count)
  execute procedure app_private.tg_set_updated_at();

-- Each identity that becomes JOINED in a company adds one to it; each that stops being JOINED there (leaves, moves,
-- is deleted) takes one away.
create or replace function app_private.tg_users_joined_user_count() returns trigger
language plpgsql security definer
set search_path = pg_catalog
as $$
declare
  v_was uuid := case when tg_op <> 'INSERT' and old.status = 'JOINED' then old.company_id end;
  v_is uuid := case when tg_op <> 'DELETE' and new.status = 'JOINED' then new.company_id end;
begin
  if v_was is not distinct from v_is then
    return null;
  end if;
  if v_was is not null then
    update app_public.companies set joined_user_count = joined_user_count - 1 where id = v_was;
  end if;
  if v_is is not null then
    update app_public.companies set joined_user_count = joined_user_count + 1 where id = v_is;
  end if;
  return null;
end;
$$;
drop trigger if exists _500_joined_user_count on app_public.users;
create trigger _500_joined_user_count after insert or delete or update of company_id, status on app_public.users
  for each row execute procedure app_private.tg_users_joined_user_count();

-- The count as it stands (re-running this file recounts; only differing rows are written).
update app_public.companies c set joined_user_count = j.n
from (
  select c2.id, count(u.id)::int as n
  from app_public.companies c2
  left join app_public.users u on u.company_id = c2.id and u.status = 'JOINED'
  group by c2.id
) j
where j.id = c.id and c.joined_user_count <> j.n;

------------------------------------------------------------------------------------------------------------------------
-- Orders of the back office's lists, each with the primary key as its tie-breaker (as the list asks for it), so a
-- page is read from an index in order instead of sorting the table.
create index if not exists companies_name_id_idx on app_public.companies (name, id);
create index if not exists companies_created_at_desc_id_idx on app_public.companies (created_at desc, id);
create index if not exists users_created_at_desc_id_idx on app_public.users (created_at desc, id);
create index if not exists company_join_applications_created_at_desc_id_idx
  on app_public.company_join_applications (created_at desc, id);

-- Counting the back office's company users (every company identity, 300,000 at the size target) reads this index
-- alone: it holds what the count's row-level security filter looks at.
create index if not exists users_company_identity_idx on app_public.users (company_id) include (root_user_id)
  where company_id is not null;

-- The same policy as before, with the signed-in person's id taken once per statement (an init plan) instead of once
-- per row: counting every company identity evaluated it 300,000 times.
drop policy if exists select_visible on app_public.users;
create policy select_visible on app_public.users for select to :DATABASE_VISITOR
  using (root_user_id = (select app_hidden.current_root_user_id())
         or (select app_hidden.is_vendor_admin())
         or company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyAllUser'))::uuid[]));
