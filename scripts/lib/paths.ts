// Well-known locations inside the repository.
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { homedir } from 'node:os';

export const repoRoot: string = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const cacheDir: string = join(repoRoot, '.cache');
export const dataDir: string = join(repoRoot, '.data');
export const logDir: string = join(dataDir, 'logs');
/**
 * Tools built from source that do not depend on the checkout, kept once per machine so that every clone (a CI run on a
 * clean clone among them) reuses them: PP_CACHE_DIR, else ~/.cache/partner-portal. Each sits in a folder named with its
 * version, so clones of different versions never share a binary.
 */
export const machineCacheDir: string = process.env.PP_CACHE_DIR ?? join(homedir(), '.cache', 'partner-portal');
/** What a failed browser step leaves behind: screenshots, console and failed requests of its open pages. */
export const artifactDir: string = join(dataDir, 'e2e-artifacts');
