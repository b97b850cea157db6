// A company's certification level on its page, read only: the level that applies (the level of its certification in
// effect, else the lowest of its site's plan) and, while a certification is in effect, its expiry date and a link to
// it. The level is the certification's result: it changes when a certification is approved, replaced or expires
// (company-certification), and the levels' default quotas are edited on the quota page (project-filing-quota).
import { useQuery } from '@apollo/client';
import { Chip, Link, Stack, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_COMPANY_CERTIFICATION_LEVEL } from './company.graphql.ts';

export const CompanyCertificationLevel = () => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const companyId = record?.id ?? '';
  const { data } = useQuery(ADMIN_COMPANY_CERTIFICATION_LEVEL, { variables: { companyId }, skip: !companyId, fetchPolicy: 'network-only' });
  const company = data?.company;
  if (!company) return null;
  const level = company.effectiveCertificationLevel;
  const current = company.currentCertification;
  return (
    <Labeled label="resources.company.fields.certificationLevel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Chip size="small" color="primary" variant="outlined" label={level ? level.nameZh : '—'} data-testid="company-level" />
        {current ? (
          <>
            <Typography variant="caption" color="text.secondary" data-testid="company-level-expiry">
              {translate('resources.company.level.expires', { date: current.expiredDate ?? '' })}
            </Typography>
            <Link component={RouterLink} to={`/company-certification-detail/${current.id}`} variant="caption" data-testid="company-level-certification">
              {translate('resources.company.level.open_certification')}
            </Link>
          </>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {translate('resources.company.level.default_hint')}
          </Typography>
        )}
      </Stack>
    </Labeled>
  );
};
