-- Notifications in the reader's language (issue 16): a message keeps a key of the portal's texts and the key's
-- parameters next to its English title and content. The portal renders the key in the site's language
-- (`notifications.message.<key>.title` / `.content`) and falls back to the stored English text when a message has
-- no key, or the portal has no text for it. Every call site of `app_private.notify_user` keeps writing its English
-- sentence (the fallback, and what the back office and e2e read); `app_private.user_message_key` recognises each
-- known sentence and gives its key and parameters, set on insert by a trigger and on the rows written before this
-- migration by the update at the end.

alter table app_public.user_messages add column if not exists message_key text;
alter table app_public.user_messages add column if not exists message_params jsonb not null default '{}'::jsonb;

comment on column app_public.user_messages.message_key is
  'The key of the message''s text in the portal''s texts (`notifications.message.<key>`); null: only the English title and content.';
comment on column app_public.user_messages.message_params is
  'The parameters of the message''s text (company, name, id, …), by name.';

create or replace function app_private.user_message_key(title text, content text, out key text, out params jsonb)
  language plpgsql immutable set search_path = pg_catalog
as $$
declare
  m text[];
  c text[];
begin
  params := '{}'::jsonb;
  if title ~ '^Your application to join (.+) was approved$' then
    m := regexp_match(title, '^Your application to join (.+) was approved$');
    key := 'joinApproved'; params := jsonb_build_object('company', m[1]);
  elsif title ~ '^Your application to join (.+) was not approved$' then
    m := regexp_match(title, '^Your application to join (.+) was not approved$');
    key := 'joinRejected'; params := jsonb_build_object('company', m[1], 'reason', coalesce((regexp_match(content, '^Reason: (.*)$'))[1], ''));
  elsif title ~ '^(.+) is waiting to join (.+)$' then
    m := regexp_match(title, '^(.+) is waiting to join (.+)$');
    key := 'joinWaiting'; params := jsonb_build_object('name', m[1], 'company', m[2]);
  elsif content ~ ' joined the company with your invitation link\.$' and title ~ '^(.+) joined (.+)$' then
    m := regexp_match(title, '^(.+) joined (.+)$');
    key := 'invitationUsed'; params := jsonb_build_object('name', m[1], 'company', m[2]);
  elsif title ~ '^You are no longer a member of (.+)$' then
    m := regexp_match(title, '^You are no longer a member of (.+)$');
    key := 'memberLeft'; params := jsonb_build_object('company', m[1]);
  elsif title ~ '^Your partner application for (.+) was approved$' then
    m := regexp_match(title, '^Your partner application for (.+) was approved$');
    key := 'partnerApproved'; params := jsonb_build_object('company', m[1]);
  elsif title ~ '^Your partner application for (.+) was not approved$' then
    m := regexp_match(title, '^Your partner application for (.+) was not approved$');
    key := 'partnerRejected';
    params := jsonb_build_object('company', m[1], 'reason', coalesce((regexp_match(content, '^Reason: (.*) You may apply again\.$'))[1], ''));
  elsif title ~ '^Partner application (\S+) of (.+) is waiting$' then
    m := regexp_match(title, '^Partner application (\S+) of (.+) is waiting$');
    key := 'partnerWaiting';
    params := jsonb_build_object('id', m[1], 'company', m[2], 'date', coalesce((regexp_match(content, 'submitted on (\S+) is waiting'))[1], ''));
  elsif title ~ '^Deal registration (\S+) is waiting for your approval$' then
    m := regexp_match(title, '^Deal registration (\S+) is waiting for your approval$');
    key := 'filingWaiting';
    c := regexp_match(content, '^"(.*)" for (.*) was submitted and waits for your review\.$');
    params := jsonb_build_object('id', m[1], 'name', coalesce(c[1], ''), 'customer', coalesce(c[2], ''));
  elsif title ~ '^A renewal of deal registration (\S+) is waiting for your approval$' then
    m := regexp_match(title, '^A renewal of deal registration (\S+) is waiting for your approval$');
    key := 'filingRenewalWaiting';
    c := regexp_match(content, '^A renewal of "(.*)" for (.*) waits for your review\.$');
    params := jsonb_build_object('id', m[1], 'name', coalesce(c[1], ''), 'customer', coalesce(c[2], ''));
  elsif title ~ '^Deal registration (\S+) was submitted$' then
    m := regexp_match(title, '^Deal registration (\S+) was submitted$');
    key := 'filingSubmitted';
    params := jsonb_build_object('id', m[1], 'name', coalesce((regexp_match(content, '^"(.*)" waits for'))[1], ''));
  elsif title ~ '^Deal registration (\S+) was cancelled$' then
    m := regexp_match(title, '^Deal registration (\S+) was cancelled$');
    key := 'filingCancelled'; params := jsonb_build_object('id', m[1], 'reason', coalesce((regexp_match(content, '^Reason: (.*)$'))[1], ''));
  elsif title ~ '^Deal registration (\S+) was cancelled by the vendor$' then
    m := regexp_match(title, '^Deal registration (\S+) was cancelled by the vendor$');
    key := 'filingCancelledByVendor'; params := jsonb_build_object('id', m[1], 'reason', coalesce((regexp_match(content, '^Reason: (.*)$'))[1], ''));
  elsif title ~ '^Deal registration (\S+) was signed$' then
    m := regexp_match(title, '^Deal registration (\S+) was signed$');
    key := 'filingSigned';
    c := regexp_match(content, '^"(.*)" was signed on (\S+)\.$');
    params := jsonb_build_object('id', m[1], 'name', coalesce(c[1], ''), 'date', coalesce(c[2], ''));
  elsif title ~ '^Deal registration (\S+) has expired$' then
    m := regexp_match(title, '^Deal registration (\S+) has expired$');
    key := 'filingExpired'; params := jsonb_build_object('id', m[1]);
  elsif title ~ '^(Deal registration|The renewal of deal registration) (\S+) was rejected$' then
    m := regexp_match(title, '^(Deal registration|The renewal of deal registration) (\S+) was rejected$');
    key := case when m[1] = 'Deal registration' then 'filingRejected' else 'filingRenewalRejected' end;
    params := jsonb_build_object('id', m[2], 'comment', coalesce((regexp_match(content, '^Comment: (.*)$'))[1], ''));
  elsif title ~ '^(Deal registration|The renewal of deal registration) (\S+) was approved by your partner administrator$' then
    m := regexp_match(title, '^(Deal registration|The renewal of deal registration) (\S+) was approved by your partner administrator$');
    key := case when m[1] = 'Deal registration' then 'filingPartnerApproved' else 'filingRenewalPartnerApproved' end;
    params := jsonb_build_object('id', m[2]);
  elsif title ~ '^(Deal registration|The renewal of deal registration) (\S+) was approved by the vendor$' then
    m := regexp_match(title, '^(Deal registration|The renewal of deal registration) (\S+) was approved by the vendor$');
    key := case when m[1] = 'Deal registration' then 'filingVendorApproved' else 'filingRenewalVendorApproved' end;
    c := regexp_match(content, '^"(.*)" is (?:now )?protected until (\S+)\.$');
    params := jsonb_build_object('id', m[2], 'name', coalesce(c[1], ''), 'until', coalesce(c[2], ''));
  elsif title ~ '^Deal registration (\S+) expires in (\d+) days$' then
    m := regexp_match(title, '^Deal registration (\S+) expires in (\d+) days$');
    key := 'filingExpiresSoon';
    params := jsonb_build_object('id', m[1], 'days', m[2], 'until', coalesce((regexp_match(content, ' is protected until (\S+)\. '))[1], ''));
  elsif title ~ '^Warning: deal registration (\S+) has had no progress for (\d+) days$' then
    m := regexp_match(title, '^Warning: deal registration (\S+) has had no progress for (\d+) days$');
    key := 'filingProgressWarning'; params := jsonb_build_object('id', m[1], 'days', m[2]);
  elsif title ~ '^Deal registration (\S+): no progress for (\d+) days$' then
    m := regexp_match(title, '^Deal registration (\S+): no progress for (\d+) days$');
    key := 'filingNoProgress'; params := jsonb_build_object('id', m[1], 'days', m[2]);
  elsif title ~ '^(Market|Product) points expire soon$' then
    m := regexp_match(title, '^(Market|Product) points expire soon$');
    key := case m[1] when 'Market' then 'marketPointsExpiring' else 'productPointsExpiring' end;
    c := regexp_match(content, '^(\S+) (?:market|product) points of your company expire after (\S+)\.$');
    params := jsonb_build_object('points', coalesce(c[1], ''), 'date', coalesce(c[2], ''));
  end if;
end;
$$;

create or replace function app_private.tg_user_messages_key() returns trigger
  language plpgsql set search_path = pg_catalog
as $$
begin
  if new.message_key is null then
    select k.key, k.params into new.message_key, new.message_params
    from app_private.user_message_key(new.title, new.content) k;
    new.message_params := coalesce(new.message_params, '{}'::jsonb);
  end if;
  return new;
end;
$$;

drop trigger if exists _100_key on app_public.user_messages;
create trigger _100_key before insert on app_public.user_messages
  for each row execute procedure app_private.tg_user_messages_key();

-- The rows written before: a key where the English sentence is a known one, the text alone otherwise.
create or replace function app_private.key_user_messages() returns integer
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_count int;
begin
  update app_public.user_messages u set message_key = (r.k).key, message_params = (r.k).params
  from (select m.id, app_private.user_message_key(m.title, m.content) k from app_public.user_messages m where m.message_key is null) r
  where u.id = r.id and (r.k).key is not null;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

select app_private.key_user_messages();
