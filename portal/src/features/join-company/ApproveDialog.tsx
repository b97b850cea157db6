import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { limits, type ApproveJoinApplicationInput } from '@pp/domain';
import { DecisionDialog, PositionRolesFields, TextField } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { APPROVE_COMPANY_JOIN_APPLICATION, type CompanyJoinApplication } from './joinCompanyApplications.graphql.ts';
import { approveFormOptions } from './forms.ts';

interface Props {
  application: CompanyJoinApplication | undefined;
  onHide: () => void;
  onDone: () => void;
}

/**
 * Approve a join application: the member's name (prefilled from the real name, at most the domain's limit), a position
 * and at least one role, all required.
 */
export const ApproveDialog = ({ application, onHide, onDone }: Props) => {
  const t = useTranslate();
  const [approve, { loading }] = useMutation(APPROVE_COMPANY_JOIN_APPLICATION);
  return (
    <DecisionDialog
      decision="approve"
      form={application && approveFormOptions(application.id, application.realName)}
      formKey={application?.id ?? ''}
      formId="pp-approve-form"
      header={t('members.applications.approve.title')}
      submitLabel={t('members.applications.approve')}
      cancelLabel={t('join-company.cancel')}
      loading={loading}
      onHide={onHide}
      command={{
        run: (variables: ApproveJoinApplicationInput) => approve({ variables }),
        successKey: 'members.applications.approved',
        fallback: fallbacks.approve,
        onDone,
      }}
    >
      {(control) => (
        <>
          <TextField control={control} name="name" id="pp-approve-name" label={t('members.applications.name')} required maxLength={limits.memberNameMax} />
          <PositionRolesFields control={control} companyId={application?.companyId ?? ''} positionName="positionId" rolesName="roleIds" idPrefix="pp-approve" />
        </>
      )}
    </DecisionDialog>
  );
};
