// The deal-registration quota screen (/admin/project-filing-quota), in two tabs: the default rule of each
// certification level of both plans (edited in a dialog), and the companies' custom rules (searched by company name;
// created, edited and deleted in dialogs). Every form is checked with the command's domain schema, and the server's
// refusal is shown by its code's Chinese text.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import {
  Box,
  Button,
  Card,
  Chip,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  AutocompleteInput,
  Confirm,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  Loading,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  Title,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  createProjectFilingQuotaRuleSchema,
  updateCertificationLevelQuotaSchema,
  updateProjectFilingQuotaRuleSchema,
} from '@pp/domain';
import { datagridSx } from '../common/fields.tsx';
import { FormDialog } from '../common/FormDialog.tsx';
import { zhErrorText } from '../data-provider/errors.ts';
import {
  ADMIN_CERTIFICATION_LEVELS,
  ADMIN_CREATE_QUOTA_RULE,
  ADMIN_DELETE_QUOTA_RULE,
  ADMIN_UPDATE_CERTIFICATION_LEVEL_QUOTA,
  ADMIN_UPDATE_QUOTA_RULE,
  type AdminCertificationLevel,
} from './projectFilingQuota.graphql.ts';

const k = (key: string) => `resources.project-filing-quota.${key}`;
const dateTime = (value: string | null | undefined) => (value ? new Date(value).toLocaleString('zh-CN', { hour12: false }) : '—');

const QuotaInputs = () => (
  <>
    <NumberInput source="maxProjectFilingCount" label={k('fields.maxProjectFilingCount')} step={1} fullWidth isRequired />
    <NumberInput source="winRate" label={k('fields.winRate')} step={1} fullWidth isRequired />
  </>
);

// ---------------------------------------------------------------------------------------------------------------------
// Default rules

const LevelDialog = ({ level, onClose }: { level: AdminCertificationLevel; onClose: (saved: boolean) => void }) => {
  const translate = useTranslate();
  const [update] = useMutation(ADMIN_UPDATE_CERTIFICATION_LEVEL_QUOTA);
  return (
    <FormDialog
      open
      testId="level-dialog"
      title={translate(k('level_dialog.title'), { plan: level.plan?.nameZh ?? '', level: level.nameZh })}
      schema={updateCertificationLevelQuotaSchema}
      defaultValues={{ levelId: level.id, maxProjectFilingCount: level.maxProjectFilingCount, winRate: level.winRate }}
      done={k('level_dialog.done')}
      cancel={k('actions.cancel')}
      confirm={k('actions.save')}
      saveIcon
      onClose={() => onClose(false)}
      onDone={() => onClose(true)}
      run={(input) => update({ variables: { input } })}
    >
      <QuotaInputs />
    </FormDialog>
  );
};

const DefaultRules = () => {
  const translate = useTranslate();
  const { data, loading, error, refetch } = useQuery(ADMIN_CERTIFICATION_LEVELS, { fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState<AdminCertificationLevel | null>(null);
  if (loading && !data) return <Loading />;
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const levels = (data?.certificationLevels?.nodes ?? [])
    .flatMap((l) => (l ? [l] : []))
    .sort((a, b) => (a.plan?.id ?? 0) - (b.plan?.id ?? 0) || a.rank - b.rank);
  const f = (name: string) => translate(k(`fields.${name}`));
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate(k('intro.default'))}
      </Typography>
      <Table size="small" data-testid="default-rules">
        <TableHead>
          <TableRow>
            <TableCell>{f('plan')}</TableCell>
            <TableCell>{f('level')}</TableCell>
            <TableCell>{f('key')}</TableCell>
            <TableCell align="right">{f('maxProjectFilingCount')}</TableCell>
            <TableCell align="right">{f('winRate')}</TableCell>
            <TableCell>{f('updatedAt')}</TableCell>
            <TableCell>{f('modifierName')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {levels.map((l) => (
            <TableRow key={l.id} data-testid={`level-${l.key}`}>
              <TableCell>{l.plan?.nameZh}</TableCell>
              <TableCell>
                {l.nameZh}
                {l.nameZh !== l.name ? `（${l.name}）` : ''}
              </TableCell>
              <TableCell>{l.key}</TableCell>
              <TableCell align="right" data-testid="level-count">
                {l.maxProjectFilingCount}
              </TableCell>
              <TableCell align="right" data-testid="level-win-rate">
                {l.winRate}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(l.updatedAt)}</TableCell>
              <TableCell>{l.modifierName ?? translate(k('never_modified'))}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setEditing(l)}>
                  {translate(k('actions.edit'))}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && (
        <LevelDialog
          level={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refetch();
          }}
        />
      )}
    </Box>
  );
};

// ---------------------------------------------------------------------------------------------------------------------
// Custom rules

interface RuleRecord {
  id: string;
  companyId: string;
  companyName?: string | null;
  maxProjectFilingCount: number;
  winRate: number;
  validUntilDate: string;
  isActive: boolean;
  inForce?: boolean | null;
}

const RuleStatusField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<RuleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const status = !record.isActive ? 'deleted' : record.inForce ? 'in_force' : 'expired';
  const color = status === 'in_force' ? 'success' : status === 'expired' ? 'warning' : 'default';
  return <Chip size="small" color={color} label={translate(k(`status.${status}`))} />;
};

const RuleDialog = ({ rule, onClose }: { rule: RuleRecord | null; onClose: (saved: boolean) => void }) => {
  const translate = useTranslate();
  const [create] = useMutation(ADMIN_CREATE_QUOTA_RULE);
  const [update] = useMutation(ADMIN_UPDATE_QUOTA_RULE);
  if (rule) {
    return (
      <FormDialog
        open
        testId="rule-dialog"
        title={translate(k('rule_dialog.edit_title'), { company: rule.companyName ?? '' })}
        schema={updateProjectFilingQuotaRuleSchema}
        defaultValues={{
          ruleId: rule.id,
          maxProjectFilingCount: rule.maxProjectFilingCount,
          winRate: rule.winRate,
          validUntilDate: rule.validUntilDate,
        }}
        done={k('rule_dialog.updated')}
        cancel={k('actions.cancel')}
        confirm={k('actions.save')}
        saveIcon
        onClose={() => onClose(false)}
        onDone={() => onClose(true)}
        run={(input) => update({ variables: { input } })}
      >
        <QuotaInputs />
        <DateInput source="validUntilDate" label={k('fields.validUntilDate')} fullWidth isRequired />
      </FormDialog>
    );
  }
  return (
    <FormDialog
      open
      testId="rule-dialog"
      title={translate(k('rule_dialog.create_title'))}
      schema={createProjectFilingQuotaRuleSchema}
      defaultValues={{ companyId: null, maxProjectFilingCount: null, winRate: null, validUntilDate: null }}
      done={k('rule_dialog.created')}
      cancel={k('actions.cancel')}
      confirm={k('actions.save')}
      saveIcon
      onClose={() => onClose(false)}
      onDone={() => onClose(true)}
      run={(input) => create({ variables: { input } })}
    >
      <ReferenceInput source="companyId" reference="company">
        <AutocompleteInput
          label={k('fields.companyId')}
          optionText="name"
          filterToQuery={(q: string) => ({ q })}
          fullWidth
          isRequired
        />
      </ReferenceInput>
      <QuotaInputs />
      <DateInput source="validUntilDate" label={k('fields.validUntilDate')} fullWidth isRequired />
    </FormDialog>
  );
};

const RuleActions = ({ onEdit, onDelete }: { onEdit: (r: RuleRecord) => void; onDelete: (r: RuleRecord) => void }) => {
  const record = useRecordContext<RuleRecord>();
  const translate = useTranslate();
  if (!record?.isActive) return null;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Button size="small" onClick={() => onEdit(record)}>
        {translate(k('actions.edit'))}
      </Button>
      <Button size="small" color="error" onClick={() => onDelete(record)}>
        {translate(k('actions.delete'))}
      </Button>
    </Box>
  );
};

const CustomRules = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<RuleRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RuleRecord | null>(null);
  const [remove, { loading: removing }] = useMutation(ADMIN_DELETE_QUOTA_RULE);
  const statusChoices = [
    { id: 'true', name: k('filters.active') },
    { id: 'false', name: k('filters.deleted') },
  ];
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(k('filters.search'))} />,
    <SelectInput
      key="isActive"
      source="isActive"
      label={k('filters.status')}
      choices={statusChoices}
      parse={(v: string) => (v === '' ? undefined : v === 'true')}
      format={(v: boolean | undefined) => (v === undefined ? '' : String(v))}
      alwaysOn
      emptyText={k('filters.all')}
    />,
  ];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate(k('intro.custom'))}
      </Typography>
      <List
        resource="project-filing-quota"
        disableSyncWithLocation
        storeKey="project-filing-quota.custom"
        filters={filters}
        filterDefaultValues={{ isActive: true }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        title={' '}
        actions={
          <TopToolbar>
            <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {translate(k('actions.create'))}
            </Button>
          </TopToolbar>
        }
        sx={{ '& .RaList-main': { boxShadow: 'none' } }}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx}>
          <TextField source="companyName" sortable={false} />
          <NumberField source="maxProjectFilingCount" sortable={false} />
          <NumberField source="winRate" sortable={false} />
          <DateField source="validUntilDate" locales="zh-CN" />
          <RuleStatusField source="isActive" />
          <FunctionField source="creatorName" sortable={false} render={(r: { creatorName?: string | null }) => r.creatorName ?? '—'} />
          <FunctionField source="modifierName" sortable={false} render={(r: { modifierName?: string | null }) => r.modifierName ?? '—'} />
          <DateField source="updatedAt" showTime locales="zh-CN" sortable={false} />
          <RuleActions onEdit={(r) => setEditing(r)} onDelete={(r) => setDeleting(r)} />
        </Datagrid>
      </List>
      {editing && (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={removing}
        title={k('delete_dialog.title')}
        content={k('delete_dialog.content')}
        translateOptions={{ company: deleting?.companyName ?? '' }}
        confirmColor="warning"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove({ variables: { input: { ruleId: deleting.id } } });
            notify(k('delete_dialog.done'), { type: 'success' });
            refresh();
          } catch (error) {
            notify(zhErrorText(error), { type: 'error' });
          }
          setDeleting(null);
        }}
      />
    </Box>
  );
};

export const QuotaPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'custom' ? 'custom' : 'default';
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(k('title'))} />
      <Card>
        <Tabs value={tab} onChange={(_e, value: string) => setParams({ tab: value }, { replace: true })}>
          <Tab value="default" label={translate(k('tabs.default'))} />
          <Tab value="custom" label={translate(k('tabs.custom'))} />
        </Tabs>
        {tab === 'default' ? <DefaultRules /> : <CustomRules />}
      </Card>
    </Box>
  );
};
