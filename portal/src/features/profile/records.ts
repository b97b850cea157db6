/** The profile tabs: ?tab=record selects the application records. */
export const profileTabIndex = (tab: string | null): number => (tab === 'record' ? 1 : 0);
export const profileTabParam = (index: number): string | undefined => (index === 1 ? 'record' : undefined);
