import { companyInfoSchema, type CompanyScale } from '@pp/domain';
import { schemaForm } from '../../components/schemaForm.ts';

/** The values the edit form starts from: the company's current record (empty texts for unset ones). */
export interface CompanyInfoValues {
  id: string;
  billingAddress?: string | null;
  phone?: string | null;
  website?: string | null;
  industry?: string | null;
  mainBusinesses?: readonly (string | null)[] | null;
  keyIndustries?: readonly (string | null)[] | null;
  scale?: CompanyScale | null;
  resource?: string | null;
}

const list = (values: readonly (string | null)[] | null | undefined): string[] => (values ?? []).filter((v): v is string => v !== null);

/** The edit form of the company information, on the domain's schema (the one the server re-checks). */
export const companyInfoFormOptions = (company: CompanyInfoValues) =>
  schemaForm(companyInfoSchema, {
    companyId: company.id,
    billingAddress: company.billingAddress ?? '',
    phone: company.phone ?? '',
    website: company.website ?? '',
    industry: company.industry ?? '',
    mainBusinesses: list(company.mainBusinesses),
    keyIndustries: list(company.keyIndustries),
    scale: company.scale ?? '',
    resource: company.resource ?? '',
  });

/** Initials of a name for an avatar without a picture: the first letters of its first two words. */
export const initials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('') || '?';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored avatar is the id of an uploaded picture; anything else has no picture. */
export const avatarFileId = (avatar: string | null | undefined): string | undefined => (avatar && uuidPattern.test(avatar) ? avatar : undefined);
