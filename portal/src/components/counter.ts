/** A field's character counter: 'count/max', over when the text is longer than the limit. */
export const counterState = (value: unknown, max: number): { count: number; over: boolean } => {
  const count = typeof value === 'string' ? [...value].length : 0;
  return { count, over: count > max };
};
