// The bench's exams: 1,000,000 (BENCH_EXAMS) over the seeded personal certifications that reached their exams
// (approved and waiting for them, issued, expired), seeded in bulk with the owner's rights and the secondary indexes
// rebuilt after the load, on their own count check so a reused database keeps them; and the exams the bench's commands
// act on, made ready for each request (booking, entering a result).
import pg from 'pg';
import { countedAsBackOffice } from './back-office.ts';

export const benchExamCount = (): number => Number(process.env.BENCH_EXAMS ?? 1_000_000);

export interface ExamSeed {
  reused: boolean;
  parts: string[];
}

/**
 * The exams of every certification that reached them, in its type's subject order (SCF one subject; SCA-TSE theory,
 * practice, service standard). An issued or expired certification passed every subject, the last pass before its
 * grant date; an approved one (WAITING_APPROVAL) passed the subjects before its current one, whose last exam is
 * arranged (35 %; from 5 days ago to 36 days ahead), booked (15 %), to be booked (25 %), a retake waiting for its
 * payment (10 %, else to be booked) or failed or absent without a retake yet (15 %). Before a subject's last exam come
 * its retakes' earlier attempts: failed or absent, and among retakes one in ten rejected (its payment) and one in ten
 * cancelled. The retakes are spread over the (certification, subject) pairs by weight so that the total is exact:
 * the base (one exam per subject taken) plus the retakes make `exams`. A retake is paid by transfer or by the
 * company's market points (free for the service standard); forms are the subject's, on site with a venue, else a link.
 * The exams are written in the order they were created and numbered in it (`EX-<year>-<n>`, n = 1…exams), as the
 * product writes them, so the table's rows lie in creation order as a live table's do; the number sequence is set past
 * them, so the product's own exams (the bench's commands open some) are numbered after and removed before the count is
 * checked.
 */
export const seedExams = async (rootUrl: string, { exams, vendorRootUserId }: { exams: number; vendorRootUserId: string }): Promise<ExamSeed> => {
  const started = performance.now();
  const db = new pg.Client({ connectionString: rootUrl });
  await db.connect();
  try {
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from app_public.exams')).rows[0]!.n;
    // the product's exams a bench run made (numbered after the seeded ones), and their notices
    await removeBenchExams(db, exams);
    if ((await count()) === exams) {
      await db.query('vacuum analyze app_public.exams');
      return { reused: true, parts: ['exams reused'] };
    }
    await db.query('begin');
    await db.query(`set local session_replication_role = replica`);
    await db.query(`set local maintenance_work_mem = '512MB'`);
    await db.query(`set local work_mem = '256MB'`);
    await db.query('truncate app_public.exams cascade');
    const { rows: indexes } = await db.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       where i.indrelid = 'app_public.exams'::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    );
    for (const index of indexes) await db.query(`drop index ${index.name}`);
    await db.query(
      `insert into app_public.exams (semantic_id, personal_certification_id, subject_id, examinee_id, company_id, type, status,
         result, payment_method, currency, paid_money, paid_points, point_company_id, point_type, book_exam_time,
         book_exam_form, booked_at, scheduled_exam_time, form, venue, link, arranged_at, is_started, started_at, score,
         accuracy, result_entered_by, completed_at, audit_comment, approver_id, reviewed_at, reminded_for, created_at,
         updated_at)
       with c as (
         select row_number() over (order by c.id)::bigint as n, c.id, c.applicant_id, c.company_id, c.type_id, c.site,
                c.status::text as status, c.grant_date, k.subjects
         from app_public.personal_certifications c
         join (select type_id, count(*)::int as subjects from app_public.exam_subjects group by type_id) k on k.type_id = c.type_id
         where c.status in ('WAITING_APPROVAL', 'VALIDATING', 'EXPIRED')
       ),
       -- the subjects each certification sat: all of them once issued, up to the current one while approved
       p as (
         select c.*, s.id as subject_id, s.position, s.exam_forms, s.duration_minutes, s.retake_free, s.full_score,
                c.status = 'WAITING_APPROVAL' and s.position = 1 + (c.n * 7) % c.subjects as current_subject,
                (c.n * 2654435761 + s.position * 40503) % 1000003 as h,
                row_number() over (order by c.n, s.position) as m
         from c join app_public.exam_subjects s on s.type_id = c.type_id
         where s.position <= case when c.status = 'WAITING_APPROVAL' then 1 + (c.n * 7) % c.subjects else c.subjects end
       ),
       w as (
         select p.*, p.h % 5 as weight, sum(p.h % 5) over (order by p.m) as cum, sum(p.h % 5) over () as total,
                greatest($1::bigint - count(*) over (), 0) as retakes
         from p
       ),
       a as (
         select w.*, 1 + case when w.total = 0 then 0
                              else (floor(w.cum::numeric * w.retakes / w.total) - floor((w.cum - w.weight)::numeric * w.retakes / w.total))::int end as attempts
         from w
       ),
       e as (
         select a.*, j, j = a.attempts as last, (a.h * 31 + j * 977) % 1000003 as g,
                row_number() over (order by a.m, j) as r,
                row_number() over (partition by a.n order by a.position, j) - 1 as q,
                count(*) over (partition by a.n) as t
         from a cross join generate_series(1, a.attempts) j
       ),
       s as (
         select e.*,
                case when not e.last then case when j >= 2 and e.g % 10 = 0 then 'REJECTED' when j >= 2 and e.g % 10 = 1 then 'CANCELED' else 'COMPLETED' end
                     when not e.current_subject then 'COMPLETED'
                     when e.g % 20 < 7 then 'ARRANGED' when e.g % 20 < 10 then 'REGISTERED' when e.g % 20 < 15 then 'TO_BE_ARRANGED'
                     when e.g % 20 < 17 then case when j >= 2 then 'COMMITTED' else 'TO_BE_ARRANGED' end
                     else 'COMPLETED' end as st,
                case when e.last and not e.current_subject then 'PASS' when e.g % 3 = 0 then 'ABSENT' else 'FAIL' end as res,
                e.exam_forms[1 + (e.g % cardinality(e.exam_forms))::int] as fm,
                -- an approved certification's last exam opened 8–27 days ago, an issued one's last pass 2 days before its grant
                case when e.status = 'WAITING_APPROVAL' then now() - make_interval(days => (8 + e.n % 20 + 12 * (e.t - 1 - e.q))::int)
                     else (e.grant_date::timestamp + interval '10 hours') at time zone app_hidden.business_time_zone()
                          - make_interval(days => (12 * (e.t - e.q) + 2)::int) end
                  + make_interval(mins => (e.g % 600)::int) as created
         from e
       ),
       t as (
         select s.*,
                case when s.st = 'COMPLETED' then date_trunc('hour', s.created + interval '6 days') + make_interval(hours => (s.g % 8)::int)
                     when s.st = 'ARRANGED' then date_trunc('hour', now()) + make_interval(days => (s.g % 42 - 5)::int, hours => (s.g % 8)::int) end as scheduled,
                j >= 2 and not s.retake_free as paid, s.g % 3 = 0 as by_points
         from s
       ),
       -- the count's exams, then written in the order they were created and numbered in it, as the product writes them
       -- (a table's rows lie in the order of their writing: a walk of the newest-first index reads the heap in order)
       u as (select t.*, row_number() over (order by t.created, t.r) as number from (select * from t order by t.r limit $1) t)
       select 'EX-' || to_char(t.created, 'YYYY') || '-' || lpad(t.number::text, 7, '0'), t.id, t.subject_id, t.applicant_id, t.company_id,
              (case when j = 1 then 'FIRST_EXAM' else 'RE_EXAM' end)::app_public.exam_type, t.st::app_public.exam_status,
              case when t.st = 'COMPLETED' then t.res::app_public.exam_result end,
              (case when not t.paid then 'NO_PAYMENT' when t.by_points then 'POINT_DEDUCTION' else 'TRANSFER_ACCOUNTS' end)::app_public.personal_certification_payment_method,
              case when t.paid and not t.by_points then f.currency end,
              case when t.paid and not t.by_points then f.retake_money else 0 end,
              case when t.paid and t.by_points then f.retake_points else 0 end,
              case when t.paid and t.by_points then t.company_id end,
              case when t.paid and t.by_points then 'MARKET_POINT'::app_public.company_point_type end,
              -- booked by the candidate: every registered exam, two in three of those arranged or taken
              case when t.st = 'REGISTERED' then date_trunc('hour', now()) + make_interval(days => (3 + t.g % 30)::int, hours => (t.g % 8)::int)
                   when t.scheduled is not null and t.g % 3 <> 0 then t.scheduled end,
              case when t.st = 'REGISTERED' or (t.scheduled is not null and t.g % 3 <> 0) then t.fm::app_public.exam_form end,
              case when t.st = 'REGISTERED' or (t.scheduled is not null and t.g % 3 <> 0) then t.created + interval '1 day' end,
              t.scheduled, case when t.scheduled is not null then t.fm::app_public.exam_form end,
              case when t.scheduled is not null and t.fm = 'ONSITE' then 'Bench Training Centre, room ' || (1 + t.g % 20) end,
              case when t.scheduled is not null and t.fm <> 'ONSITE' then 'https://exam.bench.example.com/' || t.r end,
              case when t.scheduled is not null then least(t.created + interval '2 days', now()) end,
              t.st = 'COMPLETED' and t.fm = 'ONLINE' and t.res <> 'ABSENT',
              case when t.st = 'COMPLETED' and t.fm = 'ONLINE' and t.res <> 'ABSENT' then t.scheduled end,
              case when t.st = 'COMPLETED' and t.res = 'PASS' then (case when t.retake_free then 80 + t.g % 21 else 60 + t.g % 41 end)::numeric
                   when t.st = 'COMPLETED' and t.res = 'FAIL' then (case when t.retake_free then 40 + t.g % 40 else 20 + t.g % 40 end)::numeric end,
              case when t.st = 'COMPLETED' and t.res = 'PASS' then (case when t.retake_free then 80 + t.g % 21 else 60 + t.g % 41 end)::numeric
                   when t.st = 'COMPLETED' and t.res = 'FAIL' then (case when t.retake_free then 40 + t.g % 40 else 20 + t.g % 40 end)::numeric end,
              case when t.st = 'COMPLETED' and t.res <> 'ABSENT' then $2::uuid end,
              case when t.st = 'COMPLETED' then t.scheduled + make_interval(mins => t.duration_minutes) + interval '1 day' end,
              case when t.st = 'REJECTED' then 'Receipt unreadable' end,
              case when t.scheduled is not null or t.st = 'REJECTED' then $2::uuid end,
              case when t.scheduled is not null then least(t.created + interval '2 days', now()) when t.st = 'REJECTED' then t.created + interval '1 day' end,
              case when t.st = 'ARRANGED' and t.scheduled < now() + interval '24 hours' then t.scheduled end,
              t.created,
              case when t.st = 'COMPLETED' then t.scheduled + make_interval(mins => t.duration_minutes) + interval '1 day'
                   else least(t.created + interval '2 days', now()) end
       from u t join app_public.exam_subject_fees f on f.subject_id = t.subject_id and f.site = t.site
       order by t.number`,
      [exams, vendorRootUserId],
    );
    await db.query(`select setval('app_private.exam_number', greatest($1::bigint, 1))`, [exams]);
    for (const index of indexes) await db.query(index.definition);
    // the kept number of exams per status (its triggers are skipped in this mode), as the product keeps it
    await db.query('select app_private.exam_totals_rebuild()');
    await db.query('commit');
    // the steady state autovacuum keeps: statistics, and the visibility map that lets a count read an index alone
    await db.query('vacuum analyze app_public.exams');
    const { rows: mix } = await db.query<{ status: string; n: number }>(
      'select status::text, count(*)::int as n from app_public.exams group by status order by count(*) desc',
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    return { reused: false, parts: [`${await count()} exams seeded in ${seconds} s (${mix.map((m) => `${m.status} ${m.n}`).join(', ')})`] };
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
};

/** Removes the exams numbered after the seeded ones (the product's, opened by a bench run) and their candidates' notices. */
const removeBenchExams = async (db: pg.Client, seeded: number): Promise<void> => {
  await db.query(
    `with gone as (delete from app_public.exams e where split_part(e.semantic_id, '-', 3)::bigint > $1 returning e.id)
     delete from app_public.user_messages m using gone where m.dedup_key like 'exam:' || gone.id || ':%'`,
    [seeded],
  );
};

/**
 * The exams the bench's operations act on, chosen from the seed:
 * - the candidate: the approved SCA-TSE certification (approved within 300 days, so a booking falls in its study
 *   window) with the most exams whose current exam waits to be booked; their exam records, and the booking of that
 *   exam, made ready for each request by putting it back to TO_BE_ARRANGED (time and form cleared);
 * - the result: an arranged theory exam of an approved SCA-TSE certification; a pass opens the practice exam, so each
 *   request is prepared by removing that opened exam and the exam's notices and putting the exam back to ARRANGED.
 */
export interface ExamBench {
  candidateRootUserId: string;
  certificationId: string;
  /** That certification's number (the back office's searches by number) and its current exam's subject. */
  certificationSemanticId: string;
  subjectId: number;
  /** The candidate's exam records of that certification. */
  records: number;
  bookExamId: string;
  bookExamForm: string;
  resultExamId: string;
  prepareBook(): Promise<Record<string, string>>;
  prepareResult(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const examBench = async (ownerUrl: string): Promise<ExamBench> => {
  const db = new pg.Client({ connectionString: ownerUrl });
  await db.connect();
  const { rows: [candidate] } = await db.query<{
    certification_id: string; semantic_id: string; applicant_id: string; exam_id: string; subject_id: number; form: string; records: number;
  }>(
    `select c.id as certification_id, c.semantic_id, c.applicant_id, e.id as exam_id, e.subject_id, s.exam_forms[1]::text as form,
            (select count(*)::int from app_public.exams x where x.personal_certification_id = c.id) as records
     from app_public.personal_certifications c
     join lateral (select e.* from app_public.exams e where e.personal_certification_id = c.id order by e.created_at desc limit 1) e on true
     join app_public.exam_subjects s on s.id = e.subject_id
     where c.status = 'WAITING_APPROVAL' and c.type_id = (select id from app_public.personal_certification_types where key = 'SCA-TSE')
       and c.reviewed_at > now() - interval '300 days' and e.status in ('TO_BE_ARRANGED', 'REGISTERED')
     order by records desc, c.id limit 1`,
  );
  const { rows: [arranged] } = await db.query<{ exam_id: string; certification_id: string; next_subject_id: number }>(
    `select e.id as exam_id, e.personal_certification_id as certification_id, n.id as next_subject_id
     from app_public.exams e
     join app_public.exam_subjects s on s.id = e.subject_id and s.key = 'SCA_TSE_THEORY'
     join app_public.exam_subjects n on n.type_id = s.type_id and n.position = 2
     join app_public.personal_certifications c on c.id = e.personal_certification_id and c.status = 'WAITING_APPROVAL'
     where e.status = 'ARRANGED' and e.id <> coalesce($1::uuid, '00000000-0000-0000-0000-000000000000')
     order by e.created_at, e.id limit 1`,
    [candidate?.exam_id ?? null],
  );
  if (!candidate || !arranged) throw new Error('bench: the seeded exams hold no candidate to book or no arranged theory exam');
  const prepareResult = async (): Promise<Record<string, string>> => {
    await db.query('begin');
    try {
      await db.query(
        `with gone as (delete from app_public.exams e where e.personal_certification_id = $1 and e.subject_id = $2 returning e.id)
         delete from app_public.user_messages m using gone where m.dedup_key like 'exam:' || gone.id || ':%'`,
        [arranged.certification_id, arranged.next_subject_id],
      );
      await db.query(`delete from app_public.user_messages m where m.dedup_key like 'exam:' || $1 || ':%'`, [arranged.exam_id]);
      await db.query(
        `update app_public.exams set status = 'ARRANGED', result = null, score = null, accuracy = null, result_entered_by = null,
           completed_at = null where id = $1`,
        [arranged.exam_id],
      );
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
    return {};
  };
  return {
    candidateRootUserId: candidate.applicant_id,
    certificationId: candidate.certification_id,
    certificationSemanticId: candidate.semantic_id,
    subjectId: candidate.subject_id,
    records: candidate.records,
    bookExamId: candidate.exam_id,
    bookExamForm: candidate.form,
    resultExamId: arranged.exam_id,
    async prepareBook() {
      await db.query(
        `update app_public.exams set status = 'TO_BE_ARRANGED', book_exam_time = null, book_exam_form = null, booked_at = null
         where id = $1`,
        [candidate.exam_id],
      );
      return {};
    },
    prepareResult,
    async close() {
      await prepareResult();
      await db.end();
    },
  };
};

/** The exam list's selection as its data provider builds it. */
const adminExamNodes = `nodes {
      accuracy approverId approverName arrangedAt auditComment bookExamForm bookExamTime bookedAt companyId completedAt
      createdAt currency examineeId examineeName form id invoiceCompanyName invoiceContentType invoiceFileId
      invoiceReceiverEmail invoiceTaxNumber invoiceTitle invoiceTitleType isStarted link paidMoney paidPoints paymentMethod
      personalCertificationId pointCompanyId pointType receiptFileId remark result resultEnteredBy reviewedAt
      scheduledExamTime score semanticId startedAt status subjectId type updatedAt venue wantsInvoice
      personalCertification { id semanticId realName type { id name } } subject { id key name }
    }`;

/**
 * The back office's exam list as its data provider builds it (checked with admin's `buildQueryFor` against
 * api/schema.graphql): the leaf fields less the per-row functions it excludes (the candidate's refusals, the study
 * window), the certification's number, name and type and the subject's name, and the count; a first page (no offset).
 */
export const adminExamListText = countedAsBackOffice(`query ExamList($first: Int, $orderBy: [ExamOrderBy!], $filter: ExamFilter) {
  exams(first: $first, orderBy: $orderBy, filter: $filter) {
    totalCount ${adminExamNodes}
  }
}`);

/** The same list searched (the condition), counted. */
export const adminExamSearchText = countedAsBackOffice(`query ExamList($first: Int, $orderBy: [ExamOrderBy!], $filter: ExamFilter, $condition: ExamCondition) {
  exams(first: $first, orderBy: $orderBy, filter: $filter, condition: $condition) {
    totalCount ${adminExamNodes}
  }
}`);

/** The same list narrowed by its status alone (or not at all): the kept number of exams of the status (`examTotal`). */
export const adminExamStatusListText = `query ExamList($first: Int, $orderBy: [ExamOrderBy!], $filter: ExamFilter, $total_status: ExamStatus) {
  exams(first: $first, orderBy: $orderBy, filter: $filter) {
    ${adminExamNodes}
  }
  total: examTotal(status: $total_status)
}`;
