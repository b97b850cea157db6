import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { currentLocale } from '../../core/currentSite.ts';
import { DataList, type ListColumns } from '../../components/index.ts';
import { errorMessage, fallbacks, translateError } from '../../lib/errors.ts';
import { dash } from '../../lib/format.ts';
import type { ExamRecordFragment } from '../../generated/graphql.ts';
import { BookDialog } from './BookDialog.tsx';
import { CERTIFICATION_EXAMS, START_EXAM } from './exam.graphql.ts';
import { ReExamDialog } from './ReExamDialog.tsx';
import { examActions, formatExamTime, newestOfSubjects, orderExams, refusalParams, type ExamAction } from './rules.ts';
import { ExamResultTag, ExamStatusTag } from './StatusTag.tsx';
import './exam.css';

/** An exam's time: the vendor's schedule once arranged, else the candidate's booking. */
export const ExamTime = ({ exam }: { exam: ExamRecordFragment }) => {
  const t = useTranslate();
  if (exam.scheduledExamTime) return <span>{t('exam.scheduled', { time: formatExamTime(exam.scheduledExamTime, currentLocale) })}</span>;
  if (exam.bookExamTime) return <span>{t('exam.booked', { time: formatExamTime(exam.bookExamTime, currentLocale) })}</span>;
  return <span>—</span>;
};

/** Where the exam is taken: the venue on site, the link of a remote exam (an online one opens with Start). */
export const ExamPlace = ({ exam }: { exam: ExamRecordFragment }) => {
  const t = useTranslate();
  if (exam.venue) return <span>{exam.venue}</span>;
  if (exam.link && exam.form === 'OFFLINE_REMOTE') {
    return (
      <a href={exam.link} target="_blank" rel="noopener noreferrer" data-testid="exam-link">
        <i className="pi pi-external-link" aria-hidden /> {t('exam.openLink')}
      </a>
    );
  }
  return <span>—</span>;
};

/** The form taken: the vendor's once arranged, else the one booked. */
const formOf = (exam: ExamRecordFragment) => exam.form ?? exam.bookExamForm;

/** A score out of the subject's full score, with the accuracy when entered. */
export const examScore = (exam: ExamRecordFragment, t: (key: string, params?: Record<string, unknown>) => string): string => {
  if (exam.score === null || exam.score === undefined) return '—';
  const score = t('exam.scoreOf', { score: Number(exam.score), full: exam.subject?.fullScore ?? '—' });
  return exam.accuracy === null || exam.accuracy === undefined ? score : `${score} · ${t('exam.accuracy', { accuracy: Number(exam.accuracy) })}`;
};

const actionKeys: Record<ExamAction['kind'], { label: string; icon: string }> = {
  book: { label: 'exam.action.book', icon: 'pi pi-calendar-plus' },
  start: { label: 'exam.action.start', icon: 'pi pi-play' },
  reExam: { label: 'exam.action.reExam', icon: 'pi pi-replay' },
};

interface Props {
  personalCertificationId: string;
  /** Only the records, without the candidate's actions (the workbench). */
  readOnly?: boolean;
  /** Something changed (a booking, a retake): the page may read its certification again. */
  onChanged?: () => void;
}

/**
 * The exams of one personal certification: each subject in its order, the newest exam first, with its type, status,
 * time (UTC+8), form, venue or link, result and score. The candidate books an exam, starts an online one and applies
 * for a retake after a fail or an absence; an action the server refuses now is shown disabled with its reason.
 */
export const ExamRecords = ({ personalCertificationId, readOnly = false, onChanged }: Props) => {
  const t = useTranslate();
  const { open } = useNotification();
  const [booking, setBooking] = useState<ExamRecordFragment>();
  const [retaking, setRetaking] = useState<ExamRecordFragment>();
  const [starting, setStarting] = useState<string>();
  const { data, loading, error, refetch } = useQuery(CERTIFICATION_EXAMS, {
    variables: { personalCertificationId },
    fetchPolicy: 'cache-and-network',
  });
  const [startExam] = useMutation(START_EXAM);
  const exams = orderExams((data?.exams?.nodes ?? []).filter((e): e is ExamRecordFragment => e !== null));
  const newest = newestOfSubjects(exams);

  const changed = () => {
    setBooking(undefined);
    setRetaking(undefined);
    void refetch();
    onChanged?.();
  };

  /** Starts an online exam and opens its link in a new tab (opened at the click, so no pop-up blocker stops it). */
  const start = async (exam: ExamRecordFragment) => {
    setStarting(exam.id);
    const tab = window.open('about:blank', '_blank');
    try {
      const result = await startExam({ variables: { examId: exam.id } });
      const link = result.data?.startExam?.result?.link;
      if (link && tab) {
        tab.opener = null;
        tab.location.href = link;
        open?.({ type: 'success', message: t('app.notify.success'), description: t('exam.start.done') });
      } else {
        tab?.close();
        open?.({ type: 'error', message: t('app.notify.error'), description: t('exam.start.noLink') });
      }
      void refetch();
    } catch (e) {
      tab?.close();
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(e, fallbacks.save) });
    } finally {
      setStarting(undefined);
    }
  };

  const run = (kind: ExamAction['kind'], exam: ExamRecordFragment) => {
    if (kind === 'book') setBooking(exam);
    else if (kind === 'reExam') setRetaking(exam);
    else void start(exam);
  };

  // a function, not a component defined here: the buttons keep their identity (and focus) across renders
  const actionsOf = (exam: ExamRecordFragment) => {
    const actions = examActions(exam, newest.has(exam.id), readOnly);
    if (actions.length === 0) return null;
    return (
      <div className="pp-exam-actions">
        {actions.map((a) => {
          const reason = a.refusal ? translateError(a.refusal, refusalParams(a.refusal)) : undefined;
          return (
            <div key={a.kind} className="pp-exam-action">
              <Button
                label={t(actionKeys[a.kind].label)}
                icon={actionKeys[a.kind].icon}
                size="small"
                outlined={a.kind !== 'start'}
                disabled={Boolean(a.refusal)}
                loading={a.kind === 'start' && starting === exam.id}
                onClick={() => run(a.kind, exam)}
                aria-label={`${t(actionKeys[a.kind].label)} ${exam.subject?.name ?? ''} ${exam.semanticId}`}
                data-testid={`exam-${a.kind}`}
              />
              {reason && (
                <small className="pp-muted pp-exam-reason" data-testid={`exam-${a.kind}-reason`}>
                  {reason}
                </small>
              )}
            </div>
          );
        })}
      </div>
    );
  };

  const nowrap = { whiteSpace: 'nowrap' } as const;
  const columns: ListColumns<ExamRecordFragment> = [
    {
      key: 'subject',
      header: t('exam.col.subject'),
      role: 'title',
      body: (e) => (
        <span>
          <strong>{dash(e.subject?.name)}</strong>
          <br />
          <span className="pp-muted pp-small pp-exam-number">{e.semanticId}</span>
        </span>
      ),
    },
    { key: 'type', header: t('exam.col.type'), body: (e) => t(`exam.type.${e.type}`), style: nowrap },
    {
      key: 'status',
      header: t('exam.col.status'),
      role: 'status',
      body: (e) => (
        <span>
          <ExamStatusTag status={e.status} />
          {e.status === 'TO_BE_ARRANGED' && e.auditComment && (
            <small className="pp-exam-refused" data-testid="exam-refused">
              {t('exam.refusedBooking', { reason: e.auditComment })}
            </small>
          )}
        </span>
      ),
    },
    { key: 'time', header: t('exam.col.time'), body: (e) => <ExamTime exam={e} />, style: nowrap },
    { key: 'form', header: t('exam.col.form'), body: (e) => (formOf(e) ? t(`exam.form.${formOf(e)}`) : '—'), style: nowrap },
    { key: 'place', header: t('exam.col.place'), body: (e) => <ExamPlace exam={e} /> },
    { key: 'result', header: t('exam.col.result'), body: (e) => (e.result ? <ExamResultTag result={e.result} /> : '—') },
    { key: 'score', header: t('exam.col.score'), body: (e) => examScore(e, t), style: nowrap },
    ...(readOnly ? [] : [{ key: 'actions', header: '', role: 'actions' as const, body: (e: ExamRecordFragment) => actionsOf(e) }]),
  ];

  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  return (
    <div className="pp-exam-records" data-testid="exam-records">
      <DataList
        value={exams}
        columns={columns}
        loading={loading && !data}
        emptyMessage={t('exam.none')}
        scrollable
        tableStyle={{ minWidth: '60rem' }}
        data-testid="exam-list"
      />
      {exams.length > 0 && <p className="pp-muted pp-small">{t('exam.timeZone')}</p>}
      {!readOnly && (
        <>
          <BookDialog exam={booking} onHide={() => setBooking(undefined)} onDone={changed} />
          <ReExamDialog exam={retaking} onHide={() => setRetaking(undefined)} onDone={changed} />
        </>
      )}
    </div>
  );
};
