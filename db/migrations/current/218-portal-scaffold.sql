-- TEMPORARY SCAFFOLD of the portal's deal-registration screens (removed at the merge, like 219): the signatures of the
-- reads the workbench needs and whose real bodies are written in other splits (212 filing, 214 progress). Each one is
-- created here ONLY when no split before this one has created it, so a real body always wins over the placeholder
-- whatever order the splits are merged in. The placeholders answer nothing (no rows, null names).
do $scaffold$
begin
  -- My approvals: the PARTNER_COMPANY approval records of a company the caller may see, of one kind
  -- ('FILING' | 'RENEWAL'), pending only or all, newest first.
  if to_regprocedure('app_public.my_project_filing_approvals(uuid, text, boolean)') is null then
    execute $f$
      create function app_public.my_project_filing_approvals(company_id uuid, kind text, pending_only boolean)
      returns setof app_public.project_filing_approvals
      language sql stable security definer set search_path = pg_catalog
      as $$ select * from app_public.project_filing_approvals where false $$;
      grant execute on function app_public.my_project_filing_approvals(uuid, text, boolean) to :DATABASE_VISITOR;
    $f$;
  end if;
  -- The owner's and the submitter's names, readable by whoever sees the filing (a regular member cannot read other
  -- members' rows).
  if to_regprocedure('app_public.project_filings_principal_name(app_public.project_filings)') is null then
    execute $f$
      create function app_public.project_filings_principal_name(f app_public.project_filings) returns text
      language sql stable as $$ select null::text $$;
      grant execute on function app_public.project_filings_principal_name(app_public.project_filings) to :DATABASE_VISITOR;
    $f$;
  end if;
  if to_regprocedure('app_public.project_filings_submitter_name(app_public.project_filings)') is null then
    execute $f$
      create function app_public.project_filings_submitter_name(f app_public.project_filings) returns text
      language sql stable as $$ select null::text $$;
      grant execute on function app_public.project_filings_submitter_name(app_public.project_filings) to :DATABASE_VISITOR;
    $f$;
  end if;
end;
$scaffold$;
