// The back office's preview of a material's file (MA-2): the file's short-lived address asked with `ignoreStrategy`,
// so a vendor admin opens any material's file (a draft's, a delisted one's, one not yet saved) whatever its rules. The
// new window is opened at the click, before the address is asked, so no popup blocker stops it.
import { useApolloClient } from '@apollo/client';
import { useNotify } from 'react-admin';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_MATERIAL_FILE_PREVIEW } from './material.graphql.ts';

export const useMaterialPreview = (): ((fileId: string) => Promise<void>) => {
  const client = useApolloClient();
  const notify = useNotify();
  return async (fileId) => {
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    try {
      const { data } = await client.query({ query: ADMIN_MATERIAL_FILE_PREVIEW, variables: { fileId }, fetchPolicy: 'network-only' });
      const url = data?.generateOneFileUrl?.url;
      if (!url) {
        win?.close();
        notify('FILE_NO_PERMISSION', { type: 'error' });
        return;
      }
      if (win) win.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      win?.close();
      notify(zhErrorText(error), { type: 'error' });
    }
  };
};
