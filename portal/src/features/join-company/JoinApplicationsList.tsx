import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { DataList, formatPhone, roleNamesLine, type RoleLabel } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { usePage } from '../../lib/paging.ts';
import { dash, formatDateTime } from '../../lib/format.ts';
import { COMPANY_JOIN_APPLICATIONS, type CompanyJoinApplication } from './joinCompanyApplications.graphql.ts';
import { statusSeverity } from './statusBadge.ts';
import { ApproveDialog } from './ApproveDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';

interface Props {
  companyId: string;
  /** Approve and reject buttons (the ManageJoinCompanyApplication key; the server checks it again). */
  canManage: boolean;
}

const names = (list: readonly (RoleLabel | null)[] | null | undefined): string => dash(roleNamesLine(list));

/** A company's join applications, newest first; a pending one can be approved or rejected by those who may. */
export const JoinApplicationsList = ({ companyId, canManage }: Props) => {
  const t = useTranslate();
  const { page, tableProps } = usePage();
  const [approving, setApproving] = useState<CompanyJoinApplication>();
  const [rejecting, setRejecting] = useState<CompanyJoinApplication>();
  const { data, loading, error, refetch } = useQuery(COMPANY_JOIN_APPLICATIONS, { variables: { companyId, ...page }, fetchPolicy: 'cache-and-network' });

  const done = () => {
    setApproving(undefined);
    setRejecting(undefined);
    void refetch();
  };

  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const rows = (data?.companyJoinApplications?.nodes ?? []).filter((a) => a !== null);
  return (
    <>
      <DataList
        value={rows}
        columns={[
          { key: 'realName', header: t('members.col.realName'), role: 'title', body: (a) => a.realName },
          { key: 'account', header: t('members.col.account'), body: (a) => dash(a.account) },
          { key: 'contactNumber', header: t('members.col.contactNumber'), body: (a) => formatPhone(a.phonePrefixCountryCode, a.contactNumber) },
          {
            key: 'status',
            header: t('members.col.status'),
            role: 'status',
            body: (a) => <Tag value={t(`join-company.status.${a.applicationStatus}`)} severity={statusSeverity(a.applicationStatus)} />,
          },
          { key: 'position', header: t('members.applications.position'), body: (a) => dash(a.position?.name) },
          { key: 'roles', header: t('members.applications.roles'), body: (a) => names(a.roleLabels) },
          { key: 'submitted', header: t('members.col.submitted'), body: (a) => formatDateTime(a.createdAt) },
          { key: 'reviewed', header: t('members.col.reviewed'), body: (a) => formatDateTime(a.reviewedAt) },
          { key: 'approver', header: t('members.col.approver'), body: (a) => dash(a.approverName) },
          { key: 'comment', header: t('members.col.comment'), body: (a) => dash(a.auditComment) },
          canManage && {
            key: 'actions',
            header: '',
            role: 'actions',
            style: { whiteSpace: 'nowrap' },
            body: (a) =>
              a.applicationStatus === 'APPLYING' ? (
                <span className="pp-row-actions">
                  <Button label={t('members.applications.approve')} size="small" onClick={() => setApproving(a)} aria-label={`${t('members.applications.approve')} ${a.realName}`} />
                  <Button
                    label={t('members.applications.reject')}
                    size="small"
                    severity="danger"
                    outlined
                    onClick={() => setRejecting(a)}
                    aria-label={`${t('members.applications.reject')} ${a.realName}`}
                  />
                </span>
              ) : null,
          },
        ]}
        {...tableProps(data?.companyJoinApplications?.totalCount, loading && !data)}
        emptyMessage={t('members.applications.none')}
        scrollable
        data-testid="applications-table"
      />
      <ApproveDialog application={approving} onHide={() => setApproving(undefined)} onDone={done} />
      <RejectDialog application={rejecting} onHide={() => setRejecting(undefined)} onDone={done} />
    </>
  );
};
