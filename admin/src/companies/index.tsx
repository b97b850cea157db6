// 公司: list (search by name, site filter), show (spec 1 §3 company fields + partner managers + users), edit, create.
import {
  Create,
  Datagrid,
  DateField,
  Edit,
  EditButton,
  FunctionField,
  Labeled,
  List,
  NumberField,
  ReferenceManyField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  ShowButton,
  SimpleForm,
  SimpleShowLayout,
  TabbedShowLayout,
  TextArrayInput,
  TextField,
  TextInput,
  TopToolbar,
  UrlField,
  regex,
  SaveButton,
  Toolbar,
  required,
  maxLength,
  useRecordContext,
} from 'react-admin';
import { Chip, Grid, Stack } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { companyNamePattern, urlPattern } from '@pp/domain';

import { choicesOf, scaleLabels, siteLabels } from '../common/labels.ts';
import { StringListField, UserRolesField, datagridSx } from '../common/fields.tsx';
import { ApplicationStatusField } from '../common/fields.tsx';
import { userStatusLabels } from '../common/labels.ts';

const siteChoices = choicesOf(siteLabels);
const scaleChoices = choicesOf(scaleLabels);

const companyFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="搜索公司名称" />,
  <SelectInput key="site" source="site" label="站点" choices={siteChoices} alwaysOn emptyText="全部站点" />,
];

export const CompanyList = () => (
  <List filters={companyFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false} sx={datagridSx}>
      <TextField source="name" />
      <SelectField source="site" choices={siteChoices} sortable={false} />
      <TextField source="industry" sortable={false} emptyText="—" />
      <SelectField source="scale" choices={scaleChoices} sortable={false} emptyText="—" />
      <NumberField source="joinedUserCount" sortable={false} />
      <DateField source="createdAt" showTime locales="zh-CN" />
    </Datagrid>
  </List>
);

type PartnerManager = { id: string; name: string; email?: string | null };
type CompanyDetail = { companyPartnerManagers?: { nodes?: { partnerManager?: PartnerManager | null }[] } };

const PartnerManagersField = () => {
  const record = useRecordContext<CompanyDetail & { id: string }>();
  const managers = (record?.companyPartnerManagers?.nodes ?? [])
    .map((n) => n.partnerManager)
    .filter((m): m is PartnerManager => !!m);
  if (managers.length === 0) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {managers.map((m) => (
        <Chip key={m.id} size="small" label={m.email ? `${m.name}（${m.email}）` : m.name} />
      ))}
    </Stack>
  );
};

const ShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

const CompanyTitle = () => {
  const record = useRecordContext<{ id: string; name?: string }>();
  return <span>公司：{record?.name ?? ''}</span>;
};

export const CompanyShow = () => (
  <Show actions={<ShowActions />} title={<CompanyTitle />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="公司信息">
        <Grid container spacing={2} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SimpleShowLayout sx={{ p: 0 }}>
              <TextField source="name" />
              <SelectField source="site" choices={siteChoices} />
              <TextField source="industry" emptyText="—" />
              <SelectField source="scale" choices={scaleChoices} emptyText="—" />
              <StringListField source="mainBusinesses" />
              <StringListField source="keyIndustries" />
              <TextField source="resource" emptyText="—" />
              <Labeled label="resources.company.fields.partnerManagers">
                <PartnerManagersField />
              </Labeled>
            </SimpleShowLayout>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SimpleShowLayout sx={{ p: 0 }}>
              <TextField source="billingAddress" emptyText="—" />
              <TextField source="phone" emptyText="—" />
              <FunctionField
                source="website"
                render={(r: { website?: string | null }) => (r.website ? <UrlField source="website" target="_blank" /> : '—')}
              />
              <TextField source="sfdcOwnerName" emptyText="—" />
              <NumberField source="joinedUserCount" />
              <NumberField source="totalMarketPoints" />
              <NumberField source="totalProductPoints" />
              <DateField source="createdAt" showTime locales="zh-CN" />
              <DateField source="updatedAt" showTime locales="zh-CN" />
              <TextField source="id" />
            </SimpleShowLayout>
          </Grid>
        </Grid>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="公司用户" path="users">
        <ReferenceManyField reference="company-user" target="companyId" label={false} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }}>
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>暂无公司用户</span>}>
            <TextField source="name" label="姓名" sortable={false} />
            <TextField source="email" label="邮箱" sortable={false} />
            <SelectField source="status" label="状态" choices={choicesOf(userStatusLabels)} sortable={false} />
            <UserRolesField source="roleNames" label="角色" sortable={false} />
            <DateField source="firstJoinedAt" label="首次加入时间" showTime locales="zh-CN" sortable={false} />
            <ShowButton />
          </Datagrid>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="加入申请" path="applications">
        <ReferenceManyField reference="company-join-application" target="companyId" label={false} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }}>
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>暂无加入申请</span>}>
            <TextField source="realName" label="真实姓名" sortable={false} />
            <TextField source="account" label="账号" sortable={false} />
            <ApplicationStatusField source="applicationStatus" label="状态" sortable={false} />
            <DateField source="createdAt" label="提交时间" showTime locales="zh-CN" />
          </Datagrid>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);


const validateName = [
  required('请输入公司名称。'),
  maxLength(200),
  regex(companyNamePattern, 'pp.validation.company_name'),
];
const validateWebsite = [regex(urlPattern, 'pp.validation.url')];

const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const CompanyForm = () => (
  <SimpleForm toolbar={<SaveOnlyToolbar />}>
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 960 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextInput source="name" validate={validateName} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput source="site" choices={siteChoices} validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="industry" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="scale" choices={scaleChoices} emptyText="未填写" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="phone" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="website" validate={validateWebsite} helperText="以 http:// 或 https:// 开头" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source="billingAddress" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextArrayInput source="mainBusinesses" helperText="输入后按回车添加" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextArrayInput source="keyIndustries" helperText="输入后按回车添加" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="sfdcOwnerName" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source="resource" multiline minRows={2} fullWidth />
      </Grid>
    </Grid>
  </SimpleForm>
);

export const CompanyEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" title={<CompanyTitle />}>
    <CompanyForm />
  </Edit>
);

export const CompanyCreate = () => (
  <Create redirect="show" record={{ site: 'MAINLAND', mainBusinesses: [], keyIndustries: [] }}>
    <CompanyForm />
  </Create>
);

export const companies = {
  name: 'company',
  list: CompanyList,
  show: CompanyShow,
  edit: CompanyEdit,
  create: CompanyCreate,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
