import { storedDraft } from '../../core/storage.ts';

/**
 * The deal-registration form's unsent draft (one per browser; it names the company it was written for). Signing out
 * removes it: the feature declares it (`feature.ts`).
 */
export const filingDraft = storedDraft('projectFilingDraft');
