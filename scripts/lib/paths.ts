// Well-known locations inside the repository.
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

export const repoRoot: string = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const cacheDir: string = join(repoRoot, '.cache');
export const dataDir: string = join(repoRoot, '.data');
export const logDir: string = join(dataDir, 'logs');
export const cacheBinDir: string = join(cacheDir, 'bin');
