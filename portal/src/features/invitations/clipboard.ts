/** The part of the Clipboard API used here, so tests can pass a fake. */
export interface TextClipboard {
  writeText(text: string): Promise<void>;
}

const browserClipboard = (): TextClipboard | undefined =>
  typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function' ? navigator.clipboard : undefined;

/**
 * Copies text with the Clipboard API. False when it is missing (plain http, old browsers) or refused: the caller then
 * falls back to selecting the text so the person can copy it themselves.
 */
export const copyText = async (text: string, clipboard: TextClipboard | undefined = browserClipboard()): Promise<boolean> => {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};
