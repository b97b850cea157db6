// Public entry of the layout feature: the frame the router mounts.
export { feature } from './feature.ts';
export { AppLayout } from './AppLayout.tsx';
export { DocumentTitle } from './DocumentTitle.tsx';
export { ErrorPage } from './ErrorPage.tsx';
