import { useNotification, useTranslate } from '@refinedev/core';
import { errorMessage } from '../lib/errors.ts';

interface Options<V> {
  /** Sends the form's checked values (the GraphQL mutation). */
  run: (values: V) => Promise<unknown>;
  /** Translation key of the success toast's text; none: no toast. */
  successKey?: string;
  /** The caller's text when the server's error has no translation. */
  fallback: string;
  onDone?: () => void;
}

/**
 * What a form does with values its schema accepted: send them, then a success toast and `onDone`; on failure an error
 * toast with the code's translation, else the fallback. Pass the result to react-hook-form's `handleSubmit`, which
 * calls it only when the schema found no error.
 */
export const useFormCommand = <V>({ run, successKey, fallback, onDone }: Options<V>) => {
  const t = useTranslate();
  const { open } = useNotification();
  return async (values: V): Promise<void> => {
    try {
      await run(values);
      if (successKey) open?.({ type: 'success', message: t('app.notify.success'), description: t(successKey) });
      onDone?.();
    } catch (e) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(e, fallback) });
    }
  };
};
