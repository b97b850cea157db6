// The material's list dialogs (publish, delist, delete, push range): publication's, with its commands and texts.
import type { PublicationKindDialogs, PublicationRow } from '../common/PublicationDialogs.tsx';
import {
  ADMIN_DELETE_RESOURCE_MATERIAL,
  ADMIN_DELIST_RESOURCE_MATERIAL,
  ADMIN_PUBLISH_RESOURCE_MATERIAL,
  ADMIN_RESOURCE_MATERIAL_PUSH_RANGE,
} from './material.graphql.ts';

export type { PublicationDialog as ListDialog } from '../common/PublicationDialogs.tsx';

/** The row a dialog acts on. */
export type MaterialRow = PublicationRow & { name: string };

export const materialDialogs: PublicationKindDialogs = {
  resource: 'material',
  publish: ADMIN_PUBLISH_RESOURCE_MATERIAL,
  delist: ADMIN_DELIST_RESOURCE_MATERIAL,
  delete: ADMIN_DELETE_RESOURCE_MATERIAL,
  pushRange: ADMIN_RESOURCE_MATERIAL_PUSH_RANGE,
  rangeOf: (data) => (data as { resourceMaterialPushRange?: { people?: number | null; companies?: number | null } } | undefined)?.resourceMaterialPushRange,
};
