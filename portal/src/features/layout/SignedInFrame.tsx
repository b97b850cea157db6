import type { ReactNode } from 'react';
import { JoinCompanyProvider } from '../join-company/index.ts';
import { SiteSuggestionModal } from './SiteSuggestionModal.tsx';

/** What the frame adds for signed-in people: the join-company flow any page may open, and the site suggestion. */
export const SignedInFrame = ({ children }: { children: ReactNode }) => (
  <JoinCompanyProvider>
    {children}
    <SiteSuggestionModal />
  </JoinCompanyProvider>
);
