// Exams (/admin/exam): every candidate's exams (vendor admins see all rows), newest first, 25 a page, filtered by
// status, subject, type, form and scheduled days and searched by the exam's number, the certification's number or
// the candidate's name; the filters are read from the address as well (`?filter={"status":"REGISTERED"}`); a row opens its
// detail, exam/<id>. Times are shown in the business time zone (UTC+8).
import { useQuery } from '@apollo/client';
import { businessTimeZone, type ExamForm, type ExamResult, type ExamStatus, type ExamType } from '@pp/domain';
import { Datagrid, DateField, DateInput, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { datagridSx } from '../common/fields.tsx';
import { ADMIN_EXAM_SUBJECTS } from './exam.graphql.ts';
import { ExamStatusChip } from './ExamStatusChip.tsx';
import { formChoices, statusChoices, typeChoices } from './filters.ts';

const p = (key: string) => `resources.exam.${key}`;
/** Times in the business time zone, as the detail shows them. */
const dateTime = { timeZone: businessTimeZone, hour12: false } as const;

const useFilters = () => {
  const translate = useTranslate();
  const { data } = useQuery(ADMIN_EXAM_SUBJECTS);
  const subjects = (data?.examSubjects?.nodes ?? []).flatMap((s) => (s ? [{ id: s.id, name: s.name }] : []));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(p('filters.search'))} />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText={p('filters.all_statuses')} />,
    <SelectInput key="subjectId" source="subjectId" choices={subjects} alwaysOn emptyText={p('filters.all_subjects')} translateChoice={false} />,
    <SelectInput key="type" source="type" choices={typeChoices} alwaysOn emptyText={p('filters.all_types')} />,
    <SelectInput key="form" source="form" choices={formChoices} alwaysOn emptyText={p('filters.all_forms')} />,
    <DateInput key="scheduledFrom" source="scheduledFrom" label={p('filters.scheduled_from')} alwaysOn />,
    <DateInput key="scheduledTo" source="scheduledTo" label={p('filters.scheduled_to')} alwaysOn />,
  ];
};

type Row = {
  id: string;
  status: ExamStatus;
  type: ExamType;
  form?: ExamForm | null;
  result?: ExamResult | null;
  subject?: { name?: string | null } | null;
  personalCertification?: { semanticId?: string | null; realName?: string | null; type?: { name?: string | null } | null } | null;
};

export const ExamList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const filters = useFilters();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid
        rowClick={(id) => {
          navigate(`/exam/${encodeURIComponent(String(id))}`);
          return false;
        }}
        bulkActionButtons={false}
        sx={{ ...datagridSx, '& td.column-bookExamTime, & td.column-scheduledExamTime': { whiteSpace: 'nowrap' } }}
      >
        <TextField source="semanticId" sortable={false} />
        <FunctionField source="candidate" sortable={false} render={(r: Row) => r.personalCertification?.realName ?? '—'} />
        <FunctionField
          source="certification"
          sortable={false}
          render={(r: Row) => (r.personalCertification ? `${r.personalCertification.semanticId} · ${r.personalCertification.type?.name ?? ''}` : '—')}
        />
        <FunctionField source="subject" sortable={false} render={(r: Row) => r.subject?.name ?? '—'} />
        <FunctionField source="type" sortable={false} render={(r: Row) => translate(`pp.enums.exam_type.${r.type}`)} />
        <FunctionField source="status" sortable={false} render={(r: Row) => <ExamStatusChip status={r.status} />} />
        <FunctionField source="form" sortable={false} render={(r: Row) => (r.form ? translate(`pp.enums.exam_form.${r.form}`) : '—')} />
        <DateField source="bookExamTime" showTime locales="zh-CN" options={dateTime} sortable={false} emptyText="—" />
        <DateField source="scheduledExamTime" showTime locales="zh-CN" options={dateTime} sortable={false} emptyText="—" />
        <FunctionField source="result" sortable={false} render={(r: Row) => (r.result ? translate(`pp.enums.exam_result.${r.result}`) : '—')} />
      </Datagrid>
    </List>
  );
};
