import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import { approveJoinApplicationSchema, limits } from '@pp/domain';
import { useCommand } from '../../lib/command.ts';
import { fallbacks } from '../../lib/errors.ts';
import { APPROVAL_OPTIONS, APPROVE_COMPANY_JOIN_APPLICATION, type CompanyJoinApplication } from './members.graphql.ts';
import { organisationalRoles } from './memberRules.ts';

interface Props {
  application: CompanyJoinApplication | undefined;
  onHide: () => void;
  onDone: () => void;
}

/** Approve a join application (spec 1 §5): name (≤ 50, prefilled from the real name), position and roles, all required. */
export const ApproveDialog = ({ application, onHide, onDone }: Props) => {
  const t = useTranslate();
  const { data } = useQuery(APPROVAL_OPTIONS, { skip: !application });
  const [approve, { loading }] = useMutation(APPROVE_COMPANY_JOIN_APPLICATION);
  const [name, setName] = useState('');
  const [positionId, setPositionId] = useState<number | null>(null);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const command = useCommand({
    schema: approveJoinApplicationSchema,
    run: (variables) => approve({ variables }),
    successKey: 'members.applications.approved',
    fallback: fallbacks.approve,
    onDone,
  });
  const { error, setError } = command;

  useEffect(() => {
    if (application) {
      setName(application.realName);
      setPositionId(null);
      setRoleIds([]);
      setError(undefined);
    }
  }, [application]);

  const roles = application ? organisationalRoles(data?.roles?.nodes ?? [], application.companyId) : [];

  const submit = async () => {
    if (application) await command.submit({ applicationId: application.id, name, positionId: positionId ?? undefined, roleIds });
  };

  return (
    <Dialog
      header={t('members.applications.approve.title')}
      visible={Boolean(application)}
      onHide={onHide}
      style={{ width: 'min(480px, 94vw)' }}
      footer={
        <div>
          <Button label={t('join-company.cancel')} text onClick={onHide} disabled={loading} />
          <Button label={t('members.applications.approve')} onClick={() => void submit()} loading={loading} />
        </div>
      }
    >
      <div className="pp-form">
        <label htmlFor="pp-approve-name">
          <span className="pp-required">*</span> {t('members.applications.name')}
        </label>
        <InputText id="pp-approve-name" value={name} maxLength={limits.memberNameMax + 10} onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }} />
        <label htmlFor="pp-approve-position">
          <span className="pp-required">*</span> {t('members.applications.position')}
        </label>
        <Dropdown
          inputId="pp-approve-position"
          value={positionId}
          options={data?.positions?.nodes ?? []}
          optionLabel="name"
          optionValue="id"
          placeholder="Select a position"
          onChange={(e) => {
            setPositionId(e.value as number);
            setError(undefined);
          }}
        />
        <label htmlFor="pp-approve-roles">
          <span className="pp-required">*</span> {t('members.applications.roles')}
        </label>
        <MultiSelect
          inputId="pp-approve-roles"
          value={roleIds}
          options={roles}
          optionLabel="name"
          optionValue="id"
          placeholder="Select roles"
          display="chip"
          onChange={(e) => {
            setRoleIds(e.value as string[]);
            setError(undefined);
          }}
        />
        {error && <small className="p-error">{error}</small>}
      </div>
    </Dialog>
  );
};
