import { useRouteError } from 'react-router-dom';
import { supportEmail } from '@pp/domain';
import { translate } from '../../lib/i18n.ts';

/** The router's error element: a way back to the homepage, and the support contact. */
export const ErrorPage = () => {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <main className="pp-center pp-message-page" role="alert">
      <i className="pi pi-exclamation-triangle pp-message-icon" aria-hidden />
      <h1>{translate('layout.error.title')}</h1>
      {/* a full load: the app restarts clean */}
      <a className="p-button p-component" href="/">
        {translate('layout.error.home')}
      </a>
      <p className="pp-muted">
        {translate('layout.error.contact', { email: '' })}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </main>
  );
};
