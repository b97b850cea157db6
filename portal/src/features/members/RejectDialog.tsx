import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { limits, rejectJoinApplicationSchema } from '@pp/domain';
import { useCommand } from '../../lib/command.ts';
import { fallbacks } from '../../lib/errors.ts';
import { REJECT_COMPANY_JOIN_APPLICATION, type CompanyJoinApplication } from './members.graphql.ts';

interface Props {
  application: CompanyJoinApplication | undefined;
  onHide: () => void;
  onDone: () => void;
}

/** Reject a join application: a reason is required (spec 1 §5). */
export const RejectDialog = ({ application, onHide, onDone }: Props) => {
  const t = useTranslate();
  const [reject, { loading }] = useMutation(REJECT_COMPANY_JOIN_APPLICATION);
  const [reason, setReason] = useState('');
  const command = useCommand({
    schema: rejectJoinApplicationSchema,
    run: (variables) => reject({ variables }),
    successKey: 'members.applications.rejected',
    fallback: fallbacks.reject,
    onDone,
  });
  const { error, setError } = command;
  useEffect(() => {
    if (application) {
      setReason('');
      setError(undefined);
    }
  }, [application]);

  const submit = async () => {
    if (application) await command.submit({ applicationId: application.id, auditComment: reason });
  };

  return (
    <Dialog
      header={t('members.applications.reject.title')}
      visible={Boolean(application)}
      onHide={onHide}
      style={{ width: 'min(480px, 94vw)' }}
      footer={
        <div>
          <Button label={t('join-company.cancel')} text onClick={onHide} disabled={loading} />
          <Button label={t('members.applications.reject')} severity="danger" onClick={() => void submit()} loading={loading} />
        </div>
      }
    >
      <div className="pp-form">
        <p className="pp-muted">{application?.realName}</p>
        <label htmlFor="pp-reject-reason">
          <span className="pp-required">*</span> {t('members.applications.reason')}
        </label>
        <InputTextarea id="pp-reject-reason" value={reason} rows={4} maxLength={limits.auditCommentMax} onChange={(e) => setReason(e.target.value)} />
        {error && <small className="p-error">{error}</small>}
      </div>
    </Dialog>
  );
};
