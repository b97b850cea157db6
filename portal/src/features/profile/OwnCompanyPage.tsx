import { useMemo } from 'react';
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
import { useJoinCompany, statusSeverity } from '../join-company/index.ts';
import { switchCompany, useCurrentUser, type OwnCompanyUser } from '../auth/index.ts';
import { MY_JOIN_APPLICATIONS, MY_JOIN_APPLICATION_EXTRAS, type MyJoinApplication } from './profile.graphql.ts';
import { deriveCanReApply, profileTabIndex, profileTabParam } from './records.ts';


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
          style={{ width: 180, textAlign: 'right' }}
          body={(c: OwnCompanyUser) => (
            <Button label={t('home.openWorkbench')} size="small" outlined onClick={() => info && switchCompany(info.rootUserId, c.companyId)} />
          )}
        />
      </DataTable>
    </section>
  );
};

type Row = MyJoinApplication & { companyName: string; canReApply: boolean };

const ApplicationRecords = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const { apply } = useJoinCompany();
  const { page, tableProps } = usePage();
  const variables = { applicantId: info?.rootUserId ?? '', ...page };
  const { data, loading, error } = useQuery(MY_JOIN_APPLICATIONS, { variables, skip: !info, fetchPolicy: 'cache-and-network' });
  const { data: extras } = useQuery(MY_JOIN_APPLICATION_EXTRAS, { variables, skip: !info, errorPolicy: 'ignore', fetchPolicy: 'cache-and-network' });

  const rows = useMemo<Row[]>(() => {
    const nodes = data?.companyJoinApplications?.nodes ?? [];
    const byId = new Map((extras?.companyJoinApplications?.nodes ?? []).filter(Boolean).map((e) => [e.id, e]));
    const ownNames = new Map((info?.ownCompanyUsers ?? []).map((c) => [c.companyId, c.companyName]));
    return nodes.map((n) => {
      const x = byId.get(n.id);
      return {
        ...n,
        companyName: x?.companyName ?? n.company?.name ?? ownNames.get(n.companyId) ?? '—',
        canReApply: x ? Boolean(x.canReApply) : deriveCanReApply(n, nodes, info?.defaultUser?.canApplyJoinCompany ?? false),
      };
    });
  }, [data, extras, info]);

  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  return (
    <DataTable
      value={rows}
      {...tableProps(data?.companyJoinApplications?.totalCount, loading && !data)}
      emptyMessage={t('profile.noRecords')}
      data-testid="application-records"
    >
      <Column header={t('profile.col.company')} field="companyName" />
      <Column header={t('profile.col.realName')} field="realName" />
      <Column
        header={t('profile.col.status')}
        body={(r: Row) => <Tag value={t(`join-company.status.${r.applicationStatus}`)} severity={statusSeverity(r.applicationStatus)} />}
      />
      <Column header={t('profile.col.submitted')} body={(r: Row) => formatDateTime(r.createdAt)} />
      <Column header={t('profile.col.reviewed')} body={(r: Row) => formatDateTime(r.reviewedAt)} />
      <Column header={t('profile.col.comment')} body={(r: Row) => dash(r.auditComment)} />
      <Column
        header=""
        body={(r: Row) =>
          r.canReApply ? <Button label={t('profile.reApply')} size="small" onClick={() => apply({ id: r.companyId, name: r.companyName })} /> : null
        }
      />
    </DataTable>
  );
};

/** /profile/own-company (spec 1 §2): My companies | Application records (?tab=record). */
export const OwnCompanyPage = () => {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const index = profileTabIndex(params.get('tab'));
  return (
    <div className="pp-page">
      <h1 className="pp-page-title">{t('profile.myCompany')}</h1>
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
