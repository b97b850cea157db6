import { useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { TabView, TabPanel } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { DataList } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { usePage } from '../../lib/paging.ts';
import { dash, formatDateTime } from '../../lib/format.ts';
import { switchCompany, useCurrentUser } from '../auth/index.ts';
import { statusSeverity, useJoinCompany } from '../join-company/index.ts';
import { MY_JOIN_APPLICATIONS } from './profile.graphql.ts';
import { profileTabIndex, profileTabParam } from './records.ts';
import { AvatarCard } from '../uploads/index.ts';
import { ExitCompanyButton } from '../members/index.ts';
import { OwnInformationCard } from './OwnInformationCard.tsx';


const MyCompanies = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const { openSearch } = useJoinCompany();
  const current = info?.currentCompanyUser?.companyId;
  return (
    <section>
      <div className="pp-toolbar">
        <Button label={t('home.joinCompany')} icon="pi pi-plus" onClick={openSearch} />
      </div>
      <DataList
        value={info?.ownCompanyUsers ?? []}
        dataKey="companyId"
        columns={[
          {
            key: 'company',
            header: t('profile.col.company'),
            role: 'title',
            body: (c) => (
              <span>
                {c.companyName} {c.companyId === current && <Tag value={t('profile.current')} severity="info" className="pp-ml" />}
              </span>
            ),
          },
          {
            key: 'actions',
            header: '',
            role: 'actions',
            style: { width: 300, textAlign: 'right', whiteSpace: 'nowrap' },
            body: (c) => (
              <span className="pp-row-actions">
                <Button label={t('home.openWorkbench')} size="small" outlined onClick={() => info && switchCompany(info.rootUserId, c.companyId)} />
                <ExitCompanyButton companyId={c.companyId} companyName={c.companyName} userId={c.userId} />
              </span>
            ),
          },
        ]}
        emptyMessage={t('profile.noCompanies')}
      />
    </section>
  );
};

const ApplicationRecords = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const { apply } = useJoinCompany();
  const { page, tableProps } = usePage();
  const { data, loading, error } = useQuery(MY_JOIN_APPLICATIONS, {
    variables: { applicantId: info?.rootUserId ?? '', ...page },
    skip: !info,
    fetchPolicy: 'cache-and-network',
  });

  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const rows = (data?.companyJoinApplications?.nodes ?? []).filter((r) => r !== null);
  return (
    <DataList
      value={rows}
      columns={[
        { key: 'company', header: t('profile.col.company'), role: 'title', body: (r) => dash(r.companyName) },
        { key: 'realName', header: t('profile.col.realName'), body: (r) => r.realName },
        {
          key: 'status',
          header: t('profile.col.status'),
          role: 'status',
          body: (r) => <Tag value={t(`join-company.status.${r.applicationStatus}`)} severity={statusSeverity(r.applicationStatus)} />,
        },
        { key: 'submitted', header: t('profile.col.submitted'), body: (r) => formatDateTime(r.createdAt) },
        { key: 'reviewed', header: t('profile.col.reviewed'), body: (r) => formatDateTime(r.reviewedAt) },
        { key: 'comment', header: t('profile.col.comment'), body: (r) => dash(r.auditComment) },
        {
          key: 'actions',
          header: '',
          role: 'actions',
          body: (r) =>
            // the server decides whether a rejected application may be made again (canReApply)
            r.canReApply ? <Button label={t('profile.reApply')} size="small" onClick={() => apply({ id: r.companyId, name: r.companyName ?? '' })} /> : null,
        },
      ]}
      {...tableProps(data?.companyJoinApplications?.totalCount, loading && !data)}
      emptyMessage={t('profile.noRecords')}
      data-testid="application-records"
    />
  );
};

/** /profile/own-company: My companies | Application records (?tab=record). */
export const OwnCompanyPage = () => {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const index = profileTabIndex(params.get('tab'));
  return (
    <div className="pp-page">
      <h1 className="pp-page-title">{t('profile.myCompany')}</h1>
      <AvatarCard />
      <OwnInformationCard />
      <TabView
        activeIndex={index}
        onTabChange={(e) => {
          const tab = profileTabParam(e.index);
          setParams(tab ? { tab } : {}, { replace: true });
        }}
      >
        <TabPanel header={t('profile.tab.companies')}>
          <MyCompanies />
        </TabPanel>
        <TabPanel header={t('profile.tab.records')}>
          <ApplicationRecords />
        </TabPanel>
      </TabView>
    </div>
  );
};
