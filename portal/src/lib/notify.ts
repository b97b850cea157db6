import type { Toast, ToastMessage } from 'primereact/toast';
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { timings } from '@pp/domain';

/**
 * Refine's notification provider as PrimeReact toasts (top right, closing after 5 s). The toast component loads
 * with the first notification: messages wait until it is mounted.
 */
let toast: Toast | null = null;
let pending: ToastMessage[] = [];
let wanted = false;
const listeners = new Set<() => void>();

export const setToast = (instance: Toast | null): void => {
  toast = instance;
  if (toast && pending.length > 0) {
    toast.show(pending);
    pending = [];
  }
};

/** Whether a notification has been asked for (the host then mounts the toast). */
export const toastWanted = (): boolean => wanted;
export const onToastWanted = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const severity = (type: OpenNotificationParams['type']) => (type === 'success' ? 'success' : type === 'error' ? 'error' : 'info');

export const notificationProvider: NotificationProvider = {
  open: ({ message, description, type }) => {
    const shown: ToastMessage = { severity: severity(type), summary: message, detail: description, life: timings.toastLifeMs };
    if (toast) {
      toast.show(shown);
      return;
    }
    pending.push(shown);
    if (!wanted) {
      wanted = true;
      listeners.forEach((l) => l());
    }
  },
  close: () => {
    pending = [];
    toast?.clear();
  },
};

/** Outside React (links, loaders). */
export const notify = notificationProvider.open;
