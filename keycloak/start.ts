// Starts only Keycloak (embedded default), e.g. for working on the realm: npx tsx keycloak/start.ts
// KEYCLOAK_PORT (default 8180) and KEYCLOAK_DATA (default .data/keycloak) override the defaults.
import { join } from 'node:path';
import { startKeycloak } from '../scripts/lib/keycloak.ts';
import { dataDir } from '../scripts/lib/paths.ts';
import { installSignalHandlers } from '../scripts/lib/proc.ts';

installSignalHandlers();
const port = Number(process.env.KEYCLOAK_PORT ?? 8180);
const kc = await startKeycloak({ port, dataDir: process.env.KEYCLOAK_DATA ?? join(dataDir, 'keycloak') });
console.log(`Keycloak ready: ${kc.url}/admin (admin/admin), realm ${kc.realm}; Ctrl-C to stop`);
