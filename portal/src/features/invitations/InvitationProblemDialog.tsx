import { useTranslate } from '@refinedev/core';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { InvitationAction, InvitationProblem } from './invitationRules.ts';

interface Props {
  problem: InvitationProblem | undefined;
  /** The translated message of the problem (errorMessage with the join fallback). */
  message: string;
  visible: boolean;
  onAction: (action: InvitationAction) => void;
  onHide: () => void;
}

const actionLabel: Record<InvitationAction, string> = {
  home: 'join-company.noPermission.home',
  openWorkbench: 'join-company.noPermission.openWorkbench',
  joinCompany: 'join-company.noPermission.join',
};
const actionIcon: Record<InvitationAction, string | undefined> = { home: undefined, openWorkbench: undefined, joinCompany: 'pi pi-building' };

/** The problem's actions as buttons, the last one primary. */
export const InvitationActions = ({ problem, onAction, testIdPrefix }: { problem: InvitationProblem | undefined; onAction: (action: InvitationAction) => void; testIdPrefix: string }) => {
  const t = useTranslate();
  const actions = problem?.actions ?? [];
  return (
    <>
      {actions.map((action, index) => (
        <Button
          key={action}
          label={t(actionLabel[action])}
          icon={actionIcon[action]}
          outlined={index < actions.length - 1}
          onClick={() => onAction(action)}
          data-testid={`${testIdPrefix}-${action}`}
        />
      ))}
    </>
  );
};

/** The dialog's title for a problem. */
export const problemTitle = (problem: InvitationProblem | undefined): string =>
  problem?.code === 'INVITATION_ALREADY_JOINED' ? 'invitations.joining.problem.joinedTitle' : 'invitations.joining.problem.title';

/**
 * An invitation that cannot be used: its message with a join-company option. Closing it (or choosing
 * Join a company, whose search opens instead) leaves the same message and actions on the page.
 */
export const InvitationProblemDialog = ({ problem, message, visible, onAction, onHide }: Props) => {
  const t = useTranslate();
  return (
    <Dialog
      header={t(problemTitle(problem))}
      visible={visible && Boolean(problem)}
      onHide={onHide}
      style={{ width: 'min(460px, 94vw)' }}
      data-testid="invitation-problem-dialog"
      footer={
        <div>
          <InvitationActions problem={problem} onAction={onAction} testIdPrefix="invitation-action" />
        </div>
      }
    >
      <p data-testid="invitation-problem-message" role="alert">
        {message}
      </p>
    </Dialog>
  );
};
