import { useEffect } from 'react';
import { ADMIN_PATH } from './guards.ts';
import { PageSpinner } from './Guard.tsx';

/** /admin is the back office, a separate app served under /admin/: leave the portal with a full page load. */
export const AdminRedirect = () => {
  useEffect(() => {
    window.location.replace(ADMIN_PATH);
  }, []);
  return <PageSpinner />;
};
