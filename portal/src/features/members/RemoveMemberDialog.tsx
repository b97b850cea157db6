import { useMutation } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { REMOVE_COMPANY_USER } from './members.graphql.ts';

interface Props {
  member: { id: string; name: string } | undefined;
  onHide: () => void;
  onDone: () => void;
}

/**
 * Confirm removing a member: they leave the company (EXITED), keep their account and history, and are told so. The
 * company's only partner administrator cannot be removed (the server refuses it).
 */
export const RemoveMemberDialog = ({ member, onHide, onDone }: Props) => {
  const t = useTranslate();
  const { open } = useNotification();
  const [remove, { loading }] = useMutation(REMOVE_COMPANY_USER);
  const confirm = async () => {
    if (!member) return;
    try {
      await remove({ variables: { userId: member.id } });
      open?.({ type: 'success', message: t('app.notify.success'), description: t('members.remove.done', { name: member.name }) });
      onDone();
    } catch (e) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(e, fallbacks.save) });
    }
  };
  return (
    <Dialog
      header={t('members.remove.title')}
      visible={Boolean(member)}
      onHide={onHide}
      style={{ width: 'min(440px, 92vw)' }}
      footer={
        <div>
          <Button type="button" label={t('join-company.cancel')} text onClick={onHide} disabled={loading} />
          <Button type="button" label={t('members.remove.confirm')} severity="danger" loading={loading} onClick={() => void confirm()} data-testid="member-remove-confirm" />
        </div>
      }
    >
      <p>{t('members.remove.text', { name: member?.name ?? '' })}</p>
    </Dialog>
  );
};
