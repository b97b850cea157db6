import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useNotification, useTranslate } from '@refinedev/core';
import type { CreateJoinApplicationInput } from '@pp/domain';
import { errorMessage, fallbacks } from '../../lib/errors.ts';
import { useCurrentUser } from '../auth/index.ts';
import { CREATE_ONE_COMPANY_JOIN_APPLICATION } from './joinCompany.graphql.ts';
import { JoinCompanyDialog } from './JoinCompanyDialog.tsx';
import { RealNameDialog } from './RealNameDialog.tsx';

interface JoinCompanyApi {
  /** Opens the company search. */
  openSearch: () => void;
  /** Opens the real-name modal for one company (apply or re-apply). */
  apply: (company: { id: string; name: string }) => void;
}

const JoinCompanyContext = createContext<JoinCompanyApi | null>(null);

/** The join flow: search (debounced) → apply → real name → submit → refresh → the application records tab. */
export const JoinCompanyProvider = ({ children }: { children: ReactNode }) => {
  const t = useTranslate();
  const { open } = useNotification();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { info } = useCurrentUser();
  const [searchOpen, setSearchOpen] = useState(false);
  const [target, setTarget] = useState<{ id: string; name: string }>();
  const [create, { loading }] = useMutation(CREATE_ONE_COMPANY_JOIN_APPLICATION);

  const submit = async (variables: CreateJoinApplicationInput) => {
    try {
      await create({ variables });
      open?.({ type: 'success', message: t('app.notify.success'), description: t('join-company.submitted') });
      setTarget(undefined);
      setSearchOpen(false);
      await client.refetchQueries({ include: 'active' });
      navigate('/profile/own-company?tab=record');
    } catch (error) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(error, fallbacks.application) });
    }
  };

  const openSearch = useCallback(() => setSearchOpen(true), []);
  const apply = useCallback((company: { id: string; name: string }) => setTarget(company), []);
  const api = useMemo(() => ({ openSearch, apply }), [openSearch, apply]);

  return (
    <JoinCompanyContext.Provider value={api}>
      {children}
      <JoinCompanyDialog visible={searchOpen} onHide={() => setSearchOpen(false)} onApply={apply} />
      <RealNameDialog
        company={target}
        initialName={info?.defaultUser?.userName ?? ''}
        submitting={loading}
        onSubmit={submit}
        onHide={() => setTarget(undefined)}
      />
    </JoinCompanyContext.Provider>
  );
};

export const useJoinCompany = (): JoinCompanyApi => {
  const api = useContext(JoinCompanyContext);
  if (!api) throw new Error('useJoinCompany outside JoinCompanyProvider');
  return api;
};
