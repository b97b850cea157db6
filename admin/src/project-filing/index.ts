// Deal registrations in the back office: the list by tab with its filters and the CSV / XLSX export, and
// one filing's detail (/admin/project-filing/<id>/show) with the vendor's approval step and the status update.
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { AdminResource } from '../common/resource.ts';
import { projectFilingFilter } from './filters.ts';
import { projectFilingZh } from './i18n.ts';
import { ProjectFilingList } from './ProjectFilingList.tsx';
import { ProjectFilingShow } from './ProjectFilingShow.tsx';

export const projectFilings: AdminResource = {
  name: 'project-filing',
  list: ProjectFilingList,
  show: ProjectFilingShow,
  icon: AssignmentIcon,
  recordRepresentation: 'semanticId',
  menu: 'project',
  dataProvider: {
    listField: 'projectFilings',
    filterOf: projectFilingFilter,
    nestedFields: ['id', 'name', 'nameZh'],
    // Per-person computed columns the list does not show, and names it reads from the related rows instead.
    exclude: ['canManage', 'canRenew', 'canCancel', 'companyName', 'principalName', 'submitterName'],
  },
  zh: projectFilingZh,
};
