import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import { createCompanyInvitationSchema, limits } from '@pp/domain';
import { useCommand } from '../../lib/command.ts';
import { dash, formatDateTime } from '../../lib/format.ts';
import { APPROVAL_OPTIONS, organisationalRoles } from '../members/index.ts';
import { CREATE_COMPANY_INVITATION, type CreatedInvitation } from './invitations.graphql.ts';
import { invitationFallbacks, invitationLink } from './invitationRules.ts';
import { LinkField } from './LinkField.tsx';

interface Props {
  companyId: string;
  visible: boolean;
  onHide: () => void;
}

/**
 * Invite a member (spec 1 §3/§4/§5): position and roles, both required; the result is a link valid for 3 days and
 * usable once, shown with a Copy button.
 */
export const InviteMemberDialog = ({ companyId, visible, onHide }: Props) => {
  const t = useTranslate();
  const { data } = useQuery(APPROVAL_OPTIONS, { skip: !visible });
  const [create, { loading }] = useMutation(CREATE_COMPANY_INVITATION, { refetchQueries: ['CompanyInvitations'] });
  const [positionId, setPositionId] = useState<number | null>(null);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [created, setCreated] = useState<CreatedInvitation>();
  const command = useCommand({
    schema: createCompanyInvitationSchema,
    run: async (variables) => {
      const result = await create({ variables });
      const invitation = result.data?.createCompanyInvitation?.result;
      if (!invitation) throw new Error('createCompanyInvitation returned no invitation');
      setCreated(invitation);
    },
    successKey: 'invitations.created',
    fallback: invitationFallbacks.create,
    onDone: () => undefined,
  });
  const { error, setError } = command;

  const reset = () => {
    setPositionId(null);
    setRoleIds([]);
    setCreated(undefined);
    setError(undefined);
  };
  useEffect(() => {
    if (visible) reset();
  }, [visible]);

  const roles = organisationalRoles(data?.roles?.nodes ?? [], companyId);
  const submit = () => command.submit({ companyId, positionId: positionId ?? undefined, roleIds });

  const footer = created ? (
    <div>
      <Button label={t('invitations.another')} text onClick={reset} />
      <Button label={t('invitations.done')} onClick={onHide} data-testid="invite-done" />
    </div>
  ) : (
    <div>
      <Button label={t('join-company.cancel')} text onClick={onHide} disabled={loading} />
      <Button label={t('invitations.create')} onClick={() => void submit()} loading={loading} data-testid="invite-create" />
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
      {created ? (
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
            {t('members.applications.roles')}: {dash((created.roleNames ?? []).filter(Boolean).join(', '))}
          </p>
        </div>
      ) : (
        <div className="pp-form">
          <p className="pp-muted">{t('invitations.intro', { days: limits.inviteValidDays })}</p>
          <label htmlFor="pp-invite-position">
            <span className="pp-required">*</span> {t('members.applications.position')}
          </label>
          <Dropdown
            inputId="pp-invite-position"
            value={positionId}
            options={data?.positions?.nodes ?? []}
            optionLabel="name"
            optionValue="id"
            placeholder={t('invitations.selectPosition')}
            data-testid="invite-position"
            onChange={(e) => {
              setPositionId(e.value as number);
              setError(undefined);
            }}
          />
          <label htmlFor="pp-invite-roles">
            <span className="pp-required">*</span> {t('members.applications.roles')}
          </label>
          <MultiSelect
            inputId="pp-invite-roles"
            value={roleIds}
            options={roles}
            optionLabel="name"
            optionValue="id"
            placeholder={t('invitations.selectRoles')}
            display="chip"
            data-testid="invite-roles"
            onChange={(e) => {
              setRoleIds(e.value as string[]);
              setError(undefined);
            }}
          />
          {error && (
            <small className="p-error" role="alert">
              {error}
            </small>
          )}
        </div>
      )}
    </Dialog>
  );
};
