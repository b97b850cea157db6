// The vendor's forms on one exam, each checked by its command's schema before it is sent (a refusal from the server
// shows the code's Chinese text and writes nothing): arrange it (a time in UTC+8, a form its subject offers, the venue
// on site, the link online or by video), approve a retake or refuse a booking / reject a retake with a reason, enter
// the result, the retake's electronic invoice, and the remark.
import { useMutation } from '@apollo/client';
import { Typography } from '@mui/material';
import { commonLimits, examResults, rejectExamSchema, examIdSchema, updateExamRemarkSchema } from '@pp/domain';
import { FormDataConsumer, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { choicesOf } from '../common/choices.ts';
import { DecisionDialog, FormDialog } from '../common/FormDialog.tsx';
import {
  ADMIN_APPROVE_EXAM,
  ADMIN_ARRANGE_EXAM,
  ADMIN_ENTER_EXAM_RESULT,
  ADMIN_REJECT_EXAM,
  ADMIN_UPDATE_EXAM_REMARK,
  ADMIN_UPDATE_RE_EXAM_INVOICE,
  type AdminExam,
} from './exam.graphql.ts';
import { arrangeDefaults, arrangeFormSchema, invoiceFormSchema, resultFormSchema } from './forms.ts';
import { FileUploadInput } from '../common/FileUploadInput.tsx';

const p = (key: string) => `resources.exam.${key}`;

/** What every dialog of the page takes from the name of its texts (`<name>.title`, `.confirm`, `.done`). */
const dialogTexts = (translate: (key: string) => string, name: string) => ({
  testId: `${name}-dialog`,
  title: translate(p(`${name}.title`)),
  confirm: p(`${name}.confirm`),
  cancel: p('cancel'),
  done: p(`${name}.done`),
});

export interface DialogProps {
  exam: AdminExam;
  onClose: () => void;
  onDone: () => void;
}

const resultChoices = choicesOf('exam_result', examResults);

export const ArrangeDialog = ({ exam: e, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [arrange, { loading }] = useMutation(ADMIN_ARRANGE_EXAM);
  const forms = choicesOf('exam_form', (e.subject?.examForms ?? []).flatMap((f) => (f ? [f] : [])));
  return (
    <FormDialog
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'arrange')}
      schema={arrangeFormSchema}
      defaultValues={arrangeDefaults(e)}
      run={(input) => arrange({ variables: { input: { ...input, venue: input.venue ?? null, link: input.link ?? null } } })}
    >
      <TextInput
        source="scheduledExamTime"
        label={p('fields.scheduledExamTime')}
        type="datetime-local"
        fullWidth
        isRequired
        helperText={p('arrange.time_hint')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <SelectInput source="form" label={p('fields.form')} choices={forms} fullWidth isRequired />
      <TextInput source="venue" label={p('fields.venue')} fullWidth helperText={p('arrange.venue_hint')} />
      <TextInput source="link" label={p('fields.link')} fullWidth helperText={p('arrange.link_hint')} />
    </FormDialog>
  );
};

export const ApproveDialog = ({ exam: e, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [approve, { loading }] = useMutation(ADMIN_APPROVE_EXAM);
  return (
    <DecisionDialog
      decision="approve"
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'approve')}
      schema={examIdSchema}
      defaultValues={{ examId: e.id }}
      run={(input) => approve({ variables: { input } })}
    >
      <Typography variant="body2">
        {translate(p('approve.text'), { name: e.personalCertification?.realName ?? '', subject: e.subject?.name ?? '' })}
      </Typography>
    </DecisionDialog>
  );
};

export const RejectDialog = ({ exam: e, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [reject, { loading }] = useMutation(ADMIN_REJECT_EXAM);
  return (
    <DecisionDialog
      decision="reject"
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'reject')}
      schema={rejectExamSchema}
      defaultValues={{ examId: e.id, auditComment: '' }}
      run={(input) => reject({ variables: { input } })}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(p(e.status === 'REGISTERED' ? 'reject.text_booking' : 'reject.text_retake'))}
      </Typography>
      <TextInput
        source="auditComment"
        label={p('reject.reason')}
        multiline
        minRows={3}
        fullWidth
        isRequired
        helperText={`≤ ${commonLimits.auditCommentMax}`}
      />
    </DecisionDialog>
  );
};

export const ResultDialog = ({ exam: e, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [enter, { loading }] = useMutation(ADMIN_ENTER_EXAM_RESULT);
  const fullScore = e.subject?.fullScore ?? 100;
  return (
    <FormDialog
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'result')}
      saveIcon
      schema={resultFormSchema(fullScore)}
      defaultValues={{ examId: e.id, result: null, score: null, accuracy: null }}
      run={(input) => enter({ variables: { input: { ...input, score: input.score ?? null, accuracy: input.accuracy ?? null } } })}
    >
      <SelectInput source="result" label={p('fields.result')} choices={resultChoices} fullWidth isRequired />
      <FormDataConsumer>
        {({ formData }) =>
          formData.result === 'ABSENT' ? null : (
            <>
              <NumberInput
                source="score"
                label={p('fields.score')}
                fullWidth
                isRequired
                helperText={translate(p('result.score_hint'), { max: fullScore })}
              />
              <NumberInput source="accuracy" label={p('fields.accuracy')} fullWidth helperText={p('result.accuracy_hint')} />
            </>
          )
        }
      </FormDataConsumer>
    </FormDialog>
  );
};

export const InvoiceDialog = ({ exam: e, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [update, { loading }] = useMutation(ADMIN_UPDATE_RE_EXAM_INVOICE);
  const current = e.invoiceFile ? { id: e.invoiceFile.id, name: e.invoiceFile.name } : null;
  return (
    <FormDialog
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'invoice')}
      saveIcon
      schema={invoiceFormSchema}
      defaultValues={{ examId: e.id, invoiceFileId: e.invoiceFileId ?? null }}
      run={(input) => update({ variables: { input } })}
    >
      <FileUploadInput resource="exam" source="invoiceFileId" use="INVOICE" current={current} />
    </FormDialog>
  );
};

export const RemarkDialog = ({ exam: e, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [update, { loading }] = useMutation(ADMIN_UPDATE_EXAM_REMARK);
  return (
    <FormDialog
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      {...dialogTexts(translate, 'remark')}
      saveIcon
      schema={updateExamRemarkSchema}
      defaultValues={{ examId: e.id, remark: e.remark ?? '' }}
      run={(input) => update({ variables: { input: { examId: input.examId, remark: input.remark || null } } })}
    >
      <TextInput source="remark" label={p('fields.remark')} multiline minRows={3} fullWidth helperText={`≤ ${commonLimits.remarkMax}`} />
    </FormDialog>
  );
};
