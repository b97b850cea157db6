/** en-US display of timestamps. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';

export const dash = (value: string | null | undefined): string => (value && value.trim() !== '' ? value : '—');
