// The frame the router mounts (its texts are a slice of the catalogue, app/i18n.ts).
export { AppLayout } from './AppLayout.tsx';
export { DocumentTitle } from './DocumentTitle.tsx';
export { ErrorPage } from './ErrorPage.tsx';
