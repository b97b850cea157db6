import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { BreadCrumb } from 'primereact/breadcrumb';
import { companyPointTypeNames } from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatMoney, formatNumber } from '../../lib/format.ts';
import { PageSpinner } from '../auth/index.ts';
import { EXAM_DETAIL, type ExamDetail } from './exam.graphql.ts';
import { ExamPlace, ExamTime, examScore } from './ExamRecords.tsx';
import { formatExamTime } from './rules.ts';
import { ExamResultTag, ExamStatusTag } from './StatusTag.tsx';
import './exam.css';

const lang = currentLocale === 'zh-CN' ? 'zh' : 'en';

const Item = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="pp-detail-item">
    <dt className="pp-muted">{label}</dt>
    <dd data-testid={testId}>{children}</dd>
  </div>
);

/** What the retake took: the company's points, a transfer's money, or nothing. */
const paidText = (e: ExamDetail, t: (key: string, params?: Record<string, unknown>) => string): string => {
  if (e.paymentMethod === 'POINT_DEDUCTION') {
    const kind = e.pointType ? ` · ${companyPointTypeNames[e.pointType][lang]}` : '';
    return `${t('exam.detail.paidPoints', { points: formatNumber(e.paidPoints) })}${kind}`;
  }
  if (e.paymentMethod === 'TRANSFER_ACCOUNTS') return formatMoney(Number(e.paidMoney), e.currency ?? undefined);
  return '—';
};

/**
 * An exam read only: the certification and examinee, the subject, its state, time and result, and what a retake is
 * paid with. The page that shows it names the way back (its breadcrumb's first step) and may add a section below
 * (`below`, given the exam once it has loaded), e.g. the decision on the retake's points.
 */
export const ExamDetailView = ({ id, back, below }: { id: string; back: { label: string; to: string }; below?: (exam: ExamDetail) => ReactNode }) => {
  const t = useTranslate();
  const { data, loading, error } = useQuery(EXAM_DETAIL, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
  const e = data?.exam;
  const frame = (content: ReactNode) => (
    <div className="pp-page pp-exam-detail">
      <BreadCrumb
        className="pp-exam-breadcrumb"
        model={[{ template: () => <Link to={back.to}>{back.label}</Link> }, { label: e?.semanticId ?? t('exam.detail.title') }]}
        data-testid="exam-breadcrumb"
      />
      {content}
    </div>
  );
  if (error) return frame(<p className="p-error">{errorMessage(error, fallbacks.load)}</p>);
  if (!e) return loading || !data ? <PageSpinner /> : frame(<p>{t('exam.detail.notFound')}</p>);
  const c = e.personalCertification;
  return frame(
    <>
      <h1 className="pp-page-title">
        {dash(e.subject?.name)} · {e.semanticId} <ExamStatusTag status={e.status} />
      </h1>
      <dl className="pp-details" data-testid="exam-detail">
        <Item label={t('exam.detail.certification')}>{c ? `${c.type?.name ?? ''} · ${c.semanticId}` : '—'}</Item>
        <Item label={t('exam.detail.examinee')} testId="exam-detail-examinee">
          {dash(c?.realName ?? c?.applicantName)}
        </Item>
        <Item label={t('exam.col.type')}>{t(`exam.type.${e.type}`)}</Item>
        <Item label={t('exam.col.time')}>
          <ExamTime exam={e} />
        </Item>
        <Item label={t('exam.col.form')}>{e.form || e.bookExamForm ? t(`exam.form.${e.form ?? e.bookExamForm}`) : '—'}</Item>
        <Item label={t('exam.col.place')}>
          <ExamPlace exam={e} />
        </Item>
        <Item label={t('exam.col.result')}>{e.result ? <ExamResultTag result={e.result} /> : '—'}</Item>
        <Item label={t('exam.col.score')}>{examScore(e, t)}</Item>
        <Item label={t('exam.detail.appliedAt')}>{formatExamTime(e.createdAt, currentLocale)}</Item>
        {e.auditComment && <Item label={t('exam.detail.comment')}>{e.auditComment}</Item>}
      </dl>
      <h2>{t('exam.detail.payment')}</h2>
      <dl className="pp-details" data-testid="exam-detail-payment">
        <Item label={t('exam.reExam.paymentMethod')}>{t(`exam.payment.${e.paymentMethod}`)}</Item>
        <Item label={t('exam.detail.paid')} testId="exam-detail-paid">
          {paidText(e, t)}
        </Item>
        {e.pointCompany && <Item label={t('exam.detail.pointCompany')}>{e.pointCompany.name}</Item>}
        {e.paymentMethod === 'TRANSFER_ACCOUNTS' && <Item label={t('exam.detail.invoice')}>{t(e.wantsInvoice ? 'exam.detail.yes' : 'exam.detail.no')}</Item>}
      </dl>
      {below?.(e)}
    </>,
  );
};
