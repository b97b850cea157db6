import { describe, expect, it } from 'vitest';
import { examMachine, examSubjectsByType, transitionRows } from '@pp/domain';
import { withWorld, type Tx } from './world.ts';

const SCF = 1;
const SCA_TSE = 2;

/** memberA's application of `typeId`, applied for by the vendor on their behalf (no payment) and approved. */
const approvedCertification = async (tx: Tx, typeId = SCF, companyId: string | null = tx.world.companyA) => {
  await tx.as('vendorAdmin');
  const { rows: [c] } = await tx.query<{ id: string }>(
    `select id from app_public.create_personal_certification_for_admin(applicant_id => $1, type_id => $2, real_name => 'Li Lei',
       site => 'MAINLAND', payment_method => 'NO_PAYMENT', company_id => $3, receipt_file_id => null,
       delivery_contact_name => 'Li Lei', delivery_contact_prefix => '+86', delivery_contact_number => '13800000000',
       delivery_address => '1 Quay Road, Shanghai', wants_invoice => false, invoice_content_type => null,
       invoice_title_type => null, invoice_title => null, invoice_company_name => null, invoice_tax_number => null,
       invoice_receiver_email => null)`,
    [tx.world.people.memberA, typeId, companyId],
  );
  await tx.query('select app_public.approve_personal_certification($1)', [c!.id]);
  return c!.id;
};

const examsOf = async (tx: Tx, certificationId: string) => {
  await tx.as(null);
  return (await tx.query<{ id: string; type: string; status: string; subject_key: string; examinee_id: string; company_id: string | null; semantic_id: string }>(
    `select e.id, e.type, e.status, s.key as subject_key, e.examinee_id, e.company_id, e.semantic_id
     from app_public.exams e join app_public.exam_subjects s on s.id = e.subject_id
     where e.personal_certification_id = $1 order by e.created_at`, [certificationId])).rows;
};

const bookText = 'select * from app_public.book_exam($1, $2, $3)';
/** A time `minutes` from the database's now, as the candidate's browser would send it. */
const inMinutes = async (tx: Tx, minutes: number) =>
  (await tx.query<{ t: string }>(`select (now() + make_interval(mins => $1))::text as t`, [minutes])).rows[0]!.t;

describe('exam subjects', () => {
  it('are each type\'s in the domain\'s order, with free retakes of the service standard only', () =>
    withWorld(async (tx) => {
      await tx.as('memberA');
      const { rows } = await tx.query<{ type_key: string; key: string; position: number; retake_free: boolean }>(
        `select t.key as type_key, s.key, s.position, s.retake_free from app_public.exam_subjects s
         join app_public.personal_certification_types t on t.id = s.type_id order by t.id, s.position`);
      for (const [type, keys] of Object.entries(examSubjectsByType)) {
        expect(rows.filter((r) => r.type_key === type).map((r) => r.key)).toEqual(keys);
      }
      expect(rows.filter((r) => r.retake_free).map((r) => r.key)).toEqual(['SCA_TSE_SERVICE_STANDARD']);
      const { rows: fees } = await tx.query<{ key: string; site: string; retake_money: string; retake_points: number }>(
        `select s.key, f.site, f.retake_money, f.retake_points from app_public.exam_subject_fees f
         join app_public.exam_subjects s on s.id = f.subject_id where s.key in ('SCF', 'SCA_TSE_SERVICE_STANDARD')`);
      const byKeyAndSite = (a: { key: string; site: string }, b: { key: string; site: string }) => (a.key + a.site < b.key + b.site ? -1 : 1);
      expect(fees.sort(byKeyAndSite)).toEqual([
        { key: 'SCA_TSE_SERVICE_STANDARD', site: 'GLOBAL', retake_money: '0.00', retake_points: 0 },
        { key: 'SCA_TSE_SERVICE_STANDARD', site: 'MAINLAND', retake_money: '0.00', retake_points: 0 },
        { key: 'SCF', site: 'GLOBAL', retake_money: '100.00', retake_points: 100 },
        { key: 'SCF', site: 'MAINLAND', retake_money: '500.00', retake_points: 500 },
      ]);
    }));

  it('the exam\'s transitions are the domain\'s machine', () =>
    withWorld(async (tx) => {
      await tx.as(null);
      const { rows } = await tx.query<{ machine: string; from: string; event: string; to: string }>(
        `select machine, from_state as from, event, to_state as to from app_private.state_transitions where machine = 'exam'
         order by from_state, event`);
      const expected = transitionRows(examMachine).sort((a, b) => a.from.localeCompare(b.from) || a.event.localeCompare(b.event));
      expect(rows).toEqual(expected);
    }));
});

describe('the approval opens the first exam', () => {
  it('of SCF: its one subject, to be booked, the candidate told', () =>
    withWorld(async (tx) => {
      const id = await approvedCertification(tx, SCF);
      const exams = await examsOf(tx, id);
      expect(exams).toHaveLength(1);
      expect(exams[0]).toMatchObject({ type: 'FIRST_EXAM', status: 'TO_BE_ARRANGED', subject_key: 'SCF', examinee_id: tx.world.people.memberA, company_id: tx.world.companyA });
      expect(exams[0]!.semantic_id).toMatch(/^EX-\d{4}-\d{7}$/);
      const { rows: told } = await tx.query<{ message_key: string }>(
        `select message_key from app_public.user_messages where root_user_id = $1 and message_key = 'exam.message.open'`, [tx.world.people.memberA]);
      expect(told).toHaveLength(1);
    }));

  it('of SCA-TSE: theory only; practice waits for it', () =>
    withWorld(async (tx) => {
      const id = await approvedCertification(tx, SCA_TSE);
      expect((await examsOf(tx, id)).map((e) => e.subject_key)).toEqual(['SCA_TSE_THEORY']);
    }));
});

describe('booking an exam', () => {
  it('30 minutes ahead is allowed, 29 refused; a past time is refused', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      await tx.as('memberA');
      expect(await tx.errorOf(bookText, [exam!.id, await inMinutes(tx, -1), 'ONLINE'])).toBe('EXAM_TIME_IN_PAST');
      expect(await tx.errorOf(bookText, [exam!.id, await inMinutes(tx, 29), 'ONLINE'])).toBe('EXAM_TIME_TOO_SOON');
      const time = await inMinutes(tx, 30);
      const { rows: [booked] } = await tx.query<{ status: string; book_exam_form: string; booked: boolean }>(
        `select status, book_exam_form, book_exam_time = $2::timestamptz as booked from app_public.book_exam($1, $2, 'ONSITE')`, [exam!.id, time]);
      expect(booked).toEqual({ status: 'REGISTERED', book_exam_form: 'ONSITE', booked: true });
    }));

  it('requires the time and a form the subject offers; a booked exam is not booked again', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      await tx.as('memberA');
      const time = await inMinutes(tx, 60 * 24);
      expect(await tx.errorOf(bookText, [exam!.id, null, 'ONLINE'])).toBe('EXAM_TIME_REQUIRED');
      expect(await tx.errorOf(bookText, [exam!.id, time, null])).toBe('EXAM_FORM_REQUIRED');
      expect(await tx.errorOf(bookText, [exam!.id, time, 'OFFLINE_REMOTE'])).toBe('EXAM_FORM_NOT_OFFERED');
      await tx.query(bookText, [exam!.id, time, 'ONLINE']);
      expect(await tx.errorOf(bookText, [exam!.id, time, 'ONLINE'])).toBe('EXAM_STATUS_INVALID');
    }));

  it('refuses a time after the study window, a year from the approval', () =>
    withWorld(async (tx) => {
      const id = await approvedCertification(tx);
      const [exam] = await examsOf(tx, id);
      await tx.as(null);
      const { rows: [w] } = await tx.query<{ last: string; after: string }>(
        `select (reviewed_at + interval '12 months')::text as last, (reviewed_at + interval '12 months' + interval '1 minute')::text as after
         from app_public.personal_certifications where id = $1`, [id]);
      await tx.as('memberA');
      expect(await tx.errorOf(bookText, [exam!.id, w!.after, 'ONLINE'])).toBe('EXAM_CERTIFICATION_EXPIRED');
      const { rows: [booked] } = await tx.query<{ status: string }>(`select status from app_public.book_exam($1, $2, 'ONLINE')`, [exam!.id, w!.last]);
      expect(booked!.status).toBe('REGISTERED');
    }));

  it('is the candidate\'s alone: anyone else is told it does not exist', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      const time = await inMinutes(tx, 60);
      for (const persona of ['adminA', 'memberB', 'vendorAdmin'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(bookText, [exam!.id, time, 'ONLINE'])).toBe('EXAM_NOT_FOUND');
      }
    }));
});

describe('who reads an exam', () => {
  it('the candidate, vendor admins and the company\'s readers of personal certifications; nobody else', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      const sees = async (persona: 'memberA' | 'adminA' | 'memberB' | 'vendorAdmin' | 'noCompany') => {
        await tx.as(persona);
        return (await tx.query('select 1 from app_public.exams where id = $1', [exam!.id])).rowCount === 1;
      };
      expect(await sees('memberA')).toBe(true);
      expect(await sees('vendorAdmin')).toBe(true);
      expect(await sees('adminA')).toBe(true);
      expect(await sees('memberB')).toBe(false);
      expect(await sees('noCompany')).toBe(false);
    }));
});

const arrangeText = 'select * from app_public.arrange_exam($1, $2, $3, $4, $5)';
const resultText = 'select * from app_public.enter_exam_result($1, $2, $3, $4)';
/** The vendor arranges the exam on site a day ahead. */
const arranged = async (tx: Tx, examId: string, form = 'ONSITE', link: string | null = null) => {
  await tx.as('vendorAdmin');
  const time = await inMinutes(tx, 60 * 24);
  await tx.query(arrangeText, [examId, time, form, form === 'ONSITE' ? 'Room 3, 1 Century Avenue' : null, link]);
};
const statusOf = async (tx: Tx, id: string) => {
  await tx.as(null);
  return (await tx.query<{ status: string; result: string | null }>('select status, result from app_public.exams where id = $1', [id])).rows[0]!;
};

describe('the vendor arranges an exam', () => {
  it('needs the time, a form the subject offers, a venue on site and an http(s) link online', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      await tx.as('vendorAdmin');
      const time = await inMinutes(tx, 120);
      expect(await tx.errorOf(arrangeText, [exam!.id, null, 'ONSITE', 'Room 3', null])).toBe('EXAM_TIME_REQUIRED');
      expect(await tx.errorOf(arrangeText, [exam!.id, time, null, 'Room 3', null])).toBe('EXAM_FORM_REQUIRED');
      expect(await tx.errorOf(arrangeText, [exam!.id, time, 'OFFLINE_REMOTE', null, 'https://x.example.com'])).toBe('EXAM_FORM_NOT_OFFERED');
      expect(await tx.errorOf(arrangeText, [exam!.id, await inMinutes(tx, -5), 'ONSITE', 'Room 3', null])).toBe('EXAM_TIME_IN_PAST');
      expect(await tx.errorOf(arrangeText, [exam!.id, time, 'ONSITE', '  ', null])).toBe('EXAM_VENUE_REQUIRED');
      expect(await tx.errorOf(arrangeText, [exam!.id, time, 'ONSITE', 'x'.repeat(201), null])).toBe('EXAM_FIELD_TOO_LONG');
      expect(await tx.errorOf(arrangeText, [exam!.id, time, 'ONLINE', null, null])).toBe('EXAM_LINK_REQUIRED');
      expect(await tx.errorOf(arrangeText, [exam!.id, time, 'ONLINE', null, 'ftp://x.example.com'])).toBe('URL_INVALID');
      expect((await statusOf(tx, exam!.id)).status).toBe('TO_BE_ARRANGED');
      await tx.as('vendorAdmin');
      const { rows: [done] } = await tx.query<{ status: string; link: string }>(
        'select status, link from app_public.arrange_exam($1, $2, $3, $4, $5)', [exam!.id, time, 'ONLINE', null, 'https://exam.example.com/s/1']);
      expect(done).toEqual({ status: 'ARRANGED', link: 'https://exam.example.com/s/1' });
      // the exam's workflow (its reminder and absence) is signalled
      await tx.as(null);
      const signals = await tx.query<{ workflow_type: string; signal: string }>('select workflow_type, signal from app_private.outbox where workflow_id = $1', [exam!.id]);
      expect(signals.rows).toEqual([{ workflow_type: 'examWorkflow', signal: 'examArranged' }]);
    }));

  it('is the vendor\'s alone', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      const time = await inMinutes(tx, 120);
      for (const persona of ['memberA', 'adminA'] as const) {
        await tx.as(persona);
        expect(await tx.errorOf(arrangeText, [exam!.id, time, 'ONSITE', 'Room 3', null])).toBe('EXAM_NOT_FOUND');
      }
    }));

  it('refuses a booking with a reason: the candidate books again', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      await tx.as('memberA');
      await tx.query(bookText, [exam!.id, await inMinutes(tx, 60), 'ONLINE']);
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select * from app_public.reject_exam($1, $2)', [exam!.id, ' '])).toBe('EXAM_REJECT_REASON_REQUIRED');
      expect(await tx.errorOf('select * from app_public.reject_exam($1, $2)', [exam!.id, 'x'.repeat(201)])).toBe('EXAM_REASON_TOO_LONG');
      const { rows: [refused] } = await tx.query<{ status: string; book_exam_time: string | null; audit_comment: string }>(
        'select status, book_exam_time, audit_comment from app_public.reject_exam($1, $2)', [exam!.id, 'No seats that day']);
      expect(refused).toEqual({ status: 'TO_BE_ARRANGED', book_exam_time: null, audit_comment: 'No seats that day' });
      await tx.as('memberA');
      expect((await tx.query<{ status: string }>(`select status from app_public.book_exam($1, $2, 'ONSITE')`, [exam!.id, await inMinutes(tx, 90)])).rows[0]!.status).toBe('REGISTERED');
    }));
});

describe('the result', () => {
  it('PASS and FAIL need a score within the full score; ABSENT keeps none; nothing before the exam is arranged', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      await tx.as('vendorAdmin');
      expect(await tx.errorOf(resultText, [exam!.id, 'PASS', 80, 90])).toBe('EXAM_STATUS_INVALID');
      await arranged(tx, exam!.id);
      expect(await tx.errorOf(resultText, [exam!.id, null, 80, 90])).toBe('EXAM_RESULT_REQUIRED');
      expect(await tx.errorOf(resultText, [exam!.id, 'FAIL', null, null])).toBe('EXAM_SCORE_INVALID');
      expect(await tx.errorOf(resultText, [exam!.id, 'FAIL', 100.5, null])).toBe('EXAM_SCORE_INVALID');
      expect(await tx.errorOf(resultText, [exam!.id, 'FAIL', -1, null])).toBe('EXAM_SCORE_INVALID');
      expect(await tx.errorOf(resultText, [exam!.id, 'FAIL', 40, 100.1])).toBe('EXAM_ACCURACY_INVALID');
      const { rows: [absent] } = await tx.query<{ status: string; result: string; score: string | null }>(
        'select status, result, score from app_public.enter_exam_result($1, $2, $3, $4)', [exam!.id, 'ABSENT', 50, 50]);
      expect(absent).toEqual({ status: 'COMPLETED', result: 'ABSENT', score: null });
      expect(await tx.errorOf(resultText, [exam!.id, 'PASS', 80, 90])).toBe('EXAM_STATUS_INVALID');
    }));

  it('passing SCA-TSE\'s subjects in turn opens the next; the last issues the certificate', () =>
    withWorld(async (tx) => {
      const id = await approvedCertification(tx, SCA_TSE);
      for (const key of ['SCA_TSE_THEORY', 'SCA_TSE_PRACTICE', 'SCA_TSE_SERVICE_STANDARD']) {
        const open = (await examsOf(tx, id)).filter((e) => e.status === 'TO_BE_ARRANGED');
        expect(open.map((e) => e.subject_key)).toEqual([key]);
        await arranged(tx, open[0]!.id, key === 'SCA_TSE_PRACTICE' ? 'ONSITE' : key === 'SCA_TSE_SERVICE_STANDARD' ? 'ONLINE' : 'ONSITE',
          key === 'SCA_TSE_SERVICE_STANDARD' ? 'https://exam.example.com/s/2' : null);
        await tx.as('vendorAdmin');
        await tx.query(resultText, [open[0]!.id, 'PASS', 100, 100]);
      }
      await tx.as(null);
      const { rows: [c] } = await tx.query<{ status: string; certificate_number: string; grant_date: string }>(
        `select status, certificate_number, grant_date::text from app_public.personal_certifications where id = $1`, [id]);
      expect(c!.status).toBe('VALIDATING');
      expect(c!.certificate_number).toMatch(/^SCA-TSE-\d{4}-\d{6}$/);
      expect(c!.grant_date).toBe((await tx.query<{ d: string }>('select app_hidden.business_today()::text as d')).rows[0]!.d);
    }));

  it('a fail opens nothing', () =>
    withWorld(async (tx) => {
      const id = await approvedCertification(tx, SCA_TSE);
      const [theory] = await examsOf(tx, id);
      await arranged(tx, theory!.id);
      await tx.as('vendorAdmin');
      await tx.query(resultText, [theory!.id, 'FAIL', 40, 45]);
      expect((await examsOf(tx, id)).map((e) => [e.subject_key, e.status])).toEqual([['SCA_TSE_THEORY', 'COMPLETED']]);
    }));
});

describe('starting an online exam', () => {
  it('from 15 minutes before its time until its duration has passed, by its candidate only', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      await arranged(tx, exam!.id, 'ONLINE', 'https://exam.example.com/s/3');
      const startText = 'select is_started, link from app_public.start_exam($1)';
      const moveTo = async (minutesFromNow: number) => {
        await tx.as(null);
        await tx.query(`update app_public.exams set scheduled_exam_time = now() + make_interval(mins => $2) where id = $1`, [exam!.id, minutesFromNow]);
        await tx.as('memberA');
      };
      await moveTo(16);
      expect(await tx.errorOf(startText, [exam!.id])).toBe('EXAM_NOT_DUE');
      await moveTo(-91);
      expect(await tx.errorOf(startText, [exam!.id])).toBe('EXAM_OVER');
      await tx.as('memberB');
      expect(await tx.errorOf(startText, [exam!.id])).toBe('EXAM_NOT_FOUND');
      await moveTo(15);
      expect((await tx.query(startText, [exam!.id])).rows[0]).toEqual({ is_started: true, link: 'https://exam.example.com/s/3' });
    }));

  it('an exam on site is not started here', () =>
    withWorld(async (tx) => {
      const [exam] = await examsOf(tx, await approvedCertification(tx));
      await arranged(tx, exam!.id);
      await tx.as('memberA');
      expect(await tx.errorOf('select * from app_public.start_exam($1)', [exam!.id])).toBe('EXAM_NOT_ONLINE');
    }));
});

const reExamText = `select * from app_public.apply_re_exam(exam_id => $1, payment_method => $2, company_id => $3, point_type => $4,
  receipt_file_id => $5, wants_invoice => $6, invoice_content_type => $7, invoice_title_type => $8, invoice_title => $9,
  invoice_company_name => $10, invoice_tax_number => $11, invoice_receiver_email => $12)`;
const reExam = (examId: string, method: string | null, extra: { companyId?: string | null; pointType?: string | null; receiptId?: string | null; invoice?: boolean } = {}) => [
  examId, method, extra.companyId ?? null, extra.pointType ?? null, extra.receiptId ?? null, extra.invoice ?? false,
  extra.invoice ? 'TECHNICAL_TRAINING_EXPENSE' : null, extra.invoice ? 'PERSONAL' : null, extra.invoice ? 'Li Lei' : null,
  extra.invoice ? 'Alpha Ltd' : null, extra.invoice ? '91310000MA1' : null, extra.invoice ? 'li.lei@example.com' : null,
];
/** memberA's SCF exam, arranged and completed with `result`. */
const completed = async (tx: Tx, result: 'FAIL' | 'ABSENT' | 'PASS' = 'FAIL', typeId = SCF) => {
  const id = await approvedCertification(tx, typeId);
  const [exam] = await examsOf(tx, id);
  await arranged(tx, exam!.id);
  await tx.as('vendorAdmin');
  await tx.query(resultText, [exam!.id, result, result === 'ABSENT' ? null : result === 'PASS' ? 90 : 40, null]);
  return { certificationId: id, examId: exam!.id };
};
const receiptOf = async (tx: Tx, root: string) => {
  await tx.as(null);
  return (await tx.query<{ id: string }>(
    `insert into app_public.uploaded_files (root_user_id, use, name, size, mime_type, storage_key, status)
     values ($1, 'RECEIPT', 'receipt.png', 10, 'image/png', 'k/' || gen_random_uuid(), 'SUCCESS') returning id`, [root])).rows[0]!.id;
};
const givePoints = async (tx: Tx, points: number) => {
  await tx.as(null);
  await tx.query(
    `select app_private.company_point_add(null, $1, 'MARKET_POINT', $2, app_private.company_point_today(), app_private.company_point_today() + 365, 'ACTIVITY_REWARD', 'Test reward', null)`,
    [tx.world.companyA, points]);
};
const available = async (tx: Tx) => {
  await tx.as(null);
  return Number((await tx.query<{ n: string }>(`select app_private.company_point_available($1, 'MARKET_POINT') as n`, [tx.world.companyA])).rows[0]!.n);
};

describe('a retake', () => {
  it('follows a FAIL or an ABSENT, once; a passed subject has none', () =>
    withWorld(async (tx) => {
      const passed = await completed(tx, 'PASS');
      await tx.as('memberA');
      expect(await tx.errorOf(reExamText, reExam(passed.examId, 'TRANSFER_ACCOUNTS'))).toBe('RE_EXAM_ALREADY_PASSED');
    }));

  it('by transfer: the receipt is required and the candidate\'s own; the vendor approves it; a second is refused while it is open', () =>
    withWorld(async (tx) => {
      const { examId, certificationId } = await completed(tx, 'ABSENT');
      await tx.as('memberA');
      expect(await tx.errorOf(reExamText, reExam(examId, null))).toBe('RE_EXAM_PAYMENT_METHOD_INVALID');
      expect(await tx.errorOf(reExamText, reExam(examId, 'NO_PAYMENT'))).toBe('RE_EXAM_PAYMENT_METHOD_INVALID');
      expect(await tx.errorOf(reExamText, reExam(examId, 'TRANSFER_ACCOUNTS'))).toBe('RE_EXAM_RECEIPT_REQUIRED');
      const othersReceipt = await receiptOf(tx, tx.world.people.memberB);
      await tx.as('memberA');
      expect(await tx.errorOf(reExamText, reExam(examId, 'TRANSFER_ACCOUNTS', { receiptId: othersReceipt }))).toBe('RE_EXAM_RECEIPT_INVALID');
      const receipt = await receiptOf(tx, tx.world.people.memberA);
      await tx.as('memberA');
      const { rows: [retake] } = await tx.query<{ id: string; type: string; status: string; paid_money: string; currency: string; wants_invoice: boolean }>(
        `select id, type, status, paid_money, currency, wants_invoice from (${reExamText}) r`, reExam(examId, 'TRANSFER_ACCOUNTS', { receiptId: receipt, invoice: true }));
      expect(retake).toMatchObject({ type: 'RE_EXAM', status: 'COMMITTED', paid_money: '500.00', currency: 'CNY', wants_invoice: true });
      expect(await tx.errorOf(reExamText, reExam(examId, 'TRANSFER_ACCOUNTS', { receiptId: receipt }))).toBe('RE_EXAM_ALREADY_APPLIED');
      await tx.as('vendorAdmin');
      expect((await tx.query<{ status: string }>('select status from app_public.approve_exam($1)', [retake!.id])).rows[0]!.status).toBe('TO_BE_ARRANGED');
      expect((await examsOf(tx, certificationId)).map((e) => [e.type, e.status])).toEqual([['FIRST_EXAM', 'COMPLETED'], ['RE_EXAM', 'TO_BE_ARRANGED']]);
    }));

  it('by points: held at once; the partner administrator approves (spent, the exam open) or rejects (released, the retake rejected)', () =>
    withWorld(async (tx) => {
      await givePoints(tx, 1000);
      const first = await completed(tx, 'FAIL');
      await tx.as('memberA');
      const points = { companyId: tx.world.companyA, pointType: 'MARKET_POINT' };
      expect(await tx.errorOf(reExamText, reExam(first.examId, 'POINT_DEDUCTION', { pointType: 'MARKET_POINT' }))).toBe('RE_EXAM_POINT_COMPANY_REQUIRED');
      expect(await tx.errorOf(reExamText, reExam(first.examId, 'POINT_DEDUCTION', { companyId: tx.world.companyB, pointType: 'MARKET_POINT' }))).toBe('RE_EXAM_NOT_MEMBER');
      const { rows: [retake] } = await tx.query<{ id: string; status: string; paid_points: number }>(
        `select id, status, paid_points from (${reExamText}) r`, reExam(first.examId, 'POINT_DEDUCTION', points));
      expect(retake).toMatchObject({ status: 'COMMITTED', paid_points: 500 });
      expect(await available(tx)).toBe(500);
      await tx.as(null);
      const { rows: [approval] } = await tx.query<{ id: string; usage_type: string }>(
        'select id, usage_type from app_public.point_usage_approvals where exam_id = $1', [retake!.id]);
      expect(approval!.usage_type).toBe('PERSONAL_CERTIFICATE_RE_EXAM');
      // the vendor cannot open it before the company approved the points
      await tx.as('vendorAdmin');
      expect(await tx.errorOf('select * from app_public.approve_exam($1)', [retake!.id])).toBe('PERSONAL_CERTIFICATION_POINTS_NOT_APPROVED');
      await tx.as('adminA');
      await tx.query('select app_public.approve_point_usage_approval($1)', [approval!.id]);
      expect((await statusOf(tx, retake!.id)).status).toBe('TO_BE_ARRANGED');
      expect(await available(tx)).toBe(500);

      // a second retake, rejected by the company: the points come back, the retake is rejected
      await arranged(tx, retake!.id);
      await tx.as('vendorAdmin');
      await tx.query(resultText, [retake!.id, 'FAIL', 30, null]);
      await tx.as('memberA');
      const { rows: [again] } = await tx.query<{ id: string }>(`select id from (${reExamText}) r`, reExam(retake!.id, 'POINT_DEDUCTION', points));
      expect(await available(tx)).toBe(0);
      await tx.as(null);
      const { rows: [second] } = await tx.query<{ id: string }>('select id from app_public.point_usage_approvals where exam_id = $1', [again!.id]);
      await tx.as('adminA');
      await tx.query('select app_public.reject_point_usage_approval($1, $2)', [second!.id, 'Budget spent this quarter']);
      expect(await statusOf(tx, again!.id)).toEqual({ status: 'REJECTED', result: null });
      expect(await available(tx)).toBe(500);
    }));

  it('by points of a company the certification was not paid by: its partner administrator reads the certification; another company does not', () =>
    withWorld(async (tx) => {
      await givePoints(tx, 1000);
      // the certification itself belongs to no company (the vendor granted it)
      const certificationId = await approvedCertification(tx, SCF, null);
      const [exam] = await examsOf(tx, certificationId);
      await arranged(tx, exam!.id);
      await tx.as('vendorAdmin');
      await tx.query(resultText, [exam!.id, 'FAIL', 40, null]);
      const read = async () => (await tx.query('select id from app_public.personal_certifications where id = $1', [certificationId])).rowCount;
      await tx.as('adminA');
      expect(await read()).toBe(0);
      await tx.as('memberA');
      await tx.query(reExamText, reExam(exam!.id, 'POINT_DEDUCTION', { companyId: tx.world.companyA, pointType: 'MARKET_POINT' }));
      await tx.as('adminA');
      expect(await read()).toBe(1);
      await tx.as('memberB');
      expect(await read()).toBe(0);
    }));

  it('points that do not suffice are refused and nothing is written', () =>
    withWorld(async (tx) => {
      await givePoints(tx, 499);
      const { examId, certificationId } = await completed(tx, 'FAIL');
      await tx.as('memberA');
      expect(await tx.errorOf(reExamText, reExam(examId, 'POINT_DEDUCTION', { companyId: tx.world.companyA, pointType: 'MARKET_POINT' }))).toBe('RE_EXAM_POINTS_INSUFFICIENT');
      expect(await examsOf(tx, certificationId)).toHaveLength(1);
      expect(await available(tx)).toBe(499);
    }));

  it('of the service standard is free and open at once; paying for it is refused', () =>
    withWorld(async (tx) => {
      const id = await approvedCertification(tx, SCA_TSE);
      for (const key of ['SCA_TSE_THEORY', 'SCA_TSE_PRACTICE']) {
        const [open] = (await examsOf(tx, id)).filter((e) => e.status === 'TO_BE_ARRANGED' && e.subject_key === key);
        await arranged(tx, open!.id);
        await tx.as('vendorAdmin');
        await tx.query(resultText, [open!.id, 'PASS', 70, null]);
      }
      const [standard] = (await examsOf(tx, id)).filter((e) => e.subject_key === 'SCA_TSE_SERVICE_STANDARD');
      await arranged(tx, standard!.id, 'ONLINE', 'https://exam.example.com/s/4');
      await tx.as('vendorAdmin');
      await tx.query(resultText, [standard!.id, 'FAIL', 50, null]);
      await tx.as('memberA');
      const receipt = await receiptOf(tx, tx.world.people.memberA);
      await tx.as('memberA');
      expect(await tx.errorOf(reExamText, reExam(standard!.id, 'TRANSFER_ACCOUNTS', { receiptId: receipt }))).toBe('RE_EXAM_PAYMENT_METHOD_INVALID');
      const { rows: [free] } = await tx.query<{ status: string; paid_money: string }>(`select status, paid_money from (${reExamText}) r`, reExam(standard!.id, 'NO_PAYMENT'));
      expect(free).toEqual({ status: 'TO_BE_ARRANGED', paid_money: '0.00' });
    }));

  it('is the candidate\'s alone', () =>
    withWorld(async (tx) => {
      const { examId } = await completed(tx, 'FAIL');
      await tx.as('adminA');
      expect(await tx.errorOf(reExamText, reExam(examId, 'NO_PAYMENT'))).toBe('EXAM_NOT_FOUND');
    }));
});

describe('cancelling the certification', () => {
  it('cancels its open exams', () =>
    withWorld(async (tx) => {
      const id = await approvedCertification(tx);
      await tx.as('vendorAdmin');
      await tx.query('select app_public.cancel_personal_certification($1, $2)', [id, 'Left the company']);
      expect((await examsOf(tx, id)).map((e) => e.status)).toEqual(['CANCELED']);
    }));
});

describe('the candidate\'s actions as the portal offers them', () => {
  it('each answers null when allowed, else the code the command would refuse with; for anyone else EXAM_NOT_FOUND', () =>
    withWorld(async (tx) => {
      const { examId } = await completed(tx, 'FAIL');
      const refusals = async (persona: 'memberA' | 'adminA', id: string) => {
        await tx.as(persona);
        return (await tx.query<{ book: string | null; start: string | null; retake: string | null }>(
          `select app_public.exams_book_refusal(e) as book, app_public.exams_start_refusal(e) as start,
                  app_public.exams_re_exam_refusal(e) as retake from app_public.exams e where e.id = $1`, [id])).rows[0]!;
      };
      expect(await refusals('memberA', examId)).toEqual({ book: 'EXAM_STATUS_INVALID', start: 'EXAM_STATUS_INVALID', retake: null });
      expect(await refusals('adminA', examId)).toEqual({ book: 'EXAM_NOT_FOUND', start: 'EXAM_NOT_FOUND', retake: 'EXAM_NOT_FOUND' });
      const receipt = await receiptOf(tx, tx.world.people.memberA);
      await tx.as('memberA');
      const { rows: [retake] } = await tx.query<{ id: string }>(`select id from (${reExamText}) r`, reExam(examId, 'TRANSFER_ACCOUNTS', { receiptId: receipt }));
      expect((await refusals('memberA', examId)).retake).toBe('RE_EXAM_ALREADY_APPLIED');
      expect(await refusals('memberA', retake!.id)).toEqual({ book: 'EXAM_STATUS_INVALID', start: 'EXAM_STATUS_INVALID', retake: 'RE_EXAM_ALREADY_APPLIED' });
      await tx.as('vendorAdmin');
      await tx.query('select app_public.approve_exam($1)', [retake!.id]);
      expect((await refusals('memberA', retake!.id)).book).toBeNull();
      await arranged(tx, retake!.id, 'ONLINE', 'https://exam.example.com/s/5');
      expect((await refusals('memberA', retake!.id)).start).toBe('EXAM_NOT_DUE');
    }));
});

describe('the vendor rejects a retake paid by points', () => {
  it('its held points come back and the company\'s approval is closed with the reason', () =>
    withWorld(async (tx) => {
      await givePoints(tx, 600);
      const { examId } = await completed(tx, 'FAIL');
      await tx.as('memberA');
      const { rows: [retake] } = await tx.query<{ id: string }>(`select id from (${reExamText}) r`,
        reExam(examId, 'POINT_DEDUCTION', { companyId: tx.world.companyA, pointType: 'MARKET_POINT' }));
      expect(await available(tx)).toBe(100);
      await tx.as('vendorAdmin');
      await tx.query('select app_public.reject_exam($1, $2)', [retake!.id, 'Subject retired this quarter']);
      expect(await statusOf(tx, retake!.id)).toEqual({ status: 'REJECTED', result: null });
      expect(await available(tx)).toBe(600);
      const { rows: [approval] } = await tx.query<{ status: string; audit_comment: string }>(
        'select status, audit_comment from app_public.point_usage_approvals where exam_id = $1', [retake!.id]);
      expect(approval).toEqual({ status: 'REJECTED', audit_comment: 'Subject retired this quarter' });
    }));
});

describe('the kept number of exams per status', () => {
  /** The kept numbers and a count of the exams, per status, read in one statement (one snapshot). */
  const keptAndCounted = async (tx: Tx) => {
    await tx.as(null);
    return (await tx.query<{ kept: unknown; counted: unknown }>(
      `select (select jsonb_object_agg(status, n) from (select status, sum(delta) as n from app_private.exam_total_changes
                group by status having sum(delta) <> 0) k) as kept,
              (select jsonb_object_agg(status, n) from (select status, count(*) as n from app_public.exams group by status) c) as counted`,
    )).rows[0]!;
  };
  const total = async (tx: Tx, status: string | null) =>
    (await tx.query<{ n: string | null }>('select app_public.exam_total($1) as n', [status])).rows[0]!.n;

  it('follows exams opened, arranged, completed and removed, and answers the vendor admin only', () =>
    withWorld(async (tx) => {
      const id = await approvedCertification(tx, SCA_TSE);
      const [theory] = await examsOf(tx, id);
      await arranged(tx, theory!.id);
      await tx.as('vendorAdmin');
      await tx.query(resultText, [theory!.id, 'PASS', 90, 90]);
      const after = await keptAndCounted(tx);
      expect(after.kept).toEqual(after.counted);

      await tx.as('vendorAdmin');
      const { rows: [counted] } = await tx.query<{ all: string; completed: string; arranged: string }>(
        `select count(*)::text as all, count(*) filter (where status = 'COMPLETED')::text as completed,
                count(*) filter (where status = 'ARRANGED')::text as arranged from app_public.exams`);
      expect(await total(tx, null)).toBe(counted!.all);
      expect(await total(tx, 'COMPLETED')).toBe(counted!.completed);
      expect(await total(tx, 'ARRANGED')).toBe(counted!.arranged);
      for (const persona of ['memberA', 'adminA'] as const) {
        await tx.as(persona);
        expect(await total(tx, 'COMPLETED')).toBeNull();
      }

      await tx.as(null);
      await tx.query('delete from app_public.exams where personal_certification_id = $1', [id]);
      const removed = await keptAndCounted(tx);
      expect(removed.kept).toEqual(removed.counted);
    }));
});
