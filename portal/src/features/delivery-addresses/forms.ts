import { createDeliveryAddressSchema, newDeliveryAddress } from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';
import type { DeliveryAddress } from './deliveryAddresses.graphql.ts';

/**
 * The address form, for a new address (empty, +86) or an existing one (its values). Both are checked by the create
 * command's schema; an edit sends the same fields with the address's id.
 */
export const deliveryAddressFormOptions = (existing?: DeliveryAddress) =>
  schemaForm(
    createDeliveryAddressSchema,
    existing
      ? {
          contactName: existing.contactName,
          phonePrefixCountryCode: existing.phonePrefixCountryCode,
          contactNumber: existing.contactNumber,
          address: existing.address,
          isDefault: existing.isDefault,
        }
      : newDeliveryAddress(),
  );
