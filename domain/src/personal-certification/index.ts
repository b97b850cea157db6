import { defineDomainFeature } from '../common/feature.ts';

/**
 * Personal certification: the certifications a partner company's people sit. Two types, SCF and SCA-TSE, each with
 * its latest version and its fees per site (configuration in `app_public.personal_certification_fees`: money in the
 * site's currency, points, and a retake); a certificate stays in effect for the type's `valid_months` (24) after it
 * is granted.
 */
export const personalCertificationTypeKeys = ['SCF', 'SCA-TSE'] as const;
export type PersonalCertificationTypeKey = (typeof personalCertificationTypeKeys)[number];

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const personalCertificationFeature = defineDomainFeature({
  name: 'personal-certification',
});
