import { useState } from 'react';
import { useNotification, useTranslate } from '@refinedev/core';
import type { z } from 'zod';
import { errorMessage } from './errors.ts';

interface CommandOptions<S extends z.ZodType> {
  /** The command's schema from @pp/domain (the server re-checks the same one). */
  schema: S;
  /** Sends the checked input (the GraphQL mutation). */
  run: (input: z.output<S>) => Promise<unknown>;
  /** Translation key of the success toast's text. */
  successKey: string;
  /** The caller's fallback text when the error has no translation (spec 1 §8). */
  fallback: string;
  onDone: () => void;
}

/**
 * A form command: check the input with its domain schema (showing the first issue's translated code), send it, then a
 * success toast and `onDone`, or an error toast with the code's text, else the fallback.
 */
export const useCommand = <S extends z.ZodType>({ schema, run, successKey, fallback, onDone }: CommandOptions<S>) => {
  const t = useTranslate();
  const { open } = useNotification();
  const [error, setError] = useState<string>();
  /** Takes the form's values as they are (possibly incomplete): the schema decides. */
  const submit = async (input: Partial<z.input<S>>): Promise<void> => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED'));
      return;
    }
    setError(undefined);
    try {
      await run(parsed.data);
      open?.({ type: 'success', message: t('app.notify.success'), description: t(successKey) });
      onDone();
    } catch (e) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(e, fallback) });
    }
  };
  return { submit, error, setError };
};
