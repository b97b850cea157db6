// One of the exam's files (the retake's receipt, its electronic invoice) as a link that opens it in a new window; its
// short-lived address is asked when the link is shown.
import { useQuery } from '@apollo/client';
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_EXAM_FILE_URL } from './exam.graphql.ts';

export const FileLink = ({ fileId, name, testId }: { fileId: string; name: string; testId?: string }) => {
  const translate = useTranslate();
  const { data, error } = useQuery(ADMIN_EXAM_FILE_URL, { variables: { fileId }, fetchPolicy: 'network-only' });
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const url = data?.generateOneFileUrl?.url;
  if (!url) return <span>{name}</span>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {translate('resources.exam.detail.open_file', { name })}
    </Link>
  );
};
