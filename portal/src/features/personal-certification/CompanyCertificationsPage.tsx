import { useEffect } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { DataList, type ListColumns } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDate, formatDateTime } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { useCurrentUser } from '../auth/index.ts';
import { COMPANY_PERSONAL_CERTIFICATIONS, type CompanyPersonalCertification } from './personalCertification.graphql.ts';
import { companyCondition, companyTab, companyTabs, workbenchDetailPath } from './rules.ts';
import { ParamTabs } from './ParamTabs.tsx';
import { StatusTag } from './StatusTag.tsx';

/**
 * /workbench/personal-certification?tab=certified|records: the company's people's certificates in effect, or every
 * application of the company (paid by its points or naming it), newest first; each opens its detail.
 */
export const CompanyCertificationsPage = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const [params] = useSearchParams();
  const tab = companyTab(params.get('tab'));
  const { page, tableProps, reset } = usePage();
  const companyId = info?.currentCompanyUser?.companyId ?? '';

  useEffect(() => reset(), [tab, reset]);

  const { data, loading, error } = useQuery(COMPANY_PERSONAL_CERTIFICATIONS, {
    variables: { condition: companyCondition(companyId, tab), ...page },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const rows = (data?.personalCertifications?.nodes ?? []).filter((r): r is CompanyPersonalCertification => r !== null);
  const link = (r: CompanyPersonalCertification, text: string) => <Link to={workbenchDetailPath(r.id)}>{text}</Link>;
  const nowrap = { whiteSpace: 'nowrap' } as const;

  const columns: ListColumns<CompanyPersonalCertification> =
    tab === 'certified'
      ? [
          { key: 'certificate', header: t('personal-certification.certificate.number'), role: 'id', body: (r) => link(r, dash(r.certificateNumber)), style: nowrap },
          { key: 'name', header: t('personal-certification.certificate.name'), role: 'title', body: (r) => dash(r.certificateToUserName ?? r.realName) },
          { key: 'type', header: t('personal-certification.col.type'), body: (r) => dash(r.type?.name) },
          { key: 'grantDate', header: t('personal-certification.certificate.grantDate'), body: (r) => formatDate(r.grantDate), style: nowrap },
          { key: 'expiredDate', header: t('personal-certification.certificate.expiredDate'), body: (r) => formatDate(r.expiredDate), style: nowrap },
          { key: 'status', header: t('personal-certification.col.status'), role: 'status', body: (r) => <StatusTag status={r.status} /> },
        ]
      : [
          { key: 'number', header: t('personal-certification.col.number'), role: 'id', body: (r) => link(r, r.semanticId), style: nowrap },
          { key: 'applicant', header: t('personal-certification.col.applicant'), role: 'title', body: (r) => `${r.realName}${r.applicantName && r.applicantName !== r.realName ? ` (${r.applicantName})` : ''}` },
          { key: 'type', header: t('personal-certification.col.type'), body: (r) => dash(r.type?.name) },
          { key: 'payment', header: t('personal-certification.col.payment'), body: (r) => t(`personal-certification.payment.${r.paymentMethod}`) },
          { key: 'status', header: t('personal-certification.col.status'), role: 'status', body: (r) => <StatusTag status={r.status} /> },
          { key: 'appliedAt', header: t('personal-certification.col.appliedAt'), body: (r) => formatDateTime(r.createdAt), style: nowrap },
        ];

  return (
    <div className="pp-page">
      <h1 className="pp-page-title">{t('personal-certification.company.title')}</h1>
      <ParamTabs tabs={companyTabs} active={tab} label={(key) => t(`personal-certification.company.tab.${key}`)} />
      {error ? (
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      ) : (
        <DataList
          key={tab}
          value={rows}
          columns={columns}
          {...tableProps(data?.personalCertifications?.totalCount, loading && !data)}
          emptyMessage={t(tab === 'certified' ? 'personal-certification.company.noneCertified' : 'personal-certification.company.none')}
          data-testid={`pc-company-${tab}`}
        />
      )}
    </div>
  );
};
