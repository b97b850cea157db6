import { describe, expect, it, vi } from 'vitest';
import type { Toast, ToastMessage } from 'primereact/toast';
import { notificationProvider, onToastWanted, setToast, toastWanted } from './notify.ts';

describe('notifications before the toast is loaded', () => {
  it('asks for the toast with the first notification, keeps the messages and shows them once it is mounted', () => {
    const wanted = vi.fn();
    onToastWanted(wanted);
    expect(toastWanted()).toBe(false);
    notificationProvider.open({ type: 'error', message: 'Error', description: 'first' });
    notificationProvider.open({ type: 'success', message: 'Success', description: 'second' });
    expect(toastWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);

    const shown: (ToastMessage | ToastMessage[])[] = [];
    const toast = { show: (m: ToastMessage | ToastMessage[]) => void shown.push(m), clear: () => undefined } as unknown as Toast;
    setToast(toast);
    expect(shown).toEqual([
      [
        expect.objectContaining({ severity: 'error', summary: 'Error', detail: 'first', life: 5000 }),
        expect.objectContaining({ severity: 'success', summary: 'Success', detail: 'second' }),
      ],
    ]);
    notificationProvider.open({ type: 'progress', message: 'Info', description: 'third' });
    expect(shown[1]).toEqual(expect.objectContaining({ severity: 'info', detail: 'third' }));
  });
});
