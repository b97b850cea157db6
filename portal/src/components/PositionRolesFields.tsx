import { useQuery } from '@apollo/client';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslate } from '@refinedev/core';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { errorMessage, fallbacks } from '../lib/errors.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { POSITION_ROLE_OPTIONS } from './positionRoles.graphql.ts';
import { roleName } from './roleName.ts';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** The company whose roles may be given (its own and the built-in organisational roles). */
  companyId: string;
  /** The form's field holding the position id (a number). */
  positionName: FieldPath<T>;
  /** The form's field holding the role ids (a list). */
  rolesName: FieldPath<T>;
  /** Prefix of the inputs' ids and test ids, e.g. 'pp-invite' gives pp-invite-position and pp-invite-roles. */
  idPrefix: string;
  testIdPrefix?: string;
}

/** A member's position (one) and roles (at least one) in a company, both required, as two fields of a form. */
export const PositionRolesFields = <T extends FieldValues>({ control, companyId, positionName, rolesName, idPrefix, testIdPrefix }: Props<T>) => {
  const t = useTranslate();
  const { data, loading, error } = useQuery(POSITION_ROLE_OPTIONS, { variables: { companyId } });
  const positions = (data?.positions?.nodes ?? []).filter((p) => p !== null);
  const roles = (data?.roles?.nodes ?? []).flatMap((r) => (r ? [{ ...r, label: roleName(r) }] : []));
  const positionId = `${idPrefix}-position`;
  const rolesId = `${idPrefix}-roles`;
  return (
    <>
      {error && (
        <small className="p-error" role="alert">
          {errorMessage(error, t('components.optionsFailed', undefined, fallbacks.load))}
        </small>
      )}
      <Controller
        control={control}
        name={positionName}
        render={({ field, fieldState }) => (
          <FieldFrame htmlFor={positionId} label={t('components.position')} required error={fieldState.error?.message}>
            <Dropdown
              inputId={positionId}
              inputRef={field.ref}
              value={field.value ?? null}
              options={positions}
              optionLabel="name"
              optionValue="id"
              placeholder={loading ? t('components.loadingOptions') : t('components.selectPosition')}
              invalid={Boolean(fieldState.error)}
              onChange={(e) => field.onChange(typeof e.value === 'number' ? e.value : undefined)}
              onBlur={field.onBlur}
              data-testid={testIdPrefix ? `${testIdPrefix}-position` : undefined}
            />
          </FieldFrame>
        )}
      />
      <Controller
        control={control}
        name={rolesName}
        render={({ field, fieldState }) => (
          <FieldFrame htmlFor={rolesId} label={t('components.roles')} required error={fieldState.error?.message}>
            <MultiSelect
              inputId={rolesId}
              inputRef={field.ref}
              value={Array.isArray(field.value) ? field.value : []}
              options={roles}
              optionLabel="label"
              optionValue="id"
              placeholder={loading ? t('components.loadingOptions') : t('components.selectRoles')}
              display="chip"
              invalid={Boolean(fieldState.error)}
              onChange={(e) => field.onChange(Array.isArray(e.value) ? (e.value as string[]) : [])}
              onBlur={field.onBlur}
              data-testid={testIdPrefix ? `${testIdPrefix}-roles` : undefined}
            />
          </FieldFrame>
        )}
      />
    </>
  );
};
