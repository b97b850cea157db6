import { z } from 'zod';
import {
  businessToday,
  cancelProjectFilingSchema,
  createProjectFilingProgressSchema,
  createProjectFilingRenewalSchema,
  createProjectFilingSchema,
  currencies,
  productUnits,
  purchaseTypes,
  updateProjectFilingProgressSchema,
  type CreateProjectFilingInput,
  type Currency,
  type ProjectFilingForm,
} from '@pp/domain';
import type { DefaultValues } from 'react-hook-form';
import { schemaForm } from '../../components/schemaForm.ts';
import type { CreateProjectFilingInput as CreateProjectFilingGraphqlInput } from '../../generated/graphql.ts';
import type { ProjectFilingDetail } from './projectFiling.graphql.ts';

export type ProductLineForm = ProjectFilingForm['products'][number];

/**
 * An empty product line: the count starts at 1; product, purchase type and unit are still to be chosen, so the line
 * is incomplete (typed as a line of the form all the same: the schema refuses it at submit until it is filled in).
 */
export const emptyProductLine = (): ProductLineForm => ({ count: 1 }) as ProductLineForm;

export type FilingFormDefaults = DefaultValues<ProjectFilingForm>;

/**
 * A new filing: the company's, owned by the person filing it, the site's currency, the first preset phase, +86 as the
 * contact's calling code, one empty product line.
 */
export const newFilingDefaults = (companyId: string, principalId: string | undefined, currency: Currency, phaseId: number | undefined): FilingFormDefaults => ({
  companyId,
  name: '',
  customerFullName: '',
  customerAddress: '',
  industryId: undefined,
  contactName: '',
  contactPosition: '',
  contactEmail: '',
  contactPhonePrefix: '+86',
  contactPhone: '',
  estimatedOrderBudget: undefined,
  currencyIsoCode: currency,
  estimatedOrderDate: undefined,
  phaseId,
  opportunitySourceId: undefined,
  competitorIds: [],
  applicationScenarioIds: [],
  requirement: '',
  preferredDistributorId: null,
  principalId,
  products: [emptyProductLine()],
});

/** The form of a filing (create and edit share it: the fields are the same, edit sends them with the filing's id). */
export const filingFormOptions = (defaults: FilingFormDefaults) => schemaForm(createProjectFilingSchema, defaults);

/** An existing filing as the form's values (edit). */
export const filingDefaultsOf = (f: ProjectFilingDetail): FilingFormDefaults => ({
  companyId: f.companyId,
  name: f.name,
  customerFullName: f.customerFullName,
  customerAddress: f.customerAddress,
  industryId: f.industryId,
  contactName: f.contactName,
  contactPosition: f.contactPosition,
  contactEmail: f.contactEmail,
  contactPhonePrefix: f.contactPhonePrefix,
  contactPhone: f.contactPhone,
  estimatedOrderBudget: Number(f.estimatedOrderBudget),
  currencyIsoCode: f.currencyIsoCode,
  estimatedOrderDate: f.estimatedOrderDate,
  phaseId: f.phaseId,
  opportunitySourceId: f.opportunitySourceId,
  competitorIds: f.competitorIds.filter((id): id is number => id !== null),
  applicationScenarioIds: f.applicationScenarioIds.filter((id): id is number => id !== null),
  requirement: f.requirement,
  preferredDistributorId: f.preferredDistributorId ?? null,
  principalId: f.principalId,
  products: f.projectFilingProductsByFilingId.nodes.flatMap((p) =>
    p ? [{ productId: p.productId, purchaseType: p.purchaseType, unit: p.unit, count: p.count }] : [],
  ),
});

/** The checked form as the mutation's input: the amount goes as a decimal with two places (BigFloat). */
export const filingMutationInput = (v: CreateProjectFilingInput): CreateProjectFilingGraphqlInput => ({
  ...v,
  estimatedOrderBudget: v.estimatedOrderBudget.toFixed(2),
  preferredDistributorId: v.preferredDistributorId ?? null,
});

/** The fields of an edit: the same values, addressed by the filing instead of the company. */
export const filingUpdateInput = (filingId: string, v: CreateProjectFilingInput) => {
  const { companyId: _company, ...fields } = filingMutationInput(v);
  return { filingId, ...fields };
};

// The draft: whatever the form held, kept in local storage on each change and offered again for the same company.
// Values are read back leniently (a field of an unexpected shape is dropped), the schema checks them at submit.
const loose = {
  text: z.string().optional().catch(undefined),
  id: z.number().optional().catch(undefined),
  ids: z.array(z.number()).optional().catch(undefined),
};
const draftSchema = z.object({
  companyId: z.string(),
  values: z.object({
    name: loose.text,
    customerFullName: loose.text,
    customerAddress: loose.text,
    industryId: loose.id,
    contactName: loose.text,
    contactPosition: loose.text,
    contactEmail: loose.text,
    contactPhonePrefix: loose.text,
    contactPhone: loose.text,
    estimatedOrderBudget: z.union([z.number(), z.string()]).optional().catch(undefined),
    currencyIsoCode: z.enum(currencies).optional().catch(undefined),
    estimatedOrderDate: loose.text,
    phaseId: loose.id,
    opportunitySourceId: loose.id,
    competitorIds: loose.ids,
    applicationScenarioIds: loose.ids,
    requirement: loose.text,
    preferredDistributorId: z.number().nullish().catch(undefined),
    principalId: loose.text,
    products: z
      .array(
        z.object({
          productId: loose.id,
          purchaseType: z.enum(purchaseTypes).optional().catch(undefined),
          unit: z.enum(productUnits).optional().catch(undefined),
          count: loose.id,
        }),
      )
      .optional()
      .catch(undefined),
  }),
});

/** The draft as stored: the company it belongs to and the form's values. */
export const draftText = (companyId: string, values: unknown): string => JSON.stringify({ companyId, values });

/**
 * The stored draft over the new filing's defaults, when it was written for this company; fields the draft does not
 * hold (or holds in another shape) keep their defaults. An unreadable draft is ignored.
 */
export const restoreDraft = (raw: string | null, companyId: string, defaults: FilingFormDefaults): FilingFormDefaults | undefined => {
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const draft = draftSchema.safeParse(parsed);
  if (!draft.success || draft.data.companyId !== companyId) return undefined;
  const kept = Object.fromEntries(Object.entries(draft.data.values).filter(([, value]) => value !== undefined));
  return { ...defaults, ...kept, companyId };
};

/** Cancelling a filing in effect: the reason. */
export const cancelFormOptions = (filingId: string) => schemaForm(cancelProjectFilingSchema, { filingId, reason: '' });

/** A new progress entry, starting at the filing's current phase. */
export const progressFormOptions = (filingId: string, phaseId: number | undefined) =>
  schemaForm(createProjectFilingProgressSchema, { filingId, content: '', phaseId });

/** Editing one's progress entry. */
export const progressEditFormOptions = (progressId: string, content: string, phaseId: number) =>
  schemaForm(updateProjectFilingProgressSchema, { progressId, content, phaseId });

/** A renewal: the phase (the filing's), the new date and the reason. */
export const renewalFormOptions = (filingId: string, phaseId: number | undefined) =>
  schemaForm(createProjectFilingRenewalSchema, { filingId, phaseId, validUntilDate: '', reason: '' });

/** YYYY-MM-DD of a calendar's local date, and back (dates are days, not instants). */
export const isoDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
export const dayDate = (iso: string | null | undefined): Date | null => {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
};

/** The first day an order may be expected: business today (the filing's dates are counted in the business time zone). */
export const earliestOrderDate = (now: Date = new Date()): Date => dayDate(businessToday(now)) ?? now;

/** The renewal's new date: after the current last protected day, and at most the given months after it. */
export const renewalDateRange = (validUntilDate: string, months: number): { min: Date; max: Date } | undefined => {
  const current = dayDate(validUntilDate);
  if (!current) return undefined;
  const min = new Date(current.getFullYear(), current.getMonth(), current.getDate() + 1);
  const max = new Date(current.getFullYear(), current.getMonth() + months, current.getDate());
  // a month without that day (31 May + 3 months) ends on its last day, as the server's date arithmetic does
  if (max.getDate() !== current.getDate()) max.setDate(0);
  return { min, max };
};
