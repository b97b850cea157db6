import { z } from 'zod';
import { defaultPhonePrefix } from '../common/constants.ts';
import { sqlConstant } from '../common/sql-constant.ts';
import { code, isValidPhone, personNamePattern, uuidSchema } from '../common/validation.ts';
import { deliveryAddressesErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { deliveryAddressesErrors } from './errors.ts';

/**
 * Delivery addresses: a person's own addresses for physical deliveries (certificates), kept on the mainland site.
 * A person keeps at most 20; one of them is the default whenever there is any.
 */
export const deliveryAddressesLimits = {
  deliveryAddressesPerPerson: 20,
  deliveryContactNameMax: 50,
  deliveryAddressMax: 200,
  /** The longest contact number stored (digits). */
  contactNumberMax: 20,
} as const;

export const deliveryAddressesSqlConstants = [
  sqlConstant({ name: 'delivery_addresses_per_person', type: 'integer', value: deliveryAddressesLimits.deliveryAddressesPerPerson }),
  sqlConstant({ name: 'delivery_contact_name_max', type: 'integer', value: deliveryAddressesLimits.deliveryContactNameMax }),
  sqlConstant({ name: 'delivery_address_max', type: 'integer', value: deliveryAddressesLimits.deliveryAddressMax }),
  sqlConstant({ name: 'contact_number_max', type: 'integer', value: deliveryAddressesLimits.contactNumberMax }),
] as const;

export const deliveryContactNameSchema = z
  .string({ message: 'DELIVERY_CONTACT_NAME_REQUIRED' })
  .trim()
  .min(1, code('DELIVERY_CONTACT_NAME_REQUIRED'))
  .max(deliveryAddressesLimits.deliveryContactNameMax, code('DELIVERY_CONTACT_NAME_TOO_LONG'))
  .regex(personNamePattern, code('DELIVERY_CONTACT_NAME_INVALID'));

export const deliveryAddressTextSchema = z
  .string({ message: 'DELIVERY_ADDRESS_REQUIRED' })
  .trim()
  .min(1, code('DELIVERY_ADDRESS_REQUIRED'))
  .max(deliveryAddressesLimits.deliveryAddressMax, code('DELIVERY_ADDRESS_TOO_LONG'));

const addressFields = {
  contactName: deliveryContactNameSchema,
  phonePrefixCountryCode: z.string({ message: 'PHONE_INVALID' }).trim(),
  contactNumber: z.string({ message: 'PHONE_INVALID' }).trim(),
  address: deliveryAddressTextSchema,
};

/** The contact number follows the phone rule of its prefix (+86: a mainland mobile number; others digits only). */
const phoneRule = (v: { phonePrefixCountryCode: string; contactNumber: string }, ctx: z.RefinementCtx) => {
  if (!isValidPhone(v.phonePrefixCountryCode, v.contactNumber) || v.contactNumber.length > deliveryAddressesLimits.contactNumberMax) {
    ctx.addIssue({ code: 'custom', path: ['contactNumber'], message: 'PHONE_INVALID' });
  }
};

/** createDeliveryAddress: the fields, and whether it becomes the default (the first address always does). */
export const createDeliveryAddressSchema = z.object({ ...addressFields, isDefault: z.boolean().optional() }).superRefine(phoneRule);
export type CreateDeliveryAddressInput = z.infer<typeof createDeliveryAddressSchema>;

/** updateDeliveryAddress: the same fields of one of one's own addresses. */
export const updateDeliveryAddressSchema = z.object({ id: uuidSchema, ...addressFields }).superRefine(phoneRule);
export type UpdateDeliveryAddressInput = z.infer<typeof updateDeliveryAddressSchema>;

export const deliveryAddressIdSchema = z.object({ id: uuidSchema });

/** The starting values of a new address: the mainland prefix. */
export const newDeliveryAddress = (): z.input<typeof createDeliveryAddressSchema> => ({
  contactName: '',
  phonePrefixCountryCode: defaultPhonePrefix,
  contactNumber: '',
  address: '',
  isDefault: false,
});

export const deliveryAddressesCommands = {
  createDeliveryAddress: createDeliveryAddressSchema,
  updateDeliveryAddress: updateDeliveryAddressSchema,
  deleteDeliveryAddress: deliveryAddressIdSchema,
  setDefaultDeliveryAddress: deliveryAddressIdSchema,
} as const;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const deliveryAddressesFeature = defineDomainFeature({
  name: 'delivery-addresses',
  errors: deliveryAddressesErrors,
  limits: deliveryAddressesLimits,
  commands: deliveryAddressesCommands,
  sqlConstants: deliveryAddressesSqlConstants,
});
