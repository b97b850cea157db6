// Performance records in the back office (/admin/project-performance): the list with its searches, create and edit,
// the remark and the deletion (with the filing's status after). Every change goes through its command (vendor admins
// only).
import PaidIcon from '@mui/icons-material/Paid';
import type { AdminResource } from '../common/resource.ts';
import { performanceCondition } from './filters.ts';
import { projectPerformanceZh } from './i18n.ts';
import { PerformanceList } from './PerformanceList.tsx';

export const projectPerformance: AdminResource = {
  name: 'project-performance',
  list: PerformanceList,
  icon: PaidIcon,
  recordRepresentation: 'semanticId',
  menu: 'project',
  dataProvider: {
    listField: 'companyPerformances',
    conditionOf: performanceCondition,
    // The list shows the names through the record's own columns; the delete dialog asks for what it needs itself.
    exclude: ['company', 'projectFiling', 'rootUserByCreatedBy', 'rootUserByUpdatedBy', 'otherRecordsOfFiling', 'canReopenFiling'],
  },
  zh: projectPerformanceZh,
};
