import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { examLimits } from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { ChoiceField, FormDialog } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { BOOK_EXAM } from './exam.graphql.ts';
import type { ExamRecordFragment } from '../../generated/graphql.ts';
import { BusinessTimeField } from './fields.tsx';
import { bookFormOptions } from './forms.ts';
import { formatExamTime, offeredForms, pickedDate } from './rules.ts';

interface Props {
  /** The exam to book; undefined: closed. */
  exam: ExamRecordFragment | undefined;
  onHide: () => void;
  onDone: () => void;
}

/**
 * Booking an exam: a time (UTC+8) at least the lead ahead and within the study window, checked before sending as the
 * server checks it, and one of the forms the subject offers. The server's coded errors are shown in the site's
 * language.
 */
export const BookDialog = ({ exam, onHide, onDone }: Props) => {
  const t = useTranslate();
  const [book, { loading }] = useMutation(BOOK_EXAM);
  const forms = offeredForms(exam?.subject?.examForms);
  const windowEnd = exam?.studyWindowEndsAt;
  return (
    <FormDialog
      form={exam && bookFormOptions(exam.id, forms, windowEnd)}
      formKey={`book-${exam?.id ?? ''}`}
      formId="pp-exam-book-form"
      header={t('exam.book.title', { subject: exam?.subject?.name ?? '' })}
      submitLabel={t('exam.book.submit')}
      cancelLabel={t('exam.dialog.cancel')}
      loading={loading}
      onHide={onHide}
      command={{
        run: (v) => book({ variables: { examId: v.examId, bookExamTime: v.bookExamTime, bookExamForm: v.bookExamForm } }),
        successKey: 'exam.book.done',
        fallback: fallbacks.save,
        onDone,
      }}
      testId="exam-book-dialog"
      submitTestId="exam-book-submit"
    >
      {(control) => (
        <>
          <BusinessTimeField
            control={control}
            name="bookExamTime"
            id="pp-exam-book-time"
            label={t('exam.book.time')}
            minDate={pickedDate(new Date().toISOString()) ?? undefined}
            maxDate={pickedDate(windowEnd) ?? undefined}
            help={
              windowEnd
                ? t('exam.book.timeHelp', { minutes: examLimits.examBookLeadMinutes, end: formatExamTime(windowEnd, currentLocale) })
                : t('exam.book.timeHelpOpen', { minutes: examLimits.examBookLeadMinutes })
            }
          />
          <ChoiceField
            control={control}
            name="bookExamForm"
            id="pp-exam-book-form-choice"
            label={t('exam.book.form')}
            required
            choices={forms.map((f) => ({ value: f, label: t(`exam.form.${f}`) }))}
            help={exam?.subject ? t('exam.book.duration', { minutes: exam.subject.durationMinutes }) : undefined}
          />
        </>
      )}
    </FormDialog>
  );
};
