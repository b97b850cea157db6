import { useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { TabView, TabPanel } from 'primereact/tabview';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { usePage } from '../../lib/paging.ts';
import { dash, formatDateTime } from '../../lib/format.ts';
import { switchCompany, useCurrentUser, type OwnCompanyUser } from '../auth/index.ts';
import { statusSeverity, useJoinCompany } from '../join-company/index.ts';
import { MY_JOIN_APPLICATIONS, type MyJoinApplication } from './profile.graphql.ts';
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
      <DataTable value={info?.ownCompanyUsers ?? []} dataKey="companyId" emptyMessage={t('profile.noCompanies')} stripedRows>
        <Column
          header={t('profile.col.company')}
          body={(c: OwnCompanyUser) => (
            <span>
              {c.companyName} {c.companyId === current && <Tag value={t('profile.current')} severity="info" className="pp-ml" />}
            </span>
          )}
        />
        <Column
          header=""
          style={{ width: 300, textAlign: 'right', whiteSpace: 'nowrap' }}
          body={(c: OwnCompanyUser) => (
            <span className="pp-row-actions">
              <Button label={t('home.openWorkbench')} size="small" outlined onClick={() => info && switchCompany(info.rootUserId, c.companyId)} />
              <ExitCompanyButton companyId={c.companyId} companyName={c.companyName} userId={c.userId} />
            </span>
          )}
        />
      </DataTable>
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
    <DataTable
      value={rows}
      {...tableProps(data?.companyJoinApplications?.totalCount, loading && !data)}
      emptyMessage={t('profile.noRecords')}
      data-testid="application-records"
    >
      <Column header={t('profile.col.company')} body={(r: MyJoinApplication) => dash(r.companyName)} />
      <Column header={t('profile.col.realName')} field="realName" />
      <Column
        header={t('profile.col.status')}
        body={(r: MyJoinApplication) => <Tag value={t(`join-company.status.${r.applicationStatus}`)} severity={statusSeverity(r.applicationStatus)} />}
      />
      <Column header={t('profile.col.submitted')} body={(r: MyJoinApplication) => formatDateTime(r.createdAt)} />
      <Column header={t('profile.col.reviewed')} body={(r: MyJoinApplication) => formatDateTime(r.reviewedAt)} />
      <Column header={t('profile.col.comment')} body={(r: MyJoinApplication) => dash(r.auditComment)} />
      <Column
        header=""
        body={(r: MyJoinApplication) =>
          // the server decides whether a rejected application may be made again (canReApply)
          r.canReApply ? <Button label={t('profile.reApply')} size="small" onClick={() => apply({ id: r.companyId, name: r.companyName ?? '' })} /> : null
        }
      />
    </DataTable>
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
