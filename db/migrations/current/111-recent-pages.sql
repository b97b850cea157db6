-- Recent visited pages: each person's visited workbench pages, one record per address, by their last visit.
-- Recording a visit again moves the page to the front (no duplicates); only the last app_hidden.recent_pages_kept()
-- are kept, and the list shows the last app_hidden.recent_pages_shown(). Only the person sees their own.

drop function if exists app_public.record_recent_page(text, text);
drop function if exists app_public.recent_pages();
drop table if exists app_public.recent_visited_pages cascade;

create table app_public.recent_visited_pages (
  id uuid primary key default gen_random_uuid(),
  root_user_id uuid not null references app_public.root_users on delete cascade,
  url text not null check (char_length(url) <= app_hidden.recent_page_url_max() and url ~ app_hidden.recent_page_url_pattern()),
  title text not null check (char_length(title) between 1 and app_hidden.recent_page_title_max()),
  visited_at timestamptz not null default now(),
  constraint recent_visited_pages_url_key unique (root_user_id, url)
);
comment on table app_public.recent_visited_pages is 'A page the signed-in person visited (its address and title) and when they last did.';
comment on column app_public.recent_visited_pages.root_user_id is '@behavior -select -filterBy -orderBy';
comment on constraint recent_visited_pages_url_key on app_public.recent_visited_pages is '@behavior -single';
create index recent_visited_pages_latest_idx on app_public.recent_visited_pages (root_user_id, visited_at desc);

alter table app_public.recent_visited_pages enable row level security;
create policy select_own on app_public.recent_visited_pages for select to :DATABASE_VISITOR
  using (root_user_id = app_hidden.current_root_user_id());
grant select on app_public.recent_visited_pages to :DATABASE_VISITOR;

-- Records a visit: the page's record is created or moved to the front with its latest title, then records beyond the
-- kept number are forgotten, oldest first.
create function app_public.record_recent_page(url text, title text) returns app_public.recent_visited_pages
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_title text := btrim(coalesce(record_recent_page.title, ''));
  v_row app_public.recent_visited_pages;
begin
  if record_recent_page.url is null or char_length(record_recent_page.url) > app_hidden.recent_page_url_max()
     or record_recent_page.url !~ app_hidden.recent_page_url_pattern() then
    perform app_hidden.raise_error('RECENT_PAGE_URL_INVALID');
  end if;
  if v_title = '' or char_length(v_title) > app_hidden.recent_page_title_max() then
    perform app_hidden.raise_error('RECENT_PAGE_TITLE_INVALID', jsonb_build_object('max', app_hidden.recent_page_title_max()));
  end if;
  insert into app_public.recent_visited_pages as p (root_user_id, url, title, visited_at)
  values (v_me, record_recent_page.url, v_title, clock_timestamp())
  on conflict on constraint recent_visited_pages_url_key do update set title = excluded.title, visited_at = excluded.visited_at
  returning * into v_row;
  delete from app_public.recent_visited_pages p
  where p.root_user_id = v_me
    and p.id not in (select k.id from app_public.recent_visited_pages k where k.root_user_id = v_me
                     order by k.visited_at desc, k.id desc limit app_hidden.recent_pages_kept());
  return v_row;
end;
$$;

-- The person's last visited pages, most recent first.
create function app_public.recent_pages() returns setof app_public.recent_visited_pages
language sql stable
as $$
  select p.* from app_public.recent_visited_pages p
  where p.root_user_id = app_hidden.current_root_user_id()
  order by p.visited_at desc, p.id desc
  limit app_hidden.recent_pages_shown()
$$;
comment on function app_public.recent_pages() is 'The signed-in person''s last visited pages (at most ten), most recent first.';

grant execute on function app_public.record_recent_page(text, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;
grant execute on function app_public.recent_pages() to :DATABASE_VISITOR;
