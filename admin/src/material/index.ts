// Resource materials (/admin/material, by tab: published, unpublished, delisted): the list with each row's actions
// (edit, publish, delist, delete a draft, the push range), its file's preview, and the publish-or-edit dialog with the
// name, brief, types, products, the file or link, download, publish time and push strategy. Every change goes through
// its command (vendor admins only).
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import type { AdminResource } from '../common/resource.ts';
import { MaterialAnalyticsPage } from '../content-analytics/index.ts';
import { materialFilter } from './filters.ts';
import { materialEnumsZh, materialZh } from './i18n.ts';
import { MaterialList } from './MaterialList.tsx';

export const materials: AdminResource = {
  name: 'material',
  list: MaterialList,
  icon: FolderCopyIcon,
  recordRepresentation: 'name',
  menu: 'content',
  routes: [{ path: 'material/:id/analytics', element: MaterialAnalyticsPage }],
  dataProvider: {
    listField: 'resourceMaterials',
    filterOf: materialFilter,
    // The list shows the row's own columns with its types' and products' names; the dialog reads the strategy, the
    // type and product ids with its own query. The computed flags are the reader's (a query per row), not the list's.
    exclude: ['pushStrategies', 'canDownload', 'canView', 'file', 'rootUserByCreatedBy', 'rootUserByUpdatedBy'],
    extra:
      'resourceMaterialTypeLinks { nodes { typeId type { id name nameZh } } } resourceMaterialProducts { nodes { productId product { id name nameZh } } }',
  },
  zh: materialZh,
  enumsZh: materialEnumsZh,
};
