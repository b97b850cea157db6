import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { HOME_PAGE_SOURCE, firstLoad, firstLoadBytes, type Manifest } from './first-load.ts';

const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const files: Record<string, string> = {
  'assets/index.js': 'import "./react.js"; import("./HomePage.js"); import("./Members.js");'.repeat(20),
  'assets/react.js': 'export const react = 1;'.repeat(50),
  'assets/HomePage.js': 'import "./button.js"; export default 1;',
  'assets/button.js': 'export const button = "button";'.repeat(10),
  'assets/Members.js': 'import "./table.js"; export default 2;'.repeat(100),
  'assets/table.js': 'export const table = "huge";'.repeat(1000),
  'assets/index.css': 'body{}'.repeat(100),
};
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'], dynamicImports: [HOME_PAGE_SOURCE, 'src/Members.tsx'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  [HOME_PAGE_SOURCE]: { file: 'assets/HomePage.js', src: HOME_PAGE_SOURCE, imports: ['_button.js', '_react.js'] },
  '_button.js': { file: 'assets/button.js' },
  'src/Members.tsx': { file: 'assets/Members.js', src: 'src/Members.tsx', imports: ['_table.js'] },
  '_table.js': { file: 'assets/table.js' },
};
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(dist, '.vite'));
for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));

const gz = (file: string) => gzipSync(Buffer.from(files[file]!)).length;

describe('first-load size', () => {
  it('sums the gzipped entry, its static imports and the home page chunk with its imports, each once', () => {
    const result = firstLoad(dist);
    expect(result.files.map((f) => f.file)).toEqual(['assets/HomePage.js', 'assets/button.js', 'assets/index.js', 'assets/react.js']);
    const expected = gz('assets/index.js') + gz('assets/react.js') + gz('assets/HomePage.js') + gz('assets/button.js');
    expect(result.bytes).toBe(expected);
    expect(firstLoadBytes(dist)).toBe(expected);
  });

  it('leaves out chunks only other routes import', () => {
    expect(firstLoad(dist).files.map((f) => f.file)).not.toContain('assets/table.js');
    expect(firstLoad(dist, [HOME_PAGE_SOURCE, 'src/Members.tsx']).files.map((f) => f.file)).toContain('assets/table.js');
  });

  it('fails clearly without a manifest', () => {
    expect(() => firstLoadBytes(join(dist, 'nowhere'))).toThrow(/manifest/);
  });
});
