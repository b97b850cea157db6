import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { limits, type CreateCompanyInvitationInput } from '@pp/domain';
import { PositionRolesFields, roleNamesLine, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { dash, formatDateTime } from '../../lib/format.ts';
import { CREATE_COMPANY_INVITATION, type CreatedInvitation } from './invitations.graphql.ts';
import { invitationFallbacks, invitationLink } from './invitationRules.ts';
import { inviteFormOptions } from './forms.ts';
import { LinkField } from './LinkField.tsx';

interface Props {
  companyId: string;
  visible: boolean;
  onHide: () => void;
}

const FORM_ID = 'pp-invite-form';

interface FormProps {
  companyId: string;
  onSubmit: (input: CreateCompanyInvitationInput) => Promise<void>;
}

const InviteForm = ({ companyId, onSubmit }: FormProps) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(inviteFormOptions(companyId));
  return (
    <form id={FORM_ID} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <p className="pp-muted">{t('invitations.intro', { days: limits.inviteValidDays })}</p>
      <PositionRolesFields control={control} companyId={companyId} positionName="positionId" rolesName="roleIds" idPrefix="pp-invite" testIdPrefix="invite" />
    </form>
  );
};

const CreatedLink = ({ created }: { created: CreatedInvitation }) => {
  const t = useTranslate();
  return (
    <div className="pp-form" data-testid="invite-result">
      <p className="pp-muted">{t('invitations.share')}</p>
      <label htmlFor="pp-invite-link">{t('invitations.link')}</label>
      <LinkField link={invitationLink(window.location.origin, created.code)} />
      <small className="pp-muted" data-testid="invite-expiry">
        {t('invitations.validUntil', { date: formatDateTime(created.expiresAt) })}
      </small>
      <p className="pp-small">
        {t('members.applications.position')}: {dash(created.positionName)}
        <br />
        {t('members.applications.roles')}: {dash(roleNamesLine(created.roleLabels))}
      </p>
    </div>
  );
};

/**
 * Invite a member: a position and at least one role, both required; the result is a link valid for the domain's
 * number of days and usable once, shown with a Copy button.
 */
export const InviteMemberDialog = ({ companyId, visible, onHide }: Props) => {
  const t = useTranslate();
  const [create, { loading }] = useMutation(CREATE_COMPANY_INVITATION, { refetchQueries: ['CompanyInvitations'] });
  const [created, setCreated] = useState<CreatedInvitation>();
  /** Each new form starts empty (a fresh key remounts it). */
  const [round, setRound] = useState(0);
  const send = useFormCommand({
    run: async (variables: CreateCompanyInvitationInput) => {
      const result = await create({ variables });
      const invitation = result.data?.createCompanyInvitation?.result;
      if (!invitation) throw new Error('createCompanyInvitation returned no invitation');
      setCreated(invitation);
    },
    successKey: 'invitations.created',
    fallback: invitationFallbacks.create,
  });

  const reset = () => {
    setCreated(undefined);
    setRound((r) => r + 1);
  };
  useEffect(() => {
    if (visible) reset();
  }, [visible]);

  const footer = created ? (
    <div>
      <Button type="button" label={t('invitations.another')} text onClick={reset} />
      <Button type="button" label={t('invitations.done')} onClick={onHide} data-testid="invite-done" />
    </div>
  ) : (
    <div>
      <Button type="button" label={t('join-company.cancel')} text onClick={onHide} disabled={loading} />
      <Button type="submit" form={FORM_ID} label={t('invitations.create')} loading={loading} data-testid="invite-create" />
    </div>
  );

  return (
    <Dialog
      header={t('invitations.invite')}
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(520px, 94vw)' }}
      footer={footer}
      data-testid="invite-dialog"
    >
      {created ? <CreatedLink created={created} /> : <InviteForm key={round} companyId={companyId} onSubmit={send} />}
    </Dialog>
  );
};
