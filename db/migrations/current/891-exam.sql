-- The back office's exams searched by a number (the exam's or its certification's) or the applicant's name as a
-- condition (`keywordContains`), for the same reason as the certifications' (~360 ms a page at a hundredth of the size
-- target: the relation's fields tested per exam after the row-level check).
create index if not exists exams_semantic_trgm_idx on app_public.exams using gin (semantic_id gin_trgm_ops);

create or replace view app_hidden.exams_for_search as
  select e.id, e.semantic_id, e.personal_certification_id
  from app_public.exams e
  where (select app_hidden.is_vendor_admin())
     or e.examinee_id = (select app_hidden.current_root_user_id())
     or e.company_id = any ((select app_hidden.permitted_company_ids('ViewCompanyPersonalCertification'))::uuid[])
     or e.point_company_id = any ((select app_hidden.permitted_company_ids('ApproveCredit'))::uuid[]);
comment on view app_hidden.exams_for_search is
  'Exam ids, numbers and certifications for narrowing lists by text, of the exams the caller reads (as its owner, so a term uses the index).';
revoke all on app_hidden.exams_for_search from public;
grant select on app_hidden.exams_for_search to :DATABASE_VISITOR;

-- (plain SQL without settings, so that the planner inlines it into the statement that asks)
create or replace function app_hidden.exam_ids_with_keyword(term text)
  returns table (id uuid)
  language sql
  stable
as $$
  select x.id from app_hidden.exams_for_search x
  where nullif(btrim(term), '') is not null and x.semantic_id ilike app_hidden.contains_pattern(term)
  union
  select x.id from app_hidden.exams_for_search x
  join app_hidden.personal_certification_ids_with_keyword(term) c on c.id = x.personal_certification_id
$$;
comment on function app_hidden.exam_ids_with_keyword(text) is
  'The exams whose number, or whose certification''s number, certificate number or applicant''s display name, contains the text, ignoring case.';
grant execute on function app_hidden.exam_ids_with_keyword(text) to :DATABASE_VISITOR;
