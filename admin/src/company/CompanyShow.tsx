// One company: its record and partner managers, its users, its join applications.
import {
  Datagrid,
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceManyField,
  SelectField,
  Show,
  ShowButton,
  SimpleShowLayout,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Chip, Grid, Stack } from '@mui/material';
import { siteChoices } from '../common/choices.ts';
import { userStatusChoices } from '../company-user/index.ts';
import { scaleChoices } from './choices.ts';
import { ApplicationStatusField, StringListField, UserRolesField } from '../common/fields.tsx';
import { CompanyTitle } from './CompanyTitle.tsx';
import { CompanyCertificationLevel } from './CompanyCertificationLevel.tsx';

type PartnerManager = { id: string; name: string; email?: string | null };
type CompanyDetail = { companyPartnerManagers?: { nodes?: { partnerManager?: PartnerManager | null }[] } };

const PartnerManagersField = () => {
  const record = useRecordContext<CompanyDetail & { id: string }>();
  const translate = useTranslate();
  const managers = (record?.companyPartnerManagers?.nodes ?? [])
    .map((n) => n.partnerManager)
    .filter((m): m is PartnerManager => !!m);
  if (managers.length === 0) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {managers.map((m) => (
        <Chip
          key={m.id}
          size="small"
          label={m.email ? translate('resources.company.manager_with_email', { name: m.name, email: m.email }) : m.name}
        />
      ))}
    </Stack>
  );
};

const ShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

const Empty = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return <span>{translate(text)}</span>;
};

export const CompanyShow = () => (
  <Show actions={<ShowActions />} title={<CompanyTitle />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.company.tabs.info">
        <Grid container spacing={2} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SimpleShowLayout sx={{ p: 0 }}>
              <TextField source="name" />
              <SelectField source="site" choices={siteChoices} />
              <TextField source="industry" emptyText="—" />
              <SelectField source="scale" choices={scaleChoices} emptyText="—" />
              <CompanyCertificationLevel />
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
      <TabbedShowLayout.Tab label="resources.company.tabs.users" path="users">
        <ReferenceManyField
          reference="company-user"
          target="companyId"
          label={false}
          perPage={25}
          sort={{ field: 'createdAt', order: 'DESC' }}
        >
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<Empty text="resources.company.empty.users" />}>
            <TextField source="name" />
            <TextField source="email" emptyText="—" />
            <SelectField source="status" choices={userStatusChoices} sortable={false} />
            <UserRolesField source="roleNames" sortable={false} />
            <DateField source="firstJoinedAt" showTime locales="zh-CN" emptyText="—" />
            <ShowButton />
          </Datagrid>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.company.tabs.applications" path="applications">
        <ReferenceManyField
          reference="company-join-application"
          target="companyId"
          label={false}
          perPage={25}
          sort={{ field: 'createdAt', order: 'DESC' }}
        >
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<Empty text="resources.company.empty.applications" />}>
            <TextField source="realName" />
            <TextField source="account" sortable={false} emptyText="—" />
            <ApplicationStatusField source="applicationStatus" sortable={false} />
            <DateField source="createdAt" showTime locales="zh-CN" />
          </Datagrid>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
