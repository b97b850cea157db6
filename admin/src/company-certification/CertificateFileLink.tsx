// The certificate file as a link that opens it in a new window (its short-lived address is asked when shown).
import { useQuery } from '@apollo/client';
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_CERTIFICATE_FILE_URL } from './companyCertification.graphql.ts';

export const CertificateFileLink = ({ fileId, name }: { fileId: string; name: string }) => {
  const translate = useTranslate();
  const { data, error } = useQuery(ADMIN_CERTIFICATE_FILE_URL, { variables: { fileId }, fetchPolicy: 'network-only' });
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const url = data?.generateOneFileUrl?.url;
  if (!url) return <span>{name}</span>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" data-testid="certificate-file-link">
      {translate('resources.company-certification.detail.open_file', { name })}
    </Link>
  );
};
