import { useQuery } from '@apollo/client';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Message } from 'primereact/message';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDate, formatDateTime } from '../../lib/format.ts';
import { PageSpinner } from '../auth/index.ts';
import { CertificateDetails, Item } from './CertificateDetails.tsx';
import { detailPath, localName, pagePath } from './certificationRules.ts';
import { COMPANY_CERTIFICATION_DETAIL } from './companyCertification.graphql.ts';
import { StatusTag } from './StatusTag.tsx';
import './company-certification.css';

/**
 * /workbench/company-certification-detail/:id: one application (the level applied for and granted, its status and
 * dates, the reviewer's reason when rejected) and, once approved, its certificate. The breadcrumb leads back to the
 * application history.
 */
export const CompanyCertificationDetailPage = () => {
  const t = useTranslate();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(COMPANY_CERTIFICATION_DETAIL, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
  const c = data?.companyCertification;

  const breadcrumb = (
    <BreadCrumb
      className="pp-certification-breadcrumb"
      model={[
        { template: () => <Link to={pagePath('history')}>{t('company-certification.title')}</Link> },
        { label: c ? localName(c.appliedLevel) : t('company-certification.detail.title') },
      ]}
      data-testid="certification-breadcrumb"
    />
  );

  if (error) {
    return (
      <div className="pp-page pp-company-certification">
        {breadcrumb}
        <p className="p-error">{errorMessage(error, fallbacks.load)}</p>
      </div>
    );
  }
  if (!id || (!loading && !c)) {
    return (
      <div className="pp-page pp-company-certification">
        {breadcrumb}
        <p>{t('company-certification.detail.notFound')}</p>
      </div>
    );
  }
  if (!c) return <PageSpinner />;

  return (
    <div className="pp-page pp-company-certification">
      {breadcrumb}
      <div className="pp-page-head">
        <h1 className="pp-page-title">
          {t('company-certification.detail.heading', { level: localName(c.appliedLevel) })} <StatusTag status={c.status} />
        </h1>
      </div>
      {c.status === 'WAITING_APPROVAL' && <Message severity="info" text={t('company-certification.detail.reviewing')} className="pp-certification-note" />}
      {c.status === 'REJECTED' && (
        <Message
          severity="error"
          className="pp-certification-note"
          text={`${t('company-certification.field.auditComment')}: ${dash(c.auditComment)}`}
          data-testid="certification-audit-comment"
        />
      )}
      <dl className="pp-details pp-certification-details" data-testid="certification-detail">
        <Item label={t('company-certification.field.company')}>{dash(c.companyName)}</Item>
        <Item label={t('company-certification.field.programme')}>{localName(c.plan)}</Item>
        <Item label={t('company-certification.field.appliedLevel')} testId="certification-applied-level">
          {localName(c.appliedLevel)}
        </Item>
        <Item label={t('company-certification.field.approvedLevel')} testId="certification-approved-level">
          {c.approvedLevel ? localName(c.approvedLevel) : '—'}
        </Item>
        <Item label={t('company-certification.field.status')}>
          <StatusTag status={c.status} />
        </Item>
        <Item label={t('company-certification.field.applicant')}>{dash(c.applicantName)}</Item>
        <Item label={t('company-certification.field.appliedAt')}>{formatDateTime(c.createdAt)}</Item>
        <Item label={t('company-certification.field.reviewedAt')}>{formatDateTime(c.reviewedAt)}</Item>
        {c.renewalOfId && (
          <Item label={t('company-certification.field.renewalOf')}>
            <Link to={detailPath(c.renewalOfId)}>{t('company-certification.renewalOfLink')}</Link>
          </Item>
        )}
        {c.approvedLevel && (
          <Item label={t('company-certification.field.expiredDate')}>{formatDate(c.expiredDate)}</Item>
        )}
      </dl>
      {c.approvedLevel && (
        <section className="pp-certification-certificate">
          <h2>{t('company-certification.certificate.title')}</h2>
          <CertificateDetails certification={c} />
        </section>
      )}
    </div>
  );
};
