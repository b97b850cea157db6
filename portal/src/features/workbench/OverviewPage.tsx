import { useQuery } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { roleName } from '../../components/index.ts';
import { useAccess, useCurrentUser } from '../auth/index.ts';
import { MEMBER_COUNT, PENDING_APPLICATION_COUNT } from '../members/index.ts';
import { RecentPagesCard } from '../recent-pages/index.ts';
import { AnnualOverviewCard } from '../annual-overview/index.ts';
import { CertificationBadgeCard } from '../company-certification/index.ts';

/** Workbench index: the company, your roles and the counts that exist today. */
export const OverviewPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { info } = useCurrentUser();
  const { can } = useAccess();
  const company = info?.currentCompanyUser;
  const companyId = company?.companyId ?? '';
  const canMembers = can(['ViewCompanyAllUser']);
  const canApplications = can(['ViewJoinCompanyApplication']);
  const members = useQuery(MEMBER_COUNT, { variables: { companyId }, skip: !canMembers || !companyId, fetchPolicy: 'cache-and-network' });
  const pending = useQuery(PENDING_APPLICATION_COUNT, { variables: { companyId }, skip: !canApplications || !companyId, fetchPolicy: 'cache-and-network' });
  if (!company) return null;
  return (
    <div className="pp-page">
      <h1 className="pp-page-title">{company.companyName}</h1>
      <div className="pp-cards">
        <Card title={t('workbench.yourRoles')} className="pp-card">
          <div className="pp-tags">
            {company.roleLabels.length ? company.roleLabels.map((r) => <Tag key={r.key ?? r.name} value={roleName(r)} severity="info" />) : '—'}
          </div>
          <p className="pp-muted">
            {t('workbench.position')}: {company.position?.name ?? '—'}
          </p>
        </Card>
        <CertificationBadgeCard />
        {canMembers && (
          <Card title={t('workbench.memberCount')} className="pp-card pp-clickable" onClick={() => navigate('/workbench/user')}>
            <span className="pp-stat" data-testid="member-count">
              {members.data?.users?.totalCount ?? '…'}
            </span>
          </Card>
        )}
        {canApplications && (
          <Card title={t('workbench.pendingApplications')} className="pp-card pp-clickable" onClick={() => navigate('/workbench/user?tab=application')}>
            <span className="pp-stat" data-testid="pending-count">
              {pending.data?.companyJoinApplications?.totalCount ?? '…'}
            </span>
          </Card>
        )}
        <RecentPagesCard />
        <AnnualOverviewCard />
      </div>
    </div>
  );
};
