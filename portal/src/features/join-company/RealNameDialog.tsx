import { useEffect, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useTranslate } from '@refinedev/core';
import { realNameSchema, limits } from '@pp/domain';

interface Props {
  companyName: string | undefined;
  visible: boolean;
  initialName: string;
  submitting: boolean;
  onSubmit: (realName: string) => void;
  onHide: () => void;
}

/** The "fill in real name" modal (spec 1 §2/§5): trimmed, required, at most 50 characters. */
export const RealNameDialog = ({ companyName, visible, initialName, submitting, onSubmit, onHide }: Props) => {
  const t = useTranslate();
  const [value, setValue] = useState(initialName);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (visible) {
      setValue(initialName);
      setError(undefined);
    }
  }, [visible, initialName]);

  const submit = () => {
    const parsed = realNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED'));
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <Dialog
      header={t('join-company.realName.title')}
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(460px, 94vw)' }}
      footer={
        <div>
          <Button label={t('join-company.cancel')} text onClick={onHide} disabled={submitting} />
          <Button label={t('join-company.submit')} onClick={submit} loading={submitting} />
        </div>
      }
    >
      <form
        className="pp-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {companyName && <p className="pp-muted">{companyName}</p>}
        <label htmlFor="pp-real-name">
          <span className="pp-required">*</span> {t('join-company.realName.label')}
        </label>
        <InputText
          id="pp-real-name"
          value={value}
          autoFocus
          maxLength={limits.realNameMax + 20}
          invalid={Boolean(error)}
          aria-describedby="pp-real-name-help"
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(undefined);
          }}
        />
        <small id="pp-real-name-help" className={error ? 'p-error' : 'pp-muted'}>
          {error ?? t('join-company.realName.help')}
        </small>
      </form>
    </Dialog>
  );
};
