// Exams in the back office, as a vendor admin uses them through Keycloak's real sign-in page (in Chinese): the first
// exam opened by the approval of a person's SCF certification is found by the candidate's name and its subject,
// arranged on site (a missing venue is refused with the code's text and nothing is written; then arranged with a
// venue, its time shown in UTC+8), and given a FAIL with a score (a score above the full score is refused first); the
// candidate's retake paid by transfer with an invoice is approved and its electronic invoice uploaded; the remark is
// kept.
// The journey makes its own world, named with this run's tag: a person who applies for SCF through the product's SQL
// commands (paying by transfer with the receipt they upload), a vendor admin who approves it there (which opens the
// first exam), and, after the FAIL, the person's retake applied through the retake command as themselves. The list is
// narrowed to the person's name before anything is looked at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, webUrl } from './lib/browser.ts';
import { rows, shot } from './lib/admin.ts';
import { asPerson, fixtures, ownerSql, signedIn, type Person, type PersonSql } from './fixtures/index.ts';

// A valid 1×1 PNG: the receipts and the invoice.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SCF = 1;

interface Exam {
  id: string;
  semanticId: string;
}

/** A receipt the person uploads (RECEIPT), as the upload commands make it. */
const receiptOf = async (sql: PersonSql): Promise<string> => {
  const [file] = await sql<{ id: string }>(`select id from app_hidden.begin_upload('RECEIPT', 'receipt.png', $1, 'image/png', null)`, [png.length]);
  await sql(`select app_hidden.finish_upload($1, $2, 'image/png')`, [file!.id, png.length]);
  return file!.id;
};

/** `person` applies for SCF on the mainland site by transfer; the vendor approves it, which opens the first exam. */
const approvedCertification = async (person: Person, vendor: Person): Promise<{ certificationId: string; certificationNumber: string; exam: Exam }> => {
  const certification = await asPerson(person.rootUserId, async (sql) => {
    const receipt = await receiptOf(sql);
    const [row] = await sql<{ id: string; semantic_id: string }>(
      `select id, semantic_id from app_public.apply_personal_certification(
         type_id => $1, real_name => $2, site => 'MAINLAND', payment_method => 'TRANSFER_ACCOUNTS', company_id => null,
         point_type => null, receipt_file_id => $3, redeem_code_id => null, delivery_address_id => null,
         delivery_contact_name => $2, delivery_contact_prefix => '+86', delivery_contact_number => '13800138000',
         delivery_address => '1 Quay Road, Huangpu, Shanghai', wants_invoice => false, invoice_content_type => null,
         invoice_title_type => null, invoice_title => null, invoice_company_name => null, invoice_tax_number => null,
         invoice_receiver_email => null)`,
      [SCF, person.name, receipt],
    );
    return row!;
  });
  await asPerson(vendor.rootUserId, (sql) => sql('select app_public.approve_personal_certification($1)', [certification.id]));
  const [exam] = await ownerSql<{ id: string; semantic_id: string }>(
    `select id, semantic_id from app_public.exams where personal_certification_id = $1`,
    [certification.id],
  );
  return { certificationId: certification.id, certificationNumber: certification.semantic_id, exam: { id: exam!.id, semanticId: exam!.semantic_id } };
};

/** The candidate applies for a retake after `examId`, paying by transfer with a receipt and asking for an invoice. */
const retakeByTransfer = (person: Person, examId: string): Promise<Exam> =>
  asPerson(person.rootUserId, async (sql) => {
    const receipt = await receiptOf(sql);
    const [row] = await sql<{ id: string; semantic_id: string }>(
      `select id, semantic_id from app_public.apply_re_exam(exam_id => $1, payment_method => 'TRANSFER_ACCOUNTS', company_id => null,
         point_type => null, receipt_file_id => $2, wants_invoice => true, invoice_content_type => 'TECHNICAL_TRAINING_EXPENSE',
         invoice_title_type => 'ORGANIZATIONAL', invoice_title => 'Alpha Training Ltd', invoice_company_name => 'Alpha Training Ltd',
         invoice_tax_number => '91310000MA1K', invoice_receiver_email => 'finance@alpha.example.com')`,
      [examId, receipt],
    );
    return { id: row!.id, semanticId: row!.semantic_id };
  });

type Row = {
  status: string;
  type: string;
  scheduled_exam_time: string | null;
  form: string | null;
  venue: string | null;
  link: string | null;
  result: string | null;
  score: string | null;
  accuracy: string | null;
  invoice_file_id: string | null;
  remark: string | null;
};
const rowOf = async (id: string): Promise<Row | undefined> =>
  (
    await ownerSql<Row>(
      `select status, type, to_char(scheduled_exam_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD"T"HH24:MI') as scheduled_exam_time,
              form, venue, link, result, score::text, accuracy::text, invoice_file_id, remark
       from app_public.exams where id = $1`,
      [id],
    )
  )[0];

/** A day `days` after today in the business time zone (Asia/Shanghai), `YYYY-MM-DD`. */
const businessDay = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));

let browser: Browser;
let context: BrowserContext;
let page: Page;
let vendor: Person;
/** The candidate: the first exam arranged and failed, the retake approved with its invoice. */
let ada: Person;
let first: Exam;
let certificationNumber: string;
let retake: Exam;
/** The arranged time, a wall-clock time of UTC+8. */
const day = businessDay(3);
const scheduled = `${day}T10:30`;

beforeAll(async () => {
  [vendor, ada] = await Promise.all([fixtures.vendorAdmin(), fixtures.person()]);
  const approved = await approvedCertification(ada, vendor);
  first = approved.exam;
  certificationNumber = approved.certificationNumber;
  browser = await launchBrowser();
  ({ context, page } = await signedIn(browser, vendor, '/admin/exam', { locale: 'zh-CN' }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The list narrowed to the candidate's exams by their name. */
const listFor = async (person: Person, count: number) => {
  await page.goto(`${webUrl()}/admin/exam?filter=${encodeURIComponent(JSON.stringify({ q: person.name }))}`);
  await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(count);
};

const openDetail = async (exam: Exam) => {
  await page.goto(`${webUrl()}/admin/exam/${exam.id}`);
  await page.getByText(`考试：${exam.semanticId}`).waitFor({ timeout: 15_000 });
};

const statusChip = () => page.getByTestId('exam-status');

describe('back office: exams', () => {
  it('opens 考试 under 认证, and finds the first exam by the candidate and the subject', async () => {
    await page.getByRole('menuitem', { name: '考试', exact: true }).waitFor({ timeout: 30_000 });
    await rows(page).first().waitFor({ timeout: 30_000 });
    for (const header of ['考试编号', '考生', '认证编号', '科目', '考试类型', '状态', '考试方式', '预约时间', '考试时间', '考试结果']) {
      await page.locator('thead th').filter({ hasText: header }).first().waitFor();
    }
    await page.getByPlaceholder('搜索考试编号、认证编号或考生').fill(ada.name);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    // The subject filter: another subject finds nothing, SCF's finds the exam.
    await page.getByRole('combobox', { name: '科目' }).click();
    await page.getByRole('option', { name: 'Theory', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('combobox', { name: '科目' }).click();
    await page.getByRole('option', { name: 'SCF exam', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    // The status filter: an arranged exam is not there yet; one to be arranged is.
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已安排', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '待安排', exact: true }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    const row = rows(page).first();
    for (const text of [first.semanticId, ada.name, certificationNumber, 'SCF exam', '首考', '待安排']) expect(await row.innerText()).toContain(text);
    await shot(page, 'admin-exam-01-list');
  });

  it('arranges it on site: a missing venue is refused and writes nothing, then it is arranged in UTC+8', async () => {
    await rows(page).first().locator('td.column-semanticId').click();
    await page.waitForURL(new RegExp(`/admin/exam/${first.id}$`));
    await page.getByText(`考试：${first.semanticId}`).waitFor();
    await expect(page.getByTestId('booking-section').innerText()).resolves.toContain('考生尚未预约。');
    await expect(page.getByTestId('payment-section').innerText()).resolves.toContain('首考包含在认证费用中。');
    await expect(page.getByRole('button', { name: '录入成绩' }).count()).resolves.toBe(0);
    await shot(page, 'admin-exam-02-detail');

    const before = await rowOf(first.id);
    await page.getByRole('button', { name: '安排考试' }).click();
    const dialog = page.getByTestId('arrange-dialog');
    await dialog.locator('input[name="scheduledExamTime"]').fill(scheduled);
    await dialog.getByRole('combobox', { name: '考试方式' }).click();
    // the subject's forms only
    await expect(page.getByRole('option', { name: '远程监考' }).count()).resolves.toBe(0);
    await page.getByRole('option', { name: '线下考试', exact: true }).click();
    await dialog.getByRole('button', { name: '确认安排' }).click();
    await dialog.getByText('请填写考试地点。').waitFor({ timeout: 10_000 });
    await shot(page, 'admin-exam-03-no-venue');
    expect(await rowOf(first.id)).toEqual(before);

    await dialog.locator('input[name="venue"]').fill('Room 301, 88 Century Avenue, Shanghai');
    await dialog.getByRole('button', { name: '确认安排' }).click();
    await page.getByText('考试已安排').waitFor({ timeout: 10_000 });
    await expect.poll(async () => rowOf(first.id), { timeout: 10_000 }).toMatchObject({
      status: 'ARRANGED',
      form: 'ONSITE',
      venue: 'Room 301, 88 Century Avenue, Shanghai',
      link: null,
      scheduled_exam_time: scheduled,
    });
    await expect.poll(() => statusChip().innerText(), { timeout: 10_000 }).toBe('已安排');
    // shown as the zh-CN locale writes it in UTC+8 ("2026/12/1 10:30:00": day and month not zero-padded)
    const shown = new Date(`${scheduled}:00+08:00`).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
    await expect(page.getByTestId('scheduled-time').innerText()).resolves.toContain(shown);
    await expect(page.getByTestId('venue').innerText()).resolves.toContain('Room 301');
    await shot(page, 'admin-exam-04-arranged');

    // The list by scheduled day (business days, UTC+8): the arranged day finds it, the day before does not.
    const byDay = async (from: string, to: string, count: number) => {
      await page.goto(`${webUrl()}/admin/exam?filter=${encodeURIComponent(JSON.stringify({ q: ada.name, status: 'ARRANGED', scheduledFrom: from, scheduledTo: to }))}`);
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(count);
    };
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await byDay(day, day, 1);
    await byDay(dayBefore, dayBefore, 0);
    await openDetail(first);
  });

  it('enters a FAIL with its score: a score above the full score is refused first', async () => {
    await page.getByRole('button', { name: '录入成绩' }).click();
    const dialog = page.getByTestId('result-dialog');
    await dialog.getByRole('combobox', { name: '考试结果' }).click();
    await page.getByRole('option', { name: '未通过', exact: true }).click();
    await dialog.locator('input[name="score"]').fill('120');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('分数必须在 0 到 100 之间。').waitFor({ timeout: 10_000 });
    expect((await rowOf(first.id))?.status).toBe('ARRANGED');

    await dialog.locator('input[name="score"]').fill('42.5');
    await dialog.locator('input[name="accuracy"]').fill('45');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('成绩已录入').waitFor({ timeout: 10_000 });
    await expect.poll(async () => rowOf(first.id), { timeout: 10_000 }).toMatchObject({ status: 'COMPLETED', result: 'FAIL', score: '42.50', accuracy: '45.00' });
    await expect.poll(() => statusChip().innerText(), { timeout: 10_000 }).toBe('已完成');
    await expect(page.getByTestId('result').innerText()).resolves.toContain('未通过');
    await expect(page.getByTestId('score').innerText()).resolves.toContain('42.5 / 100');
    await expect(page.getByRole('button', { name: '安排考试' }).count()).resolves.toBe(0);
    await shot(page, 'admin-exam-05-failed');
  });

  it('approves the retake paid by transfer and uploads its electronic invoice', async () => {
    retake = await retakeByTransfer(ada, first.id);
    await listFor(ada, 2);
    // newest first: the retake, waiting for review
    expect(await rows(page).first().innerText()).toContain(retake.semanticId);
    expect(await rows(page).first().innerText()).toContain('补考');
    expect(await rows(page).first().innerText()).toContain('待审核');
    expect(await rows(page).nth(1).innerText()).toContain('未通过');
    await rows(page).first().locator('td.column-semanticId').click();
    await page.getByText(`考试：${retake.semanticId}`).waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('paid').innerText()).resolves.toContain('500.00 CNY');
    await expect(page.getByTestId('receipt-link').getAttribute('href')).resolves.toMatch(/^https?:\/\//);
    await expect(page.getByTestId('invoice-file').innerText()).resolves.toContain('待上传');
    await expect(page.getByTestId('payment-section').innerText()).resolves.toContain('Alpha Training Ltd');

    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByTestId('approve-dialog').getByRole('button', { name: '确认通过' }).click();
    await page.getByText('补考已通过').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await rowOf(retake.id))?.status, { timeout: 10_000 }).toBe('TO_BE_ARRANGED');
    await expect.poll(() => statusChip().innerText(), { timeout: 10_000 }).toBe('待安排');

    await page.getByRole('button', { name: '上传电子发票' }).click();
    const dialog = page.getByTestId('invoice-dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('发票必须是您上传的图片或 PDF 文件。').waitFor({ timeout: 10_000 });
    expect((await rowOf(retake.id))?.invoice_file_id).toBeNull();
    await dialog.getByTestId('invoiceFileId-input').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
    await dialog.getByTestId('invoiceFileId-uploaded').waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('电子发票已保存').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await rowOf(retake.id))?.invoice_file_id, { timeout: 10_000 }).not.toBeNull();
    await expect(page.getByTestId('invoice-link').getAttribute('href')).resolves.toMatch(/^https?:\/\//);
    await shot(page, 'admin-exam-06-retake-invoice');
  });

  it('keeps the remark', async () => {
    await page.getByRole('button', { name: '备注', exact: true }).click();
    const dialog = page.getByTestId('remark-dialog');
    await dialog.locator('textarea[name="remark"]').fill('Invoice sent by e-mail as well.');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('备注已保存').waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await rowOf(retake.id))?.remark, { timeout: 10_000 }).toBe('Invoice sent by e-mail as well.');
    await openDetail(retake);
    await expect(page.getByTestId('remark').innerText()).resolves.toContain('Invoice sent by e-mail as well.');
    await shot(page, 'admin-exam-07-remark');
  });
});
