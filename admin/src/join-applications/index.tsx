// 加入公司申请: every join application (vendor admins see all rows through RLS), filtered by status and company.
// Approving stays with the partner administrator in the portal (spec 1 §1); the back office reads.
import {
  AutocompleteInput,
  ChipField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceArrayField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  useRecordContext,
} from 'react-admin';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { applicationStatusLabels, choicesOf } from '../common/labels.ts';
import { ApplicationStatusField, datagridSx } from '../common/fields.tsx';

const statusChoices = choicesOf(applicationStatusLabels);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="搜索公司名称" />,
  <SelectInput key="applicationStatus" source="applicationStatus" label="状态" choices={statusChoices} alwaysOn emptyText="全部状态" />,
  <ReferenceInput key="companyId" source="companyId" reference="company" alwaysOn>
    <AutocompleteInput label="公司" optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 320 }} />
  </ReferenceInput>,
];

type Positioned = { position?: { nameZh?: string | null; name?: string | null } | null };
const positionText = (r: Positioned) => r.position?.nameZh ?? r.position?.name ?? '—';
const phoneText = (r: { contactNumber?: string | null; phonePrefixCountryCode?: string | null }) =>
  r.contactNumber ? `${r.phonePrefixCountryCode ?? ''} ${r.contactNumber}`.trim() : '—';

const roleChips = (
  <SingleFieldList linkType={false} empty={<span>—</span>}>
    <ChipField source="nameZh" size="small" />
  </SingleFieldList>
);

export const JoinApplicationList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="加入公司申请">
    <Datagrid rowClick="show" bulkActionButtons={false} sx={datagridSx}>
      <TextField source="companyName" sortable={false} />
      <TextField source="realName" sortable={false} />
      <TextField source="account" sortable={false} emptyText="—" />
      <FunctionField source="contactNumber" sortable={false} render={phoneText} />
      <ApplicationStatusField source="applicationStatus" label="resources.company-join-application.fields.applicationStatus" sortable={false} />
      <DateField source="createdAt" showTime locales="zh-CN" />
      <DateField source="reviewedAt" showTime locales="zh-CN" sortable={false} emptyText="—" />
      <TextField source="approverName" sortable={false} emptyText="—" />
      <ReferenceArrayField source="roleIds" reference="role" sortable={false}>
        {roleChips}
      </ReferenceArrayField>
    </Datagrid>
  </List>
);

const Title = () => {
  const record = useRecordContext<{ id: string; realName?: string }>();
  return <span>加入公司申请：{record?.realName ?? ''}</span>;
};

export const JoinApplicationShow = () => (
  <Show title={<Title />}>
    <SimpleShowLayout>
      <ReferenceField source="companyId" reference="company" link="show" label="公司名称" />
      <TextField source="realName" />
      <TextField source="account" emptyText="—" />
      <FunctionField source="contactNumber" render={phoneText} />
      <ApplicationStatusField source="applicationStatus" label="resources.company-join-application.fields.applicationStatus" />
      <DateField source="createdAt" showTime locales="zh-CN" />
      <DateField source="reviewedAt" showTime locales="zh-CN" emptyText="—" />
      <TextField source="approverName" emptyText="—" />
      <TextField source="approvedName" emptyText="—" />
      <FunctionField source="position" render={positionText} />
      <ReferenceArrayField source="roleIds" reference="role">
        {roleChips}
      </ReferenceArrayField>
      <TextField source="auditComment" emptyText="—" />
      <TextField source="remark" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);

export const joinApplications = {
  name: 'company-join-application',
  list: JoinApplicationList,
  show: JoinApplicationShow,
  icon: AssignmentIndIcon,
  recordRepresentation: 'realName',
};
