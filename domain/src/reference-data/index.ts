import { z } from 'zod';
import { sqlConstant } from '../common/sql-constant.ts';
import { code } from '../common/validation.ts';
import { referenceDataErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { referenceDataErrors } from './errors.ts';

/**
 * Reference lists of deal registration, kept by vendor admins in the back office and read by every signed-in person:
 * industries, competitors, opportunity sources, application scenarios, project phases, products (each with the
 * purchase types and units it supports) and distributors (the general distributor and second-tier ones). Items are
 * never deleted, only disabled, so filings that name them keep their meaning.
 */
export const currencies = ['CNY', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/** How a product is bought: new software, renewal of the service (insurance renewal), or none. */
export const purchaseTypes = ['SOFTWARE', 'RENEWAL', 'NONE'] as const;
export type PurchaseType = (typeof purchaseTypes)[number];

export const productUnits = ['CORE', 'CPU', 'INSTANCE', 'NODE', 'NONE', 'SUIT', 'TIB', 'VCPU', 'VM'] as const;
export type ProductUnit = (typeof productUnits)[number];

/** A general distributor sells to partners directly; T2 distributors are second-tier. */
export const distributorTiers = ['GENERAL', 'T2'] as const;
export type DistributorTier = (typeof distributorTiers)[number];

/** Names of the reference lists, the tables that hold them (`app_public.<table>`). */
export const referenceLists = {
  industries: 'industries',
  competitors: 'competitors',
  opportunitySources: 'opportunity_sources',
  applicationScenarios: 'application_scenarios',
  projectPhases: 'project_phases',
  products: 'products',
  distributors: 'distributors',
} as const;

export const referenceDataLimits = {
  referenceNameMax: 100,
} as const;

export const referenceDataSqlConstants = [
  sqlConstant({ name: 'reference_name_max', type: 'integer', value: referenceDataLimits.referenceNameMax }),
] as const;

/** A name of a list item (English or Chinese): trimmed, 1..100 characters. */
const referenceName = z
  .string({ message: 'REFERENCE_NAME_REQUIRED' })
  .trim()
  .min(1, code('REFERENCE_NAME_REQUIRED'))
  .max(referenceDataLimits.referenceNameMax, code('REFERENCE_NAME_TOO_LONG'));

/** The fields every list item has: names, its place in the list, and whether new filings may choose it. */
const referenceItemFields = {
  name: referenceName,
  nameZh: referenceName,
  sortOrder: z.number({ message: 'REFERENCE_SORT_ORDER_INVALID' }).int(code('REFERENCE_SORT_ORDER_INVALID')).optional(),
  enabled: z.boolean().optional(),
};

/** Industries, competitors, opportunity sources and application scenarios. */
export const referenceItemSchema = z.object(referenceItemFields);
export type ReferenceItemInput = z.infer<typeof referenceItemSchema>;

/** A project phase; the preset ones are offered by the filing form for a new filing. */
export const projectPhaseSchema = z.object({ ...referenceItemFields, preset: z.boolean().optional() });

/** A product with the purchase types and units a filing may choose for it (at least one of each). */
export const productSchema = z.object({
  ...referenceItemFields,
  purchaseTypes: z
    .array(z.enum(purchaseTypes, { message: 'PRODUCT_PURCHASE_TYPES_REQUIRED' }), { message: 'PRODUCT_PURCHASE_TYPES_REQUIRED' })
    .min(1, code('PRODUCT_PURCHASE_TYPES_REQUIRED')),
  units: z
    .array(z.enum(productUnits, { message: 'PRODUCT_UNITS_REQUIRED' }), { message: 'PRODUCT_UNITS_REQUIRED' })
    .min(1, code('PRODUCT_UNITS_REQUIRED')),
});

/** A distributor: the general one or a second-tier (T2) one. */
export const distributorSchema = z.object({
  ...referenceItemFields,
  tier: z.enum(distributorTiers, { message: 'DISTRIBUTOR_TIER_REQUIRED' }),
});

/**
 * The back office writes the lists through PostGraphile's generated mutations (`createIndustry(input: { industry })`,
 * `updateIndustry(input: { id, patch })`); the API re-checks their inputs with these schemas (a patch carries only
 * what changed).
 */
const crud = <K extends string, S extends z.ZodObject>(type: K, schema: S) =>
  ({
    [`create${type}`]: z.object({ [type.charAt(0).toLowerCase() + type.slice(1)]: schema }),
    [`update${type}`]: z.object({ id: z.number(), patch: schema.partial() }),
  }) as Record<`create${K}` | `update${K}`, z.ZodObject>;

export const referenceDataCommands = {
  ...crud('Industry', referenceItemSchema),
  ...crud('Competitor', referenceItemSchema),
  ...crud('OpportunitySource', referenceItemSchema),
  ...crud('ApplicationScenario', referenceItemSchema),
  ...crud('ProjectPhase', projectPhaseSchema),
  ...crud('Product', productSchema),
  ...crud('Distributor', distributorSchema),
};

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const referenceDataFeature = defineDomainFeature({
  name: 'reference-data',
  errors: referenceDataErrors,
  limits: referenceDataLimits,
  commands: referenceDataCommands,
  sqlConstants: referenceDataSqlConstants,
  sqlEnums: {
    'app_public.currency': currencies,
    'app_public.purchase_type': purchaseTypes,
    'app_public.product_unit': productUnits,
    'app_public.distributor_tier': distributorTiers,
  },
});
