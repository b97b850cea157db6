import { useEffect, useMemo, useState } from 'react';
import { useLazyQuery } from '@apollo/client';
import { useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { ProgressSpinner } from 'primereact/progressspinner';
import { companySearchSchema, joinCompanyLimits, timings } from '@pp/domain';
import { joinCompanySizes } from './sizes.ts';
import { debounce } from '../../lib/debounce.ts';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { COMPANIES_FOR_USER_JOIN, type CompanyForJoin } from './joinCompany.graphql.ts';
import { showsApplyButton, statusSeverity } from './statusBadge.ts';

const managerNames = (c: CompanyForJoin): string[] => (c.partnerManagerNames ?? []).filter((n) => n !== null);

interface Props {
  visible: boolean;
  onHide: () => void;
  onApply: (company: { id: string; name: string }) => void;
}

/** Company search for joining: non-empty text, debounced, the list at most its fixed height. */
export const JoinCompanyDialog = ({ visible, onHide, onApply }: Props) => {
  const t = useTranslate();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string>();
  const [search, { data, loading, error }] = useLazyQuery(COMPANIES_FOR_USER_JOIN, { fetchPolicy: 'network-only' });

  const debounced = useMemo(
    () =>
      debounce((value: string) => {
        const parsed = companySearchSchema.safeParse({ companyName: value });
        if (!parsed.success) {
          setSearched(undefined);
          return;
        }
        setSearched(parsed.data.companyName);
        void search({ variables: { companyName: parsed.data.companyName, first: joinCompanyLimits.companySearchMaxResults, offset: 0 } });
      }, timings.companySearchDebounceMs),
    [search],
  );
  useEffect(() => () => debounced.cancel(), [debounced]);
  useEffect(() => {
    if (!visible) {
      setText('');
      setSearched(undefined);
      debounced.cancel();
    }
  }, [visible, debounced]);

  // a search row without an id or a name cannot be applied for, so it is not listed
  const rows = searched
    ? (data?.companiesForUserJoin?.nodes ?? []).filter((c): c is CompanyForJoin & { id: string; name: string } => Boolean(c?.id && c.name))
    : [];

  return (
    <Dialog header={t('join-company.title')} visible={visible} onHide={onHide} style={{ width: 'min(640px, 96vw)' }} className="pp-join-dialog">
      <IconField iconPosition="left" className="pp-block">
        <InputIcon className="pi pi-search" />
        <InputText
          autoFocus
          className="pp-block"
          value={text}
          placeholder={t('join-company.searchPlaceholder')}
          aria-label={t('join-company.searchPlaceholder')}
          onChange={(e) => {
            setText(e.target.value);
            debounced(e.target.value);
          }}
        />
      </IconField>
      <div className="pp-join-results" style={{ maxHeight: joinCompanySizes.companySearchListMaxHeight }} data-testid="join-results">
        {!searched && <p className="pp-muted pp-pad">{t('join-company.searchHint')}</p>}
        {searched && loading && (
          <div className="pp-center pp-pad">
            <ProgressSpinner style={{ width: 28, height: 28 }} strokeWidth="5" />
          </div>
        )}
        {searched && error && <p className="p-error pp-pad">{errorMessage(error, fallbacks.load)}</p>}
        {searched && !loading && !error && rows.length === 0 && <p className="pp-muted pp-pad">{t('join-company.noResult')}</p>}
        {!loading &&
          rows.map((c) => (
            <div key={c.id} className="pp-join-row">
              <div className="pp-join-company">
                <strong>{c.name}</strong>
                {managerNames(c).length > 0 && (
                  <span className="pp-muted pp-small">
                    {t('join-company.partnerManagers')}: {managerNames(c).join(', ')}
                  </span>
                )}
              </div>
              {showsApplyButton(c.userJoinCompanyStatus) ? (
                <Button label={t('join-company.apply')} size="small" onClick={() => onApply({ id: c.id, name: c.name })} aria-label={`${t('join-company.apply')} ${c.name}`} />
              ) : (
                <Tag value={t(`join-company.status.${c.userJoinCompanyStatus}`, undefined, c.userJoinCompanyStatus ?? undefined)} severity={statusSeverity(c.userJoinCompanyStatus)} />
              )}
            </div>
          ))}
      </div>
    </Dialog>
  );
};
