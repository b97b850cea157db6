import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslate } from '@refinedev/core';
import { limits, type CreateJoinApplicationInput } from '@pp/domain';
import { TextField, useSchemaForm } from '../../components/index.ts';
import { realNameFormOptions } from './forms.ts';

interface Target {
  id: string;
  name: string;
}

interface Props {
  /** The company applied to; the dialog is open while there is one. */
  company: Target | undefined;
  initialName: string;
  submitting: boolean;
  /** Called only with values the domain schema accepted (the name trimmed). */
  onSubmit: (input: CreateJoinApplicationInput) => Promise<void>;
  onHide: () => void;
}

const FORM_ID = 'pp-real-name-form';

const RealNameForm = ({ company, initialName, onSubmit }: { company: Target; initialName: string; onSubmit: Props['onSubmit'] }) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(realNameFormOptions(company.id, initialName));
  return (
    <form id={FORM_ID} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <p className="pp-muted">{company.name}</p>
      <TextField
        control={control}
        name="realName"
        id="pp-real-name"
        label={t('join-company.realName.label')}
        required
        autoFocus
        maxLength={limits.realNameMax}
        help={t('join-company.realName.help')}
      />
    </form>
  );
};

/** The real-name modal of applying: the name is trimmed, required and at most the domain's limit long. */
export const RealNameDialog = ({ company, initialName, submitting, onSubmit, onHide }: Props) => {
  const t = useTranslate();
  return (
    <Dialog
      header={t('join-company.realName.title')}
      visible={Boolean(company)}
      onHide={onHide}
      style={{ width: 'min(460px, 94vw)' }}
      footer={
        <div>
          <Button type="button" label={t('join-company.cancel')} text onClick={onHide} disabled={submitting} />
          <Button type="submit" form={FORM_ID} label={t('join-company.submit')} loading={submitting} />
        </div>
      }
    >
      {company && <RealNameForm key={company.id} company={company} initialName={initialName} onSubmit={onSubmit} />}
    </Dialog>
  );
};
