import type { FetchLike } from './sms.ts';

/**
 * Writes a person's name, e-mail and phone to their account in the account service (Keycloak), through its admin
 * API with a service-account client of the realm (client credentials; the account needs realm-management's
 * manage-users and view-users roles).
 */
export interface AccountData {
  name: string;
  email: string | null;
  phonePrefixCountryCode: string | null;
  contactNumber: string | null;
}

export interface AccountService {
  update(rootUserId: string, data: AccountData): Promise<void>;
}

export interface KeycloakAccountConfig {
  url: string;
  realm: string;
  clientId: string;
  clientSecret: string;
}

/** The account service's error for one attempt; the workflow retries it. */
export class AccountSyncError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountSyncError';
  }
}

/**
 * Keycloak keeps a first and a last name, both required of the person: the last word is the last name ("Paul Admin");
 * a Chinese name without spaces gives its first character as the family name ("王伟" → 王 + 伟); a single word is
 * both, so neither is ever empty.
 */
export const splitName = (name: string): { firstName: string; lastName: string } => {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.lastIndexOf(' ');
  if (space > 0) return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
  const chars = [...trimmed];
  if (chars.length >= 2 && /^\p{Script=Han}+$/u.test(trimmed)) return { firstName: chars.slice(1).join(''), lastName: chars[0]! };
  return { firstName: trimmed, lastName: trimmed };
};

/** The phone as the account keeps it: E.164 without spaces ('+8613800000000'). */
export const accountPhone = (data: AccountData): string | null =>
  data.phonePrefixCountryCode && data.contactNumber ? `${data.phonePrefixCountryCode}${data.contactNumber}` : null;

export const keycloakAccountService = (config: KeycloakAccountConfig, fetchImpl: FetchLike = fetch): AccountService => {
  const base = config.url.replace(/\/$/, '');
  const call = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    try {
      const response = await fetchImpl(url, init);
      return { status: response.status, body: await response.text() };
    } catch (error) {
      throw new AccountSyncError(`account service unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const token = async (): Promise<string> => {
    const response = await call(`${base}/realms/${encodeURIComponent(config.realm)}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret }).toString(),
    });
    if (response.status !== 200) throw new AccountSyncError(`service account token: HTTP ${response.status}`);
    const accessToken = (JSON.parse(response.body) as { access_token?: string }).access_token;
    if (!accessToken) throw new AccountSyncError('service account token: no access_token');
    return accessToken;
  };
  return {
    async update(rootUserId, data) {
      const auth = { Authorization: `Bearer ${await token()}` };
      const userUrl = `${base}/admin/realms/${encodeURIComponent(config.realm)}/users/${encodeURIComponent(rootUserId)}`;
      // The admin API replaces what it is given: read the account, change our fields, write it back.
      const current = await call(userUrl, { method: 'GET', headers: { ...auth, Accept: 'application/json' } });
      if (current.status !== 200) throw new AccountSyncError(`read account ${rootUserId}: HTTP ${current.status}`);
      const user = JSON.parse(current.body) as Record<string, unknown> & { attributes?: Record<string, string[]> };
      const phone = accountPhone(data);
      const attributes: Record<string, string[]> = { ...(user.attributes ?? {}) };
      if (phone) attributes.phoneNumber = [phone];
      const next = {
        ...user,
        ...splitName(data.name),
        ...(data.email ? { email: data.email } : {}),
        attributes,
      };
      const written = await call(userUrl, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(next),
      });
      if (written.status !== 204 && written.status !== 200) {
        throw new AccountSyncError(`write account ${rootUserId}: HTTP ${written.status} ${written.body.slice(0, 200)}`);
      }
    },
  };
};

/**
 *   KEYCLOAK_URL (default http://localhost:8180), KEYCLOAK_REALM (default partner-portal)
 *   KEYCLOAK_SYNC_CLIENT_ID (default partner-portal-account-sync), KEYCLOAK_SYNC_CLIENT_SECRET (the realm export's
 *   development secret unless set; production sets its own)
 */
export const accountServiceFromEnv = (env: NodeJS.ProcessEnv = process.env, fetchImpl: FetchLike = fetch): AccountService =>
  keycloakAccountService(
    {
      url: env.KEYCLOAK_URL || 'http://localhost:8180',
      realm: env.KEYCLOAK_REALM || 'partner-portal',
      clientId: env.KEYCLOAK_SYNC_CLIENT_ID || 'partner-portal-account-sync',
      clientSecret: env.KEYCLOAK_SYNC_CLIENT_SECRET || developmentSyncSecret(env),
    },
    fetchImpl,
  );

const developmentSyncSecret = (env: NodeJS.ProcessEnv): string => {
  if (env.NODE_ENV === 'production') throw new Error('KEYCLOAK_SYNC_CLIENT_SECRET is required in production');
  return 'dev-only-account-sync-secret';
};
