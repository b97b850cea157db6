import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { limits, type RejectJoinApplicationInput } from '@pp/domain';
import { DecisionDialog, TextAreaField } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { REJECT_COMPANY_JOIN_APPLICATION, type CompanyJoinApplication } from './joinCompanyApplications.graphql.ts';
import { rejectFormOptions } from './forms.ts';

interface Props {
  application: CompanyJoinApplication | undefined;
  onHide: () => void;
  onDone: () => void;
}

/** Reject a join application: the reason is required; the applicant reads it in their records. */
export const RejectDialog = ({ application, onHide, onDone }: Props) => {
  const t = useTranslate();
  const [reject, { loading }] = useMutation(REJECT_COMPANY_JOIN_APPLICATION);
  return (
    <DecisionDialog
      decision="reject"
      form={application && rejectFormOptions(application.id)}
      formKey={application?.id ?? ''}
      formId="pp-reject-form"
      header={t('members.applications.reject.title')}
      submitLabel={t('members.applications.reject')}
      cancelLabel={t('join-company.cancel')}
      loading={loading}
      onHide={onHide}
      command={{
        run: (variables: RejectJoinApplicationInput) => reject({ variables }),
        successKey: 'members.applications.rejected',
        fallback: fallbacks.reject,
        onDone,
      }}
    >
      {(control) => (
        <>
          <p className="pp-muted">{application?.realName}</p>
          <TextAreaField
            control={control}
            name="auditComment"
            id="pp-reject-reason"
            label={t('members.applications.reason')}
            required
            autoFocus
            maxLength={limits.auditCommentMax}
          />
        </>
      )}
    </DecisionDialog>
  );
};
