import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { limits, type ApproveJoinApplicationInput } from '@pp/domain';
import { PositionRolesFields, TextField, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { APPROVE_COMPANY_JOIN_APPLICATION, type CompanyJoinApplication } from './joinApplications.graphql.ts';
import { approveFormOptions } from './forms.ts';

interface Props {
  application: CompanyJoinApplication | undefined;
  onHide: () => void;
  onDone: () => void;
}

const FORM_ID = 'pp-approve-form';

interface FormProps {
  application: CompanyJoinApplication;
  onSubmit: (input: ApproveJoinApplicationInput) => Promise<void>;
}

const ApproveForm = ({ application, onSubmit }: FormProps) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(approveFormOptions(application.id, application.realName));
  return (
    <form id={FORM_ID} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <TextField control={control} name="name" id="pp-approve-name" label={t('members.applications.name')} required maxLength={limits.memberNameMax} />
      <PositionRolesFields control={control} companyId={application.companyId} positionName="positionId" rolesName="roleIds" idPrefix="pp-approve" />
    </form>
  );
};

/**
 * Approve a join application: the member's name (prefilled from the real name, at most the domain's limit), a position
 * and at least one role, all required.
 */
export const ApproveDialog = ({ application, onHide, onDone }: Props) => {
  const t = useTranslate();
  const [approve, { loading }] = useMutation(APPROVE_COMPANY_JOIN_APPLICATION);
  const send = useFormCommand({
    run: (variables: ApproveJoinApplicationInput) => approve({ variables }),
    successKey: 'members.applications.approved',
    fallback: fallbacks.approve,
    onDone,
  });
  return (
    <Dialog
      header={t('members.applications.approve.title')}
      visible={Boolean(application)}
      onHide={onHide}
      style={{ width: 'min(480px, 94vw)' }}
      footer={
        <div>
          <Button type="button" label={t('join-company.cancel')} text onClick={onHide} disabled={loading} />
          <Button type="submit" form={FORM_ID} label={t('members.applications.approve')} loading={loading} />
        </div>
      }
    >
      {application && <ApproveForm key={application.id} application={application} onSubmit={send} />}
    </Dialog>
  );
};
