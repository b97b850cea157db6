--! Previous: sha1:5188fc6affb8c13ad1d4297e462decb935f221cc
--! Hash: sha1:89412e76600505dd178286f5f56ced851614d71d

--! split: 1-current.sql
-- Enter migration here

--! split: 900-company-point.sql
-- The back office's point history searched by a company's name asks whether the entry's company is among the matched
-- companies' ids (`app_hidden.company_ids_with_name`, as the performance list does). The planner evaluates that array
-- when it plans the statement and estimates from each company's share of the ledger, so the company with the most
-- entries (tens of thousands) is read newest first from this index, its company tested on the index entries, and only
-- the page's rows are read from the table; a company with few entries is read by its company's index and sorted.
-- The index carries the company after the order's keys and replaces the same order without it.
create index if not exists company_points_created_id_company_idx on app_public.company_points (created_at desc, id, company_id);
drop index if exists app_public.company_points_created_id_idx;

--! split: 901-project-filing.sql
-- The back office's filing list pages newest first (ties by id ascending). Filtered by the estimated order date, its
-- matches sit far down that order: a filing is created one to three months before its order date, so the filings
-- ordered within the last month were created well before the newest ones, and the planner (which cannot know the two
-- dates go together) walks the newest-first index, reading every newer filing from the table to test its order date
-- (~450,000 rows, 1.4 s at 2,000,000 filings). This index carries the order date after the order's keys, so the walk
-- tests the date on the index entries and reads from the table only the filings it shows. It replaces the same order
-- without the date.
create index if not exists project_filings_created_order_date_idx on app_public.project_filings (created_at desc, id, estimated_order_date);
drop index if exists app_public.project_filings_created_idx;

--! split: 902-personal-certification-redeem.sql
-- Reserving a redeem code answers a blank code (nothing left once spaces and dashes are removed, or no code at all)
-- as REDEEM_CODE_REQUIRED, as the form's own check does, and does not count it among the day's failed attempts: an
-- empty field guesses nothing. Before, it was answered as a code of the wrong format and counted.
create or replace function app_public.reserve_redeem_code(code text, type_id integer)
 RETURNS app_public.redeem_code_reservation
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog'
AS $$
declare
  v_me uuid := app_hidden.require_root_user_id();
  v_today date := app_hidden.business_today();
  v_max int := app_hidden.redeem_failures_per_day();
  v_normalized text := app_hidden.redeem_code_normalize(code);
  v_failures int;
  v_row app_public.redeem_codes;
  v_error text;
begin
  -- One person's attempts are serialised, so the count holds.
  perform pg_advisory_xact_lock(hashtextextended('redeem_code_attempts:' || v_me, 0));
  select coalesce(max(f.failures), 0) into v_failures from app_private.redeem_code_failures f
  where f.root_user_id = v_me and f.day = v_today;
  if v_failures >= v_max then
    -- Refused for the rest of the day, and not counted again.
    return row(null, 'REDEEM_CODE_TOO_MANY_FAILURES', 0)::app_public.redeem_code_reservation;
  end if;

  -- A blank code is not an attempt: it is answered as missing and not counted.
  if coalesce(v_normalized, '') = '' then
    return row(null, 'REDEEM_CODE_REQUIRED', v_max - v_failures)::app_public.redeem_code_reservation;
  end if;

  if v_normalized !~ app_hidden.redeem_code_pattern() then
    v_error := 'REDEEM_CODE_FORMAT_INVALID';
  else
    select * into v_row from app_public.redeem_codes c where c.code_hash = app_private.redeem_code_hash(v_normalized) for update;
    if v_row.id is null then
      v_error := 'REDEEM_CODE_NOT_FOUND';
    elsif v_row.used_at is not null or (v_row.reserved_by is distinct from v_me and v_row.reserved_until > now()) then
      v_error := 'REDEEM_CODE_USED';
    elsif v_today < v_row.valid_from then
      v_error := 'REDEEM_CODE_NOT_YET_VALID';
    elsif v_today > v_row.expired_date then
      v_error := 'REDEEM_CODE_EXPIRED';
    elsif reserve_redeem_code.type_id is distinct from v_row.type_id then
      v_error := 'REDEEM_CODE_TYPE_MISMATCH';
    end if;
  end if;

  if v_error is not null then
    insert into app_private.redeem_code_failures as f (root_user_id, day, failures) values (v_me, v_today, 1)
    on conflict (root_user_id, day) do update set failures = f.failures + 1, last_failed_at = now()
    returning f.failures into v_failures;
    return row(null, v_error, greatest(v_max - v_failures, 0))::app_public.redeem_code_reservation;
  end if;

  update app_public.redeem_codes c set reserved_by = v_me, reserved_until = now() + app_hidden.redeem_reservation()
  where c.id = v_row.id;
  return row(v_row.id, null, v_max - v_failures)::app_public.redeem_code_reservation;
end;
$$;
