// Bulk import of performance records (/admin/performance-import): the list of imports with the import dialog, whose
// button the performance list's toolbar shows as well (`PerformanceImportButton`).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { AdminResource } from '../common/resource.ts';
import { performanceImportZh } from './i18n.ts';
import { PerformanceImportList } from './PerformanceImportList.tsx';

export { PerformanceImportButton } from './PerformanceImportButton.tsx';

export const performanceImports: AdminResource = {
  name: 'performance-import',
  list: PerformanceImportList,
  icon: UploadFileIcon,
  menu: 'project',
  dataProvider: {
    listField: 'performanceImports',
    // the root user has no name to show; the files are read as id + name
    exclude: ['creator', 'errorParams'],
  },
  zh: performanceImportZh,
};
