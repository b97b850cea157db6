import type { ProjectFilingStatus } from '@pp/domain';
import type { ProjectFilingFilter } from '../../generated/graphql.ts';

/** The list's tabs (`?tab=`) and the status each one shows (All: every status). */
export const filingTabs = ['all', 'effective', 'review', 'signed'] as const;
export type FilingTab = (typeof filingTabs)[number];

const tabStatus: Readonly<Record<FilingTab, ProjectFilingStatus | undefined>> = {
  all: undefined,
  effective: 'VALIDATING',
  review: 'APPROVING',
  signed: 'HAVE_SIGNED',
};

/** The tab of the address; an unknown or missing one is All. */
export const filingTab = (raw: string | null): FilingTab => filingTabs.find((t) => t === raw) ?? 'all';

/**
 * The list's filter: the tab's status, and the search text (trimmed) matched against the project name, the customer
 * and the human-readable id, case-insensitively.
 */
export const filingListFilter = (tab: FilingTab, search: string): ProjectFilingFilter | undefined => {
  const status = tabStatus[tab];
  const text = search.trim();
  const parts: ProjectFilingFilter[] = [
    ...(status ? [{ status: { equalTo: status } }] : []),
    ...(text
      ? [
          {
            or: [
              { name: { includesInsensitive: text } },
              { customerFullName: { includesInsensitive: text } },
              { semanticId: { includesInsensitive: text } },
            ],
          },
        ]
      : []),
  ];
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { and: parts };
};

/** The colour of a status tag. */
export const statusSeverity = (status: ProjectFilingStatus): 'success' | 'info' | 'warning' | 'danger' | 'secondary' => {
  switch (status) {
    case 'VALIDATING':
      return 'success';
    case 'APPROVING':
      return 'warning';
    case 'HAVE_SIGNED':
      return 'info';
    case 'REJECTED':
      return 'danger';
    default:
      return 'secondary';
  }
};

/** Where the detail was opened from (`?entrance=`): my approvals, or the deal registration list (personal). */
export type DetailEntrance = 'approval' | 'personal';
export const detailEntrance = (raw: string | null): DetailEntrance => (raw === 'approval' ? 'approval' : 'personal');

/** The detail's tabs (`?tab=`): Progress first. */
export type DetailTab = 'progress' | 'details';
export const detailTab = (raw: string | null): DetailTab => (raw === 'details' ? 'details' : 'progress');

/** The detail's address. */
export const detailPath = (semanticId: string, entrance: DetailEntrance = 'personal', tab?: DetailTab): string => {
  const q = new URLSearchParams({ semanticId, entrance });
  if (tab) q.set('tab', tab);
  return `/workbench/project-filing/detail?${q.toString()}`;
};
