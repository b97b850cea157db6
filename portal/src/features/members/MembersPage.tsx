import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from '@refinedev/core';
import { TabView, TabPanel } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { DataList, formatPhone, roleNamesLine } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { usePage } from '../../lib/paging.ts';
import { dash, formatDateTime } from '../../lib/format.ts';
import { useAccess, useCurrentUser } from '../auth/index.ts';
import { JoinApplicationsList } from '../join-company/index.ts';
import { COMPANY_MEMBERS, type Member } from './members.graphql.ts';
import { EditMemberDialog } from './EditMemberDialog.tsx';
import { RemoveMemberDialog } from './RemoveMemberDialog.tsx';
import { memberActions, membersAreaTab, membersAreaTabParam, type MembersAreaTab } from './memberRules.ts';
import { InvitationsList, InviteMemberDialog } from '../invitations/index.ts';

const roleIdsOf = (m: Member): string[] => (m.userRoles?.nodes ?? []).flatMap((r) => (r?.roleId ? [r.roleId] : []));

const MembersList = ({ companyId, canManage }: { companyId: string; canManage: boolean }) => {
  const t = useTranslate();
  const { page, tableProps } = usePage();
  const [editing, setEditing] = useState<Member>();
  const [removing, setRemoving] = useState<Member>();
  const { data, loading, error, refetch } = useQuery(COMPANY_MEMBERS, { variables: { companyId, ...page }, fetchPolicy: 'cache-and-network' });
  const done = () => {
    setEditing(undefined);
    setRemoving(undefined);
    void refetch();
  };
  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const rows = (data?.users?.nodes ?? []).filter((m) => m !== null);
  return (
    <>
      <DataList
        value={rows}
        columns={[
          { key: 'name', header: t('members.col.name'), role: 'title', body: (m) => m.name },
          { key: 'position', header: t('members.applications.position'), body: (m) => dash(m.position?.name) },
          { key: 'roles', header: t('members.applications.roles'), style: { minWidth: '8rem' }, body: (m) => dash(roleNamesLine(m.roleLabels)) },
          { key: 'contactNumber', header: t('members.col.contactNumber'), body: (m) => formatPhone(m.phonePrefixCountryCode, m.contactNumber) },
          { key: 'email', header: t('members.col.email'), body: (m) => dash(m.email) },
          { key: 'account', header: t('members.col.account'), body: (m) => dash(m.account) },
          {
            key: 'status',
            header: t('members.col.status'),
            role: 'status',
            body: (m) => <Tag value={t(`members.status.${m.status}`, undefined, m.status)} severity={m.status === 'JOINED' ? 'success' : 'secondary'} />,
          },
          { key: 'firstJoined', header: t('members.col.firstJoined'), body: (m) => formatDateTime(m.firstJoinedAt) },
          { key: 'remark', header: t('members.col.remark'), body: (m) => dash(m.remark) },
          canManage && {
            key: 'actions',
            header: '',
            role: 'actions',
            style: { whiteSpace: 'nowrap' },
            body: (m) => {
              const actions = memberActions(canManage, m.status);
              return actions.edit || actions.remove ? (
                <span className="pp-row-actions">
                  {actions.edit && (
                    <Button label={t('members.edit.button')} size="small" outlined onClick={() => setEditing(m)} aria-label={`${t('members.edit.button')} ${m.name}`} />
                  )}
                  {actions.remove && (
                    <Button
                      label={t('members.remove.button')}
                      size="small"
                      severity="danger"
                      outlined
                      onClick={() => setRemoving(m)}
                      aria-label={`${t('members.remove.button')} ${m.name}`}
                    />
                  )}
                </span>
              ) : null;
            },
          },
        ]}
        {...tableProps(data?.users?.totalCount, loading && !data)}
        emptyMessage={t('members.none')}
        scrollable
        data-testid="members-table"
      />
      {canManage && (
        <>
          <EditMemberDialog
            member={editing && { id: editing.id, companyId, name: editing.name, positionId: editing.positionId, roleIds: roleIdsOf(editing), remark: editing.remark }}
            onHide={() => setEditing(undefined)}
            onDone={done}
          />
          <RemoveMemberDialog member={removing} onHide={() => setRemoving(undefined)} onDone={done} />
        </>
      )}
    </>
  );
};

/**
 * /workbench/user: Members | Join applications (?tab=application) | Invitations (?tab=invitation), each shown with its
 * permission key; ManageCompanyUser also gives the Invite member button and each member's Edit and Remove.
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
    ...(canMembers ? [{ key: 'members' as const, header: t('members.tab.members'), body: <MembersList companyId={companyId} canManage={canInvite} /> }] : []),
    ...(canApplications
      ? [{ key: 'applications' as const, header: t('members.tab.applications'), body: <JoinApplicationsList companyId={companyId} canManage={canManage} /> }]
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
