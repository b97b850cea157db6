// A stored file (a receipt, an invoice, a certificate) as a link that opens it in a new window; its short-lived
// address is asked when the link is shown.
import { useQuery } from '@apollo/client';
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_FILE_URL } from './upload.graphql.ts';

export const FileLink = ({ fileId, name, testId }: { fileId: string; name: string; testId?: string }) => {
  const translate = useTranslate();
  const { data, error } = useQuery(ADMIN_FILE_URL, { variables: { fileId }, fetchPolicy: 'network-only' });
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const url = data?.generateOneFileUrl?.url;
  if (!url) return <span>{name}</span>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {translate('pp.file.open', { name })}
    </Link>
  );
};
