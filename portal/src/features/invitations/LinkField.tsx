import { useEffect, useRef } from 'react';
import { useNotification, useTranslate } from '@refinedev/core';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { copyText } from './clipboard.ts';

interface Props {
  link: string;
  /** Select the text at once (the fallback when copying failed elsewhere). */
  selectOnShow?: boolean;
}

/** An invitation link in a read-only field with a Copy button; when the clipboard refuses, the text is selected. */
export const LinkField = ({ link, selectOnShow = false }: Props) => {
  const t = useTranslate();
  const { open } = useNotification();
  const input = useRef<HTMLInputElement>(null);

  const select = () => {
    input.current?.focus();
    input.current?.select();
  };
  useEffect(() => {
    if (selectOnShow) select();
  }, [selectOnShow, link]);

  const copy = async () => {
    if (await copyText(link)) {
      open?.({ type: 'success', message: t('app.notify.success'), description: t('invitations.copied') });
    } else {
      select();
      open?.({ type: 'progress', message: t('invitations.copy'), description: t('invitations.copyManually') });
    }
  };

  return (
    <div className="p-inputgroup">
      <InputText
        ref={input}
        id="pp-invite-link"
        value={link}
        readOnly
        aria-label={t('invitations.link')}
        data-testid="invite-link"
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button type="button" icon="pi pi-copy" label={t('invitations.copy')} onClick={() => void copy()} data-testid="invite-copy" />
    </div>
  );
};
