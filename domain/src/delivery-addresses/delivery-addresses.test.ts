import { describe, expect, it } from 'vitest';
import { firstIssueCode } from '../common/validation.ts';
import { createDeliveryAddressSchema, deliveryAddressesLimits, newDeliveryAddress, updateDeliveryAddressSchema } from './index.ts';

const codeOf = (input: unknown): string => {
  const result = createDeliveryAddressSchema.safeParse(input);
  return result.success ? 'OK' : firstIssueCode(result.error);
};

describe('delivery address schemas', () => {
  const good = { contactName: '李雷', phonePrefixCountryCode: '+86', contactNumber: '13800000000', address: '上海市浦东新区 1 号' };

  it('accepts a mainland address and trims its texts', () => {
    expect(codeOf(good)).toBe('OK');
    expect(createDeliveryAddressSchema.parse({ ...good, contactName: ' Li Lei ', address: ' x ' })).toMatchObject({ contactName: 'Li Lei', address: 'x' });
  });

  it('gives each bad field its code', () => {
    expect(codeOf({ ...good, contactName: ' ' })).toBe('DELIVERY_CONTACT_NAME_REQUIRED');
    expect(codeOf({ ...good, contactName: 'a'.repeat(deliveryAddressesLimits.deliveryContactNameMax + 1) })).toBe('DELIVERY_CONTACT_NAME_TOO_LONG');
    expect(codeOf({ ...good, contactName: 'Li_Lei1' })).toBe('DELIVERY_CONTACT_NAME_INVALID');
    expect(codeOf({ ...good, contactNumber: '12800000000' })).toBe('PHONE_INVALID');
    expect(codeOf({ ...good, phonePrefixCountryCode: '' })).toBe('PHONE_INVALID');
    expect(codeOf({ ...good, phonePrefixCountryCode: '+852', contactNumber: '6123-4567' })).toBe('PHONE_INVALID');
    expect(codeOf({ ...good, phonePrefixCountryCode: '+852', contactNumber: '1'.repeat(deliveryAddressesLimits.contactNumberMax + 1) })).toBe('PHONE_INVALID');
    expect(codeOf({ ...good, address: '' })).toBe('DELIVERY_ADDRESS_REQUIRED');
    expect(codeOf({ ...good, address: 'a'.repeat(deliveryAddressesLimits.deliveryAddressMax + 1) })).toBe('DELIVERY_ADDRESS_TOO_LONG');
    expect(codeOf({ ...good, address: 'a'.repeat(deliveryAddressesLimits.deliveryAddressMax) })).toBe('OK');
  });

  it('needs the id of the address to update, and starts new addresses on +86', () => {
    expect(updateDeliveryAddressSchema.safeParse(good).success).toBe(false);
    expect(updateDeliveryAddressSchema.safeParse({ ...good, id: '6f1c2f9e-8a51-4a47-9d7e-0c6c7f3f2b10' }).success).toBe(true);
    expect(newDeliveryAddress().phonePrefixCountryCode).toBe('+86');
  });
});
