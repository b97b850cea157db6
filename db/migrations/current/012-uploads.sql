-- Uploads: one row per uploaded file, its status machine, the accepted types per use and the size limit.
-- The bytes live in S3-compatible storage; the API presigns the browser's requests after these functions said yes,
-- and reads the stored object back before a file becomes SUCCESS.

drop function if exists app_public.set_my_avatar(uuid);
drop function if exists app_hidden.begin_upload(text, text, bigint, text, uuid);
drop function if exists app_hidden.upload_to_confirm(uuid);
drop function if exists app_hidden.finish_upload(uuid, bigint, text);
drop function if exists app_hidden.cancel_upload(uuid);
drop function if exists app_hidden.file_for_url(uuid, boolean);
drop function if exists app_private.abandoned_uploads(int, int);
drop function if exists app_private.expire_uploads(uuid[]);
drop table if exists app_public.uploaded_files cascade;
drop table if exists app_private.upload_use_extensions;
drop table if exists app_private.upload_file_kinds;
drop type if exists app_public.upload_status;
drop type if exists app_public.upload_use;
delete from app_private.state_transitions where machine = 'uploaded_file';

-- The same values as domain/src/uploads (database tests compare them value by value); the 20M limit is
-- app_hidden.upload_max_bytes(), generated from domain.
create type app_public.upload_status as enum ('UPLOADING', 'SUCCESS', 'ERROR', 'CANCELLED');
create type app_public.upload_use as enum ('AVATAR', 'INTERNAL_FILE');

insert into app_private.state_transitions (machine, from_state, event, to_state) values
  ('uploaded_file', 'UPLOADING', 'confirm', 'SUCCESS'),
  ('uploaded_file', 'UPLOADING', 'reject', 'ERROR'),
  ('uploaded_file', 'UPLOADING', 'cancel', 'CANCELLED'),
  ('uploaded_file', 'UPLOADING', 'expire', 'ERROR');

-- Each accepted extension: a MIME type a browser may declare for it, and the type its bytes must sniff as.
create table app_private.upload_file_kinds (
  extension text not null,
  mime_type text not null,
  sniffed_as text not null,
  primary key (extension, mime_type)
);
alter table app_private.upload_file_kinds enable row level security;
insert into app_private.upload_file_kinds (extension, mime_type, sniffed_as) values
  ('png', 'image/png', 'image/png'),
  ('jpg', 'image/jpeg', 'image/jpeg'),
  ('jpeg', 'image/jpeg', 'image/jpeg'),
  ('gif', 'image/gif', 'image/gif'),
  ('svg', 'image/svg+xml', 'image/svg+xml'),
  ('pdf', 'application/pdf', 'application/pdf'),
  ('zip', 'application/x-zip-compressed', 'application/zip'),
  ('zip', 'application/zip', 'application/zip'),
  ('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
           'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  ('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
           'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  ('pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
           'application/vnd.openxmlformats-officedocument.presentationml.presentation');

-- The extensions each use accepts.
create table app_private.upload_use_extensions (
  use app_public.upload_use not null,
  extension text not null,
  primary key (use, extension)
);
alter table app_private.upload_use_extensions enable row level security;
insert into app_private.upload_use_extensions (use, extension)
select 'AVATAR'::app_public.upload_use, e from unnest(array['png', 'jpg', 'jpeg', 'gif', 'svg']) e
union all
select 'INTERNAL_FILE'::app_public.upload_use, e from unnest(array['png', 'jpg', 'jpeg', 'gif', 'svg', 'pdf', 'docx', 'xlsx', 'pptx', 'zip']) e;

create table app_public.uploaded_files (
  id uuid primary key default gen_random_uuid(),
  root_user_id uuid not null references app_public.root_users on delete cascade,
  company_id uuid references app_public.companies on delete cascade,
  use app_public.upload_use not null,
  name text not null check (char_length(name) between 1 and 255),
  size bigint not null check (size >= 0),
  mime_type text not null,
  storage_key text not null unique,
  status app_public.upload_status not null default 'UPLOADING',
  error_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);
comment on table app_public.uploaded_files is 'A file uploaded to object storage: who uploaded it, for what, and how far the upload got.';
comment on column app_public.uploaded_files.storage_key is '@behavior -select -filterBy -orderBy';
comment on column app_public.uploaded_files.error_code is 'Why the stored object was rejected (a code of the error registry), when status is ERROR.';
create index uploaded_files_root_user_idx on app_public.uploaded_files (root_user_id, created_at);
create index uploaded_files_company_idx on app_public.uploaded_files (company_id, created_at) where company_id is not null;
-- the cleanup looks for uploads that never completed
create index uploaded_files_uploading_idx on app_public.uploaded_files (created_at) where status = 'UPLOADING';
create trigger _100_timestamps before update on app_public.uploaded_files
  for each row execute procedure app_private.tg_set_updated_at();

alter table app_public.uploaded_files enable row level security;
-- Visible to the uploader, to vendor admins, and for a company's files to holders of ViewInternalFile in it.
create policy select_visible on app_public.uploaded_files for select using (
  root_user_id = app_hidden.current_root_user_id()
  or app_hidden.is_vendor_admin()
  or (company_id is not null and company_id = any ((select app_hidden.permitted_company_ids('ViewInternalFile'))::uuid[]))
);
-- Written only through the functions below (which check the rules), never directly.
grant select on app_public.uploaded_files to :DATABASE_VISITOR;

-- Starts an upload: checks who may upload for the use, the accepted type and the size, and creates the UPLOADING row.
create function app_hidden.begin_upload(use text, name text, size bigint, mime_type text, company_id uuid)
returns app_public.uploaded_files
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_use app_public.upload_use;
  v_ext text := lower(substring(begin_upload.name from '\.([^./\\]+)$'));
  v_row app_public.uploaded_files;
  v_id uuid := gen_random_uuid();
begin
  if begin_upload.use is null or not (begin_upload.use = any (enum_range(null::app_public.upload_use)::text[])) then
    perform app_hidden.raise_error('FILE_TYPE_NOT_ALLOW');
  end if;
  v_use := begin_upload.use::app_public.upload_use;
  if v_use = 'INTERNAL_FILE' then
    if begin_upload.company_id is null
       or not (app_hidden.has_permission('UploadInternalFile', begin_upload.company_id) or app_hidden.is_vendor_admin()) then
      perform app_hidden.raise_error('FILE_NO_PERMISSION');
    end if;
  elsif begin_upload.company_id is not null then
    perform app_hidden.raise_error('FILE_NO_PERMISSION');
  end if;
  if coalesce(char_length(btrim(begin_upload.name)), 0) not between 1 and 255
     or not exists (
       select 1 from app_private.upload_use_extensions ue
       join app_private.upload_file_kinds k on k.extension = ue.extension
       where ue.use = v_use and ue.extension = v_ext and k.mime_type = lower(coalesce(begin_upload.mime_type, ''))) then
    perform app_hidden.raise_error('FILE_TYPE_NOT_ALLOW');
  end if;
  if begin_upload.size is null or begin_upload.size < 0 then
    perform app_hidden.raise_error('FILE_TYPE_NOT_ALLOW');
  end if;
  if begin_upload.size > app_hidden.upload_max_bytes() then
    perform app_hidden.raise_error('FILE_SIZE_IS_TOO_LARGE', jsonb_build_object(
      'max', app_hidden.upload_max_bytes() / 1024 / 1024,
      'size', round(begin_upload.size / 1048576.0, 1)));
  end if;
  -- The key holds no user-given text: the use, the row id and the extension.
  insert into app_public.uploaded_files (id, root_user_id, company_id, use, name, size, mime_type, storage_key)
  values (v_id, v_me, begin_upload.company_id, v_use, btrim(begin_upload.name), begin_upload.size,
          lower(begin_upload.mime_type), lower(v_use::text) || '/' || v_id || '.' || v_ext)
  returning * into v_row;
  return v_row;
end;
$$;
grant execute on function app_hidden.begin_upload(text, text, bigint, text, uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- The caller's own UPLOADING file, before its stored object is read back.
create function app_hidden.upload_to_confirm(file_id uuid)
returns app_public.uploaded_files
language plpgsql stable security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_row app_public.uploaded_files;
begin
  select * into v_row from app_public.uploaded_files f where f.id = upload_to_confirm.file_id;
  if v_row.id is null then
    perform app_hidden.raise_error('FILE_NOT_FOUND');
  end if;
  if v_row.root_user_id <> v_me then
    perform app_hidden.raise_error('FILE_NO_PERMISSION');
  end if;
  perform app_private.transition('uploaded_file', v_row.status::text, 'confirm');
  return v_row;
end;
$$;
grant execute on function app_hidden.upload_to_confirm(uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Settles an upload from what storage holds: over the size limit, or bytes that are not of the declared type
-- (sniffed_as is null when they match no known type), make it ERROR with that code; otherwise SUCCESS.
create function app_hidden.finish_upload(file_id uuid, stored_size bigint, sniffed_as text)
returns app_public.uploaded_files
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_row app_public.uploaded_files := app_hidden.upload_to_confirm(finish_upload.file_id);
  v_error text;
begin
  if finish_upload.stored_size is null then
    v_error := 'FILE_UPLOAD_FAILED';
  elsif finish_upload.stored_size > app_hidden.upload_max_bytes() then
    v_error := 'FILE_SIZE_IS_TOO_LARGE';
  elsif not exists (
      select 1 from app_private.upload_file_kinds k
      where k.mime_type = v_row.mime_type and k.sniffed_as = finish_upload.sniffed_as
        and k.extension = substring(v_row.storage_key from '\.([^.]+)$')) then
    v_error := 'FILE_TYPE_NOT_ALLOW';
  end if;
  update app_public.uploaded_files f set
    status = app_private.transition('uploaded_file', f.status::text, case when v_error is null then 'confirm' else 'reject' end)::app_public.upload_status,
    size = coalesce(finish_upload.stored_size, f.size),
    error_code = v_error,
    completed_at = now()
  where f.id = v_row.id
  returning * into v_row;
  return v_row;
end;
$$;
grant execute on function app_hidden.finish_upload(uuid, bigint, text) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- The uploader stops an upload in progress.
create function app_hidden.cancel_upload(file_id uuid)
returns app_public.uploaded_files
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_row app_public.uploaded_files;
begin
  select * into v_row from app_public.uploaded_files f where f.id = cancel_upload.file_id for update;
  if v_row.id is null then
    perform app_hidden.raise_error('FILE_NOT_FOUND');
  end if;
  if v_row.root_user_id <> v_me then
    perform app_hidden.raise_error('FILE_NO_PERMISSION');
  end if;
  update app_public.uploaded_files f
  set status = app_private.transition('uploaded_file', f.status::text, 'cancel')::app_public.upload_status, completed_at = now()
  where f.id = v_row.id
  returning * into v_row;
  return v_row;
end;
$$;
grant execute on function app_hidden.cancel_upload(uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Whether the caller may have a URL to a file, to view it or to download it:
-- missing → FILE_NOT_FOUND; not allowed → FILE_NO_PERMISSION; not a completed upload → FILE_NOT_DOWNLOADABLE.
-- The uploader and vendor admins always may. An avatar may be viewed and downloaded by anyone signed in (colleagues
-- see it). A company's file needs ViewInternalFile in the company to view, DownloadInternalFile to download.
create function app_hidden.file_for_url(file_id uuid, is_download boolean)
returns app_public.uploaded_files
language plpgsql stable security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_row app_public.uploaded_files;
  v_allowed boolean;
begin
  select * into v_row from app_public.uploaded_files f where f.id = file_for_url.file_id;
  if v_row.id is null then
    perform app_hidden.raise_error('FILE_NOT_FOUND');
  end if;
  v_allowed := v_row.root_user_id = v_me
    or app_hidden.is_vendor_admin()
    or v_row.use = 'AVATAR'
    or (v_row.company_id is not null and app_hidden.has_permission(
          case when coalesce(file_for_url.is_download, false) then 'DownloadInternalFile' else 'ViewInternalFile' end,
          v_row.company_id));
  if not v_allowed then
    perform app_hidden.raise_error('FILE_NO_PERMISSION');
  end if;
  if v_row.status <> 'SUCCESS' then
    perform app_hidden.raise_error('FILE_NOT_DOWNLOADABLE');
  end if;
  return v_row;
end;
$$;
grant execute on function app_hidden.file_for_url(uuid, boolean) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- The signed-in person's avatar, on their default identity: one of their own completed AVATAR uploads.
-- users.avatar keeps the file's id; clients ask generateOneFileUrl for a URL to show it.
create function app_public.set_my_avatar(file_id uuid)
returns app_public.users
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_file app_public.uploaded_files;
  v_user app_public.users;
begin
  select * into v_file from app_public.uploaded_files f where f.id = set_my_avatar.file_id;
  if v_file.id is null then
    perform app_hidden.raise_error('FILE_NOT_FOUND');
  end if;
  if v_file.root_user_id <> v_me then
    perform app_hidden.raise_error('FILE_NO_PERMISSION');
  end if;
  if v_file.use <> 'AVATAR' then
    perform app_hidden.raise_error('FILE_TYPE_NOT_ALLOW');
  end if;
  if v_file.status <> 'SUCCESS' then
    perform app_hidden.raise_error('FILE_NOT_DOWNLOADABLE');
  end if;
  update app_public.users u set avatar = v_file.id::text
  where u.root_user_id = v_me and u.company_id is null
  returning * into v_user;
  if v_user.id is null then
    perform app_hidden.raise_error('NOT_FOUND');
  end if;
  return v_user;
end;
$$;
comment on function app_public.set_my_avatar(uuid) is 'Makes one of your own completed avatar uploads the picture of your default identity.';
grant execute on function app_public.set_my_avatar(uuid) to :DATABASE_VISITOR, :DATABASE_ANONYMOUS;

-- Cleanup (worker, owner connection): uploads still UPLOADING after `older_than_minutes`, oldest first.
create function app_private.abandoned_uploads(older_than_minutes int, max_rows int)
returns table (id uuid, storage_key text)
language sql stable
set search_path = pg_catalog
as $$
  select f.id, f.storage_key from app_public.uploaded_files f
  where f.status = 'UPLOADING' and f.created_at < now() - make_interval(mins => older_than_minutes)
  order by f.created_at
  limit max_rows
$$;

-- Marks abandoned uploads ERROR once their objects are gone; rows that moved on meanwhile are left alone.
-- Idempotent: a repeated call changes nothing. Returns how many rows it marked.
create function app_private.expire_uploads(ids uuid[])
returns int
language plpgsql volatile
set search_path = pg_catalog
as $$
declare
  v_count int;
begin
  update app_public.uploaded_files f
  set status = app_private.transition('uploaded_file', f.status::text, 'expire')::app_public.upload_status,
      completed_at = now()
  where f.id = any (expire_uploads.ids) and f.status = 'UPLOADING';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
