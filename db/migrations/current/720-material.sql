------------------------------------------------------------------------------------------------------------------------
-- Resource materials: files and links the vendor publishes to its partners. A vendor admin writes one as a draft (a
-- name of 1–50 and a brief of 1–100 counted by `app_hidden.content_text_length`, one or more types, zero or more
-- products, a file type with its uploaded file or a link, whether it may be downloaded, the time it shows as
-- published, public or for a push strategy), publishes it (optionally notifying the people it reaches) and delists it.
-- Partners read the published ones that reach them, from their publish time on; materials are never pinned. The
-- states, push strategies and the notification's fan-out are publication's (700).
--
-- Who opens a material's file (`app_hidden.file_for_url`): the material reaches them, and they hold the key of the
-- file's category in one of their companies — a ZIP is an image or plug-in (ViewImageAndPlugin to view,
-- DownloadImageAndPlugin to download), any other type an internal file (ViewInternalFile, DownloadInternalFile). The
-- file of a public material is viewed by anyone signed in without a key. Downloading also needs the material's
-- `can_download`. Vendor admins pass these checks only when they ask to (`ignore_strategy`, the back office's preview).
------------------------------------------------------------------------------------------------------------------------

-- The same values as domain `materialFileTypes` (a database test compares them).
do $$
begin
  if to_regtype('app_public.material_file_type') is null then
    create type app_public.material_file_type as enum ('DOCX', 'MP4', 'PDF', 'PPTX', 'URL', 'XLSX', 'ZIP');
  end if;
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- A material's file is uploaded as MATERIAL_FILE (a vendor admin's; DOCX, MP4, PDF, PPTX, XLSX, ZIP). The use is added
-- by re-creating the enum type, as 710 did for ANNOUNCEMENT_ATTACHMENT (a value added in the migration's own
-- transaction could not be used there). MP4 is a new kind of file: its bytes must sniff as video/mp4.
do $$
begin
  if not exists (select 1 from pg_enum where enumtypid = 'app_public.upload_use'::regtype and enumlabel = 'MATERIAL_FILE') then
    alter type app_public.upload_use rename to upload_use_before_material;
    create type app_public.upload_use as enum ('AVATAR', 'INTERNAL_FILE', 'BUSINESS_LICENSE', 'PERFORMANCE_IMPORT', 'CERTIFICATE',
      'RECEIPT', 'INVOICE', 'ANNOUNCEMENT_ATTACHMENT', 'MATERIAL_FILE');
    alter table app_public.uploaded_files alter column use type app_public.upload_use using use::text::app_public.upload_use;
    alter table app_private.upload_use_extensions alter column use type app_public.upload_use using use::text::app_public.upload_use;
    drop type app_public.upload_use_before_material;
  end if;
end;
$$;
insert into app_private.upload_file_kinds (extension, mime_type, sniffed_as) values ('mp4', 'video/mp4', 'video/mp4')
on conflict do nothing;
insert into app_private.upload_use_extensions (use, extension)
select 'MATERIAL_FILE', e from unnest(array['docx', 'mp4', 'pdf', 'pptx', 'xlsx', 'zip']) e
on conflict do nothing;

-- Starts an upload (as before, with a material's file a vendor admin's too).
create or replace function app_hidden.begin_upload(use text, name text, size bigint, mime_type text, company_id uuid)
 RETURNS app_public.uploaded_files
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
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
  elsif v_use::text in ('PERFORMANCE_IMPORT', 'CERTIFICATE', 'INVOICE', 'ANNOUNCEMENT_ATTACHMENT', 'MATERIAL_FILE')
        and not app_hidden.is_vendor_admin() then
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
$function$;

------------------------------------------------------------------------------------------------------------------------
-- Material types: a vendor admin's list (an English name of 1–20 characters, unique without regard to case, and a
-- Chinese one; an order; whether a material may choose it). Everyone signed in reads them (a material shows the names
-- even of types disabled since); vendor admins add and edit them in the back office; a type is never deleted.
create table if not exists app_public.resource_material_types (
  id int generated by default as identity primary key,
  name text not null check (char_length(btrim(name)) between 1 and app_hidden.material_type_name_max()),
  name_zh text not null check (char_length(btrim(name_zh)) between 1 and app_hidden.material_type_name_max()),
  sort_order int not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists resource_material_types_name_idx on app_public.resource_material_types (lower(name));
create index if not exists resource_material_types_sort_idx on app_public.resource_material_types (sort_order, id);
drop trigger if exists _100_timestamps on app_public.resource_material_types;
create trigger _100_timestamps before update on app_public.resource_material_types
  for each row execute procedure app_private.tg_set_updated_at();
alter table app_public.resource_material_types enable row level security;
drop policy if exists select_signed_in on app_public.resource_material_types;
drop policy if exists insert_vendor_admin on app_public.resource_material_types;
drop policy if exists update_vendor_admin on app_public.resource_material_types;
create policy select_signed_in on app_public.resource_material_types for select to pp_user using (true);
create policy insert_vendor_admin on app_public.resource_material_types for insert to pp_user
  with check ((select app_hidden.is_vendor_admin()));
create policy update_vendor_admin on app_public.resource_material_types for update to pp_user
  using ((select app_hidden.is_vendor_admin())) with check ((select app_hidden.is_vendor_admin()));
grant select on app_public.resource_material_types to pp_user;
grant insert (name, name_zh, sort_order, enabled), update (name, name_zh, sort_order, enabled)
  on app_public.resource_material_types to pp_user;
comment on table app_public.resource_material_types is 'Kinds of resource material (brochures, solutions, technical documents, …), in their order.';
comment on column app_public.resource_material_types.sort_order is E'@behavior +orderBy\nThe type''s place in the lists.';
comment on column app_public.resource_material_types.enabled is E'@behavior +filterBy\nWhether a material may choose it (a disabled type stays on the materials that have it).';

-- The types the product starts with (ids fixed, so demo data and tests can name them).
insert into app_public.resource_material_types (id, name, name_zh, sort_order) overriding system value values
  (1, 'Product brochure', '产品手册', 1),
  (2, 'Solution', '解决方案', 2),
  (3, 'Technical document', '技术文档', 3),
  (4, 'Training', '培训资料', 4),
  (5, 'Images & plug-ins', '软件镜像与插件', 5),
  (6, 'Case study', '客户案例', 6)
on conflict (id) do nothing;
select setval(pg_get_serial_sequence('app_public.resource_material_types', 'id'),
              greatest((select max(id) from app_public.resource_material_types), 1));

------------------------------------------------------------------------------------------------------------------------
create sequence if not exists app_private.resource_material_number;
create table if not exists app_public.resource_materials (
  id uuid primary key default gen_random_uuid(),
  semantic_id text not null unique default 'RM-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('app_private.resource_material_number')::text, 6, '0'),
  name text not null check (app_hidden.content_text_length(name) between 1 and app_hidden.material_name_max()),
  brief text not null check (app_hidden.content_text_length(brief) between 1 and app_hidden.material_brief_max()),
  file_type app_public.material_file_type not null,
  file_id uuid references app_public.uploaded_files,
  link text check (char_length(link) <= app_hidden.material_link_max() and link ~* app_hidden.material_link_pattern()),
  can_download boolean not null default false,
  status app_public.publication_status not null default 'DRAFT',
  publish_time timestamptz,
  is_public boolean not null default true,
  push_strategies jsonb,
  is_sent_notification boolean not null default false,
  created_by uuid references app_public.root_users on delete set null,
  updated_by uuid references app_public.root_users on delete set null,
  published_at timestamptz,
  delisted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint resource_materials_audience check (is_public or push_strategies is not null),
  constraint resource_materials_published_time check (status = 'DRAFT' or publish_time is not null),
  -- a link and no file for URL; a file and no link for every other type
  constraint resource_materials_file_or_link check (
    case when file_type = 'URL' then link is not null and file_id is null else file_id is not null and link is null end),
  -- a link is never downloaded; DOCX, XLSX, PPTX and ZIP always are
  constraint resource_materials_download check (
    case when file_type = 'URL' then not can_download
         when file_type in ('DOCX', 'PPTX', 'XLSX', 'ZIP') then can_download
         else true end)
);
drop trigger if exists _100_timestamps on app_public.resource_materials;
create trigger _100_timestamps before update on app_public.resource_materials
  for each row execute procedure app_private.tg_set_updated_at();
create index if not exists resource_materials_file_idx on app_public.resource_materials (file_id);
create index if not exists resource_materials_created_by_idx on app_public.resource_materials (created_by);
create index if not exists resource_materials_updated_by_idx on app_public.resource_materials (updated_by);
-- The portal's list: published ones newest first.
create index if not exists resource_materials_published_idx on app_public.resource_materials (publish_time desc, id desc)
  include (is_public) where status = 'PUBLISHED';
-- The back office's tabs, newest first.
create index if not exists resource_materials_status_idx on app_public.resource_materials (status, created_at desc, id desc);
create index if not exists resource_materials_file_type_idx on app_public.resource_materials (file_type);
alter table app_public.resource_materials enable row level security;

-- Who reads a material: vendor admins all of them; anyone signed in a published one whose publish time has come and
-- that is public or reaches them by its strategy (the person's facts asked once per statement). The same rule as
-- announcements'.
drop policy if exists select_resource_materials on app_public.resource_materials;
create policy select_resource_materials on app_public.resource_materials for select to pp_user using (
  (select app_hidden.is_vendor_admin())
  or (status = 'PUBLISHED' and publish_time <= now()
      and (is_public or app_hidden.push_strategy_reaches(push_strategies, (select app_hidden.current_push_facts()))))
);
grant select on app_public.resource_materials to pp_user;

comment on table app_public.resource_materials is E'@behavior -insert -update -delete\nFiles and links the vendor publishes to its partners.';
comment on column app_public.resource_materials.name is E'@behavior +filterBy\nThe material''s name (1–50, counted as the product counts).';
comment on column app_public.resource_materials.brief is 'What the material is about (1–100, counted as the product counts).';
comment on column app_public.resource_materials.status is E'@behavior +filterBy\nDraft, published or delisted.';
comment on column app_public.resource_materials.file_type is E'@behavior +filterBy\nA file of one of six types, or a link (URL).';
comment on column app_public.resource_materials.file_id is 'The uploaded file (MATERIAL_FILE) of a file material; opened through generateOneFileUrl.';
comment on column app_public.resource_materials.link is 'The http(s) link of a URL material.';
-- GraphQL names the setting allowDownload: canDownload is the computed column below (whether the caller may download).
comment on column app_public.resource_materials.can_download is E'@name allowDownload\nWhether the file may be downloaded at all (always for DOCX, XLSX, PPTX, ZIP; never for a link); whether you may is canDownload.';
comment on column app_public.resource_materials.push_strategies is 'Who a non-public material reaches: {combinator, rules: [{field, operator, values}]}.';
comment on column app_public.resource_materials.publish_time is E'@behavior +orderBy\nThe time it shows as published; readers see it from then on.';

-- A material's types (one or more) and products (any number): read with the material.
create table if not exists app_public.resource_material_type_links (
  resource_material_id uuid not null references app_public.resource_materials on delete cascade,
  type_id int not null references app_public.resource_material_types,
  primary key (resource_material_id, type_id)
);
create index if not exists resource_material_type_links_type_idx on app_public.resource_material_type_links (type_id);
alter table app_public.resource_material_type_links enable row level security;
drop policy if exists select_resource_material_type_links on app_public.resource_material_type_links;
create policy select_resource_material_type_links on app_public.resource_material_type_links for select to pp_user using (
  exists (select 1 from app_public.resource_materials m where m.id = resource_material_id)
);
grant select on app_public.resource_material_type_links to pp_user;
comment on table app_public.resource_material_type_links is E'@behavior -insert -update -delete\nThe types of a material.';

create table if not exists app_public.resource_material_products (
  resource_material_id uuid not null references app_public.resource_materials on delete cascade,
  product_id int not null references app_public.products,
  primary key (resource_material_id, product_id)
);
create index if not exists resource_material_products_product_idx on app_public.resource_material_products (product_id);
alter table app_public.resource_material_products enable row level security;
drop policy if exists select_resource_material_products on app_public.resource_material_products;
create policy select_resource_material_products on app_public.resource_material_products for select to pp_user using (
  exists (select 1 from app_public.resource_materials m where m.id = resource_material_id)
);
grant select on app_public.resource_material_products to pp_user;
comment on table app_public.resource_material_products is E'@behavior -insert -update -delete\nThe products a material is about.';

------------------------------------------------------------------------------------------------------------------------
-- Whether the signed-in person reads this material, by its rule alone (the policy's, without the vendor admin's pass:
-- the file checks below decide when a vendor admin passes).
create or replace function app_private.material_reaches_me(m app_public.resource_materials) returns boolean
  language sql stable set search_path = pg_catalog
as $$
  select m.status = 'PUBLISHED' and m.publish_time <= now()
    and (m.is_public or app_hidden.push_strategy_reaches(m.push_strategies, app_hidden.current_push_facts()))
$$;

-- Why the signed-in person may not open this material's file (view, or download), or null when they may:
-- - a vendor admin asking to ignore the material's rules (the back office's preview) passes;
-- - anyone else (a vendor admin too) must be reached by the material (FILE_NO_PERMISSION);
-- - a public material's file is viewed without a key; any other viewing, and every download, needs the key of the
--   file's category in one of the person's companies: a ZIP is an image or plug-in (ViewImageAndPlugin,
--   DownloadImageAndPlugin), every other type an internal file (ViewInternalFile, DownloadInternalFile)
--   (FILE_NO_PERMISSION);
-- - a download needs the material's can_download (MATERIAL_NOT_DOWNLOADABLE); a link has no file at all.
create or replace function app_private.material_file_refusal(m app_public.resource_materials, p_is_download boolean,
                                                             p_ignore_strategy boolean) returns text
  language plpgsql stable set search_path = pg_catalog
as $$
declare
  v_key text;
begin
  if coalesce(p_ignore_strategy, false) and app_hidden.is_vendor_admin() then
    return null;
  end if;
  if m.file_type = 'URL' or m.file_id is null or not app_private.material_reaches_me(m) then
    return 'FILE_NO_PERMISSION';
  end if;
  if coalesce(p_is_download, false) then
    v_key := case when m.file_type = 'ZIP' then 'DownloadImageAndPlugin' else 'DownloadInternalFile' end;
  elsif m.is_public then
    return null;
  else
    v_key := case when m.file_type = 'ZIP' then 'ViewImageAndPlugin' else 'ViewInternalFile' end;
  end if;
  if cardinality(app_hidden.permitted_company_ids(v_key)) = 0 then
    return 'FILE_NO_PERMISSION';
  end if;
  if coalesce(p_is_download, false) and not m.can_download then
    return 'MATERIAL_NOT_DOWNLOADABLE';
  end if;
  return null;
end;
$$;

-- Who opens a file (as before, for every other use; a material's file by the material's rule above, whoever
-- uploaded it). `ignore_strategy` is the back office's preview: it lets vendor admins pass a material's rules and
-- means nothing to anyone else.
drop function if exists app_hidden.file_for_url(uuid, boolean);
create or replace function app_hidden.file_for_url(file_id uuid, is_download boolean, ignore_strategy boolean default false)
 RETURNS app_public.uploaded_files
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $function$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_row app_public.uploaded_files;
  v_allowed boolean;
  v_refusal text;
begin
  select * into v_row from app_public.uploaded_files f where f.id = file_for_url.file_id;
  if v_row.id is null then
    perform app_hidden.raise_error('FILE_NOT_FOUND');
  end if;
  if v_row.use = 'MATERIAL_FILE' then
    if coalesce(file_for_url.ignore_strategy, false) and app_hidden.is_vendor_admin() then
      v_refusal := null;
    else
      -- the first refusal of the materials that hold the file, or none when one of them opens it
      select r.refusal into v_refusal
      from app_public.resource_materials m
      cross join lateral (select app_private.material_file_refusal(m, file_for_url.is_download, false) as refusal) r
      where m.file_id = v_row.id
      order by r.refusal is not null, r.refusal = 'FILE_NO_PERMISSION'
      limit 1;
      if not found then
        v_refusal := 'FILE_NO_PERMISSION';
      end if;
    end if;
    if v_refusal is not null then
      perform app_hidden.raise_error(v_refusal);
    end if;
  else
    v_allowed := v_row.root_user_id = v_me
      or app_hidden.is_vendor_admin()
      or v_row.use = 'AVATAR'
      or (v_row.use = 'CERTIFICATE' and v_row.company_id is not null
          and app_hidden.has_permission('ViewCompanyCertificationRecord', v_row.company_id))
      or (v_row.use::text in ('CERTIFICATE', 'INVOICE') and exists (
            select 1 from app_public.personal_certifications pc
            where pc.applicant_id = v_me and v_row.id in (pc.certificate_file_id, pc.invoice_file_id)))
      or (v_row.use = 'INTERNAL_FILE' and v_row.company_id is not null and app_hidden.has_permission(
            case when coalesce(file_for_url.is_download, false) then 'DownloadInternalFile' else 'ViewInternalFile' end,
            v_row.company_id))
      or (v_row.use = 'ANNOUNCEMENT_ATTACHMENT' and exists (
            select 1 from app_public.announcement_attachments aa join app_public.announcements a on a.id = aa.announcement_id
            where aa.file_id = v_row.id and app_private.announcement_reaches_me(a)));
    if not v_allowed then
      perform app_hidden.raise_error('FILE_NO_PERMISSION');
    end if;
  end if;
  if v_row.status <> 'SUCCESS' then
    perform app_hidden.raise_error('FILE_NOT_DOWNLOADABLE');
  end if;
  return v_row;
end;
$function$;
grant execute on function app_hidden.file_for_url(uuid, boolean, boolean) to pp_user, pp_anonymous;

-- Whether the signed-in person may download this material's file (the portal's download button): the same rule as
-- the file's download URL, without the vendor admin's preview.
create or replace function app_public.resource_materials_can_download(m app_public.resource_materials) returns boolean
  language sql stable security definer set search_path = pg_catalog
as $$
  select m.file_id is not null
    and app_private.material_file_refusal(m, true, false) is null
    and exists (select 1 from app_public.uploaded_files f where f.id = m.file_id and f.status = 'SUCCESS')
$$;
grant execute on function app_public.resource_materials_can_download(app_public.resource_materials) to pp_user;
comment on function app_public.resource_materials_can_download(app_public.resource_materials) is
  E'@behavior -filterBy -orderBy\nWhether you may download this material''s file: it reaches you, it allows download, and you hold the download key of its category (images and plug-ins for a ZIP, internal files otherwise) in one of your companies.';

-- Whether the signed-in person may view this material's file (the portal's viewer and open button): the same rule as
-- the file's view URL, without the vendor admin's preview.
create or replace function app_public.resource_materials_can_view(m app_public.resource_materials) returns boolean
  language sql stable security definer set search_path = pg_catalog
as $$
  select m.file_id is not null
    and app_private.material_file_refusal(m, false, false) is null
    and exists (select 1 from app_public.uploaded_files f where f.id = m.file_id and f.status = 'SUCCESS')
$$;
grant execute on function app_public.resource_materials_can_view(app_public.resource_materials) to pp_user;
comment on function app_public.resource_materials_can_view(app_public.resource_materials) is
  E'@behavior -filterBy -orderBy\nWhether you may view this material''s file: it reaches you, and it is public or you hold the view key of its category (images and plug-ins for a ZIP, internal files otherwise) in one of your companies.';

-- The file as its readers see it (the file's row itself is the uploader's: a vendor admin's).
create or replace function app_public.resource_materials_file_name(m app_public.resource_materials) returns text
  language sql stable security definer set search_path = pg_catalog
as $$ select f.name from app_public.uploaded_files f where f.id = m.file_id $$;
create or replace function app_public.resource_materials_file_size(m app_public.resource_materials) returns bigint
  language sql stable security definer set search_path = pg_catalog
as $$ select f.size from app_public.uploaded_files f where f.id = m.file_id $$;
grant execute on function app_public.resource_materials_file_name(app_public.resource_materials),
  app_public.resource_materials_file_size(app_public.resource_materials) to pp_user;
comment on function app_public.resource_materials_file_name(app_public.resource_materials) is E'@behavior -filterBy -orderBy\nThe file''s name (none for a link).';
comment on function app_public.resource_materials_file_size(app_public.resource_materials) is E'@behavior -filterBy -orderBy\nThe file''s size in bytes (none for a link).';

------------------------------------------------------------------------------------------------------------------------
-- Saving a material: a new draft (no id), or the changes of a draft or a published one (a delisted one is not edited).
-- The file is a completed MATERIAL_FILE upload of the saver's (or the one the material has already) whose extension is
-- the file type's; a link material keeps no file, is never downloaded, and its link is http(s). A type or product
-- disabled since stays on a material that has it, but is not chosen anew.
create or replace function app_public.save_resource_material(
  id uuid, name text, brief text, type_ids int[], product_ids int[], file_type app_public.material_file_type, file_id uuid,
  link text, can_download boolean, publish_time timestamptz, is_public boolean, push_strategies jsonb,
  is_sent_notification boolean
) returns app_public.resource_materials
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.current_root_user_id();
  v_row app_public.resource_materials;
  v_issue text;
  v_types int[] := array(select distinct t from unnest(coalesce(type_ids, '{}')) t where t is not null);
  v_products int[] := array(select distinct p from unnest(coalesce(product_ids, '{}')) p where p is not null);
  v_link text := nullif(btrim(coalesce(link, '')), '');
  v_file app_public.uploaded_files;
  v_can_download boolean := coalesce(can_download, false);
begin
  perform app_private.publication_require_vendor_admin();
  if save_resource_material.id is not null then
    select * into v_row from app_public.resource_materials m where m.id = save_resource_material.id for update;
    if v_row.id is null then
      perform app_hidden.raise_error('MATERIAL_NOT_FOUND');
    end if;
    if v_row.status = 'DELISTED' then
      perform app_hidden.raise_error('PUBLICATION_DELISTED_NOT_EDITABLE');
    end if;
  end if;
  if app_hidden.content_text_length(coalesce(name, '')) not between 1 and app_hidden.material_name_max() then
    perform app_hidden.raise_error('MATERIAL_NAME_LENGTH', jsonb_build_object('max', app_hidden.material_name_max()));
  end if;
  if app_hidden.content_text_length(coalesce(brief, '')) not between 1 and app_hidden.material_brief_max() then
    perform app_hidden.raise_error('MATERIAL_BRIEF_LENGTH', jsonb_build_object('max', app_hidden.material_brief_max()));
  end if;
  if cardinality(v_types) = 0
     or exists (select 1 from unnest(v_types) t(id) where not exists (select 1 from app_public.resource_material_types rt where rt.id = t.id)) then
    perform app_hidden.raise_error('MATERIAL_TYPE_REQUIRED');
  end if;
  if exists (select 1 from unnest(v_types) t(id) join app_public.resource_material_types rt on rt.id = t.id
             where not rt.enabled
               and not exists (select 1 from app_public.resource_material_type_links l where l.resource_material_id = v_row.id and l.type_id = t.id)) then
    perform app_hidden.raise_error('MATERIAL_TYPE_DISABLED');
  end if;
  if exists (select 1 from unnest(v_products) p(id)
             where not exists (select 1 from app_public.products pr where pr.id = p.id
                               and (pr.enabled or exists (select 1 from app_public.resource_material_products l
                                                          where l.resource_material_id = v_row.id and l.product_id = p.id)))) then
    perform app_hidden.raise_error('MATERIAL_PRODUCT_INVALID');
  end if;
  if file_type is null then
    perform app_hidden.raise_error('MATERIAL_FILE_TYPE_REQUIRED');
  end if;
  if file_type = 'URL' then
    if v_link is null or char_length(v_link) > app_hidden.material_link_max() or v_link !~* app_hidden.material_link_pattern() then
      perform app_hidden.raise_error('MATERIAL_LINK_INVALID');
    end if;
    v_can_download := false;
  else
    if save_resource_material.file_id is null then
      perform app_hidden.raise_error('MATERIAL_FILE_REQUIRED');
    end if;
    select * into v_file from app_public.uploaded_files f
    where f.id = save_resource_material.file_id and f.use = 'MATERIAL_FILE' and f.status = 'SUCCESS'
      and (f.root_user_id = v_me or f.id = v_row.file_id);
    if v_file.id is null then
      perform app_hidden.raise_error('MATERIAL_FILE_INVALID');
    end if;
    if substring(v_file.storage_key from '\.([^.]+)$') <> lower(file_type::text) then
      perform app_hidden.raise_error('MATERIAL_FILE_TYPE_MISMATCH');
    end if;
    if file_type in ('DOCX', 'PPTX', 'XLSX', 'ZIP') and not v_can_download then
      perform app_hidden.raise_error('MATERIAL_DOWNLOAD_REQUIRED');
    end if;
    v_link := null;
  end if;
  if not coalesce(is_public, false) then
    v_issue := app_hidden.push_strategy_issue(push_strategies);
    if v_issue is not null then
      perform app_hidden.raise_error(v_issue, jsonb_build_object('max', case v_issue
        when 'PUSH_RULES_TOO_MANY' then app_hidden.push_rules_max() else app_hidden.push_rule_values_max() end));
    end if;
  end if;

  if v_row.id is null then
    insert into app_public.resource_materials (name, brief, file_type, file_id, link, can_download, publish_time, is_public,
                                               push_strategies, is_sent_notification, created_by, updated_by)
    values (btrim(name), btrim(brief), file_type, v_file.id, v_link, v_can_download, publish_time, coalesce(is_public, false),
            case when coalesce(is_public, false) then null else push_strategies end, coalesce(is_sent_notification, false), v_me, v_me)
    returning * into v_row;
  else
    update app_public.resource_materials m
    set name = btrim(save_resource_material.name), brief = btrim(save_resource_material.brief),
        file_type = save_resource_material.file_type, file_id = v_file.id, link = v_link, can_download = v_can_download,
        -- a published material keeps a publish time
        publish_time = case when m.status = 'DRAFT' then save_resource_material.publish_time
                            else coalesce(save_resource_material.publish_time, m.publish_time) end,
        is_public = coalesce(save_resource_material.is_public, false),
        push_strategies = case when coalesce(save_resource_material.is_public, false) then null else save_resource_material.push_strategies end,
        -- a published material's notification was decided when it was published
        is_sent_notification = case when m.status = 'DRAFT' then coalesce(save_resource_material.is_sent_notification, false)
                                    else m.is_sent_notification end,
        updated_by = v_me
    where m.id = v_row.id returning * into v_row;
  end if;
  delete from app_public.resource_material_type_links l where l.resource_material_id = v_row.id and l.type_id <> all (v_types);
  insert into app_public.resource_material_type_links (resource_material_id, type_id)
  select v_row.id, t from unnest(v_types) t on conflict do nothing;
  delete from app_public.resource_material_products l where l.resource_material_id = v_row.id and l.product_id <> all (v_products);
  insert into app_public.resource_material_products (resource_material_id, product_id)
  select v_row.id, p from unnest(v_products) p on conflict do nothing;
  return v_row;
end;
$$;
grant execute on function app_public.save_resource_material(uuid, text, text, int[], int[], app_public.material_file_type, uuid, text,
  boolean, timestamptz, boolean, jsonb, boolean) to pp_user;
comment on function app_public.save_resource_material(uuid, text, text, int[], int[], app_public.material_file_type, uuid, text,
  boolean, timestamptz, boolean, jsonb, boolean) is
  'A vendor admin saves a resource material: a new draft without an id, else the changes of a draft or a published one.';

-- The material a vendor admin's command acts on, locked for the command's transaction; not found otherwise.
create or replace function app_private.resource_material_to_change(p_id uuid) returns app_public.resource_materials
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_row app_public.resource_materials;
begin
  perform app_private.publication_require_vendor_admin();
  select * into v_row from app_public.resource_materials m where m.id = p_id for update;
  if v_row.id is null then
    perform app_hidden.raise_error('MATERIAL_NOT_FOUND');
  end if;
  return v_row;
end;
$$;

-- Publishing a draft: it shows from its publish time (the one given here, else the saved one, else now), and with a
-- notification (given here, else the saved choice) the worker tells everyone it reaches, in batches, once that time
-- has come.
create or replace function app_public.publish_resource_material(id uuid, publish_time timestamptz default null,
                                                                is_sent_notification boolean default null)
  returns app_public.resource_materials
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.resource_materials;
begin
  v_row := app_private.resource_material_to_change(publish_resource_material.id);
  update app_public.resource_materials m
  set status = app_private.transition('publication', m.status::text, 'publish')::app_public.publication_status,
      publish_time = coalesce(publish_resource_material.publish_time, m.publish_time, now()),
      is_sent_notification = coalesce(publish_resource_material.is_sent_notification, m.is_sent_notification),
      published_at = now(), updated_by = app_hidden.current_root_user_id()
  where m.id = v_row.id returning * into v_row;
  if v_row.is_sent_notification then
    perform app_private.enqueue('publicationNotificationWorkflow', 'material:' || v_row.id, 'publicationPublished',
      jsonb_build_object('kind', 'material', 'id', v_row.id, 'publishTime', v_row.publish_time));
  end if;
  return v_row;
end;
$$;
grant execute on function app_public.publish_resource_material(uuid, timestamptz, boolean) to pp_user;
comment on function app_public.publish_resource_material(uuid, timestamptz, boolean) is
  'A vendor admin publishes a draft material (optionally at a given time, and notifying the people it reaches).';

create or replace function app_public.delist_resource_material(id uuid) returns app_public.resource_materials
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.resource_materials;
begin
  v_row := app_private.resource_material_to_change(delist_resource_material.id);
  update app_public.resource_materials m
  set status = app_private.transition('publication', m.status::text, 'delist')::app_public.publication_status,
      delisted_at = now(), updated_by = app_hidden.current_root_user_id()
  where m.id = v_row.id returning * into v_row;
  return v_row;
end;
$$;
grant execute on function app_public.delist_resource_material(uuid) to pp_user;
comment on function app_public.delist_resource_material(uuid) is 'A vendor admin delists a published material.';

create or replace function app_public.delete_resource_material(id uuid) returns app_public.resource_materials
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.resource_materials;
begin
  v_row := app_private.resource_material_to_change(delete_resource_material.id);
  if v_row.status <> 'DRAFT' then
    perform app_hidden.raise_error('PUBLICATION_STATUS_INVALID');
  end if;
  delete from app_public.resource_materials m where m.id = v_row.id;
  return v_row;
end;
$$;
grant execute on function app_public.delete_resource_material(uuid) to pp_user;
comment on function app_public.delete_resource_material(uuid) is 'A vendor admin deletes a draft material.';

------------------------------------------------------------------------------------------------------------------------
-- The portal's list: the published materials whose publish time has come, newest first, filtered by a word of the name
-- or the brief, a product, a type and a file type (each optional). Row-level security applies on top (the function
-- runs as the caller), so it lists only what reaches them; a vendor admin's list is every published one.
create or replace function app_public.published_resource_materials(search text default null, product_id int default null,
                                                                   type_id int default null,
                                                                   file_type app_public.material_file_type default null)
  returns setof app_public.resource_materials
  language sql stable set search_path = pg_catalog
as $$
  select m.* from app_public.resource_materials m
  where m.status = 'PUBLISHED' and m.publish_time <= now()
    and (coalesce(btrim(search), '') = ''
         or strpos(lower(m.name), lower(btrim(search))) > 0 or strpos(lower(m.brief), lower(btrim(search))) > 0)
    and (published_resource_materials.product_id is null or exists (
          select 1 from app_public.resource_material_products p
          where p.resource_material_id = m.id and p.product_id = published_resource_materials.product_id))
    and (published_resource_materials.type_id is null or exists (
          select 1 from app_public.resource_material_type_links l
          where l.resource_material_id = m.id and l.type_id = published_resource_materials.type_id))
    and (published_resource_materials.file_type is null or m.file_type = published_resource_materials.file_type)
  order by m.publish_time desc, m.id desc
$$;
grant execute on function app_public.published_resource_materials(text, int, int, app_public.material_file_type) to pp_user;
comment on function app_public.published_resource_materials(text, int, int, app_public.material_file_type) is
  E'@behavior +connection -list\nThe published materials that reach you, newest first: search looks in the name and the brief; productId, typeId and fileType keep those that have it.';

-- The push range: how many people and companies a material reaches (the back office's "view push range").
create or replace function app_public.resource_material_push_range(id uuid) returns app_public.push_range
  language plpgsql stable security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.resource_materials;
begin
  perform app_private.publication_require_vendor_admin();
  select * into v_row from app_public.resource_materials m where m.id = resource_material_push_range.id;
  if v_row.id is null then
    perform app_hidden.raise_error('MATERIAL_NOT_FOUND');
  end if;
  return app_private.push_range_of(v_row.is_public, v_row.push_strategies);
end;
$$;
grant execute on function app_public.resource_material_push_range(uuid) to pp_user;
comment on function app_public.resource_material_push_range(uuid) is 'How many people and companies a material reaches (vendor admins).';

-- The notification's fan-out, one batch (publication's `publication_notify`): a published material with its
-- notification tells the next people it reaches its name, with a link to its detail.
create or replace function app_private.material_notify_batch(p_id uuid, p_after uuid, p_limit int) returns uuid
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_row app_public.resource_materials;
begin
  select * into v_row from app_public.resource_materials m where m.id = p_id;
  if v_row.id is null or v_row.status <> 'PUBLISHED' or not v_row.is_sent_notification then
    return null;
  end if;
  return app_private.publication_notify('material', v_row.id, v_row.is_public, v_row.push_strategies,
    'material.message.published', jsonb_build_object('name', v_row.name), v_row.name, v_row.brief,
    '/material/detail/' || v_row.id, p_after, p_limit);
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- The notification workflow's two questions, for every kind of published item (announcements and materials; moved
-- here from 710 when materials became the second kind).
-- When the item's notification is due (its publish time), or null when nothing is to be sent.
create or replace function app_private.publication_notification_due(p_kind text, p_id uuid) returns timestamptz
  language sql stable set search_path = pg_catalog
as $$
  select case p_kind
    when 'announcement' then (select a.publish_time from app_public.announcements a
                              where a.id = p_id and a.status = 'PUBLISHED' and a.is_sent_notification)
    when 'material' then (select m.publish_time from app_public.resource_materials m
                          where m.id = p_id and m.status = 'PUBLISHED' and m.is_sent_notification)
  end
$$;

-- One batch of the fan-out of an item of that kind.
create or replace function app_private.publication_notify_batch(p_kind text, p_id uuid, p_after uuid, p_limit int) returns uuid
  language plpgsql set search_path = pg_catalog
as $$
begin
  case p_kind
    when 'announcement' then return app_private.announcement_notify_batch(p_id, p_after, p_limit);
    when 'material' then return app_private.material_notify_batch(p_id, p_after, p_limit);
    else return null;
  end case;
end;
$$;
