import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { limits, type UpdateCompanyUserInput } from '@pp/domain';
import { PositionRolesFields, TextAreaField, TextField, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { editMemberFormOptions, type MemberFormStart } from './forms.ts';
import { UPDATE_COMPANY_USER } from './members.graphql.ts';

interface Props {
  /** The member being edited; none: the dialog is closed. */
  member: (MemberFormStart & { companyId: string }) | undefined;
  onHide: () => void;
  onDone: () => void;
}

const FORM_ID = 'pp-member-form';

interface FormProps {
  member: MemberFormStart & { companyId: string };
  onSubmit: (input: UpdateCompanyUserInput) => Promise<void>;
}

const MemberForm = ({ member, onSubmit }: FormProps) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(editMemberFormOptions(member));
  return (
    <form id={FORM_ID} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <TextField control={control} name="name" id="pp-member-name" label={t('members.col.name')} required maxLength={limits.memberNameMax} testId="member-name" />
      <PositionRolesFields control={control} companyId={member.companyId} positionName="positionId" rolesName="roleIds" idPrefix="pp-member" testIdPrefix="member" />
      <TextAreaField control={control} name="remark" id="pp-member-remark" label={t('members.col.remark')} maxLength={limits.remarkMax} rows={3} testId="member-remark" />
    </form>
  );
};

/**
 * Edit a member: name (at most the domain's limit, person-name characters), position and at least one role, and a
 * remark. The server refuses to take the partner administrator role from the company's only administrator.
 */
export const EditMemberDialog = ({ member, onHide, onDone }: Props) => {
  const t = useTranslate();
  const [save, { loading }] = useMutation(UPDATE_COMPANY_USER);
  const send = useFormCommand({
    run: (v: UpdateCompanyUserInput) =>
      save({ variables: { userId: v.userId, name: v.name, positionId: v.positionId, roleIds: v.roleIds, remark: v.remark ?? null } }),
    successKey: 'members.edit.saved',
    fallback: fallbacks.save,
    onDone,
  });
  return (
    <Dialog
      header={t('members.edit.title')}
      visible={Boolean(member)}
      onHide={onHide}
      style={{ width: 'min(520px, 94vw)' }}
      footer={
        <div>
          <Button type="button" label={t('join-company.cancel')} text onClick={onHide} disabled={loading} />
          <Button type="submit" form={FORM_ID} label={t('members.edit.save')} loading={loading} data-testid="member-save" />
        </div>
      }
    >
      {member && <MemberForm key={member.id} member={member} onSubmit={send} />}
    </Dialog>
  );
};
