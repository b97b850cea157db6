import type { ReactNode } from 'react';
import { JoinCompanyProvider } from '../../features/join-company/index.ts';
import { LeftCompanyModal } from '../../features/members/index.ts';
import { AddedUserInfoGate } from '../../features/profile/index.ts';
import { SiteSuggestionModal } from './SiteSuggestionModal.tsx';

/**
 * What the frame adds for signed-in people: the join-company flow any page may open, the site suggestion, the
 * message for someone whose company is no longer theirs, and the user info modal for people who have not completed
 * their information.
 */
export const SignedInFrame = ({ children }: { children: ReactNode }) => (
  <JoinCompanyProvider>
    {children}
    <SiteSuggestionModal />
    <LeftCompanyModal />
    <AddedUserInfoGate />
  </JoinCompanyProvider>
);
