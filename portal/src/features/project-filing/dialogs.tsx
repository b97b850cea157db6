import type { ReactNode } from 'react';
import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { projectFilingLimits, projectFilingPeriods } from '@pp/domain';
import { TextAreaField, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { DateField, SelectField, type Option } from './fields.tsx';
import { cancelFormOptions, progressEditFormOptions, progressFormOptions, renewalDateRange, renewalFormOptions } from './forms.ts';
import {
  CANCEL_PROJECT_FILING,
  CREATE_PROJECT_FILING_PROGRESS,
  CREATE_PROJECT_FILING_RENEWAL,
  UPDATE_PROJECT_FILING_PROGRESS,
  type ProjectFilingDetail,
  type ProjectFilingProgress,
} from './projectFiling.graphql.ts';

interface FrameProps {
  title: string;
  visible: boolean;
  formId: string;
  submitLabel: string;
  loading: boolean;
  danger?: boolean;
  cancelLabel?: string;
  onHide: () => void;
  children: ReactNode;
  testId: string;
}

/** A dialog holding one form: its title, the form, and Cancel / the submit button in the footer. */
const FormDialog = ({ title, visible, formId, submitLabel, loading, danger, cancelLabel, onHide, children, testId }: FrameProps) => {
  const t = useTranslate();
  return (
    <Dialog
      header={title}
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(520px, 94vw)' }}
      data-testid={testId}
      footer={
        <div>
          <Button type="button" label={cancelLabel ?? t('project-filing.form.cancel')} text onClick={onHide} disabled={loading} />
          <Button type="submit" form={formId} label={submitLabel} severity={danger ? 'danger' : undefined} loading={loading} data-testid={`${testId}-submit`} />
        </div>
      }
    >
      {children}
    </Dialog>
  );
};

interface CancelProps {
  filing: ProjectFilingDetail;
  visible: boolean;
  onHide: () => void;
  onDone: () => void;
}

const CancelForm = ({ filingId, onSubmit }: { filingId: string; onSubmit: (v: { filingId: string; reason: string }) => Promise<void> }) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(cancelFormOptions(filingId));
  return (
    <form id="pp-filing-cancel-form" className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <TextAreaField control={control} name="reason" id="pp-filing-cancel-reason" label={t('project-filing.cancel.reason')} required autoFocus maxLength={projectFilingLimits.filingTextMax} />
    </form>
  );
};

/** Cancel a filing in effect: the reason is required. */
export const CancelFilingDialog = ({ filing, visible, onHide, onDone }: CancelProps) => {
  const t = useTranslate();
  const [cancel, { loading }] = useMutation(CANCEL_PROJECT_FILING);
  const send = useFormCommand({
    run: (variables: { filingId: string; reason: string }) => cancel({ variables }),
    successKey: 'project-filing.cancel.done',
    fallback: fallbacks.save,
    onDone,
  });
  return (
    <FormDialog
      title={t('project-filing.cancel.title')}
      visible={visible}
      formId="pp-filing-cancel-form"
      submitLabel={t('project-filing.cancel.confirm')}
      cancelLabel={t('project-filing.cancel.keep')}
      danger
      loading={loading}
      onHide={onHide}
      testId="filing-cancel-dialog"
    >
      {visible && <CancelForm filingId={filing.id} onSubmit={send} />}
    </FormDialog>
  );
};

interface ProgressProps {
  filing: ProjectFilingDetail;
  /** The entry to edit; none: a new entry. */
  progress?: ProjectFilingProgress;
  visible: boolean;
  phases: readonly Option<number>[];
  onHide: () => void;
  onDone: () => void;
}

type ProgressValues = { content: string; phaseId: number };

const NewProgressForm = ({ filing, phases, onSubmit }: { filing: ProjectFilingDetail; phases: readonly Option<number>[]; onSubmit: (v: { filingId: string } & ProgressValues) => Promise<void> }) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(progressFormOptions(filing.id, filing.phaseId));
  return (
    <form id="pp-progress-form" className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <SelectField control={control} name="phaseId" id="pp-progress-phase" label={t('project-filing.progress.phase')} required options={phases} />
      <TextAreaField control={control} name="content" id="pp-progress-content" label={t('project-filing.progress.content')} required autoFocus maxLength={projectFilingLimits.filingTextMax} />
    </form>
  );
};

const EditProgressForm = ({ progress, phases, onSubmit }: { progress: ProjectFilingProgress; phases: readonly Option<number>[]; onSubmit: (v: { progressId: string } & ProgressValues) => Promise<void> }) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(progressEditFormOptions(progress.id, progress.content, progress.phaseId));
  return (
    <form id="pp-progress-form" className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <SelectField control={control} name="phaseId" id="pp-progress-phase" label={t('project-filing.progress.phase')} required options={phases} />
      <TextAreaField control={control} name="content" id="pp-progress-content" label={t('project-filing.progress.content')} required autoFocus maxLength={projectFilingLimits.filingTextMax} />
    </form>
  );
};

/** Add a progress entry (content and phase), or edit one's own within its editable time. */
export const ProgressDialog = ({ filing, progress, visible, phases, onHide, onDone }: ProgressProps) => {
  const t = useTranslate();
  const [create, { loading: creating }] = useMutation(CREATE_PROJECT_FILING_PROGRESS);
  const [update, { loading: updating }] = useMutation(UPDATE_PROJECT_FILING_PROGRESS);
  const add = useFormCommand({
    run: (variables: { filingId: string } & ProgressValues) => create({ variables }),
    successKey: 'project-filing.progress.added',
    fallback: fallbacks.save,
    onDone,
  });
  const save = useFormCommand({
    run: (variables: { progressId: string } & ProgressValues) => update({ variables }),
    successKey: 'project-filing.progress.saved',
    fallback: fallbacks.save,
    onDone,
  });
  return (
    <FormDialog
      title={t(progress ? 'project-filing.progress.editTitle' : 'project-filing.progress.addTitle')}
      visible={visible}
      formId="pp-progress-form"
      submitLabel={t('project-filing.progress.save')}
      loading={creating || updating}
      onHide={onHide}
      testId="filing-progress-dialog"
    >
      {visible &&
        (progress ? (
          <EditProgressForm key={progress.id} progress={progress} phases={phases} onSubmit={save} />
        ) : (
          <NewProgressForm filing={filing} phases={phases} onSubmit={add} />
        ))}
    </FormDialog>
  );
};

interface RenewalProps {
  filing: ProjectFilingDetail;
  visible: boolean;
  phases: readonly Option<number>[];
  onHide: () => void;
  onDone: () => void;
}

type RenewalValues = { filingId: string; phaseId: number; validUntilDate: string; reason: string };

const RenewalForm = ({ filing, phases, onSubmit }: { filing: ProjectFilingDetail; phases: readonly Option<number>[]; onSubmit: (v: RenewalValues) => Promise<void> }) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(renewalFormOptions(filing.id, filing.phaseId));
  const range = filing.validUntilDate ? renewalDateRange(filing.validUntilDate, projectFilingPeriods.renewalMaxExtensionMonths) : undefined;
  return (
    <form id="pp-renewal-form" className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <p className="pp-muted">{t('project-filing.renewal.help', { date: formatDate(filing.validUntilDate), months: projectFilingPeriods.renewalMaxExtensionMonths })}</p>
      <SelectField control={control} name="phaseId" id="pp-renewal-phase" label={t('project-filing.renewal.phase')} required options={phases} />
      <DateField control={control} name="validUntilDate" id="pp-renewal-date" label={t('project-filing.renewal.date')} required minDate={range?.min} maxDate={range?.max} />
      <TextAreaField control={control} name="reason" id="pp-renewal-reason" label={t('project-filing.renewal.reason')} required maxLength={projectFilingLimits.filingTextMax} />
    </form>
  );
};

/** Apply for a renewal: phase, the new date (after the current one, at most 3 months later) and the reason. */
export const RenewalDialog = ({ filing, visible, phases, onHide, onDone }: RenewalProps) => {
  const t = useTranslate();
  const [renew, { loading }] = useMutation(CREATE_PROJECT_FILING_RENEWAL);
  const send = useFormCommand({
    run: (variables: RenewalValues) => renew({ variables }),
    successKey: 'project-filing.renewal.done',
    fallback: fallbacks.save,
    onDone,
  });
  return (
    <FormDialog
      title={t('project-filing.renewal.title')}
      visible={visible}
      formId="pp-renewal-form"
      submitLabel={t('project-filing.renewal.submit')}
      loading={loading}
      onHide={onHide}
      testId="filing-renewal-dialog"
    >
      {visible && <RenewalForm filing={filing} phases={phases} onSubmit={send} />}
    </FormDialog>
  );
};
