import { statusColors } from '@pp/domain';

export type TagSeverity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

const byColour: Record<string, TagSeverity> = { yellow: 'warning', green: 'success', red: 'danger', blue: 'info', gray: 'secondary' };

/** Coloured status badges: APPLYING yellow, APPROVED/JOINED green, REJECTED red; others gray. */
export const statusSeverity = (status: string | null | undefined): TagSeverity => {
  const colour = status && status in statusColors ? statusColors[status as keyof typeof statusColors] : 'gray';
  return byColour[colour] ?? 'secondary';
};

/** A join-company search row shows an apply button only for CAN_APPLY; any other value shows a badge. */
export const showsApplyButton = (status: string | null | undefined): boolean => status === 'CAN_APPLY';
