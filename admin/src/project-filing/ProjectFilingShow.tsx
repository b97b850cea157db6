// One filing in the back office (/admin/project-filing/<id>/show): every field, the products, progress, renewals,
// approval records and timeline, the other companies' filings it may conflict with; while the vendor's step (of the
// filing or of a renewal) waits, how long it has waited and approve / reject; while the filing is in effect, the
// status update.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { zhErrorText } from '../data-provider/errors.ts';
import { DetailRow, DetailSection } from '../common/detail.tsx';
import { ApproveDialog, RejectDialog, StatusUpdateDialog } from './dialogs.tsx';
import { businessDateTime } from './exportRows.ts';
import { amountText, ApprovalStatusChip, ConflictTag, FilingStatusChip, waitingDuration } from './fields.tsx';
import { ADMIN_PROJECT_FILING, type AdminProjectFiling, type AdminProjectFilingApproval } from './projectFiling.graphql.ts';

const p = (key: string) => `resources.project-filing.${key}`;

const when = (iso: string | null | undefined): string | null => (iso ? businessDateTime(iso) : null);
type Named = { name: string; nameZh: string } | null | undefined;
const zh = (item: Named): string | null => item?.nameZh ?? item?.name ?? null;

/** Since when the vendor's step has waited, and for how long. */
const WaitingTime = ({ since }: { since: string }) => {
  const translate = useTranslate();
  return <>{translate(p('detail.vendor_waiting_since'), { since: businessDateTime(since), duration: waitingDuration(since, translate) })}</>;
};

/** The step waiting for a decision (there is at most one at a time), the vendor's decisions on it, and how long it has waited. */
const PendingStep = ({ filing, onDecided }: { filing: AdminProjectFiling; onDecided: () => void }) => {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const pending = filing.projectFilingApprovalsByFilingId.nodes.find((a): a is AdminProjectFilingApproval => a?.status === 'APPROVING');
  if (!pending) return null;
  if (pending.source === 'PARTNER_COMPANY') {
    return (
      <Alert severity="info" data-testid="pending-step">
        {translate(p('detail.pending_partner'))}
      </Alert>
    );
  }
  const renewal = pending.renewalId
    ? filing.projectFilingRenewalsByFilingId.nodes.find((r) => r?.id === pending.renewalId)
    : undefined;
  return (
    <Alert
      severity="warning"
      data-testid="pending-step"
      action={
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="success" size="small" onClick={() => setDialog('approve')}>
            {translate(p('approve.button'))}
          </Button>
          <Button variant="outlined" color="error" size="small" onClick={() => setDialog('reject')}>
            {translate(p('reject.button'))}
          </Button>
        </Stack>
      }
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {pending.renewalId
          ? translate(p('detail.pending_renewal'), { date: renewal?.validUntilDate ?? '' })
          : translate(p('detail.pending_filing'))}
      </Typography>
      <Typography variant="body2" data-testid="vendor-waiting">
        {translate(p('detail.vendor_waiting'))}：<WaitingTime since={pending.createdAt} />
      </Typography>
      <ApproveDialog
        approval={pending}
        open={dialog === 'approve'}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          onDecided();
        }}
      />
      <RejectDialog
        approval={pending}
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          onDecided();
        }}
      />
    </Alert>
  );
};

const SimpleTable = ({ head, rows, empty, testId }: { head: string[]; rows: ReactNode[][]; empty: string; testId: string }) => {
  const translate = useTranslate();
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {translate(empty)}
      </Typography>
    );
  }
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>
              {translate(h)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, i) => (
          <TableRow key={i}>
            {cells.map((c, j) => (
              <TableCell key={j} sx={{ verticalAlign: 'top' }}>
                {c ?? '—'}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const ProjectFilingShow = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const f = (name: string) => translate(p(`fields.${name}`));
  const { data, loading, error, refetch } = useQuery(ADMIN_PROJECT_FILING, { variables: { id }, fetchPolicy: 'network-only' });
  const [statusOpen, setStatusOpen] = useState(false);
  if (loading && !data) return <Loading />;
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const filing = data?.projectFiling;
  if (!filing) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography>{translate(p('detail.not_found'))}</Typography>
        <Link component={RouterLink} to="/project-filing">
          {translate(p('detail.back'))}
        </Link>
      </Box>
    );
  }
  const reload = () => void refetch();
  const products = filing.projectFilingProductsByFilingId.nodes.flatMap((x) => (x ? [x] : []));
  const progresses = filing.projectFilingProgressesByFilingId.nodes.flatMap((x) => (x ? [x] : []));
  const renewals = filing.projectFilingRenewalsByFilingId.nodes.flatMap((x) => (x ? [x] : []));
  const approvals = filing.projectFilingApprovalsByFilingId.nodes.flatMap((x) => (x ? [x] : []));
  const timeline = filing.timeline.nodes.flatMap((x) => (x ? [x] : []));
  const conflicts = filing.conflictingFilings.nodes.flatMap((x) => (x ? [x] : []));
  const names = (nodes: readonly Named[]) => nodes.map(zh).filter((x): x is string => !!x).join('、');

  return (
    <Box sx={{ mt: 1, mb: 4 }} data-testid="project-filing-show">
      <Title title={translate(p('detail.title'), { id: filing.semanticId })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Link component={RouterLink} to="/project-filing">
          {translate(p('detail.back'))}
        </Link>
        <Typography variant="h6">
          {filing.semanticId} · {filing.name}
        </Typography>
        <FilingStatusChip status={filing.status} />
        {filing.possibleConflict && <ConflictTag />}
        <Box sx={{ flexGrow: 1 }} />
        {filing.status === 'VALIDATING' && (
          <Button variant="outlined" onClick={() => setStatusOpen(true)}>
            {translate(p('status_update.button'))}
          </Button>
        )}
      </Stack>
      <Stack spacing={2}>
        <PendingStep filing={filing} onDecided={reload} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <DetailSection title={translate(p('detail.basic'))}>
              <DetailRow label={f('semanticId')}>{filing.semanticId}</DetailRow>
              <DetailRow label={f('name')}>{filing.name}</DetailRow>
              <DetailRow label={f('companyName')}>
                {filing.company ? (
                  <Link component={RouterLink} to={`/company/${filing.company.id}/show`}>
                    {filing.company.name}
                  </Link>
                ) : null}
              </DetailRow>
              <DetailRow label={f('status')}>{translate(p(`statuses.${filing.status}`))}</DetailRow>
              <DetailRow label={f('estimatedOrderBudget')}>{amountText(filing.estimatedOrderBudget, filing.currencyIsoCode)}</DetailRow>
              <DetailRow label={f('estimatedOrderDate')}>{filing.estimatedOrderDate}</DetailRow>
              <DetailRow label={f('phase')}>{zh(filing.phase)}</DetailRow>
              <DetailRow label={f('opportunitySource')}>{zh(filing.opportunitySource)}</DetailRow>
              <DetailRow label={f('competitors')}>{names(filing.competitors.nodes)}</DetailRow>
              <DetailRow label={f('applicationScenarios')}>{names(filing.applicationScenarios.nodes)}</DetailRow>
              <DetailRow label={f('preferredDistributor')}>{zh(filing.preferredDistributor)}</DetailRow>
              <DetailRow label={f('requirement')}>{filing.requirement}</DetailRow>
            </DetailSection>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Stack spacing={2}>
              <DetailSection title={translate(p('detail.customer'))}>
                <DetailRow label={f('customerFullName')}>{filing.customerFullName}</DetailRow>
                <DetailRow label={f('customerAddress')}>{filing.customerAddress}</DetailRow>
                <DetailRow label={f('industry')}>{zh(filing.industry)}</DetailRow>
                <DetailRow label={f('contactName')}>{filing.contactName}</DetailRow>
                <DetailRow label={f('contactPosition')}>{filing.contactPosition}</DetailRow>
                <DetailRow label={f('contactEmail')}>{filing.contactEmail}</DetailRow>
                <DetailRow label={f('contactPhone')}>{`${filing.contactPhonePrefix} ${filing.contactPhone}`.trim()}</DetailRow>
              </DetailSection>
              <DetailSection title={translate(p('detail.people'))}>
                <DetailRow label={f('principal')}>{filing.principal ? `${filing.principal.name}${filing.principal.email ? ` (${filing.principal.email})` : ''}` : null}</DetailRow>
                <DetailRow label={f('submitter')}>{filing.submitter ? `${filing.submitter.name}${filing.submitter.email ? ` (${filing.submitter.email})` : ''}` : null}</DetailRow>
                <DetailRow label={f('createdAt')}>{when(filing.createdAt)}</DetailRow>
                <DetailRow label={f('approvedAt')}>{when(filing.approvedAt)}</DetailRow>
                <DetailRow label={f('validUntilDate')}>{filing.validUntilDate}</DetailRow>
                <DetailRow label={f('lastActivityAt')}>{when(filing.lastActivityAt)}</DetailRow>
                <DetailRow label={f('signDate')}>{filing.signDate}</DetailRow>
                <DetailRow label={f('revoker')}>{filing.revoker ? (filing.revoker.email ?? filing.revoker.username) : null}</DetailRow>
                <DetailRow label={f('cancelReason')}>{filing.cancelReason}</DetailRow>
                <DetailRow label={f('closedAt')}>{when(filing.closedAt)}</DetailRow>
              </DetailSection>
            </Stack>
          </Grid>
        </Grid>
        <DetailSection title={translate(p('detail.conflicts'))} testId="conflicts">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(p('detail.conflict_hint'))}
          </Typography>
          <SimpleTable
            testId="conflict-rows"
            empty={p('detail.no_conflicts')}
            head={[p('fields.semanticId'), p('fields.name'), p('fields.companyName'), p('fields.customerFullName'), p('fields.status'), p('fields.createdAt')]}
            rows={conflicts.map((c) => [
              <Link key="id" component={RouterLink} to={`/project-filing/${c.id}/show`}>
                {c.semanticId}
              </Link>,
              c.name,
              c.company?.name,
              c.customerFullName,
              <FilingStatusChip key="s" status={c.status} />,
              when(c.createdAt),
            ])}
          />
        </DetailSection>
        <DetailSection title={translate(p('detail.products'))} testId="products">
          <SimpleTable
            testId="product-rows"
            empty={p('detail.no_products')}
            head={[p('detail.product'), p('detail.purchase_type'), p('detail.unit'), p('detail.count')]}
            rows={products.map((x) => [
              zh(x.product),
              translate(p(`purchase_types.${x.purchaseType}`)),
              translate(p(`units.${x.unit}`)),
              x.count,
            ])}
          />
        </DetailSection>
        <DetailSection title={translate(p('detail.progress'))} testId="progress">
          <SimpleTable
            testId="progress-rows"
            empty={p('detail.no_progress')}
            head={[p('detail.progress_at'), p('detail.progress_phase'), p('detail.progress_content'), p('detail.progress_submitter')]}
            rows={progresses.map((x) => [when(x.createdAt), zh(x.phase), x.content, x.submitter?.name])}
          />
        </DetailSection>
        <DetailSection title={translate(p('detail.renewals'))} testId="renewals">
          <SimpleTable
            testId="renewal-rows"
            empty={p('detail.no_renewals')}
            head={[
              p('detail.renewal_at'),
              p('detail.renewal_previous'),
              p('detail.renewal_date'),
              p('detail.renewal_phase'),
              p('detail.renewal_reason'),
              p('detail.renewal_status'),
            ]}
            rows={renewals.map((x) => [
              when(x.createdAt),
              x.previousValidUntilDate,
              x.validUntilDate,
              zh(x.phase),
              x.reason,
              <ApprovalStatusChip key="s" status={x.status} />,
            ])}
          />
        </DetailSection>
        <DetailSection title={translate(p('detail.approvals'))} testId="approvals">
          <SimpleTable
            testId="approval-rows"
            empty={p('detail.no_timeline')}
            head={[
              p('detail.approval_kind'),
              p('detail.approval_source'),
              p('detail.approval_status'),
              p('detail.approval_approver'),
              p('detail.approval_comment'),
              p('detail.approval_created'),
              p('detail.approval_decided'),
            ]}
            rows={approvals.map((a) => [
              translate(p(a.renewalId ? 'detail.approval_renewal' : 'detail.approval_filing')),
              translate(p(`sources.${a.source}`)),
              <ApprovalStatusChip key="s" status={a.status} />,
              a.approver ? (a.approver.email ?? a.approver.username) : null,
              a.auditComment,
              when(a.createdAt),
              when(a.decidedAt),
            ])}
          />
        </DetailSection>
        <DetailSection title={translate(p('detail.timeline'))} testId="timeline">
          {timeline.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate(p('detail.no_timeline'))}
            </Typography>
          ) : (
            <Stack spacing={1} component="ol" sx={{ pl: 2, m: 0 }}>
              {timeline.map((e, i) => (
                <Box component="li" key={e.id ?? i}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                    <Typography variant="body2" color="text.secondary">
                      {when(e.decidedAt ?? e.createdAt)}
                    </Typography>
                    {e.source && <Chip size="small" variant="outlined" label={translate(p(`sources.${e.source}`))} />}
                    <Typography variant="body2">
                      {e.kind === 'approval'
                        ? `${translate(p(e.renewalId ? 'detail.approval_renewal' : 'detail.approval_filing'))} · ${translate(
                            p(`approval_statuses.${e.status ?? 'APPROVING'}`),
                          )}`
                        : translate(p(`events.${e.event ?? ''}`), { _: e.event ?? '' })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {e.actorName ?? (e.kind === 'history' ? translate(p('detail.system')) : '')}
                    </Typography>
                  </Stack>
                  {e.comment && (
                    <Typography variant="body2" sx={{ pl: 1, whiteSpace: 'pre-wrap' }}>
                      {e.comment}
                    </Typography>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </DetailSection>
      </Stack>
      {filing.status === 'VALIDATING' && (
        <StatusUpdateDialog
          filingId={filing.id}
          open={statusOpen}
          onClose={() => setStatusOpen(false)}
          onDone={() => {
            setStatusOpen(false);
            reload();
          }}
        />
      )}
    </Box>
  );
};
