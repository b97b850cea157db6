// One company certification (/admin/company-certification-detail/<id>): the application, and what its state allows:
// while it waits, approve (the level granted and the certificate's dates) or reject with a reason; once approved, the
// certificate and its delivery; always, the remark. The level's default deal-registration quota is shown with a link to
// where it is edited (the quota page), since approving gives the company that level and its quota.
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Alert, Box, Button, Grid, Link, Stack, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DetailRow, DetailSection } from '../common/detail.tsx';
import { zhErrorText } from '../data-provider/errors.ts';
import { FileLink } from '../common/FileLink.tsx';
import { CertificationStatusChip } from './CertificationStatusChip.tsx';
import { ADMIN_COMPANY_CERTIFICATION, type AdminCompanyCertification } from './companyCertification.graphql.ts';
import { ApproveDialog, CertificateDialog, RejectDialog, RemarkDialog } from './dialogs.tsx';
import { businessDateTime as when, certificationActions, levelChoices, levelName } from './forms.ts';

const p = (key: string) => `resources.company-certification.${key}`;

type Dialog = 'approve' | 'reject' | 'certificate' | 'remark' | null;

/** The certificate and its delivery, read only, with the button that edits them. */
const CertificateSection = ({ c, onEdit }: { c: AdminCompanyCertification; onEdit: () => void }) => {
  const translate = useTranslate();
  const f = (name: string) => translate(p(`fields.${name}`));
  return (
    <DetailSection
      title={translate(p('detail.certificate'))}
      testId="certificate-section"
      action={
        <Button size="small" onClick={onEdit}>
          {translate(p('certificate.button'))}
        </Button>
      }
    >
      <DetailRow label={f('certificateNumber')} testId="certificate-number">
        {c.certificateNumber}
      </DetailRow>
      <DetailRow label={f('certificateToCompanyName')}>{c.certificateToCompanyName}</DetailRow>
      <DetailRow label={f('grantDate')}>{c.grantDate}</DetailRow>
      <DetailRow label={f('expiredDate')}>{c.expiredDate}</DetailRow>
      <DetailRow label={f('deliveryContactName')}>{c.deliveryContactName}</DetailRow>
      <DetailRow label={f('deliveryContactNumber')}>
        {c.deliveryContactNumber ? `${c.deliveryContactPrefix ?? ''} ${c.deliveryContactNumber}`.trim() : null}
      </DetailRow>
      <DetailRow label={f('deliveryAddress')}>{c.deliveryAddress}</DetailRow>
      <DetailRow label={f('trackingNumber')}>{c.trackingNumber}</DetailRow>
      <DetailRow label={f('deliveryDate')}>{c.deliveryDate}</DetailRow>
      <DetailRow label={f('certificateFile')}>
        {c.certificateFileId && c.certificateFileName ? <FileLink fileId={c.certificateFileId} name={c.certificateFileName} testId="certificate-file-link" /> : null}
      </DetailRow>
    </DetailSection>
  );
};

/** The level granted (or applied for), its default quota, and where that quota is edited. */
const QuotaSection = ({ c }: { c: AdminCompanyCertification }) => {
  const translate = useTranslate();
  const level = c.approvedLevel ?? c.appliedLevel;
  return (
    <DetailSection title={translate(p('detail.quota'))} testId="quota-section">
      {level && (
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="level-quota">
          {translate(p('detail.quota_text'), { level: levelName(level), count: level.maxProjectFilingCount, winRate: level.winRate })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(p('detail.quota_hint'))}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Link component={RouterLink} to="/project-filing-quota?tab=default" data-testid="level-quota-link">
          {translate(p('detail.quota_link'))}
        </Link>
        <Link component={RouterLink} to={`/company/${c.companyId}/show`}>
          {translate(p('detail.open_company'))}
        </Link>
      </Stack>
    </DetailSection>
  );
};

export const CompanyCertificationDetail = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const f = (name: string) => translate(p(`fields.${name}`));
  const { data, loading, error, refetch } = useQuery(ADMIN_COMPANY_CERTIFICATION, { variables: { id }, fetchPolicy: 'network-only' });
  const [dialog, setDialog] = useState<Dialog>(null);
  if (loading && !data) return <Loading />;
  if (error) return <Typography color="error">{zhErrorText(error)}</Typography>;
  const c = data?.companyCertification;
  if (!c) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography>{translate(p('detail.not_found'))}</Typography>
        <Link component={RouterLink} to="/company-certification">
          {translate(p('detail.back'))}
        </Link>
      </Box>
    );
  }
  const actions = certificationActions(c);
  const levels = levelChoices(data?.certificationLevels?.nodes ?? [], c.planId);
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    void refetch();
  };
  return (
    <Box sx={{ mt: 1, mb: 4 }} data-testid="company-certification-detail">
      <Title title={translate(p('detail.title'), { company: c.companyName ?? '' })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Link component={RouterLink} to="/company-certification">
          {translate(p('detail.back'))}
        </Link>
        <Typography variant="h6">{c.companyName}</Typography>
        <CertificationStatusChip status={c.status} testId="certification-status" />
        <Box sx={{ flexGrow: 1 }} />
        {actions.decide && (
          <>
            <Button variant="contained" color="success" onClick={() => setDialog('approve')}>
              {translate(p('approve.button'))}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
              {translate(p('reject.button'))}
            </Button>
          </>
        )}
        <Button variant="outlined" onClick={() => setDialog('remark')}>
          {translate(p('remark.button'))}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DetailSection title={translate(p('detail.application'))} testId="application-section">
            <DetailRow label={f('companyName')}>
              <Link component={RouterLink} to={`/company/${c.companyId}/show`}>
                {c.companyName}
              </Link>
            </DetailRow>
            <DetailRow label={f('plan')}>{c.plan?.nameZh ?? c.plan?.name}</DetailRow>
            <DetailRow label={f('appliedLevel')}>{levelName(c.appliedLevel)}</DetailRow>
            <DetailRow label={f('approvedLevel')} testId="approved-level">
              {levelName(c.approvedLevel)}
            </DetailRow>
            <DetailRow label={f('status')}>{translate(`pp.enums.company_certification_status.${c.status}`)}</DetailRow>
            <DetailRow label={f('applicantName')}>{c.applicantName}</DetailRow>
            <DetailRow label={f('createdAt')}>{when(c.createdAt)}</DetailRow>
            <DetailRow label={f('reviewedAt')}>{when(c.reviewedAt)}</DetailRow>
            <DetailRow label={f('approverName')}>{c.approverName}</DetailRow>
            <DetailRow label={f('auditComment')} testId="audit-comment">
              {c.auditComment}
            </DetailRow>
            <DetailRow label={f('renewalOf')}>
              {c.renewalOfId ? (
                <Link component={RouterLink} to={`/company-certification-detail/${c.renewalOfId}`}>
                  {translate(p('detail.open_renewed'))}
                </Link>
              ) : null}
            </DetailRow>
            <DetailRow label={f('remark')} testId="remark">
              {c.remark}
            </DetailRow>
          </DetailSection>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2}>
            {actions.certificate && <CertificateSection c={c} onEdit={() => setDialog('certificate')} />}
            {actions.decide && (
              <DetailSection title={translate(p('detail.certificate'))} testId="certificate-section">
                <Alert severity="info">{translate(p('detail.certificate_empty'))}</Alert>
              </DetailSection>
            )}
            <QuotaSection c={c} />
          </Stack>
        </Grid>
      </Grid>
      {actions.decide && (
        <>
          <ApproveDialog certification={c} levels={levels} open={dialog === 'approve'} onClose={close} onDone={done} />
          <RejectDialog certification={c} open={dialog === 'reject'} onClose={close} onDone={done} />
        </>
      )}
      {actions.certificate && dialog === 'certificate' && <CertificateDialog certification={c} open onClose={close} onDone={done} />}
      {dialog === 'remark' && <RemarkDialog certification={c} open onClose={close} onDone={done} />}
    </Box>
  );
};
