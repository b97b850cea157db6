// Annual targets (/admin/company-performance-target), grouped by year: one tab per year (`?year=`), and in it one row
// per company with its TOTAL, NEW_PURCHASE and REPEAT_PURCHASE targets and their completion. Targets are created,
// edited and deleted in dialogs checked with the commands' domain schemas; the server's refusal (a duplicate, a
// missing TOTAL, a TOTAL still needed) is shown by its code's Chinese text. Each company opens the charts of its year.
import { useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
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
  Form,
  Loading,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  Title,
  useNotify,
  useTranslate,
  type FormProps,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  businessToday,
  createCompanyPerformanceTargetSchema,
  currencies,
  performanceProjectTypeNames,
  performanceProjectTypes,
  updateCompanyPerformanceTargetSchema,
  type CreateCompanyPerformanceTargetInput,
  type PerformanceProjectType,
  type UpdateCompanyPerformanceTargetInput,
} from '@pp/domain';
import { zhErrorText } from '../data-provider/errors.ts';
import { TargetChart } from './TargetChart.tsx';
import {
  ADMIN_COMPANY_PERFORMANCE_TARGETS,
  ADMIN_CREATE_COMPANY_PERFORMANCE_TARGET,
  ADMIN_DELETE_COMPANY_PERFORMANCE_TARGET,
  ADMIN_TARGET_YEARS,
  ADMIN_UPDATE_COMPANY_PERFORMANCE_TARGET,
  type AdminCompanyPerformanceTarget,
} from './companyPerformanceTarget.graphql.ts';

const k = (key: string) => `resources.company-performance-target.${key}`;
// The API serves at most 100 rows a request: 33 companies of three targets.
const PAGE = 99;
const typeChoices = performanceProjectTypes.map((t) => ({ id: t, name: performanceProjectTypeNames[t].zh }));
const currencyChoices = currencies.map((c) => ({ id: c, name: c }));
const money = (value: string | number, currency: string) =>
  `${currency} ${Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const thisYear = () => Number(businessToday().slice(0, 4));

/** One company's targets of the year, by project type. */
interface CompanyGroup {
  companyId: string;
  companyName: string;
  targets: Partial<Record<PerformanceProjectType, AdminCompanyPerformanceTarget>>;
}

/** A dialog holding a form checked by `resolver`; `run` sends it, and the answer is one notice. */
const FormDialog = ({
  title,
  resolver,
  defaultValues,
  run,
  done,
  onClose,
  children,
}: {
  title: string;
  resolver: FormProps['resolver'];
  defaultValues: Record<string, unknown>;
  run: (values: Record<string, unknown>) => Promise<unknown>;
  done: string;
  onClose: (saved: boolean) => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await run(values);
      notify(done, { type: 'success' });
      onClose(true);
    } catch (error) {
      notify(zhErrorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" data-testid="target-dialog">
      <Form resolver={resolver} defaultValues={defaultValues} onSubmit={(v: Record<string, unknown>) => void submit(v)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate(k('actions.cancel'))}</Button>
          <SaveButton label={k('actions.save')} disabled={busy} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

const AmountInputs = () => (
  <>
    <NumberInput source="performance" label={k('fields.performance')} step={0.01} fullWidth isRequired />
    <SelectInput source="currencyIsoCode" label={k('fields.currencyIsoCode')} choices={currencyChoices} fullWidth isRequired />
  </>
);

/** A new target; company, year and type may come prefilled from the row the admin clicked. */
const CreateDialog = ({
  initial,
  onClose,
}: {
  initial: { companyId: string | null; year: number; projectType: PerformanceProjectType | null; currencyIsoCode: string };
  onClose: (saved: boolean) => void;
}) => {
  const translate = useTranslate();
  const [create] = useMutation(ADMIN_CREATE_COMPANY_PERFORMANCE_TARGET);
  return (
    <FormDialog
      title={translate(k('dialog.create_title'))}
      resolver={zodResolver(createCompanyPerformanceTargetSchema)}
      defaultValues={{ ...initial, performance: null }}
      done={k('dialog.created')}
      onClose={onClose}
      run={(values) => {
        const input = values as CreateCompanyPerformanceTargetInput;
        return create({ variables: { input: { ...input, performance: String(input.performance) } } });
      }}
    >
      <ReferenceInput source="companyId" reference="company">
        <AutocompleteInput label={k('fields.companyId')} optionText="name" filterToQuery={(q: string) => ({ q })} fullWidth isRequired />
      </ReferenceInput>
      <NumberInput source="year" label={k('fields.year')} step={1} fullWidth isRequired />
      <SelectInput source="projectType" label={k('fields.projectType')} choices={typeChoices} fullWidth isRequired />
      <AmountInputs />
      <Typography variant="body2" color="text.secondary">
        {translate(k('dialog.total_first'))}
      </Typography>
    </FormDialog>
  );
};

const EditDialog = ({ target, onClose }: { target: AdminCompanyPerformanceTarget; onClose: (saved: boolean) => void }) => {
  const translate = useTranslate();
  const [update] = useMutation(ADMIN_UPDATE_COMPANY_PERFORMANCE_TARGET);
  return (
    <FormDialog
      title={translate(k('dialog.edit_title'), {
        company: target.companyName ?? '',
        year: target.year,
        type: performanceProjectTypeNames[target.projectType].zh,
      })}
      resolver={zodResolver(updateCompanyPerformanceTargetSchema)}
      defaultValues={{ id: target.id, performance: Number(target.performance), currencyIsoCode: target.currencyIsoCode }}
      done={k('dialog.updated')}
      onClose={onClose}
      run={(values) => {
        const input = values as UpdateCompanyPerformanceTargetInput;
        return update({ variables: { input: { ...input, performance: String(input.performance) } } });
      }}
    >
      <AmountInputs />
    </FormDialog>
  );
};

/** The charts of one company's targets of the year, TOTAL first. */
const ChartsDialog = ({ group, year, onClose }: { group: CompanyGroup; year: number; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="target-charts">
      <DialogTitle>{translate(k('chart.title'), { company: group.companyName, year })}</DialogTitle>
      <DialogContent>
        {performanceProjectTypes.map((type) => {
          const t = group.targets[type];
          if (!t) return null;
          return (
            <TargetChart
              key={type}
              testId={`target-chart-${type}`}
              title={performanceProjectTypeNames[type].zh}
              target={Number(t.performance)}
              currency={t.currencyIsoCode}
              completion={Number(t.completion ?? 0)}
              months={(t.monthlyResultsList ?? []).flatMap((m) => (m ? [{ month: m.month ?? 0, performance: m.performance ?? 0, cumulative: m.cumulative ?? 0 }] : []))}
            />
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(k('actions.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** One project type's cell of a company's row: the target and its completion, with edit and delete; or an add button. */
const TargetCell = ({
  target,
  onAdd,
  onEdit,
  onDelete,
}: {
  target: AdminCompanyPerformanceTarget | undefined;
  onAdd: () => void;
  onEdit: (t: AdminCompanyPerformanceTarget) => void;
  onDelete: (t: AdminCompanyPerformanceTarget) => void;
}) => {
  const translate = useTranslate();
  if (!target) {
    return (
      <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
        {translate(k('actions.set'))}
      </Button>
    );
  }
  return (
    <Box data-testid={`target-${target.projectType}`}>
      <Typography variant="body2" data-testid="target-amount">
        {money(target.performance, target.currencyIsoCode)}
      </Typography>
      <Typography variant="caption" color="text.secondary" data-testid="target-cell-completion">
        {translate(k('fields.completion'))} {Number(target.completion ?? 0).toFixed(2)}%
      </Typography>
      <Box>
        <Button size="small" onClick={() => onEdit(target)}>
          {translate(k('actions.edit'))}
        </Button>
        <Button size="small" color="error" onClick={() => onDelete(target)}>
          {translate(k('actions.delete'))}
        </Button>
      </Box>
    </Box>
  );
};

const YearTargets = ({ year, onChanged }: { year: number; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState<Parameters<typeof CreateDialog>[0]['initial'] | null>(null);
  const [editing, setEditing] = useState<AdminCompanyPerformanceTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminCompanyPerformanceTarget | null>(null);
  const [charting, setCharting] = useState<CompanyGroup | null>(null);
  const [remove, { loading: removing }] = useMutation(ADMIN_DELETE_COMPANY_PERFORMANCE_TARGET);
  const { data, loading, error, refetch } = useQuery(ADMIN_COMPANY_PERFORMANCE_TARGETS, {
    variables: { condition: companyId ? { year, companyId } : { year }, first: PAGE, offset: page * PAGE },
    fetchPolicy: 'network-only',
  });
  const groups = useMemo(() => {
    const byCompany = new Map<string, CompanyGroup>();
    for (const t of data?.companyPerformanceTargets?.nodes ?? []) {
      if (!t) continue;
      const g = byCompany.get(t.companyId) ?? { companyId: t.companyId, companyName: t.companyName ?? '', targets: {} };
      g.targets[t.projectType] = t;
      byCompany.set(t.companyId, g);
    }
    return [...byCompany.values()].sort((a, b) => a.companyName.localeCompare(b.companyName, 'zh-CN'));
  }, [data]);
  const total = data?.companyPerformanceTargets?.totalCount ?? 0;
  const saved = (ok: boolean) => {
    if (!ok) return;
    void refetch();
    onChanged();
  };
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Form>
          <ReferenceInput source="companyFilter" reference="company">
            <AutocompleteInput
              label={k('filters.company')}
              optionText="name"
              filterToQuery={(q: string) => ({ q })}
              onChange={(value: string | null) => {
                setCompanyId(value || null);
                setPage(0);
              }}
              sx={{ minWidth: 320 }}
              helperText={false}
            />
          </ReferenceInput>
        </Form>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating({ companyId, year, projectType: 'TOTAL', currencyIsoCode: 'CNY' })}
        >
          {translate(k('actions.create'))}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(k('intro'))}
      </Typography>
      {loading && !data ? (
        <Loading />
      ) : error ? (
        <Typography color="error">{zhErrorText(error)}</Typography>
      ) : groups.length === 0 ? (
        <Typography sx={{ py: 4 }} color="text.secondary" data-testid="targets-empty">
          {translate(k('empty'), { year })}
        </Typography>
      ) : (
        <Table size="small" data-testid="targets-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate(k('fields.companyName'))}</TableCell>
              {performanceProjectTypes.map((t) => (
                <TableCell key={t}>{performanceProjectTypeNames[t].zh}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((g) => (
              <TableRow key={g.companyId} data-testid="target-company-row">
                <TableCell>{g.companyName}</TableCell>
                {performanceProjectTypes.map((type) => (
                  <TableCell key={type}>
                    <TargetCell
                      target={g.targets[type]}
                      onAdd={() =>
                        setCreating({
                          companyId: g.companyId,
                          year,
                          projectType: type,
                          currencyIsoCode: g.targets.TOTAL?.currencyIsoCode ?? 'CNY',
                        })
                      }
                      onEdit={setEditing}
                      onDelete={setDeleting}
                    />
                  </TableCell>
                ))}
                <TableCell align="right">
                  <Button size="small" variant="outlined" onClick={() => setCharting(g)}>
                    {translate(k('actions.chart'))}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {total > PAGE && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 1 }}>
          <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {translate(k('actions.previous'))}
          </Button>
          <Typography variant="body2">
            {page * PAGE + 1}–{Math.min(total, (page + 1) * PAGE)} / {total}
          </Typography>
          <Button size="small" disabled={(page + 1) * PAGE >= total} onClick={() => setPage(page + 1)}>
            {translate(k('actions.next'))}
          </Button>
        </Stack>
      )}
      {creating && (
        <CreateDialog
          initial={creating}
          onClose={(ok) => {
            setCreating(null);
            saved(ok);
          }}
        />
      )}
      {editing && (
        <EditDialog
          target={editing}
          onClose={(ok) => {
            setEditing(null);
            saved(ok);
          }}
        />
      )}
      {charting && <ChartsDialog group={charting} year={year} onClose={() => setCharting(null)} />}
      <Confirm
        isOpen={deleting !== null}
        loading={removing}
        title={k('delete_dialog.title')}
        content={k('delete_dialog.content')}
        translateOptions={{
          company: deleting?.companyName ?? '',
          year: deleting?.year ?? '',
          type: deleting ? performanceProjectTypeNames[deleting.projectType].zh : '',
        }}
        confirmColor="warning"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove({ variables: { input: { id: deleting.id } } });
            notify(k('delete_dialog.done'), { type: 'success' });
            saved(true);
          } catch (e) {
            notify(zhErrorText(e), { type: 'error' });
          }
          setDeleting(null);
        }}
      />
    </Box>
  );
};

export const TargetPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const years = useQuery(ADMIN_TARGET_YEARS, { fetchPolicy: 'network-only' });
  const current = thisYear();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked > 0 ? asked : current;
  const tabs = [...new Set([current, year, ...(years.data?.companyPerformanceTargetYearsList ?? []).flatMap((y) => (y ? [y] : []))])].sort(
    (a, b) => b - a,
  );
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(k('title'))} />
      <Card>
        <Tabs
          value={year}
          onChange={(_e, value: number) => setParams({ year: String(value) }, { replace: true })}
          variant="scrollable"
        >
          {tabs.map((y) => (
            <Tab key={y} value={y} label={translate(k('year_tab'), { year: y })} data-testid={`year-tab-${y}`} />
          ))}
        </Tabs>
        <YearTargets key={year} year={year} onChanged={() => void years.refetch()} />
      </Card>
    </Box>
  );
};
