import { useEffect } from 'react';
import { ADMIN_PATH } from './guards.ts';
import { PageSpinner } from './Guard.tsx';

/**
 * /admin is the back office, a separate app served under /admin/: leave the portal with a full page load, keeping the
 * back-office page asked for (a notification's link to one application).
 */
export const AdminRedirect = () => {
  useEffect(() => {
    const { pathname, search } = window.location;
    window.location.replace(pathname.startsWith(ADMIN_PATH) ? `${pathname}${search}` : ADMIN_PATH);
  }, []);
  return <PageSpinner />;
};
