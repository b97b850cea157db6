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
