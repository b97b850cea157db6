import { companyCertificationBenefits, type CompanyCertificationStatus, type Site } from '@pp/domain';

/** The page's tabs (`?tab=`): the partnership certification (the level and the tier table), the application history. */
export const certificationTabs = ['certification', 'history'] as const;
export type CertificationTab = (typeof certificationTabs)[number];

/** The tab of the address; an unknown or missing one is the partnership certification. */
export const certificationTab = (raw: string | null): CertificationTab => certificationTabs.find((t) => t === raw) ?? 'certification';

export const PAGE_PATH = '/workbench/company-certification';

/** The page's address on a tab. */
export const pagePath = (tab: CertificationTab = 'certification'): string => (tab === 'certification' ? PAGE_PATH : `${PAGE_PATH}?tab=${tab}`);

/** The detail's address (the notifications of the SQL link to the same). */
export const detailPath = (id: string): string => `/workbench/company-certification-detail/${id}`;

export { localName } from '../../lib/format.ts';

/** The colour of a status tag. */
export const statusSeverity = (status: CompanyCertificationStatus): 'success' | 'info' | 'warning' | 'danger' | 'secondary' => {
  switch (status) {
    case 'VALIDATING':
      return 'success';
    case 'WAITING_APPROVAL':
      return 'warning';
    case 'REJECTED':
      return 'danger';
    case 'COMMITTED':
      return 'info';
    default:
      return 'secondary';
  }
};

type Renewable = { canRenew?: boolean | null };

/** The company's certification in effect and its latest expired one. */
export interface Standing<C> {
  current: C | null | undefined;
  latestExpired: C | null | undefined;
}

/**
 * The certification the page shows as the company's: the one in effect, else the latest expired one while it may
 * still be renewed (the renewal offered after expiry; the server's `canRenew`); else none (not certified).
 */
export const shownCertification = <C extends Renewable>({ current, latestExpired }: Standing<C>): C | undefined =>
  current ?? (latestExpired?.canRenew ? latestExpired : undefined);

/** One row of the tier table: a level of the programme and, per benefit of the programme, whether it carries it. */
export interface TierRow<L> {
  /** The level's id (the list's row key). */
  id: number;
  level: L;
  benefits: readonly boolean[];
}

/** The benefits of a site's programme, in the order shown (their texts are `company-certification.benefit.<name>`). */
export const programmeBenefits = (site: Site): readonly string[] => companyCertificationBenefits[site].benefits;

/**
 * The tier table of a site's programme: its levels (as the database lists them, by rank) with the benefits the domain
 * gives each level key; a level the domain does not know carries none.
 */
export const tierRows = <L extends { id: number; key: string; rank: number }>(site: Site, levels: readonly L[]): TierRow<L>[] => {
  const table: Readonly<Record<string, readonly boolean[]>> = companyCertificationBenefits[site].levels;
  const none = programmeBenefits(site).map(() => false);
  return [...levels].sort((a, b) => a.rank - b.rank).map((level) => ({ id: level.id, level, benefits: table[level.key] ?? none }));
};
