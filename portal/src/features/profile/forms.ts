import { defaultPhonePrefix, userInfoFormSchema } from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';
import type { CurrentUserIdentity } from '../auth/index.ts';

/**
 * The user info form for one identity, prefilled with what it holds (+86 when it has no phone). The schema asks for a
 * verification code only when the phone or its prefix differs from the identity's.
 */
export const userInfoFormOptions = (identity: CurrentUserIdentity) =>
  schemaForm(userInfoFormSchema({ contactNumber: identity.contactNumber, phonePrefixCountryCode: identity.phonePrefixCountryCode }), {
    name: identity.userName ?? '',
    positionId: identity.position?.id,
    email: identity.email ?? '',
    phonePrefixCountryCode: identity.phonePrefixCountryCode ?? defaultPhonePrefix,
    contactNumber: identity.contactNumber ?? '',
    verificationCode: '',
    isSyncToAccountCenter: true,
  });
