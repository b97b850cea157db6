-- Live notifications: each new message is announced at once on its recipient's own channel
-- (`user_message_channel_prefix()` || root user id). The announcement carries only the message id and kind; a
-- listener reads the message itself under its own row-level security, so a channel never reveals another person's
-- message. The bell's polling stays as the fallback.
create or replace function app_private.tg_user_messages_announce() returns trigger
language plpgsql
set search_path = pg_catalog
as $$
begin
  perform pg_notify(
    app_hidden.user_message_channel_prefix() || new.root_user_id::text,
    json_build_object('event', 'created', 'id', new.id)::text
  );
  return null;
end;
$$;

drop trigger if exists _900_announce on app_public.user_messages;
create trigger _900_announce
  after insert on app_public.user_messages
  for each row execute function app_private.tg_user_messages_announce();
