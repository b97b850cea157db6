import { useRef } from 'react';
import { useTranslate } from '@refinedev/core';
import { OverlayPanel } from 'primereact/overlaypanel';
import { Link } from 'react-router-dom';
import { supportEmail, userGuidePaths } from '@pp/domain';
import { currentSite } from '../../core/currentSite.ts';

/** The help centre's panel: what it is for, the user guide (on the mainland site, which has one) and the support e-mail. */
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
        {currentSite === 'MAINLAND' && (
          <p>
            <Link to={userGuidePaths.index} onClick={() => panel.current?.hide()} data-testid="help-user-guide">
              <i className="pi pi-book" aria-hidden /> {t('layout.help.userGuide')}
            </Link>
          </p>
        )}
        <a href={`mailto:${supportEmail}`}>
          <i className="pi pi-envelope" aria-hidden /> {supportEmail}
        </a>
      </OverlayPanel>
    </>
  );
};
