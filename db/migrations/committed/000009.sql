--! Previous: sha1:78c4b70ac7de33d42ab2215b7f828cc7059959b5
--! Hash: sha1:0650ff69f5231b1b0f32211e2bfae7f0c130a978

--! split: 230-project-filing.sql
-- Whether a filing is in effect now reads the one expiry rule (app_private.project_filing_expires_at, which the
-- workflow also uses) instead of a second copy of it: VALIDATING and its expiry moment not yet come; no moment (a
-- renewal held at the vendor's step, or no dates) keeps it in effect. Security definer because the rule lives in
-- app_private; it reads only the given filing's own renewal steps.
create or replace function app_hidden.project_filing_in_effect_now(f app_public.project_filings) returns boolean
language sql stable security definer
set search_path = pg_catalog
as $$
  select f.status = 'VALIDATING' and coalesce(now() < app_private.project_filing_expires_at(f), true)
$$;
