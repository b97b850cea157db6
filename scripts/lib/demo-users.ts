// The demo accounts of keycloak/partner-portal-realm.json (ids are the seeds' root user ids).
export const DEMO_PASSWORD = 'Partner#2026';

export interface DemoUser {
  id: string;
  username: string;
  email: string;
  name: string;
  persona: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { id: '0b6f2b1e-0001-4000-8000-000000000001', username: 'vendor.admin', email: 'vendor.admin@example.com', name: 'Vera Admin', persona: 'vendor admin (back office)' },
  { id: '0b6f2b1e-0002-4000-8000-000000000002', username: 'partner.admin', email: 'partner.admin@example.com', name: 'Paul Admin', persona: 'partner administrator, mainland company' },
  { id: '0b6f2b1e-0003-4000-8000-000000000003', username: 'member', email: 'member@example.com', name: 'Mia Member', persona: 'regular company member' },
  { id: '0b6f2b1e-0004-4000-8000-000000000004', username: 'newcomer', email: 'newcomer@example.com', name: 'Nick Newcomer', persona: 'signed up, no company yet' },
  { id: '0b6f2b1e-0005-4000-8000-000000000005', username: 'global.admin', email: 'global.admin@example.com', name: 'Grace Global', persona: 'partner administrator, global-program company' },
  { id: '0b6f2b1e-0140-4000-8000-000000000140', username: 'fresh', email: 'fresh@example.com', name: 'Fei Fresh', persona: 'signed up, information not completed yet (the user info modal)' },
];
