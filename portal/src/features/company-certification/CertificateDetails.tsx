import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { formatPhone } from '../../components/index.ts';
import { dash, formatDate } from '../../lib/format.ts';
import { FILE_URL } from '../uploads/index.ts';
import { localName } from './certificationRules.ts';
import type { CompanyCertificationFieldsFragment } from '../../generated/graphql.ts';

export type Certification = CompanyCertificationFieldsFragment;

/** One label and its value of a details list. */
export const Item = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="pp-detail-item">
    <dt className="pp-muted">{label}</dt>
    <dd data-testid={testId}>{children}</dd>
  </div>
);

/** The certificate file, opened through a short-lived address the server gives its readers (generateOneFileUrl). */
const CertificateFile = ({ fileId, name }: { fileId: string; name: string | null | undefined }) => {
  const { data } = useQuery(FILE_URL, { variables: { fileId, isDownload: false }, fetchPolicy: 'network-only' });
  const url = data?.generateOneFileUrl?.url;
  const label = dash(name);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" data-testid="certificate-file">
      <i className="pi pi-file" aria-hidden /> {label}
    </a>
  ) : (
    <span>{label}</span>
  );
};

/**
 * The certificate of an approved certification as the vendor entered it: the number, the company name on it, the
 * level and dates, its delivery (contact, address, tracking number, date) and the file when attached.
 */
export const CertificateDetails = ({ certification: c }: { certification: Certification }) => {
  const t = useTranslate();
  return (
    <dl className="pp-details pp-certification-details" data-testid="certificate-details">
      <Item label={t('company-certification.field.certificateNumber')} testId="certificate-number">
        {dash(c.certificateNumber)}
      </Item>
      <Item label={t('company-certification.field.certificateToCompanyName')}>{dash(c.certificateToCompanyName)}</Item>
      <Item label={t('company-certification.field.level')}>{localName(c.approvedLevel)}</Item>
      <Item label={t('company-certification.field.grantDate')} testId="certificate-grant-date">
        {formatDate(c.grantDate)}
      </Item>
      <Item label={t('company-certification.field.expiredDate')} testId="certificate-expired-date">
        {formatDate(c.expiredDate)}
      </Item>
      <Item label={t('company-certification.field.deliveryContact')}>
        {c.deliveryContactName || c.deliveryContactNumber
          ? [c.deliveryContactName, c.deliveryContactNumber ? formatPhone(c.deliveryContactPrefix, c.deliveryContactNumber) : null].filter(Boolean).join(' · ')
          : '—'}
      </Item>
      <Item label={t('company-certification.field.deliveryAddress')}>{dash(c.deliveryAddress)}</Item>
      <Item label={t('company-certification.field.trackingNumber')}>{dash(c.trackingNumber)}</Item>
      <Item label={t('company-certification.field.deliveryDate')}>{formatDate(c.deliveryDate)}</Item>
      <Item label={t('company-certification.field.certificateFile')}>
        {c.certificateFileId ? <CertificateFile fileId={c.certificateFileId} name={c.certificateFileName} /> : t('company-certification.certificate.noFile')}
      </Item>
    </dl>
  );
};
