import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(import.meta.url), '../../..');

describe('generated operation types', () => {
  it('validate every portal and back-office operation against the committed schema and match the committed output', async () => {
    const config = parse(readFileSync(resolve(root, 'codegen.yml'), 'utf8')) as Types.Config;
    const outputs = (await generate({ ...config, cwd: root, silent: true, errorsOnly: true }, false)) as Types.FileOutput[];
    // every configured target produced its files (the client preset writes several per folder)
    for (const target of Object.keys(config.generates)) expect(outputs.some((o: Types.FileOutput) => o.filename.startsWith(target))).toBe(true);
    for (const output of outputs) {
      const committed = readFileSync(resolve(root, output.filename), 'utf8');
      expect(output.content, `${output.filename} is stale: run npm run codegen`).toBe(committed);
    }
  });
});
