// The shape of one back-office resource: everything particular to it is declared in its own folder's index.ts,
// and the app, the menu, the data provider and the i18n provider only gather these declarations.
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceDataProvider } from '../data-provider/resourceOptions.ts';

/** Nested translation messages (polyglot). */
export interface Messages {
  [key: string]: string | Messages;
}

/** A resource's zh-CN slice, mounted at `resources.<name>`: react-admin's `name` and `fields`, plus its own texts. */
export interface ResourceMessages extends Messages {
  name: string;
  fields: Record<string, string>;
}

/** Menu sections of the back office, in display order. */
export const menuGroups = ['partner', 'certification', 'project', 'filingSettings', 'points', 'content', 'system'] as const;
export type MenuGroup = (typeof menuGroups)[number];

export interface AdminResource {
  /** react-admin resource name = the route under /admin/. */
  name: string;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** Where the resource sits in the menu. */
  menu: MenuGroup;
  /** How the generic data provider reads and writes this resource. */
  dataProvider: ResourceDataProvider;
  /** zh-CN texts of this resource. */
  zh: ResourceMessages;
  /**
   * zh-CN names of the enumerations this resource owns, mounted at `pp.enums.<enumeration>.<value>` so that any
   * screen may show them (choices name these keys; see common/choices.ts).
   */
  enumsZh?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Pages of the resource at their own paths under /admin/ (e.g. a detail addressed by a readable id). */
  routes?: readonly { path: string; element: ComponentType }[];
}

/** The props of react-admin's <Resource> for a declaration. */
export const resourceProps = (r: AdminResource): ResourceProps => ({
  name: r.name,
  list: r.list,
  show: r.show,
  edit: r.edit,
  create: r.create,
  icon: r.icon,
  recordRepresentation: r.recordRepresentation,
});
