import { useQuery } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { formatDate } from '../../lib/format.ts';
import { useAccess, useCurrentUser } from '../auth/index.ts';
import { localName, PAGE_PATH } from './certificationRules.ts';
import { COMPANY_CERTIFICATION_BADGE } from './companyCertification.graphql.ts';
import { companyCertificationKeys } from './keys.ts';
import './company-certification.css';

/**
 * The workbench overview's card of the company's certification level: the level in effect and its expiry, or "not
 * certified" with the level that applies; for those who may see the company's certifications, leading to its page.
 */
export const CertificationBadgeCard = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { can } = useAccess();
  const { info } = useCurrentUser();
  const companyId = info?.currentCompanyUser?.companyId ?? '';
  const allowed = can(companyCertificationKeys);
  const { data } = useQuery(COMPANY_CERTIFICATION_BADGE, { variables: { companyId }, skip: !allowed || !companyId, fetchPolicy: 'cache-and-network' });
  if (!allowed) return null;
  const company = data?.company;
  const current = company?.currentCertification;
  return (
    <Card title={t('company-certification.badge.title')} className="pp-card pp-clickable" onClick={() => navigate(PAGE_PATH)} data-testid="certification-badge">
      {company && (
        <div className="pp-certification-badge">
          {current ? (
            <>
              <strong data-testid="certification-badge-level">{localName(current.approvedLevel)}</strong>
              <span className="pp-muted">{t('company-certification.badge.until', { date: formatDate(current.expiredDate) })}</span>
            </>
          ) : (
            <>
              <strong data-testid="certification-badge-level">{localName(company.effectiveCertificationLevel)}</strong>
              <span>
                <Tag value={t('company-certification.badge.notCertified')} severity="secondary" />
              </span>
            </>
          )}
        </div>
      )}
    </Card>
  );
};
