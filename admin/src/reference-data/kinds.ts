// What distinguishes one reference list from another in the back office: the domain schema its form is checked with,
// and the fields beyond the shared ones (names, order, enabled).
import type { distributorSchema, productSchema, projectPhaseSchema, referenceItemSchema } from '@pp/domain';

export type ExtraField = 'preset' | 'purchaseTypes' | 'units' | 'tier';

export interface ReferenceKind {
  /** react-admin resource name = the route under /admin/. */
  name: string;
  /** The PostGraphile list field. */
  listField: string;
  schema: typeof referenceItemSchema | typeof projectPhaseSchema | typeof productSchema | typeof distributorSchema;
  extra: readonly ExtraField[];
}
