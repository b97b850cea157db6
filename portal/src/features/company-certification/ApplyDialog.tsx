import { useMutation } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Controller } from 'react-hook-form';
import { RadioButton } from 'primereact/radiobutton';
import { applyCompanyCertificationSchema, type ApplyCompanyCertificationInput } from '@pp/domain';
import { FieldFrame, FormDialog, schemaForm } from '../../components/index.ts';
import { fallbacks } from '../../lib/errors.ts';
import { APPLY_COMPANY_CERTIFICATION } from './companyCertification.graphql.ts';
import { localName } from './certificationRules.ts';
import { Item } from './CertificateDetails.tsx';

interface Level {
  id: number;
  key: string;
  name: string;
  nameZh: string;
}

/** What the dialog applies for: the company's site's programme and its levels, and for a renewal the level held. */
export interface Application {
  companyId: string;
  programme: { name: string; nameZh: string };
  levels: readonly Level[];
  /** A renewal: the level of the certification renewed, chosen to start with. */
  renewLevelId?: number;
}

interface Props {
  application: Application | undefined;
  onHide: () => void;
  onDone: () => void;
}

/**
 * Apply for (or renew) a certification: the programme is the company's site's, shown; the level is required
 * (`applyCompanyCertificationSchema`, which the API checks again); the server refuses a second application under
 * review or the level already held outside the renewal window (COMPANY_CERTIFICATION_DUPLICATE), shown translated.
 */
export const ApplyDialog = ({ application, onHide, onDone }: Props) => {
  const t = useTranslate();
  const [apply, { loading }] = useMutation(APPLY_COMPANY_CERTIFICATION);
  const renewing = application?.renewLevelId !== undefined;
  return (
    <FormDialog
      form={application && schemaForm(applyCompanyCertificationSchema, { companyId: application.companyId, levelId: application.renewLevelId })}
      formKey={`${application?.companyId ?? ''}:${application?.renewLevelId ?? ''}`}
      formId="pp-certification-apply-form"
      header={t(renewing ? 'company-certification.renew.title' : 'company-certification.apply.title')}
      submitLabel={t('company-certification.apply.submit')}
      cancelLabel={t('company-certification.apply.cancel')}
      loading={loading}
      onHide={onHide}
      testId="certification-apply-dialog"
      submitTestId="certification-apply-submit"
      command={{
        run: (variables: ApplyCompanyCertificationInput) => apply({ variables }),
        successKey: 'company-certification.apply.done',
        fallback: fallbacks.application,
        onDone,
      }}
    >
      {(control) => (
        <>
          <dl className="pp-details pp-certification-details">
            <Item label={t('company-certification.apply.programme')} testId="certification-apply-programme">
              {localName(application?.programme)}
            </Item>
          </dl>
          <Controller
            control={control}
            name="levelId"
            render={({ field, fieldState }) => (
              <FieldFrame htmlFor={`pp-certification-level-${application?.levels[0]?.key ?? ''}`} label={t('company-certification.apply.level')} required error={fieldState.error?.message}>
                <div className="pp-certification-levels" role="radiogroup" aria-label={t('company-certification.apply.level')}>
                  {application?.levels.map((level) => (
                    <div key={level.id} className="pp-certification-level-choice">
                      <RadioButton
                        inputId={`pp-certification-level-${level.key}`}
                        inputRef={level === application.levels[0] ? field.ref : undefined}
                        name={field.name}
                        value={level.id}
                        checked={field.value === level.id}
                        onChange={() => field.onChange(level.id)}
                        onBlur={field.onBlur}
                        invalid={Boolean(fieldState.error)}
                      />
                      <label htmlFor={`pp-certification-level-${level.key}`}>{localName(level)}</label>
                    </div>
                  ))}
                </div>
              </FieldFrame>
            )}
          />
        </>
      )}
    </FormDialog>
  );
};
