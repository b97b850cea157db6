import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { TabView, TabPanel } from 'primereact/tabview';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useAccess } from '../../app/access.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { usePage } from '../../lib/paging.ts';
import { dash, formatDateTime } from '../../lib/format.ts';
import { useCurrentUser } from '../auth/index.ts';
import { statusSeverity } from '../join-company/index.ts';
import {
  APPROVAL_OPTIONS,
  COMPANY_JOIN_APPLICATIONS,
  COMPANY_JOIN_APPLICATION_EXTRAS,
  COMPANY_MEMBERS,
  type CompanyJoinApplication,
  type Member,
} from './members.graphql.ts';
import { roleNamesFor } from './memberRules.ts';
import { ApproveDialog } from './ApproveDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { membersAreaTab, membersAreaTabParam, type MembersAreaTab, InvitationsList, InviteMemberDialog } from '../invitations/index.ts';

const MembersList = ({ companyId }: { companyId: string }) => {
  const t = useTranslate();
  const { page, tableProps } = usePage();
  const { data, loading, error } = useQuery(COMPANY_MEMBERS, { variables: { companyId, ...page }, fetchPolicy: 'cache-and-network' });
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  return (
    <DataTable
      value={data?.users?.nodes ?? []}
      {...tableProps(data?.users?.totalCount, loading && !data)}
      emptyMessage={t('members.none')}
      scrollable
      data-testid="members-table"
    >
      <Column header={t('members.col.name')} field="name" />
      <Column header={t('members.col.position')} body={(m: Member) => dash(m.position?.name)} />
      <Column header={t('members.col.roles')} body={(m: Member) => dash((m.roleNames ?? []).join(', '))} />
      <Column header={t('members.col.contactNumber')} body={(m: Member) => dash(m.contactNumber)} />
      <Column header={t('members.col.email')} body={(m: Member) => dash(m.email)} />
      <Column header={t('members.col.status')} body={(m: Member) => <Tag value={t(`members.status.${m.status}`, undefined, m.status)} severity={m.status === 'JOINED' ? 'success' : 'secondary'} />} />
      <Column header={t('members.col.firstJoined')} body={(m: Member) => formatDateTime(m.firstJoinedAt)} />
      <Column header={t('members.col.remark')} body={(m: Member) => dash(m.remark)} />
    </DataTable>
  );
};

type AppRow = CompanyJoinApplication & { roleText: string; approverName: string };

const ApplicationsList = ({ companyId, canManage }: { companyId: string; canManage: boolean }) => {
  const t = useTranslate();
  const { page, tableProps } = usePage();
  const [approving, setApproving] = useState<CompanyJoinApplication>();
  const [rejecting, setRejecting] = useState<CompanyJoinApplication>();
  const variables = { companyId, ...page };
  const { data, loading, error, refetch } = useQuery(COMPANY_JOIN_APPLICATIONS, { variables, fetchPolicy: 'cache-and-network' });
  const { data: extras, refetch: refetchExtras } = useQuery(COMPANY_JOIN_APPLICATION_EXTRAS, { variables, errorPolicy: 'ignore', fetchPolicy: 'cache-and-network' });
  const { data: options } = useQuery(APPROVAL_OPTIONS);

  const rows = useMemo<AppRow[]>(() => {
    const byId = new Map((extras?.companyJoinApplications?.nodes ?? []).filter(Boolean).map((e) => [e.id, e]));
    return (data?.companyJoinApplications?.nodes ?? []).map((a) => {
      const x = byId.get(a.id);
      const names = x?.roleNames?.filter((n): n is string => Boolean(n)) ?? roleNamesFor(a.roleIds, options?.roles?.nodes ?? []);
      return { ...a, roleText: dash(names.join(', ')), approverName: dash(x?.approverName) };
    });
  }, [data, extras, options]);

  const done = () => {
    setApproving(undefined);
    setRejecting(undefined);
    void refetch();
    void refetchExtras();
  };

  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  return (
    <>
      <DataTable
        value={rows}
        {...tableProps(data?.companyJoinApplications?.totalCount, loading && !data)}
        emptyMessage={t('members.applications.none')}
        scrollable
        data-testid="applications-table"
      >
        <Column header={t('members.col.realName')} field="realName" />
        <Column header={t('members.col.account')} body={(a: AppRow) => dash(a.account)} />
        <Column header={t('members.col.contactNumber')} body={(a: AppRow) => dash(a.contactNumber)} />
        <Column header={t('members.col.status')} body={(a: AppRow) => <Tag value={t(`join-company.status.${a.applicationStatus}`)} severity={statusSeverity(a.applicationStatus)} />} />
        <Column header={t('members.col.position')} body={(a: AppRow) => dash(a.position?.name)} />
        <Column header={t('members.col.roles')} field="roleText" />
        <Column header={t('members.col.submitted')} body={(a: AppRow) => formatDateTime(a.createdAt)} />
        <Column header={t('members.col.reviewed')} body={(a: AppRow) => formatDateTime(a.reviewedAt)} />
        <Column header={t('members.col.approver')} field="approverName" />
        <Column header={t('members.col.comment')} body={(a: AppRow) => dash(a.auditComment)} />
        {canManage && (
          <Column
            header=""
            frozen
            alignFrozen="right"
            style={{ whiteSpace: 'nowrap' }}
            body={(a: AppRow) =>
              a.applicationStatus === 'APPLYING' ? (
                <span className="pp-row-actions">
                  <Button label={t('members.applications.approve')} size="small" onClick={() => setApproving(a)} aria-label={`${t('members.applications.approve')} ${a.realName}`} />
                  <Button label={t('members.applications.reject')} size="small" severity="danger" outlined onClick={() => setRejecting(a)} aria-label={`${t('members.applications.reject')} ${a.realName}`} />
                </span>
              ) : null
            }
          />
        )}
      </DataTable>
      <ApproveDialog application={approving} onHide={() => setApproving(undefined)} onDone={done} />
      <RejectDialog application={rejecting} onHide={() => setRejecting(undefined)} onDone={done} />
    </>
  );
};

/**
 * /workbench/user: Members | Join applications (?tab=application) | Invitations (?tab=invitation), each shown with its
 * permission key; ManageCompanyUser also gives the Invite member button.
 */
export const MembersPage = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  const companyId = info?.currentCompanyUser?.companyId;
  const canMembers = can(['ViewCompanyAllUser']);
  const canApplications = can(['ViewJoinCompanyApplication']);
  const canManage = can(['ManageJoinCompanyApplication']);
  const canInvite = can(['ManageCompanyUser']);
  const tab = membersAreaTab(params.get('tab'), canMembers, canApplications, canInvite);
  if (!companyId) return null;
  if (tab === 'none') {
    return (
      <div className="pp-page">
        <p>{t('join-company.noPermission.title')}</p>
      </div>
    );
  }
  const tabs: { key: MembersAreaTab; header: string; body: ReactNode }[] = [
    ...(canMembers ? [{ key: 'members' as const, header: t('members.tab.members'), body: <MembersList companyId={companyId} /> }] : []),
    ...(canApplications
      ? [{ key: 'applications' as const, header: t('members.tab.applications'), body: <ApplicationsList companyId={companyId} canManage={canManage} /> }]
      : []),
    ...(canInvite ? [{ key: 'invitations' as const, header: t('members.tab.invitations'), body: <InvitationsList companyId={companyId} /> }] : []),
  ];
  return (
    <div className="pp-page">
      <h1 className="pp-page-title">{t('workbench.members')}</h1>
      {canInvite && (
        <div className="pp-toolbar">
          <Button label={t('invitations.invite')} icon="pi pi-user-plus" onClick={() => setInviting(true)} data-testid="invite-member-button" />
        </div>
      )}
      <TabView
        activeIndex={Math.max(0, tabs.findIndex((x) => x.key === tab))}
        onTabChange={(e) => {
          const param = membersAreaTabParam(tabs[e.index]?.key ?? 'members');
          setParams(param ? { tab: param } : {}, { replace: true });
        }}
      >
        {tabs.map((x) => (
          <TabPanel key={x.key} header={x.header}>
            {x.body}
          </TabPanel>
        ))}
      </TabView>
      {canInvite && <InviteMemberDialog companyId={companyId} visible={inviting} onHide={() => setInviting(false)} />}
    </div>
  );
};
