import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { formatPhone } from '../../components/index.ts';
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

const names = (list: readonly (string | null)[] | null | undefined): string => dash((list ?? []).filter((n) => n !== null).join(', '));

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
      <DataTable
        value={rows}
        {...tableProps(data?.companyJoinApplications?.totalCount, loading && !data)}
        emptyMessage={t('members.applications.none')}
        scrollable
        data-testid="applications-table"
      >
        <Column header={t('members.col.realName')} field="realName" />
        <Column header={t('members.col.account')} body={(a: CompanyJoinApplication) => dash(a.account)} />
        <Column header={t('members.col.contactNumber')} body={(a: CompanyJoinApplication) => formatPhone(a.phonePrefixCountryCode, a.contactNumber)} />
        <Column
          header={t('members.col.status')}
          body={(a: CompanyJoinApplication) => <Tag value={t(`join-company.status.${a.applicationStatus}`)} severity={statusSeverity(a.applicationStatus)} />}
        />
        <Column header={t('members.applications.position')} body={(a: CompanyJoinApplication) => dash(a.position?.name)} />
        <Column header={t('members.applications.roles')} body={(a: CompanyJoinApplication) => names(a.roleNames)} />
        <Column header={t('members.col.submitted')} body={(a: CompanyJoinApplication) => formatDateTime(a.createdAt)} />
        <Column header={t('members.col.reviewed')} body={(a: CompanyJoinApplication) => formatDateTime(a.reviewedAt)} />
        <Column header={t('members.col.approver')} body={(a: CompanyJoinApplication) => dash(a.approverName)} />
        <Column header={t('members.col.comment')} body={(a: CompanyJoinApplication) => dash(a.auditComment)} />
        {canManage && (
          <Column
            header=""
            frozen
            alignFrozen="right"
            style={{ whiteSpace: 'nowrap' }}
            body={(a: CompanyJoinApplication) =>
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
