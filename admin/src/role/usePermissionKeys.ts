import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { zhErrorText } from '../data-provider/errors.ts';
import { fetchPermissionKeys, type PermissionKeyRow } from '../common/permissionKeys.ts';

/** The permission keys with their names, or the zh text of why they could not be read. */
export const usePermissionKeys = () => {
  // The Apollo client itself (react-admin's useDataProvider proxies every property into a method).
  const client = useApolloClient();
  const [rows, setRows] = useState<PermissionKeyRow[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    fetchPermissionKeys(client).then(
      (r) => live && setRows(r),
      (e: unknown) => {
        console.error('permissionKeys failed', e);
        if (live) setError(zhErrorText(e));
      },
    );
    return () => {
      live = false;
    };
  }, [client]);
  return { rows, error };
};
