// Exams end to end across both front ends, each signed in through Keycloak's real login page: the portal on the global
// site (localhost, English) and the back office (/admin/, Chinese), over the API, Postgres, Temporal's worker and the
// object storage. A member whose SCA-TSE certification the vendor approved finds its first subject, Theory, to be
// booked on the certification's detail; a time 29 minutes ahead is refused with the coded text and nothing is
// written, then the member books it on site two days ahead. The vendor admin finds the booking in the back office
// (考试, narrowed by the candidate and the status), accepts it by arranging it and enters a FAIL. The member applies
// for a retake paid by the company's market points (the form says they suffice); it waits for the company. The
// partner administrator opens the retake's exam from Point approval, reads what it is and approves the points there;
// the company's balance loses the retake's 100 points and the retake is open. The vendor arranges the retake and enters
// PASS, then does the same for Practice (on site) and Service standard (online, with its link), each opened by the
// pass before it. The member's certification is issued: the number and dates on the detail, and the certificate PDF
// the worker writes, downloaded from the detail.
//
// The world is the journey's own: a global company with 1,000 market points, its partner administrator and a member,
// the member's SCA-TSE application paid by transfer and approved by a vendor admin of the run through the product's
// SQL commands (the certification's own screens are another journey's). Nothing is put back: every row belongs to
// this run.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { choose } from './lib/project-filing.ts';
import { asPerson, fixtures, ownerSql, runTag, signedIn, type Company, type Member, type Person, type Session } from './fixtures/index.ts';

/** SCA-TSE: Theory, Practice and Service standard, in that order. */
const SCA_TSE = 2;
const startingPoints = 1000;
/** The retake of Theory on the global site: 100 USD or 100 points. */
const retakePoints = 100;
/** A valid 1×1 PNG: the application's receipt. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let company: Company;
let mia: Member;
let vendor: Person;
let certification: { id: string; semanticId: string };
const sessions: Session[] = [];
let backOfficeSession: Session | undefined;

type ExamRow = { id: string; semantic_id: string; subject: string; type: string; status: string; result: string | null; score: string | null;
  book_exam_time: string | null; book_exam_form: string | null; payment_method: string; paid_points: number };
/** The certification's exams, oldest first (as the database owner). */
const examsOf = async (certificationId: string): Promise<ExamRow[]> =>
  ownerSql<ExamRow>(
    `select e.id, e.semantic_id, s.name as subject, e.type::text, e.status::text, e.result::text, e.score::text,
            to_char(e.book_exam_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as book_exam_time, e.book_exam_form::text,
            e.payment_method::text, e.paid_points
     from app_public.exams e join app_public.exam_subjects s on s.id = e.subject_id
     where e.personal_certification_id = $1 order by e.created_at, s.position`,
    [certificationId],
  );
const latestOf = async (subject: string): Promise<ExamRow> => {
  const exams = (await examsOf(certification.id)).filter((e) => e.subject === subject);
  return exams[exams.length - 1]!;
};

/** A wall-clock time of UTC+8 `minutes` from now, `YYYY-MM-DD HH:mm` (the seconds dropped: never later than that). */
const businessTime = (minutes: number): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short' }).format(new Date(Date.now() + minutes * 60_000));

/** A person's portal page on the global site: one browser session each, signed in through Keycloak's page the first time. */
const portalPages = new Map<string, Page>();
const portal = async (person: Person, path: string): Promise<Page> => {
  const open = portalPages.get(person.username);
  if (open) {
    await open.goto(`${webUrl()}${path}`);
    return open;
  }
  const session = await signedIn(browser, person, path);
  sessions.push(session);
  portalPages.set(person.username, session.page);
  return session.page;
};

/** The vendor admin's page on the back office: the first call signs in through Keycloak's page (in Chinese). */
const backOffice = async (): Promise<Page> => {
  backOfficeSession ??= await signedIn(browser, vendor, '/admin/', { locale: 'zh-CN' });
  return backOfficeSession.page;
};

/** The certification's detail with its exam records, and the row of an exam. */
const openCertification = async (): Promise<Page> => {
  const page = await portal(mia, `/personal-certification/detail/${certification.id}`);
  await page.getByTestId('exam-records').waitFor({ timeout: 60_000 });
  return page;
};
const recordOf = (page: Page, exam: { semantic_id: string }) => page.getByTestId('exam-list').locator('tbody tr').filter({ hasText: exam.semantic_id });

/** The vendor opens an exam in the back office: 考试, narrowed to the candidate and the status, then the row. */
const openInBackOffice = async (exam: ExamRow, statusFilter: string): Promise<Page> => {
  const back = await backOffice();
  await back.goto(`${webUrl()}/admin/exam?filter=${encodeURIComponent(JSON.stringify({ q: mia.name, status: statusFilter }))}`);
  const row = rows(back).filter({ hasText: exam.semantic_id });
  await row.waitFor({ timeout: 30_000 });
  await expect.poll(() => rows(back).count(), { timeout: 15_000 }).toBe(1);
  await row.locator('td.column-semanticId').click();
  await back.waitForURL(new RegExp(`/admin/exam/${exam.id}$`), { timeout: 15_000 });
  await back.getByText(`考试：${exam.semantic_id}`).waitFor({ timeout: 15_000 });
  return back;
};

/** 安排考试 on the open detail: a time two days ahead at 10:30 (UTC+8), the form, and its venue or link. */
const arrange = async (back: Page, exam: ExamRow, form: '线下考试' | '在线考试' | '远程监考', where: { venue?: string; link?: string }) => {
  await back.getByRole('button', { name: '安排考试' }).click();
  const dialog = back.getByTestId('arrange-dialog');
  await dialog.locator('input[name="scheduledExamTime"]').fill(`${businessTime(2 * 24 * 60).slice(0, 10)}T10:30`);
  await dialog.getByRole('combobox', { name: '考试方式' }).click();
  await back.getByRole('option', { name: form, exact: true }).click();
  if (where.venue) await dialog.locator('input[name="venue"]').fill(where.venue);
  if (where.link) await dialog.locator('input[name="link"]').fill(where.link);
  await dialog.getByRole('button', { name: '确认安排' }).click();
  await back.getByText('考试已安排').waitFor({ timeout: 10_000 });
  await expect.poll(async () => (await latestOf(exam.subject)).status, { timeout: 10_000 }).toBe('ARRANGED');
};

/** 录入成绩 on the open detail. */
const enterResult = async (back: Page, exam: ExamRow, result: '通过' | '未通过', score: string) => {
  await back.getByRole('button', { name: '录入成绩' }).click();
  const dialog = back.getByTestId('result-dialog');
  await dialog.getByRole('combobox', { name: '考试结果' }).click();
  await back.getByRole('option', { name: result, exact: true }).click();
  await dialog.locator('input[name="score"]').fill(score);
  await dialog.getByRole('button', { name: '保存' }).click();
  await back.getByText('成绩已录入').waitFor({ timeout: 10_000 });
  await expect.poll(async () => (await ownerSql<{ status: string }>('select status::text from app_public.exams where id = $1', [exam.id]))[0]?.status, { timeout: 10_000 }).toBe('COMPLETED');
};

const available = async (): Promise<number> =>
  Number((await ownerSql<{ available: string }>(`select app_private.company_point_available($1, 'MARKET_POINT') as available`, [company.id]))[0]?.available);

beforeAll(async () => {
  company = await fixtures.company({ site: 'GLOBAL' });
  await fixtures.pointEntry(company, { type: 'MARKET_POINT', point: startingPoints, remark: `Exam budget ${runTag}` });
  mia = await fixtures.member(company);
  vendor = await fixtures.vendorAdmin();
  // the member's SCA-TSE application, paid by transfer with a receipt they upload, approved by the vendor: that opens Theory
  const applied = await asPerson(mia.rootUserId, async (sql) => {
    const [file] = await sql<{ id: string }>(`select id from app_hidden.begin_upload('RECEIPT', 'receipt.png', $1, 'image/png', null)`, [png.length]);
    await sql(`select app_hidden.finish_upload($1, $2, 'image/png')`, [file!.id, png.length]);
    const [row] = await sql<{ id: string; semantic_id: string }>(
      `select id, semantic_id from app_public.apply_personal_certification(
         type_id => $1, real_name => $2, site => 'GLOBAL', payment_method => 'TRANSFER_ACCOUNTS', company_id => null,
         point_type => null, receipt_file_id => $3, redeem_code_id => null, delivery_address_id => null,
         delivery_contact_name => $2, delivery_contact_prefix => '+1', delivery_contact_number => '4155550123',
         delivery_address => $4, wants_invoice => false, invoice_content_type => null, invoice_title_type => null,
         invoice_title => null, invoice_company_name => null, invoice_tax_number => null, invoice_receiver_email => null)`,
      [SCA_TSE, mia.name, file!.id, `1 Market Street, San Francisco ${runTag}`],
    );
    return row!;
  });
  await asPerson(vendor.rootUserId, (sql) => sql('select app_public.approve_personal_certification($1)', [applied.id]));
  certification = { id: applied.id, semanticId: applied.semantic_id };
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const session of sessions) await session.context.close().catch(() => undefined);
  await backOfficeSession?.context.close();
  await browser?.close();
});

describe('exams', () => {
  it('(1) the member books Theory: 29 minutes ahead is refused and writes nothing, two days ahead on site is booked', async () => {
    const theory = await latestOf('Theory');
    expect(theory).toMatchObject({ type: 'FIRST_EXAM', status: 'TO_BE_ARRANGED' });
    const page = await openCertification();
    const record = recordOf(page, theory);
    await record.waitFor({ timeout: 15_000 });
    for (const text of ['Theory', 'First exam', 'To be booked']) expect(await record.innerText()).toContain(text);
    // only the open subject is there: Practice opens when Theory is passed
    expect(await page.getByTestId('exam-list').locator('tbody tr').count()).toBe(1);
    await shot(page, 'exam-01-records');

    const book = async (time: string) => {
      const dialog = page.getByTestId('exam-book-dialog');
      if (!(await dialog.isVisible())) await record.getByTestId('exam-book').click();
      const input = dialog.locator('#pp-exam-book-time');
      const panel = page.locator('.p-datepicker:not(.p-datepicker-inline)');
      // (a refused time is focused again, which opens the calendar by itself)
      if (!(await panel.isVisible())) await input.click();
      await input.fill(time);
      // the calendar's panel covers the dialog's title here: a click on the footer's empty left edge closes it (again
      // when the click landed while the panel was still opening, which it does not see)
      for (let attempt = 1; attempt <= 3; attempt++) {
        await dialog.locator('.p-dialog-footer').click({ position: { x: 8, y: 8 } });
        if (await panel.waitFor({ state: 'hidden', timeout: 3_000 }).then(() => true, () => false)) break;
      }
      await panel.waitFor({ state: 'hidden', timeout: 1_000 });
      await choose(page, 'pp-exam-book-form-choice', 'On site');
      await page.getByTestId('exam-book-submit').click();
    };
    await book(businessTime(29));
    await page.getByTestId('exam-book-dialog').getByText('Please book at least 30 minutes ahead.').first().waitFor({ timeout: 15_000 });
    expect((await latestOf('Theory')).status).toBe('TO_BE_ARRANGED');
    await shot(page, 'exam-02-too-soon');

    const time = `${businessTime(2 * 24 * 60).slice(0, 10)} 09:00`;
    await book(time);
    await page.getByText('The exam was booked. The vendor arranges it next.').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => latestOf('Theory'), { timeout: 15_000 }).toMatchObject({ status: 'REGISTERED', book_exam_time: time, book_exam_form: 'ONSITE' });
    await expect.poll(async () => record.innerText(), { timeout: 15_000 }).toContain('Booked');
    expect(await record.getByTestId('exam-book').count()).toBe(0);
  });

  it('(2) the vendor accepts the booking by arranging it in the back office and enters a FAIL', async () => {
    const theory = await latestOf('Theory');
    const back = await openInBackOffice(theory, 'REGISTERED');
    await expect(back.getByTestId('booking-section').innerText()).resolves.toContain('线下考试');
    await arrange(back, theory, '线下考试', { venue: `Suite 400, 1 Market Street, San Francisco ${runTag}` });
    await enterResult(back, theory, '未通过', '48');
    await shot(back, 'exam-03-back-office-fail');
    expect(await latestOf('Theory')).toMatchObject({ status: 'COMPLETED', result: 'FAIL', score: '48.00' });
  });

  it('(3) the member applies for a retake paid by the company’s market points; it waits for the company', async () => {
    const theory = await latestOf('Theory');
    const page = await openCertification();
    const record = recordOf(page, theory);
    await expect.poll(async () => record.innerText(), { timeout: 15_000 }).toContain('Fail');
    expect(await record.innerText()).toContain('48 / 100');
    await record.getByTestId('exam-reExam').click();
    const dialog = page.getByTestId('exam-re-exam-dialog');
    await expect.poll(() => dialog.getByTestId('exam-re-exam-fee').innerText(), { timeout: 15_000 }).toMatch(/^Retake fee: .*100\.00 or 100 points\.$/);
    await choose(page, 'pp-exam-payment', 'Company points');
    await choose(page, 'pp-exam-company', company.name);
    await choose(page, 'pp-exam-point-type', 'Market point');
    await dialog.getByTestId('exam-points-check').getByText('The company has the 100 points this retake uses.').waitFor({ timeout: 15_000 });
    await shot(page, 'exam-04-retake-dialog');
    await page.getByTestId('exam-re-exam-submit').click();
    await page.getByText('The retake was applied for.').first().waitFor({ timeout: 15_000 });

    await expect.poll(async () => (await latestOf('Theory')).type, { timeout: 15_000 }).toBe('RE_EXAM');
    const retake = await latestOf('Theory');
    expect(retake).toMatchObject({ status: 'COMMITTED', payment_method: 'POINT_DEDUCTION', paid_points: retakePoints });
    const retakeRecord = recordOf(page, retake);
    await expect.poll(async () => retakeRecord.innerText(), { timeout: 15_000 }).toContain('Waiting for payment approval');
    // held, not yet spent: the balance others may use is already less by the retake's points
    expect(await available()).toBe(startingPoints - retakePoints);
  });

  it('(4) the partner administrator opens the retake’s exam from Point approval and approves the points there', async () => {
    const retake = await latestOf('Theory');
    const page = await portal(company.admin, '/workbench/point-approval?tab=pending');
    const row = page.getByTestId('pc-point-approvals').locator('tbody tr').filter({ hasText: retake.semantic_id });
    await row.waitFor({ timeout: 60_000 });
    expect(await row.innerText()).toContain('SCA-TSE · Theory');
    await row.getByRole('link', { name: retake.semantic_id }).click();
    await page.waitForURL(new RegExp(`/workbench/point-approval/exam-detail/${retake.id}$`), { timeout: 15_000 });
    await page.getByTestId('exam-breadcrumb').getByRole('link', { name: 'Point approval' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('exam-detail-examinee').innerText(), { timeout: 15_000 }).toBe(mia.name);
    expect(await page.getByTestId('exam-detail-paid').innerText()).toContain('100 points');
    const approval = page.getByTestId('pc-exam-point-approval');
    await approval.getByText('Pending approval').first().waitFor({ timeout: 15_000 });
    await shot(page, 'exam-05-point-approval-exam');

    await approval.getByTestId('pc-point-approve').click();
    const dialog = page.getByTestId('pc-point-decision-dialog');
    await dialog.getByText('the retake can then be booked').waitFor({ timeout: 10_000 });
    await dialog.getByTestId('pc-point-decision-submit').click();
    await page.getByText('The use of points was approved.').first().waitFor({ timeout: 15_000 });
    await approval.getByText('Approved').first().waitFor({ timeout: 15_000 });
    expect(await approval.getByTestId('pc-exam-point-decided').innerText()).toContain(company.admin.name);
    expect(await approval.getByTestId('pc-point-approve').count()).toBe(0);
    // the exam moved with the decision: open to be booked
    await page.locator('.pp-page-title').getByText('To be booked').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await latestOf('Theory')).status, { timeout: 15_000 }).toBe('TO_BE_ARRANGED');
    expect(await available()).toBe(startingPoints - retakePoints);
    await shot(page, 'exam-06-point-approval-approved');
  });

  it('(5) the vendor arranges the retake and each next subject in turn and enters PASS for the three', async () => {
    const retake = await latestOf('Theory');
    let back = await openInBackOffice(retake, 'TO_BE_ARRANGED');
    await arrange(back, retake, '线下考试', { venue: `Suite 400, 1 Market Street, San Francisco ${runTag}` });
    await enterResult(back, retake, '通过', '76');
    // passing Theory opens Practice, and Practice opens Service standard
    await expect.poll(async () => (await latestOf('Practice'))?.status, { timeout: 15_000 }).toBe('TO_BE_ARRANGED');
    const practice = await latestOf('Practice');
    back = await openInBackOffice(practice, 'TO_BE_ARRANGED');
    await arrange(back, practice, '线下考试', { venue: `Lab 2, 1 Market Street, San Francisco ${runTag}` });
    await enterResult(back, practice, '通过', '81');
    await expect.poll(async () => (await latestOf('Service standard'))?.status, { timeout: 15_000 }).toBe('TO_BE_ARRANGED');
    const service = await latestOf('Service standard');
    back = await openInBackOffice(service, 'TO_BE_ARRANGED');
    await arrange(back, service, '在线考试', { link: `https://exam.example.com/session/${runTag}` });
    await enterResult(back, service, '通过', '90');
    await shot(back, 'exam-07-back-office-pass');
    const exams = await examsOf(certification.id);
    expect(exams.map((e) => [e.subject, e.type, e.status, e.result])).toEqual([
      ['Theory', 'FIRST_EXAM', 'COMPLETED', 'FAIL'],
      ['Theory', 'RE_EXAM', 'COMPLETED', 'PASS'],
      ['Practice', 'FIRST_EXAM', 'COMPLETED', 'PASS'],
      ['Service standard', 'FIRST_EXAM', 'COMPLETED', 'PASS'],
    ]);
  });

  it('(6) the certification is issued: the member reads its number and dates and downloads the certificate PDF', async () => {
    const [issued] = await ownerSql<{ status: string; certificate_number: string; grant_date: string; expired_date: string }>(
      `select status::text, certificate_number, to_char(grant_date, 'YYYY-MM-DD') as grant_date, to_char(expired_date, 'YYYY-MM-DD') as expired_date
       from app_public.personal_certifications where id = $1`,
      [certification.id],
    );
    expect(issued?.status).toBe('VALIDATING');
    expect(issued?.certificate_number).toMatch(/^SCA-TSE-\d{4}-\d{6}$/);
    const page = await openCertification();
    await page.getByTestId('pc-certificate-number').getByText(issued!.certificate_number).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pc-status').first().innerText()).toBe('Certified');
    // the worker writes the certificate's PDF and attaches it: the detail shows it once it is there
    const file = page.getByTestId('pc-certificate-file');
    await expect
      .poll(
        async () => {
          if ((await file.count()) > 0) return true;
          await page.reload();
          await page.getByTestId('pc-certificate-number').waitFor({ timeout: 15_000 });
          return false;
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBe(true);
    await shot(page, 'exam-08-certificate');
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe(`${issued!.certificate_number}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
