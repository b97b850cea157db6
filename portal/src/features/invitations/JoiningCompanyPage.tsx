import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useNotification, useTranslate } from '@refinedev/core';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { errorCodeOf, errorMessage } from '../../lib/errors.ts';
import { dash, formatDateTime } from '../../lib/format.ts';
import { roleNamesLine } from '../../components/index.ts';
import { storage } from '../../core/storage.ts';
import { PageSpinner, switchCompany, useCurrentUser } from '../auth/index.ts';
import { useJoinCompany } from '../join-company/index.ts';
import { INVITATION_BY_CODE, JOIN_COMPANY_WITH_INVITATION_CODE } from './invitations.graphql.ts';
import {
  DEFAULT_JOIN_TARGET,
  invitationFallbacks,
  isWellFormedCode,
  joinFailure,
  joinTarget,
  problemForCode,
  problemForStatus,
  type InvitationAction,
  type InvitationProblem,
} from './invitationRules.ts';
import { InvitationActions, InvitationProblemDialog, problemTitle } from './InvitationProblemDialog.tsx';

interface ShownProblem {
  problem: InvitationProblem;
  message: string;
}

const shown = (problem: InvitationProblem, error?: unknown): ShownProblem => ({
  problem,
  message: errorMessage(error ?? problem.code, invitationFallbacks.join),
});


/**
 * /joining-company?code=…&redirectUrl=…: the invitation's company, position, roles and expiry with a Join
 * button. On success the company becomes the current one and the person goes to redirectUrl (same-site paths only) or
 * the workbench. An invalid, expired, used or joined code opens a dialog with a join-company option.
 */
export const JoiningCompanyPage = () => {
  const t = useTranslate();
  const { open } = useNotification();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const redirectUrl = params.get('redirectUrl');
  const { info, refetch } = useCurrentUser();
  const { openSearch } = useJoinCompany();

  const wellFormed = isWellFormedCode(code);
  const { data, loading, error } = useQuery(INVITATION_BY_CODE, {
    variables: { code: code ?? '' },
    skip: !wellFormed,
    fetchPolicy: 'network-only',
  });
  const [join, { loading: joining }] = useMutation(JOIN_COMPANY_WITH_INVITATION_CODE);
  const [joinProblem, setJoinProblem] = useState<ShownProblem>();
  const [joined, setJoined] = useState(false);
  /** The problem dialog was closed (or gave way to the join-company search): the page shows its message instead. */
  const [dismissed, setDismissed] = useState(false);
  const preview = data?.invitationByCode ?? undefined;
  useEffect(() => {
    // another invitation link opened on this page starts afresh
    setJoinProblem(undefined);
    setJoined(false);
    setDismissed(false);
  }, [code]);

  const linkProblem = useMemo<ShownProblem | undefined>(() => {
    if (!wellFormed) return shown(problemForCode('INVITATION_INVALID'));
    if (error) return shown(problemForCode(errorCodeOf(error)), error);
    if (loading || !data) return undefined;
    if (!preview) return shown(problemForCode('INVITATION_NOT_FOUND'));
    const problem = problemForStatus(preview.status);
    return problem ? shown(problem) : undefined;
  }, [wellFormed, error, loading, data, preview]);
  const problem = joined ? undefined : (joinProblem ?? linkProblem);
  const companyName = preview?.companyName ?? '';

  const submit = async () => {
    if (!code) return;
    try {
      const result = await join({ variables: { code } });
      const company = result.data?.joinCompanyWithInvitationCode?.result;
      const companyId = company?.companyId ?? preview?.companyId;
      setJoined(true);
      // the joined company becomes the current one (the company switcher's storage), then the user info is re-read
      const rootUserId = info?.rootUserId;
      if (rootUserId && companyId) storage.setCurrentCompany(rootUserId, companyId);
      await refetch().catch(() => undefined);
      open?.({ type: 'success', message: t('app.notify.success'), description: t('invitations.joining.joined', { company: company?.companyName ?? companyName }) });
      navigate(joinTarget(redirectUrl, window.location.origin), { replace: true });
    } catch (e) {
      const failure = joinFailure(errorCodeOf(e));
      if (failure.kind === 'dialog') {
        setJoinProblem(shown(failure.problem, e));
        setDismissed(false);
      }
      else open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(e, invitationFallbacks.join) });
    }
  };

  const act = (action: InvitationAction) => {
    if (action === 'joinCompany') {
      setDismissed(true);
      openSearch();
    } else if (action === 'home') navigate('/');
    else if (info && preview?.companyId) switchCompany(info.rootUserId, preview.companyId, DEFAULT_JOIN_TARGET);
    else navigate(DEFAULT_JOIN_TARGET);
  };

  return (
    <main className="pp-center pp-message-page" data-testid="joining-company-page">
      <i className="pi pi-envelope pp-message-icon" aria-hidden />
      <h1>{t('invitations.joining.heading')}</h1>
      {wellFormed && loading && <PageSpinner />}
      {preview && !problem && (
        <Card style={{ width: 'min(480px, 94vw)', textAlign: 'left' }} data-testid="invitation-card">
          <p className="pp-muted">{t('invitations.joining.invitedBy')}</p>
          <h2 style={{ marginTop: 0 }} data-testid="invitation-company">
            {dash(preview.companyName)}
          </h2>
          <dl className="pp-form" style={{ margin: 0 }}>
            <dt className="pp-muted pp-small">{t('members.applications.position')}</dt>
            <dd style={{ margin: 0 }}>{dash(preview.positionName)}</dd>
            <dt className="pp-muted pp-small">{t('members.applications.roles')}</dt>
            <dd style={{ margin: 0 }}>{dash(roleNamesLine(preview.roleLabels))}</dd>
            <dt className="pp-muted pp-small">{t('invitations.joining.validUntil')}</dt>
            <dd style={{ margin: 0 }}>{formatDateTime(preview.expiresAt)}</dd>
          </dl>
          <div className="pp-actions" style={{ marginTop: '1.25rem', justifyContent: 'flex-end' }}>
            <Button label={t('join-company.noPermission.home')} text onClick={() => navigate('/')} disabled={joining || joined} />
            <Button
              label={t('invitations.joining.join', { company: companyName })}
              icon="pi pi-sign-in"
              onClick={() => void submit()}
              loading={joining}
              disabled={joined}
              data-testid="join-invitation-button"
            />
          </div>
        </Card>
      )}
      {problem && dismissed && (
        <div className="pp-center" style={{ gap: '1rem' }} data-testid="invitation-problem">
          <h2 style={{ margin: 0, fontSize: '1.1rem' }}>{t(problemTitle(problem.problem))}</h2>
          <p style={{ margin: 0 }}>{problem.message}</p>
          <div className="pp-actions">
            <InvitationActions problem={problem.problem} onAction={act} testIdPrefix="invitation-page-action" />
          </div>
        </div>
      )}
      <InvitationProblemDialog
        problem={problem?.problem}
        message={problem?.message ?? ''}
        visible={!dismissed}
        onAction={act}
        onHide={() => setDismissed(true)}
      />
    </main>
  );
};
