/**
 * Lists: the back-office lists whose unfiltered length the database keeps as rows change (a count of 50,000
 * companies or 300,000 company identities per page would cost more than the page). A filtered list is counted as it
 * is read.
 */
export const countedLists = ['COMPANIES', 'COMPANY_USERS'] as const;
export type CountedList = (typeof countedLists)[number];
