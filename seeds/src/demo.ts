/** Demo data for every persona. Loaded after migrations on an empty database, never inside a migration. */
export const demoRootUsers = {
  vendorAdmin: '0b6f2b1e-0001-4000-8000-000000000001',
  partnerAdmin: '0b6f2b1e-0002-4000-8000-000000000002',
  member: '0b6f2b1e-0003-4000-8000-000000000003',
  newcomer: '0b6f2b1e-0004-4000-8000-000000000004',
  globalAdmin: '0b6f2b1e-0005-4000-8000-000000000005',
  /** Has no Keycloak account: only shows up as a pending applicant. */
  pendingApplicant: '0b6f2b1e-0006-4000-8000-000000000006',
  /** Has no Keycloak account: only shows up as the applicant of the pending partner application. */
  pendingPartner: '0b6f2b1e-0007-4000-8000-000000000007',
} as const;

/** The pending partner application of the demo (its licence's bytes: demo-files.ts). */
export const demoPartnerApplication = {
  id: '0d000000-0000-4000-8000-000000000001',
  licenceFileId: '0d000000-0000-4000-8000-0000000000f1',
  companyName: 'Suzhou Lakeside Systems Co., Ltd.',
} as const;

export const demoCompanies = {
  cloudway: '0c000000-0000-4000-8000-000000000001',
  datalake: '0c000000-0000-4000-8000-000000000002',
  nimbus: '0c000000-0000-4000-8000-000000000003',
  orbit: '0c000000-0000-4000-8000-000000000004',
  harbour: '0c000000-0000-4000-8000-000000000005',
  macauDigital: '0c000000-0000-4000-8000-000000000006',
  kowloonCloud: '0c000000-0000-4000-8000-000000000007',
} as const;

export const builtinRoles = {
  partnerAdministrator: '00000000-0000-4000-8000-00000000a001',
  regularMember: '00000000-0000-4000-8000-00000000a002',
  vendorAdministrator: '00000000-0000-4000-8000-00000000a003',
} as const;

interface DemoCompany {
  id: string;
  name: string;
  site: 'MAINLAND' | 'GLOBAL';
  industry: string;
  scale: string;
  website: string;
  phone: string;
  billingAddress: string;
  mainBusinesses: string[];
  keyIndustries: string[];
  managers: string[];
}

export const companies: DemoCompany[] = [
  { id: demoCompanies.cloudway, name: 'Shanghai Cloudway Technology Co., Ltd.', site: 'MAINLAND', industry: 'IT services', scale: 'FROM_51_TO_200',
    website: 'https://cloudway.example.cn', phone: '02155550101', billingAddress: '88 Century Avenue, Pudong, Shanghai',
    mainBusinesses: ['System integration', 'Hyper-converged infrastructure'], keyIndustries: ['Finance', 'Manufacturing'], managers: ['Lily Chen'] },
  { id: demoCompanies.datalake, name: 'Beijing Datalake Systems Co., Ltd.', site: 'MAINLAND', industry: 'Software', scale: 'FROM_201_TO_500',
    website: 'https://datalake.example.cn', phone: '01055550102', billingAddress: '1 Zhongguancun Street, Haidian, Beijing',
    mainBusinesses: ['Data platforms'], keyIndustries: ['Government', 'Education'], managers: ['Lily Chen'] },
  { id: demoCompanies.nimbus, name: 'Shenzhen Nimbus Networks Co., Ltd.', site: 'MAINLAND', industry: 'Networking', scale: 'FROM_11_TO_50',
    website: 'https://nimbus.example.cn', phone: '075555550103', billingAddress: '9 Keyuan Road, Nanshan, Shenzhen',
    mainBusinesses: ['Networking', 'Virtualisation'], keyIndustries: ['Healthcare'], managers: ['Tom Wong'] },
  { id: demoCompanies.orbit, name: 'Hangzhou Orbit Computing Co., Ltd.', site: 'MAINLAND', industry: 'Cloud services', scale: 'UP_TO_10',
    website: 'https://orbit.example.cn', phone: '057155550104', billingAddress: '21 Wensan Road, Xihu, Hangzhou',
    mainBusinesses: ['Private cloud'], keyIndustries: ['Retail'], managers: [] },
  { id: demoCompanies.harbour, name: 'Harbour Systems Integration Ltd.', site: 'GLOBAL', industry: 'IT services', scale: 'FROM_51_TO_200',
    website: 'https://harbour.example.hk', phone: '85255550105', billingAddress: '18 Harbour Road, Wan Chai, Hong Kong',
    mainBusinesses: ['System integration'], keyIndustries: ['Finance', 'Logistics'], managers: ['Tom Wong'] },
  { id: demoCompanies.macauDigital, name: 'Macau Digital Solutions Ltd.', site: 'GLOBAL', industry: 'Software', scale: 'FROM_11_TO_50',
    website: 'https://macau-digital.example.mo', phone: '85355550106', billingAddress: '335 Avenida da Praia Grande, Macau',
    mainBusinesses: ['Managed services'], keyIndustries: ['Hospitality'], managers: ['Tom Wong'] },
  { id: demoCompanies.kowloonCloud, name: 'Kowloon Cloud Partners Ltd.', site: 'GLOBAL', industry: 'Cloud services', scale: 'FROM_201_TO_500',
    website: 'https://kowloon-cloud.example.hk', phone: '85255550107', billingAddress: '1 Austin Road West, Kowloon, Hong Kong',
    mainBusinesses: ['Cloud migration'], keyIndustries: ['Retail', 'Education'], managers: [] },
];

interface DemoPerson {
  rootUserId: string;
  username: string;
  email: string;
  name: string;
  contactNumber: string;
  phonePrefix: string;
  personalRoles: string[];
  memberships: { companyId: string; roleId: string; positionId: number }[];
}

export const people: DemoPerson[] = [
  { rootUserId: demoRootUsers.vendorAdmin, username: 'vendor.admin', email: 'vendor.admin@example.com', name: 'Vera Admin',
    contactNumber: '13800000001', phonePrefix: '+86', personalRoles: [builtinRoles.vendorAdministrator], memberships: [] },
  { rootUserId: demoRootUsers.partnerAdmin, username: 'partner.admin', email: 'partner.admin@example.com', name: 'Paul Admin',
    contactNumber: '13800000002', phonePrefix: '+86', personalRoles: [],
    memberships: [{ companyId: demoCompanies.cloudway, roleId: builtinRoles.partnerAdministrator, positionId: 1 }] },
  { rootUserId: demoRootUsers.member, username: 'member', email: 'member@example.com', name: 'Mia Member',
    contactNumber: '13800000003', phonePrefix: '+86', personalRoles: [],
    memberships: [{ companyId: demoCompanies.cloudway, roleId: builtinRoles.regularMember, positionId: 6 }] },
  { rootUserId: demoRootUsers.newcomer, username: 'newcomer', email: 'newcomer@example.com', name: 'Nick Newcomer',
    contactNumber: '61234567', phonePrefix: '+852', personalRoles: [], memberships: [] },
  { rootUserId: demoRootUsers.globalAdmin, username: 'global.admin', email: 'global.admin@example.com', name: 'Grace Global',
    contactNumber: '62345678', phonePrefix: '+852', personalRoles: [],
    memberships: [{ companyId: demoCompanies.harbour, roleId: builtinRoles.partnerAdministrator, positionId: 1 }] },
  { rootUserId: demoRootUsers.pendingPartner, username: 'wang.fang', email: 'wang.fang@example.com', name: 'Wang Fang',
    contactNumber: '13900000007', phonePrefix: '+86', personalRoles: [], memberships: [] },
  { rootUserId: demoRootUsers.pendingApplicant, username: 'li.wei', email: 'li.wei@example.com', name: 'Li Wei',
    contactNumber: '13800000006', phonePrefix: '+86', personalRoles: [], memberships: [] },
];
