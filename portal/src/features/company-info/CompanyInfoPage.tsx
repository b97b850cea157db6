import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Controller, type Control } from 'react-hook-form';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Chips } from 'primereact/chips';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { companyLimits, companyScaleLabels, companyScaleLabelsZh, companyScales, type CompanyInfoFormValues, type CompanyInfoInput, type CompanyScale } from '@pp/domain';
import { currentLocale } from '../../core/currentSite.ts';
import { FieldFrame, TextAreaField, TextField, useFormCommand, useSchemaForm } from '../../components/index.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { dash, formatDate, formatNumber } from '../../lib/format.ts';
import { useAccess, useCurrentUser } from '../auth/index.ts';
import { FILE_URL } from '../uploads/index.ts';
import { COMPANY_INFO, UPDATE_COMPANY_INFO, type CompanyInfo } from './companyInfo.graphql.ts';
import { companyInfoEditKeys } from './keys.ts';
import { avatarFileId, companyInfoFormOptions, initials } from './forms.ts';
import './company-info.css';

const scaleLabels = currentLocale === 'zh-CN' ? companyScaleLabelsZh : companyScaleLabels;
const scaleOptions = companyScales.map((value) => ({ value, label: scaleLabels[value] }));
const FORM_ID = 'pp-company-info-form';

/** A partner manager's picture (an uploaded avatar, through a short-lived URL) or their initials. */
const ManagerAvatar = ({ name, avatar }: { name: string; avatar: string | null | undefined }) => {
  const fileId = avatarFileId(avatar);
  const { data } = useQuery(FILE_URL, { variables: { fileId: fileId ?? '', isDownload: false }, skip: !fileId, fetchPolicy: 'network-only' });
  const url = data?.generateOneFileUrl?.url;
  return url ? (
    <img className="pp-manager-avatar" src={url} alt={name} />
  ) : (
    <span className="pp-manager-avatar" aria-hidden>
      {initials(name)}
    </span>
  );
};

const Item = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="pp-detail-item">
    <dt className="pp-muted">{label}</dt>
    <dd data-testid={testId}>{children}</dd>
  </div>
);

const List = ({ values }: { values: readonly (string | null)[] }) => {
  const items = values.filter((v): v is string => v !== null);
  return items.length ? (
    <span className="pp-tags">
      {items.map((v) => (
        <Tag key={v} value={v} severity="secondary" />
      ))}
    </span>
  ) : (
    <>—</>
  );
};

const ListField = ({ control, name, id, label }: { control: Control<CompanyInfoFormValues, unknown, CompanyInfoInput>; name: 'mainBusinesses' | 'keyIndustries'; id: string; label: string }) => {
  const t = useTranslate();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FieldFrame htmlFor={id} label={label} error={fieldState.error?.message} help={t('company-info.listHelp')}>
          <Chips
            inputId={id}
            inputRef={field.ref}
            value={field.value ?? []}
            onChange={(e) => field.onChange(e.value ?? [])}
            onBlur={field.onBlur}
            separator=","
            addOnBlur
            allowDuplicate={false}
            invalid={Boolean(fieldState.error)}
            data-testid={`company-info-${name}`}
          />
        </FieldFrame>
      )}
    />
  );
};

interface EditProps {
  company: CompanyInfo;
  onDone: () => void;
}

/** The edit form: everything the partner administrator may change; the name stays the vendor's. */
const EditForm = ({ company, onDone }: EditProps) => {
  const t = useTranslate();
  const { control, handleSubmit } = useSchemaForm(companyInfoFormOptions(company));
  const [save] = useMutation(UPDATE_COMPANY_INFO);
  const send = useFormCommand({
    run: (input: CompanyInfoInput) => save({ variables: { input } }),
    successKey: 'company-info.saved',
    fallback: fallbacks.save,
    onDone,
  });
  return (
    <form id={FORM_ID} className="pp-form" noValidate onSubmit={(e) => void handleSubmit(send)(e)}>
      <p className="pp-muted">{t('company-info.nameByVendor')}</p>
      <TextField control={control} name="phone" id="pp-company-phone" label={t('company-info.field.phone')} maxLength={companyLimits.phoneMax} testId="company-info-phone" />
      <TextField control={control} name="website" id="pp-company-website" label={t('company-info.field.website')} placeholder="https://" testId="company-info-website" />
      <TextAreaField
        control={control}
        name="billingAddress"
        id="pp-company-billing"
        label={t('company-info.field.billingAddress')}
        maxLength={companyLimits.billingAddressMax}
        rows={2}
        testId="company-info-billingAddress"
      />
      <TextField control={control} name="industry" id="pp-company-industry" label={t('company-info.field.industry')} maxLength={companyLimits.industryMax} testId="company-info-industry" />
      <ListField control={control} name="mainBusinesses" id="pp-company-main" label={t('company-info.field.mainBusinesses')} />
      <ListField control={control} name="keyIndustries" id="pp-company-key" label={t('company-info.field.keyIndustries')} />
      <Controller
        control={control}
        name="scale"
        render={({ field, fieldState }) => (
          <FieldFrame htmlFor="pp-company-scale" label={t('company-info.field.scale')} error={fieldState.error?.message}>
            <Dropdown
              inputId="pp-company-scale"
              inputRef={field.ref}
              value={field.value || null}
              options={scaleOptions}
              optionLabel="label"
              optionValue="value"
              showClear
              placeholder={t('company-info.selectScale')}
              onChange={(e) => field.onChange((e.value as CompanyScale | null) ?? '')}
              onBlur={field.onBlur}
              data-testid="company-info-scale"
            />
          </FieldFrame>
        )}
      />
      <TextAreaField control={control} name="resource" id="pp-company-resource" label={t('company-info.field.resource')} maxLength={companyLimits.resourceMax} rows={3} />
    </form>
  );
};

/**
 * Workbench › Company info: every field of the company's record, its partner managers, the joined member count and
 * the point totals. Holders of the edit key change what the vendor lets partners change; everyone else reads.
 */
export const CompanyInfoPage = () => {
  const t = useTranslate();
  const { info } = useCurrentUser();
  const { can } = useAccess();
  const companyId = info?.currentCompanyUser?.companyId ?? '';
  const canEdit = can(companyInfoEditKeys);
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useQuery(COMPANY_INFO, { variables: { id: companyId }, skip: !companyId, fetchPolicy: 'cache-and-network' });
  const company = data?.company;

  if (!company) {
    return (
      <div className="pp-page">
        <h1 className="pp-page-title">{t('company-info.title')}</h1>
        {loading ? (
          <ProgressSpinner style={{ width: 36, height: 36 }} strokeWidth="5" />
        ) : (
          <p className="p-error" role="alert">
            {error ? errorMessage(error, 'company-info.loadFailed') : t('company-info.loadFailed')}
          </p>
        )}
      </div>
    );
  }

  const managers = (company.partnerManagers.nodes ?? []).filter((m) => m !== null);
  return (
    <div className="pp-page pp-company-info" data-testid="company-info-page">
      <div className="pp-page-head">
        <h1 className="pp-page-title" data-testid="company-info-name">
          {company.name}
        </h1>
        {canEdit && <Button label={t('company-info.edit')} icon="pi pi-pencil" onClick={() => setEditing(true)} data-testid="company-info-edit" />}
      </div>
      <div className="pp-cards">
        <Card title={t('company-info.joinedUsers')} className="pp-card">
          <span className="pp-stat" data-testid="company-info-joined">
            {formatNumber(company.joinedUserCount)}
          </span>
        </Card>
        {/* The totals are null for whoever may not read the company's points (ViewCreditRecord): no card then. */}
        {company.totalMarketPoints != null && (
          <Card title={t('company-info.marketPoints')} className="pp-card">
            <span className="pp-stat" data-testid="company-info-market-points">
              {formatNumber(company.totalMarketPoints)}
            </span>
          </Card>
        )}
        {company.totalProductPoints != null && (
          <Card title={t('company-info.productPoints')} className="pp-card">
            <span className="pp-stat" data-testid="company-info-product-points">
              {formatNumber(company.totalProductPoints)}
            </span>
          </Card>
        )}
      </div>
      <Card title={t('company-info.details')} className="pp-card">
        {!canEdit && <p className="pp-muted" data-testid="company-info-read-only">{t('company-info.readOnly')}</p>}
        <dl className="pp-details">
          <Item label={t('company-info.field.name')}>{company.name}</Item>
          <Item label={t('company-info.field.site')}>{t(`company-info.site.${company.site}`)}</Item>
          <Item label={t('company-info.field.billingAddress')} testId="company-info-value-billingAddress">
            {dash(company.billingAddress)}
          </Item>
          <Item label={t('company-info.field.phone')} testId="company-info-value-phone">
            {dash(company.phone)}
          </Item>
          <Item label={t('company-info.field.website')} testId="company-info-value-website">
            {company.website ? (
              <a href={company.website} target="_blank" rel="noopener noreferrer">
                {company.website}
              </a>
            ) : (
              '—'
            )}
          </Item>
          <Item label={t('company-info.field.industry')}>{dash(company.industry)}</Item>
          <Item label={t('company-info.field.mainBusinesses')}>
            <List values={company.mainBusinesses} />
          </Item>
          <Item label={t('company-info.field.keyIndustries')}>
            <List values={company.keyIndustries} />
          </Item>
          <Item label={t('company-info.field.scale')}>{company.scale ? scaleLabels[company.scale] : '—'}</Item>
          <Item label={t('company-info.field.resource')}>{dash(company.resource)}</Item>
          <Item label={t('company-info.field.sfdcOwnerName')}>{dash(company.sfdcOwnerName)}</Item>
          <Item label={t('company-info.field.createdAt')}>{formatDate(company.createdAt)}</Item>
          <Item label={t('company-info.field.updatedAt')}>{formatDate(company.updatedAt)}</Item>
        </dl>
      </Card>
      <Card title={t('company-info.managers')} className="pp-card">
        {managers.length === 0 ? (
          <p className="pp-muted">{t('company-info.managers.none')}</p>
        ) : (
          <ul className="pp-people" data-testid="company-info-managers">
            {managers.map((m) => (
              <li key={m.id} className="pp-person">
                <ManagerAvatar name={m.name} avatar={m.avatar} />
                <span>{m.name}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Dialog
        header={t('company-info.edit.title')}
        visible={editing}
        onHide={() => setEditing(false)}
        style={{ width: 'min(620px, 94vw)' }}
        data-testid="company-info-dialog"
        footer={
          <div>
            <Button type="button" label={t('company-info.cancel')} text onClick={() => setEditing(false)} />
            <Button type="submit" form={FORM_ID} label={t('company-info.save')} data-testid="company-info-save" />
          </div>
        }
      >
        {editing && (
          <EditForm
            company={company}
            onDone={() => {
              setEditing(false);
              void refetch();
            }}
          />
        )}
      </Dialog>
    </div>
  );
};
