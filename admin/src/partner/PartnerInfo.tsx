// One partner application (/admin/partner-info/<semanticId>): the company, the contact, the business licence (an
// image inline, a PDF in the browser's own viewer) and, while it waits, approve (with a partner manager) or reject
// (with a reason).
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Loading, SelectInput, TextInput, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Grid,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import {
  approvePartnerApplicationSchema,
  commonLimits,
  partnerApplicationReplyDays,
  rejectPartnerApplicationSchema,
  statusColors,
} from '@pp/domain';
import { zhErrorText } from '../data-provider/errors.ts';
import { DecisionDialog } from '../common/FormDialog.tsx';
import {
  ADMIN_APPROVE_PARTNER_APPLICATION,
  ADMIN_LICENSE_URL,
  ADMIN_PARTNER_APPLICATION,
  ADMIN_REJECT_PARTNER_APPLICATION,
  type AdminPartnerApplication,
} from './partnerApplications.graphql.ts';

const chipColor = { yellow: 'warning', green: 'success', red: 'error' } as const;

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid container spacing={1} sx={{ py: 0.75 }}>
    <Grid size={{ xs: 12, sm: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Grid>
    <Grid size={{ xs: 12, sm: 9 }}>
      <Typography variant="body2" component="div">
        {children ?? '—'}
      </Typography>
    </Grid>
  </Grid>
);

/** The licence: an image inline, a PDF embedded in the browser's own viewer, both with a link to open it alone. */
const LicenseViewer = ({ file }: { file: NonNullable<AdminPartnerApplication['businessLicenseFile']> }) => {
  const translate = useTranslate();
  const { data, error } = useQuery(ADMIN_LICENSE_URL, { variables: { fileId: file.id }, fetchPolicy: 'network-only' });
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const url = data?.generateOneFileUrl?.url;
  if (!url) return <Loading />;
  const isPdf = file.mimeType === 'application/pdf';
  return (
    <Stack spacing={1} data-testid="license-viewer">
      {isPdf ? (
        <Box component="iframe" src={url} title={translate('resources.partner.detail.license_pdf')} sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider' }} />
      ) : (
        <Box component="img" src={url} alt={file.name} sx={{ alignSelf: 'flex-start', maxWidth: '100%', maxHeight: 560, objectFit: 'contain', border: 1, borderColor: 'divider' }} />
      )}
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {translate('resources.partner.detail.license_open')} ({file.name})
      </Link>
    </Stack>
  );
};

interface DialogProps {
  application: AdminPartnerApplication;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

const ApproveDialog = ({ application, managers, open, onClose, onDone }: DialogProps & { managers: { id: string; name: string }[] }) => {
  const translate = useTranslate();
  const [approve, { loading }] = useMutation(ADMIN_APPROVE_PARTNER_APPLICATION);
  return (
    <DecisionDialog
      decision="approve"
      open={open}
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      title={translate('resources.partner.approve.title')}
      confirm="resources.partner.approve.confirm"
      cancel="resources.partner.cancel"
      done="resources.partner.approve.done"
      schema={approvePartnerApplicationSchema}
      defaultValues={{ applicationId: application.id, partnerManagerId: '' }}
      run={(input) => approve({ variables: { input: { applicationId: input.applicationId, partnerManagerId: input.partnerManagerId } } })}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('resources.partner.approve.text', {
          company: application.companyName,
          site: translate(`pp.enums.site.${application.site}`),
        })}
      </Typography>
      <SelectInput
        source="partnerManagerId"
        label="resources.partner.approve.manager"
        choices={managers}
        optionText="name"
        fullWidth
        isRequired
        emptyText=""
      />
    </DecisionDialog>
  );
};

const RejectDialog = ({ application, open, onClose, onDone }: DialogProps) => {
  const translate = useTranslate();
  const [reject, { loading }] = useMutation(ADMIN_REJECT_PARTNER_APPLICATION);
  return (
    <DecisionDialog
      decision="reject"
      open={open}
      onClose={onClose}
      onDone={onDone}
      loading={loading}
      title={translate('resources.partner.reject.title')}
      confirm="resources.partner.reject.confirm"
      cancel="resources.partner.cancel"
      done="resources.partner.reject.done"
      schema={rejectPartnerApplicationSchema}
      defaultValues={{ applicationId: application.id, auditComment: '' }}
      run={(input) => reject({ variables: { input: { applicationId: input.applicationId, auditComment: input.auditComment } } })}
    >
      <TextInput
        source="auditComment"
        label="resources.partner.reject.reason"
        multiline
        minRows={3}
        fullWidth
        isRequired
        helperText={`≤ ${commonLimits.auditCommentMax}`}
      />
    </DecisionDialog>
  );
};

export const PartnerInfo = () => {
  const { semanticId = '' } = useParams();
  const translate = useTranslate();
  const { data, loading, error, refetch } = useQuery(ADMIN_PARTNER_APPLICATION, { variables: { semanticId }, fetchPolicy: 'network-only' });
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  if (loading && !data) return <Loading />;
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const a = data?.partnerApplicationBySemanticId;
  const f = (name: string) => translate(`resources.partner.fields.${name}`);
  if (!a) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography>{translate('resources.partner.detail.not_found')}</Typography>
        <Link component={RouterLink} to="/partner">
          {translate('resources.partner.detail.back')}
        </Link>
      </Box>
    );
  }
  const managers = (data?.partnerManagers?.nodes ?? []).flatMap((m) => (m ? [{ id: m.id, name: m.email ? `${m.name} (${m.email})` : m.name }] : []));
  const done = () => {
    setDialog(null);
    void refetch();
  };
  return (
    <Box sx={{ mt: 1 }} data-testid="partner-info">
      <Title title={translate('resources.partner.detail.title', { id: a.semanticId })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/partner">
          {translate('resources.partner.detail.back')}
        </Link>
        <Typography variant="h6">{a.companyName}</Typography>
        <Chip
          size="small"
          color={chipColor[statusColors[a.applicationStatus]]}
          label={translate(`pp.enums.application_status.${a.applicationStatus}`)}
          data-testid="partner-status"
        />
        {a.applicationStatus === 'APPLYING' && (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.partner.detail.reply_promise', { days: partnerApplicationReplyDays[a.site] })}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="contained" color="success" onClick={() => setDialog('approve')}>
              {translate('resources.partner.approve.button')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
              {translate('resources.partner.reject.button')}
            </Button>
          </>
        )}
        {a.companyId && (
          <Link component={RouterLink} to={`/company/${a.companyId}/show`}>
            {translate('resources.partner.detail.open_company')}
          </Link>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Card>
            <CardContent>
              <Typography variant="subtitle1">{translate('resources.partner.detail.company_section')}</Typography>
              <Divider sx={{ mb: 1 }} />
              <Row label={f('semanticId')}>{a.semanticId}</Row>
              <Row label={f('site')}>{translate(`pp.enums.site.${a.site}`)}</Row>
              <Row label={f('companyName')}>{a.companyName}</Row>
              <Row label={f('billingAddress')}>{a.billingAddress}</Row>
              <Row label={f('phone')}>{a.phone}</Row>
              <Row label={f('website')}>{a.website}</Row>
              <Row label={f('industry')}>{a.industry}</Row>
              <Row label={f('scale')}>{translate(`pp.enums.scale.${a.scale}`)}</Row>
              <Row label={f('mainBusinesses')}>{a.mainBusinesses.join('、') || null}</Row>
              <Row label={f('keyIndustries')}>{a.keyIndustries.join('、') || null}</Row>
              <Typography variant="subtitle1" sx={{ mt: 2 }}>
                {translate('resources.partner.detail.contact_section')}
              </Typography>
              <Divider sx={{ mb: 1 }} />
              <Row label={f('contactName')}>{a.contactName}</Row>
              <Row label={f('position')}>{a.position?.nameZh ?? a.position?.name}</Row>
              <Row label={f('contactEmail')}>{a.contactEmail}</Row>
              <Row label={f('contactNumber')}>{`${a.phonePrefixCountryCode} ${a.contactNumber}`}</Row>
              <Row label={f('applicant')}>{a.applicant ? (a.applicant.email ?? a.applicant.username) : null}</Row>
              <Typography variant="subtitle1" sx={{ mt: 2 }}>
                {translate('resources.partner.detail.review_section')}
              </Typography>
              <Divider sx={{ mb: 1 }} />
              <Row label={f('createdAt')}>{new Date(a.createdAt).toLocaleString('zh-CN')}</Row>
              <Row label={f('reviewedAt')}>{a.reviewedAt ? new Date(a.reviewedAt).toLocaleString('zh-CN') : null}</Row>
              <Row label={f('approverName')}>{a.approverName}</Row>
              <Row label={f('partnerManagerName')}>{a.partnerManagerName}</Row>
              <Row label={f('auditComment')}>{a.auditComment}</Row>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Card>
            <CardContent>
              <Typography variant="subtitle1">{f('license')}</Typography>
              <Divider sx={{ mb: 1 }} />
              {a.businessLicenseFile ? <LicenseViewer file={a.businessLicenseFile} /> : <Typography>—</Typography>}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {a.applicationStatus === 'APPLYING' && (
        <>
          <ApproveDialog application={a} managers={managers} open={dialog === 'approve'} onClose={() => setDialog(null)} onDone={done} />
          <RejectDialog application={a} open={dialog === 'reject'} onClose={() => setDialog(null)} onDone={done} />
        </>
      )}
    </Box>
  );
};
