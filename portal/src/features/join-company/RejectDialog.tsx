import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { limits, type RejectJoinApplicationInput } from '@pp/domain';
import { TextAreaField, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { REJECT_COMPANY_JOIN_APPLICATION, type CompanyJoinApplication } from './joinApplications.graphql.ts';
import { rejectFormOptions } from './forms.ts';

interface Props {
  application: CompanyJoinApplication | undefined;
  onHide: () => void;
  onDone: () => void;
}

const FORM_ID = 'pp-reject-form';

interface FormProps {
  application: CompanyJoinApplication;
  onSubmit: (input: RejectJoinApplicationInput) => Promise<void>;
}

const RejectForm = ({ application, onSubmit }: FormProps) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(rejectFormOptions(application.id));
  return (
    <form id={FORM_ID} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <p className="pp-muted">{application.realName}</p>
      <TextAreaField
        control={control}
        name="auditComment"
        id="pp-reject-reason"
        label={t('members.applications.reason')}
        required
        autoFocus
        maxLength={limits.auditCommentMax}
      />
    </form>
  );
};

/** Reject a join application: the reason is required; the applicant reads it in their records. */
export const RejectDialog = ({ application, onHide, onDone }: Props) => {
  const t = useTranslate();
  const [reject, { loading }] = useMutation(REJECT_COMPANY_JOIN_APPLICATION);
  const send = useFormCommand({
    run: (variables: RejectJoinApplicationInput) => reject({ variables }),
    successKey: 'members.applications.rejected',
    fallback: fallbacks.reject,
    onDone,
  });
  return (
    <Dialog
      header={t('members.applications.reject.title')}
      visible={Boolean(application)}
      onHide={onHide}
      style={{ width: 'min(480px, 94vw)' }}
      footer={
        <div>
          <Button type="button" label={t('join-company.cancel')} text onClick={onHide} disabled={loading} />
          <Button type="submit" form={FORM_ID} label={t('members.applications.reject')} severity="danger" loading={loading} />
        </div>
      }
    >
      {application && <RejectForm key={application.id} application={application} onSubmit={send} />}
    </Dialog>
  );
};
