-- The back office's personal certifications searched by a number (the certification's, or its certificate's) or the
-- applicant's name as a condition (`keywordContains`): as a connection filter each row's applicant name was computed
-- (a function per row) and tested with ILIKE after the row-level check, over every certification (~175 ms a page at a
-- hundredth of the size target). The matching ids come from owner's views (each with its table's read rule) through
-- trigram indexes; the list reads them by id.
create index if not exists personal_certifications_semantic_trgm_idx on app_public.personal_certifications using gin (semantic_id gin_trgm_ops);
create index if not exists personal_certifications_certificate_number_trgm_idx on app_public.personal_certifications
  using gin (certificate_number gin_trgm_ops);

create or replace view app_hidden.personal_certifications_for_search as
  select c.id, c.semantic_id, c.certificate_number, c.applicant_id
  from app_public.personal_certifications c
  where (select app_hidden.is_vendor_admin())
     or c.applicant_id = (select app_hidden.current_root_user_id())
     or c.company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyPersonalCertification'))::uuid[])
     or c.company_id = any ((select app_hidden.permitted_company_ids('ApproveCredit'))::uuid[])
     or c.id = any (array(select e.personal_certification_id from app_public.exams e
                          where e.point_company_id = any ((select app_hidden.permitted_company_ids('ApproveCredit'))::uuid[])));
comment on view app_hidden.personal_certifications_for_search is
  'Certification ids, numbers, certificate numbers and applicants for narrowing lists by text, of the certifications the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.personal_certifications_for_search from public;
grant select on app_hidden.personal_certifications_for_search to :DATABASE_VISITOR;

-- (plain SQL without settings, so that the planner inlines it into the statement that asks)
create or replace function app_hidden.personal_certification_ids_with_keyword(term text)
  returns table (id uuid)
  language sql
  stable
as $$
  select v.id from app_hidden.personal_certifications_for_search v
  where nullif(btrim(term), '') is not null
    and (v.semantic_id ilike app_hidden.contains_pattern(term) or v.certificate_number ilike app_hidden.contains_pattern(term))
  union
  select v.id from app_hidden.personal_certifications_for_search v
  join app_hidden.people_with_display_name(term) p on p.id = v.applicant_id
$$;
comment on function app_hidden.personal_certification_ids_with_keyword(text) is
  'The certifications whose number, certificate number or applicant''s display name contains the text, ignoring case.';
grant execute on function app_hidden.personal_certification_ids_with_keyword(text) to :DATABASE_VISITOR;
