-- personal-certification: the study window. An approved certification's subjects are passed within the window (a year
-- from the approval), or it is cancelled with its open exams. The certification's workflow starts at the approval and
-- waits for the window's end (or the certificate, then its expiry).
drop function if exists app_private.personal_certification_deadlines(uuid);
create function app_private.personal_certification_deadlines(certification_id uuid)
  returns table (status text, expires_at bigint, study_ends_at bigint, has_certificate_file boolean)
  language sql stable set search_path = pg_catalog
as $$
  select c.status::text,
         case when c.expired_date is not null then (extract(epoch from app_hidden.business_day_start(c.expired_date + 1)) * 1000)::bigint end,
         case when c.status = 'WAITING_APPROVAL' then (extract(epoch from app_private.exam_study_window_end(c)) * 1000)::bigint end,
         c.certificate_file_id is not null
  from app_public.personal_certifications c
  where c.id = personal_certification_deadlines.certification_id
$$;

-- Cancels a certification whose study window has ended (re-read here, at the later of `at` and now) without its
-- certificate: its open exams close and what it held is given back; its applicant is told. Whether it cancelled.
create or replace function app_private.personal_certification_study_window_end(certification_id uuid, at timestamptz default null)
  returns boolean
  language plpgsql set search_path = pg_catalog
as $$
declare
  v_row app_public.personal_certifications;
  v_at timestamptz := greatest(now(), coalesce(at, now()));
  v_reason text := 'The study period of one year ended before every subject was passed.';
begin
  select * into v_row from app_public.personal_certifications c where c.id = personal_certification_study_window_end.certification_id for update;
  if not found or v_row.status <> 'WAITING_APPROVAL' or v_at < app_private.exam_study_window_end(v_row) then
    return false;
  end if;
  perform app_private.personal_certification_refund(v_row, v_reason);
  update app_public.personal_certifications c
  set status = app_private.transition('personal_certification', c.status::text, 'cancel')::app_public.personal_certification_status,
      cancel_reason = v_reason, closed_at = now()
  where c.id = v_row.id returning * into v_row;
  perform app_private.personal_certification_notify_applicant(v_row,
    'Your ' || (select t.name from app_public.personal_certification_types t where t.id = v_row.type_id) || ' application was cancelled',
    v_reason, 'study_window_ended', 'personal-certification.message.studyWindowEnded', '{}'::jsonb);
  return true;
end;
$$;

-- The approval starts the certification's workflow (the study window), besides opening the first exam.
create or replace function app_public.approve_personal_certification(certification_id uuid) returns app_public.personal_certifications
  language plpgsql security definer set search_path = pg_catalog
as $$
declare
  v_row app_public.personal_certifications :=
    app_private.review_open(null::app_public.personal_certifications, 'personal_certification', certification_id, 'approve');
begin
  if v_row.payment_method = 'POINT_DEDUCTION' and not exists (
      select 1 from app_public.point_usage_approvals a where a.personal_certification_id = v_row.id and a.status = 'APPROVED') then
    perform app_hidden.raise_error('PERSONAL_CERTIFICATION_POINTS_NOT_APPROVED');
  end if;
  v_row := app_private.review_apply(null::app_public.personal_certifications, 'personal_certification', v_row.id, 'approve');
  perform app_private.personal_certification_notify_applicant(v_row,
    'Your ' || (select t.name from app_public.personal_certification_types t where t.id = v_row.type_id) || ' application was approved',
    'You can now study and book your exams.', 'approved', 'personal-certification.message.approved', '{}'::jsonb);
  perform app_private.exam_open(v_row, (select s.id from app_public.exam_subjects s where s.type_id = v_row.type_id and s.position = 1));
  perform app_private.enqueue('personalCertificationWorkflow', v_row.id::text, 'personalCertificationApproved',
    jsonb_build_object('certificationId', v_row.id));
  return v_row;
end;
$$;
