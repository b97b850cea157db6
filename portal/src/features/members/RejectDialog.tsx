import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { limits, rejectJoinApplicationSchema } from '@pp/domain';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { REJECT_COMPANY_JOIN_APPLICATION, type CompanyJoinApplication } from './members.graphql.ts';

interface Props {
  application: CompanyJoinApplication | undefined;
  onHide: () => void;
  onDone: () => void;
}

/** Reject a join application: a reason is required (spec 1 §5). */
export const RejectDialog = ({ application, onHide, onDone }: Props) => {
  const t = useTranslate();
  const { open } = useNotification();
  const [reject, { loading }] = useMutation(REJECT_COMPANY_JOIN_APPLICATION);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (application) {
      setReason('');
      setError(undefined);
    }
  }, [application]);

  const submit = async () => {
    if (!application) return;
    const parsed = rejectJoinApplicationSchema.safeParse({ applicationId: application.id, auditComment: reason });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED'));
      return;
    }
    try {
      await reject({ variables: parsed.data });
      open?.({ type: 'success', message: t('notify.success'), description: t('applications.rejected') });
      onDone();
    } catch (e) {
      open?.({ type: 'error', message: t('notify.error'), description: errorMessage(e, fallbacks.reject) });
    }
  };

  return (
    <Dialog
      header={t('applications.reject.title')}
      visible={Boolean(application)}
      onHide={onHide}
      style={{ width: 'min(480px, 94vw)' }}
      footer={
        <div>
          <Button label={t('join.cancel')} text onClick={onHide} disabled={loading} />
          <Button label={t('applications.reject')} severity="danger" onClick={() => void submit()} loading={loading} />
        </div>
      }
    >
      <div className="pp-form">
        <p className="pp-muted">{application?.realName}</p>
        <label htmlFor="pp-reject-reason">
          <span className="pp-required">*</span> {t('applications.reason')}
        </label>
        <InputTextarea id="pp-reject-reason" value={reason} rows={4} maxLength={limits.auditCommentMax} onChange={(e) => setReason(e.target.value)} />
        {error && <small className="p-error">{error}</small>}
      </div>
    </Dialog>
  );
};
