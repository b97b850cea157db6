import { createPartnerApplicationSchema, defaultPhonePrefix, type Site } from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';

/** What the form starts with: the site applied on, and the person's own name and phone as the contact. */
export interface ApplicantDefaults {
  name?: string | null;
  email?: string | null;
  contactNumber?: string | null;
  phonePrefixCountryCode?: string | null;
}

/** The partner application form, checked by the schema the server re-checks. */
export const applyPartnerFormOptions = (site: Site, me: ApplicantDefaults) =>
  schemaForm(createPartnerApplicationSchema, {
    site,
    companyName: '',
    billingAddress: '',
    phone: '',
    website: '',
    industry: '',
    mainBusinesses: [],
    keyIndustries: [],
    scale: undefined,
    businessLicenseFileId: '',
    contactName: me.name ?? '',
    positionId: undefined,
    contactEmail: me.email ?? '',
    phonePrefixCountryCode: me.phonePrefixCountryCode ?? defaultPhonePrefix,
    contactNumber: me.contactNumber ?? '',
  });
