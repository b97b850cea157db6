import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { currentSite } from '../../core/currentSite.ts';
import { DataList } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format.ts';
import { usePage } from '../../lib/paging.ts';
import { useCurrentUser } from '../auth/index.ts';
import { TypeCourses } from '../course/index.ts';
import { ApplyDialog, feeOf } from './ApplyDialog.tsx';
import { MY_PERSONAL_CERTIFICATIONS, PERSONAL_CERTIFICATION_TYPES, type MyPersonalCertification } from './personalCertification.graphql.ts';
import { byTypeOrder, ownDetailPath } from './rules.ts';
import { StatusTag } from './StatusTag.tsx';
import './personal-certification.css';

const steps = ['apply', 'pay', 'review', 'exams', 'certificate'] as const;

/** The signed-in person's own applications, newest first, each linking to its detail. */
const MyApplications = ({ applicantId }: { applicantId: string }) => {
  const t = useTranslate();
  const { page, tableProps } = usePage();
  const { data, loading, error } = useQuery(MY_PERSONAL_CERTIFICATIONS, {
    variables: { applicantId, ...page },
    skip: !applicantId,
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const rows = (data?.personalCertifications?.nodes ?? []).filter((r): r is MyPersonalCertification => r !== null);
  const link = (r: MyPersonalCertification, text: string) => <Link to={ownDetailPath(r.id)}>{text}</Link>;
  return (
    <DataList
      value={rows}
      columns={[
        { key: 'number', header: t('personal-certification.col.number'), role: 'id', body: (r) => link(r, r.semanticId), style: { whiteSpace: 'nowrap' } },
        { key: 'type', header: t('personal-certification.col.type'), role: 'title', body: (r) => link(r, r.type?.name ?? '—') },
        { key: 'status', header: t('personal-certification.col.status'), role: 'status', body: (r) => <StatusTag status={r.status} /> },
        { key: 'payment', header: t('personal-certification.col.payment'), body: (r) => t(`personal-certification.payment.${r.paymentMethod}`) },
        { key: 'appliedAt', header: t('personal-certification.col.appliedAt'), body: (r) => formatDateTime(r.createdAt), style: { whiteSpace: 'nowrap' } },
      ]}
      {...tableProps(data?.personalCertifications?.totalCount, loading && !data)}
      emptyMessage={t('personal-certification.mine.none')}
      data-testid="pc-my-applications"
    />
  );
};

/**
 * /personal-certification: the types on this site (name, full name, latest version, validity, the fee in money and
 * in points), how to apply, an Apply button, and the person's own applications. Applying opens the apply dialog;
 * once made, the application's detail opens.
 */
export const PersonalCertificationPage = () => {
  const t = useTranslate();
  const navigate = useNavigate();
  const { info } = useCurrentUser();
  const [applying, setApplying] = useState<number | null | undefined>(undefined);
  const { data, error } = useQuery(PERSONAL_CERTIFICATION_TYPES, { variables: { site: currentSite } });
  const types = byTypeOrder((data?.personalCertificationTypes?.nodes ?? []).filter((x) => x !== null));

  return (
    <main className="pp-page pp-personal-certification">
      <div className="pp-pc-head">
        <div>
          <h1 className="pp-page-title">{t('personal-certification.title')}</h1>
          <p className="pp-muted">{t('personal-certification.intro')}</p>
        </div>
        <Button label={t('personal-certification.apply.open')} icon="pi pi-plus" onClick={() => setApplying(null)} data-testid="pc-apply" />
      </div>
      {error && <p className="p-error">{errorMessage(error, fallbacks.load)}</p>}
      <div className="pp-pc-types">
        {types.map((type) => {
          const fee = feeOf(type);
          return (
            <Card key={type.id} className="pp-pc-type" title={type.name} subTitle={type.englishFullName} data-testid={`pc-type-${type.key}`}>
              <dl className="pp-pc-facts">
                <div>
                  <dt className="pp-muted">{t('personal-certification.type.version')}</dt>
                  <dd>{type.latestVersion}</dd>
                </div>
                <div>
                  <dt className="pp-muted">{t('personal-certification.type.validity')}</dt>
                  <dd>{t('personal-certification.type.months', { months: type.validMonths })}</dd>
                </div>
                <div>
                  <dt className="pp-muted">{t('personal-certification.type.fee')}</dt>
                  <dd data-testid="pc-type-fee">
                    {fee ? t('personal-certification.type.feeText', { money: formatMoney(Number(fee.money), fee.currency), points: formatNumber(fee.points) }) : '—'}
                  </dd>
                </div>
              </dl>
              <TypeCourses typeId={type.id} />
              <Button
                label={t('personal-certification.type.apply', { name: type.name })}
                outlined
                size="small"
                onClick={() => setApplying(type.id)}
                data-testid={`pc-apply-${type.key}`}
              />
            </Card>
          );
        })}
      </div>
      <section className="pp-pc-how" aria-labelledby="pp-pc-how">
        <h2 id="pp-pc-how">{t('personal-certification.how.title')}</h2>
        <ol>
          {steps.map((s) => (
            <li key={s}>{t(`personal-certification.how.${s}`)}</li>
          ))}
        </ol>
      </section>
      <h2>{t('personal-certification.mine.title')}</h2>
      <MyApplications applicantId={info?.rootUserId ?? ''} />
      <ApplyDialog
        typeId={applying}
        types={types}
        onHide={() => setApplying(undefined)}
        onApplied={(id) => {
          setApplying(undefined);
          if (id) navigate(ownDetailPath(id));
        }}
      />
    </main>
  );
};
