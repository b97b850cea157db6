import type { Toast } from 'primereact/toast';
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { timings } from '@pp/domain';

/** Refine's notification provider as PrimeReact toasts (top right, closing after 5 s; spec 1 §8). */
let toast: Toast | null = null;
export const setToast = (instance: Toast | null): void => {
  toast = instance;
};

const severity = (type: OpenNotificationParams['type']) => (type === 'success' ? 'success' : type === 'error' ? 'error' : 'info');

export const notificationProvider: NotificationProvider = {
  open: ({ message, description, type }) => {
    toast?.show({ severity: severity(type), summary: message, detail: description, life: timings.toastLifeMs });
  },
  close: () => toast?.clear(),
};

/** Outside React (links, loaders). */
export const notify = notificationProvider.open;
