import type { Site } from '../common/constants.ts';
import { membersLimits } from '../members/index.ts';

/**
 * Applying to become a partner company: the reply each site promises (working days), and the longest texts of the
 * application's own fields (the company fields use the companies' limits).
 */
export const partnerApplicationsLimits = {
  /** The contact becomes the company's first member: a member's name limit. */
  partnerContactNameMax: membersLimits.memberNameMax,
} as const;

/** Working days within which the vendor promises a reply: 7 on the global site, 2 on the mainland site. */
export const partnerApplicationReplyDays: Readonly<Record<Site, number>> = {
  GLOBAL: 7,
  MAINLAND: 2,
};
