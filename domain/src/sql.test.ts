import { describe, expect, it } from 'vitest';
import { sqlConstants } from './sql.ts';

describe('values SQL shares with TypeScript', () => {
  it('have one declaration each: a name two features both declare would be generated twice, the last one winning', () => {
    const names = sqlConstants.map((c) => c.name);
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    expect(twice).toEqual([]);
  });
});
