-- Recent pages in the reader's language (issue 16): a visit keeps the key of its page's title in the portal's texts
-- (`title_key`, the route's `titleKey`), and the overview shows the title from the texts in the site's language; the
-- stored title (the text shown at the visit) stands in when a row has no key or the texts lack it.

alter table app_public.recent_visited_pages add column if not exists title_key text;
alter table app_public.recent_visited_pages drop constraint if exists recent_visited_pages_title_key_check;
alter table app_public.recent_visited_pages add constraint recent_visited_pages_title_key_check
  check (title_key is null or (char_length(title_key) <= 100 and title_key ~ '^[a-z][A-Za-z0-9.-]*$'));

comment on column app_public.recent_visited_pages.title_key is
  'The key of the page''s title in the portal''s texts; null: only the title stored at the visit.';

drop function if exists app_public.record_recent_page(text, text);
create or replace function app_public.record_recent_page(url text, title text, title_key text default null)
  returns app_public.recent_visited_pages
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_title text := btrim(coalesce(record_recent_page.title, ''));
  v_key text := nullif(btrim(coalesce(record_recent_page.title_key, '')), '');
  v_row app_public.recent_visited_pages;
begin
  if record_recent_page.url is null or char_length(record_recent_page.url) > app_hidden.recent_page_url_max()
     or record_recent_page.url !~ app_hidden.recent_page_url_pattern() then
    perform app_hidden.raise_error('RECENT_PAGE_URL_INVALID');
  end if;
  if v_title = '' or char_length(v_title) > app_hidden.recent_page_title_max()
     or (v_key is not null and (char_length(v_key) > 100 or v_key !~ '^[a-z][A-Za-z0-9.-]*$')) then
    perform app_hidden.raise_error('RECENT_PAGE_TITLE_INVALID', jsonb_build_object('max', app_hidden.recent_page_title_max()));
  end if;
  insert into app_public.recent_visited_pages as p (root_user_id, url, title, title_key, visited_at)
  values (v_me, record_recent_page.url, v_title, v_key, clock_timestamp())
  on conflict on constraint recent_visited_pages_url_key
    do update set title = excluded.title, title_key = excluded.title_key, visited_at = excluded.visited_at
  returning * into v_row;
  delete from app_public.recent_visited_pages p
  where p.root_user_id = v_me
    and p.id not in (select k.id from app_public.recent_visited_pages k where k.root_user_id = v_me
                     order by k.visited_at desc, k.id desc limit app_hidden.recent_pages_kept());
  return v_row;
end;
$$;
grant execute on function app_public.record_recent_page(text, text, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- The visits recorded before: the key of a title that is the English title of a known page (the portal's en-US
-- texts of the routes' `titleKey`s), the title alone otherwise.
create or replace function app_private.key_recent_pages() returns integer
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_count int;
begin
  update app_public.recent_visited_pages p set title_key = t.key
  from (values
    ('My approvals', 'approvals.title'), ('Company info', 'company-info.title'), ('Company points', 'company-points.title'),
    ('Delivery addresses', 'delivery-addresses.title'), ('Join a company', 'invitations.title'), ('Members', 'members.title'),
    ('My company', 'profile.myCompany'), ('Deal registration detail', 'project-filing.detail.title'),
    ('Deal registration', 'project-filing.title'), ('Project amount', 'project-performance.title'),
    ('Become a partner', 'partner-applications.pageTitle')
  ) as t(title, key)
  where p.title_key is null and p.title = t.title;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

select app_private.key_recent_pages();
