// Public entry of the company-certification feature: its declaration, its keys and the workbench overview's card.
export { feature } from './feature.ts';
export { applyCompanyCertificationKeys, companyCertificationKeys } from './keys.ts';
export { CertificationBadgeCard } from './CertificationBadgeCard.tsx';
