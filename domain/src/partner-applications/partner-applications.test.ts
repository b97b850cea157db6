import { describe, expect, it } from 'vitest';
import { acceptedExtension, firstIssueCode } from '../index.ts';
import {
  approvePartnerApplicationSchema,
  createPartnerApplicationSchema,
  partnerApplicationMachine,
  partnerApplicationReplyDays,
  rejectPartnerApplicationSchema,
} from './index.ts';
import { nextState } from '../common/machine.ts';

const valid = {
  site: 'GLOBAL',
  companyName: 'Lantau Networks (HK) Co., Ltd.',
  billingAddress: '1 Tung Chung Road',
  phone: '85255550199',
  website: '',
  industry: 'Networking',
  mainBusinesses: ['Networking', '  '],
  keyIndustries: null,
  scale: 'FROM_11_TO_50',
  businessLicenseFileId: '00000000-0000-4000-8000-000000000001',
  contactName: "Nora O'Chan",
  positionId: 1,
  contactEmail: 'nora@lantau.example.hk',
  phonePrefixCountryCode: '+852',
  contactNumber: '61234567',
};

const codeOf = (input: Record<string, unknown>) => {
  const r = createPartnerApplicationSchema.safeParse(input);
  return r.success ? 'OK' : firstIssueCode(r.error);
};

describe('the partner application form', () => {
  it('accepts a complete application and tidies it (empty website null, blank list entries dropped)', () => {
    const r = createPartnerApplicationSchema.parse(valid);
    expect(r.website).toBeNull();
    expect(r.mainBusinesses).toEqual(['Networking']);
    expect(r.keyIndustries).toEqual([]);
  });

  it('names the first broken rule with a registry code', () => {
    expect(codeOf({ ...valid, companyName: ' ' })).toBe('COMPANY_NAME_REQUIRED');
    expect(codeOf({ ...valid, companyName: 'Acme <script>' })).toBe('COMPANY_NAME_INVALID');
    expect(codeOf({ ...valid, billingAddress: '' })).toBe('PARTNER_APPLICATION_FIELD_REQUIRED');
    expect(codeOf({ ...valid, scale: undefined })).toBe('PARTNER_APPLICATION_FIELD_REQUIRED');
    expect(codeOf({ ...valid, website: 'lantau.example.hk' })).toBe('URL_INVALID');
    expect(codeOf({ ...valid, businessLicenseFileId: '' })).toBe('PARTNER_APPLICATION_LICENSE_REQUIRED');
    expect(codeOf({ ...valid, contactName: 'Nora 2' })).toBe('USER_NAME_INVALID');
    expect(codeOf({ ...valid, contactName: 'x'.repeat(51) })).toBe('USER_NAME_TOO_LONG');
    expect(codeOf({ ...valid, positionId: undefined })).toBe('POSITION_REQUIRED');
    expect(codeOf({ ...valid, contactEmail: 'nora@lantau' })).toBe('EMAIL_INVALID');
    expect(codeOf({ ...valid, phonePrefixCountryCode: '+86', contactNumber: '61234567' })).toBe('PHONE_INVALID');
    expect(codeOf({ ...valid, phonePrefixCountryCode: '+86', contactNumber: '13912345678' })).toBe('OK');
  });

  it('approving needs a partner manager; rejecting a reason of at most 200 characters', () => {
    const id = valid.businessLicenseFileId;
    const approve = approvePartnerApplicationSchema.safeParse({ applicationId: id });
    expect(approve.success ? 'OK' : firstIssueCode(approve.error)).toBe('PARTNER_MANAGER_REQUIRED');
    const reject = (auditComment: string) => {
      const r = rejectPartnerApplicationSchema.safeParse({ applicationId: id, auditComment });
      return r.success ? 'OK' : firstIssueCode(r.error);
    };
    expect(reject('  ')).toBe('PARTNER_APPLICATION_REJECT_REASON_REQUIRED');
    expect(reject('x'.repeat(201))).toBe('PARTNER_APPLICATION_REJECT_REASON_TOO_LONG');
    expect(reject('x'.repeat(200))).toBe('OK');
  });

  it('takes an image or a PDF as the licence', () => {
    expect(acceptedExtension('BUSINESS_LICENSE', 'licence.pdf', 'application/pdf')).toBe('pdf');
    expect(acceptedExtension('BUSINESS_LICENSE', 'licence.JPG', 'image/jpeg')).toBe('jpg');
    expect(acceptedExtension('BUSINESS_LICENSE', 'licence.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeUndefined();
  });

  it('promises a reply within 7 working days on the global site and 2 on the mainland site', () => {
    expect(partnerApplicationReplyDays).toEqual({ GLOBAL: 7, MAINLAND: 2 });
  });

  it('decides once: APPLYING goes to APPROVED or REJECTED, both final', () => {
    expect(nextState(partnerApplicationMachine, 'APPLYING', 'approve')).toBe('APPROVED');
    expect(nextState(partnerApplicationMachine, 'APPLYING', 'reject')).toBe('REJECTED');
    expect(nextState(partnerApplicationMachine, 'APPROVED', 'reject')).toBeUndefined();
    expect(nextState(partnerApplicationMachine, 'REJECTED', 'approve')).toBeUndefined();
  });
});
