// Reference lists of deal registration (industries, competitors, opportunity sources, application scenarios, project
// phases, products, distributors), under the deal-registration settings menu: list, create and edit, enable and disable. Items are never
// deleted (filings keep naming them); a disabled item is no longer offered to new filings.
import CategoryIcon from '@mui/icons-material/Category';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SourceIcon from '@mui/icons-material/Source';
import AppsIcon from '@mui/icons-material/Apps';
import TimelineIcon from '@mui/icons-material/Timeline';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ComponentType } from 'react';
import { distributorSchema, productSchema, projectPhaseSchema, referenceItemSchema } from '@pp/domain';
import type { AdminResource } from '../common/resource.ts';
import { referenceDataZh } from './i18n.ts';
import type { ReferenceKind } from './kinds.ts';
import { referenceScreens } from './screens.tsx';

const referenceResource = (kind: ReferenceKind & { name: keyof typeof referenceDataZh }, icon: ComponentType): AdminResource => ({
  name: kind.name,
  ...referenceScreens(kind),
  icon,
  recordRepresentation: 'nameZh',
  menu: 'filingSettings',
  dataProvider: { listField: kind.listField, search: ['name', 'nameZh'] },
  zh: referenceDataZh[kind.name],
});

export const industries: AdminResource = referenceResource(
  { name: 'industry', listField: 'industries', schema: referenceItemSchema, extra: [] },
  CategoryIcon,
);
export const competitors: AdminResource = referenceResource(
  { name: 'competitor', listField: 'competitors', schema: referenceItemSchema, extra: [] },
  EmojiEventsIcon,
);
export const opportunitySources: AdminResource = referenceResource(
  { name: 'opportunity-source', listField: 'opportunitySources', schema: referenceItemSchema, extra: [] },
  SourceIcon,
);
export const applicationScenarios: AdminResource = referenceResource(
  { name: 'application-scenario', listField: 'applicationScenarios', schema: referenceItemSchema, extra: [] },
  AppsIcon,
);
export const projectPhases: AdminResource = referenceResource(
  { name: 'project-phase', listField: 'projectPhases', schema: projectPhaseSchema, extra: ['preset'] },
  TimelineIcon,
);
export const products: AdminResource = referenceResource(
  { name: 'product', listField: 'products', schema: productSchema, extra: ['purchaseTypes', 'units'] },
  InventoryIcon,
);
export const distributors: AdminResource = referenceResource(
  { name: 'distributor', listField: 'distributors', schema: distributorSchema, extra: ['tier'] },
  LocalShippingIcon,
);

/** The lists in menu order. */
export const referenceDataResources: readonly AdminResource[] = [
  industries,
  competitors,
  opportunitySources,
  applicationScenarios,
  projectPhases,
  products,
  distributors,
];
