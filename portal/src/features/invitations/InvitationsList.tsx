import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { useNotification, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { DataList, roleNamesLine } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { usePage } from '../../lib/paging.ts';
import { dash, formatDateTime } from '../../lib/format.ts';
import { COMPANY_INVITATIONS, type CompanyInvitation } from './invitations.graphql.ts';
import { canCopyInvitation, invitationLink, invitationStatusSeverity } from './invitationRules.ts';
import { copyText } from './clipboard.ts';
import { LinkField } from './LinkField.tsx';

/** The Invitations tab of /workbench/user (ManageCompanyUser): newest first, with Copy link for links still usable. */
export const InvitationsList = ({ companyId }: { companyId: string }) => {
  const t = useTranslate();
  const { open } = useNotification();
  const { page, tableProps } = usePage();
  const [manualLink, setManualLink] = useState<string>();
  const { data, loading, error } = useQuery(COMPANY_INVITATIONS, { variables: { companyId, ...page }, fetchPolicy: 'cache-and-network' });

  const copy = async (row: CompanyInvitation) => {
    const link = invitationLink(window.location.origin, row.code);
    if (await copyText(link)) open?.({ type: 'success', message: t('app.notify.success'), description: t('invitations.copied') });
    else setManualLink(link);
  };

  if (error) return <p className="p-error">{errorMessage(error, fallbacks.load)}</p>;
  const rows = (data?.companyInvitations?.nodes ?? []).filter((r): r is CompanyInvitation => Boolean(r));
  return (
    <>
      <DataList
        value={rows}
        columns={[
          { key: 'created', header: t('invitations.col.created'), role: 'title', body: (r) => formatDateTime(r.createdAt) },
          { key: 'position', header: t('members.applications.position'), body: (r) => dash(r.positionName) },
          { key: 'roles', header: t('members.applications.roles'), body: (r) => dash(roleNamesLine(r.roleLabels)) },
          {
            key: 'status',
            header: t('invitations.col.status'),
            role: 'status',
            body: (r) => <Tag value={t(`invitations.status.${r.status ?? 'UNKNOWN'}`, undefined, r.status ?? '—')} severity={invitationStatusSeverity(r.status)} />,
          },
          { key: 'usedBy', header: t('invitations.col.usedBy'), body: (r) => (r.usedAt ? `${dash(r.usedByName)} · ${formatDateTime(r.usedAt)}` : '—') },
          { key: 'expires', header: t('invitations.col.expires'), body: (r) => formatDateTime(r.expiresAt) },
          {
            key: 'actions',
            header: '',
            role: 'actions',
            style: { whiteSpace: 'nowrap' },
            body: (r) =>
              canCopyInvitation(r.status) ? (
                <Button
                  label={t('invitations.copyLink')}
                  icon="pi pi-copy"
                  size="small"
                  outlined
                  onClick={() => void copy(r)}
                  aria-label={`${t('invitations.copyLink')} ${formatDateTime(r.createdAt)}`}
                  data-testid="invitation-copy-link"
                />
              ) : null,
          },
        ]}
        {...tableProps(data?.companyInvitations?.totalCount, loading && !data)}
        emptyMessage={t('invitations.none')}
        scrollable
        data-testid="invitations-table"
      />
      <Dialog header={t('invitations.link')} visible={Boolean(manualLink)} onHide={() => setManualLink(undefined)} style={{ width: 'min(520px, 94vw)' }}>
        <div className="pp-form">
          <p className="pp-muted">{t('invitations.copyManually')}</p>
          {manualLink && <LinkField link={manualLink} selectOnShow />}
        </div>
      </Dialog>
    </>
  );
};
