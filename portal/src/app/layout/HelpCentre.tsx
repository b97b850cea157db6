import { useRef } from 'react';
import { useTranslate } from '@refinedev/core';
import { OverlayPanel } from 'primereact/overlaypanel';
import { supportEmail } from '@pp/domain';

/** The help centre's panel: what it is for and the support e-mail. */
export const HelpCentre = () => {
  const t = useTranslate();
  const panel = useRef<OverlayPanel>(null);
  return (
    <>
      <button type="button" className="pp-icon-button" aria-label={t('layout.help.title')} onClick={(e) => panel.current?.toggle(e)}>
        <i className="pi pi-question-circle" aria-hidden />
      </button>
      <OverlayPanel ref={panel} className="pp-help-panel">
        <strong>{t('layout.help.title')}</strong>
        <p>{t('layout.help.body')}</p>
        <a href={`mailto:${supportEmail}`}>
          <i className="pi pi-envelope" aria-hidden /> {supportEmail}
        </a>
      </OverlayPanel>
    </>
  );
};
