// A personal certification's exams, for its detail in the back office: each exam's number (opening its detail),
// subject, type, status, scheduled time (UTC+8) and result with the score, in the order they were opened.
import { useQuery } from '@apollo/client';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { businessTimeZone } from '@pp/domain';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { zhErrorText } from '../data-provider/errors.ts';
import { ADMIN_CERTIFICATION_EXAMS } from './exam.graphql.ts';
import { ExamStatusChip } from './ExamStatusChip.tsx';

const p = (key: string) => `resources.exam.${key}`;

export const CertificationExams = ({ certificationId, emptyText }: { certificationId: string; emptyText: string }) => {
  const translate = useTranslate();
  const { data, error } = useQuery(ADMIN_CERTIFICATION_EXAMS, { variables: { certificationId }, fetchPolicy: 'network-only' });
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const exams = (data?.exams?.nodes ?? []).flatMap((e) => (e ? [e] : []));
  if (data && exams.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  const f = (name: string) => translate(p(`fields.${name}`));
  return (
    <Table size="small" data-testid="certification-exams">
      <TableHead>
        <TableRow>
          {['semanticId', 'subject', 'type', 'status', 'scheduledExamTime', 'result'].map((name) => (
            <TableCell key={name}>{f(name)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {exams.map((e) => (
          <TableRow key={e.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link component={RouterLink} to={`/exam/${e.id}`}>
                {e.semanticId}
              </Link>
            </TableCell>
            <TableCell>{e.subject?.name ?? '—'}</TableCell>
            <TableCell>{translate(`pp.enums.exam_type.${e.type}`)}</TableCell>
            <TableCell>
              <ExamStatusChip status={e.status} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {e.scheduledExamTime ? new Date(e.scheduledExamTime).toLocaleString('zh-CN', { timeZone: businessTimeZone, hour12: false }) : '—'}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {e.result ? translate(`pp.enums.exam_result.${e.result}`) : '—'}
              {e.score !== null && e.score !== undefined ? ` · ${Number(e.score)} / ${e.subject?.fullScore ?? '—'}` : ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
