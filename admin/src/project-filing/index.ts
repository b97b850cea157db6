// Deal registrations in the back office: the list by tab with its filters and the CSV / XLSX export, and
// one filing's detail (/admin/project-filing/<id>/show) with the vendor's approval step and the status update.
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { AdminResource } from '../common/resource.ts';
import { projectFilingCondition, projectFilingFilter, projectFilingKeptTotal } from './filters.ts';
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
    conditionOf: projectFilingCondition,
    keptTotal: projectFilingKeptTotal,
    nestedFields: ['id', 'name', 'nameZh'],
    // Per-person computed columns the list does not show, names it reads from the related rows instead, and the
    // related rows it does not show (the detail reads them with its own query): each one more join is planned on every
    // page of a list this long.
    exclude: [
      'canManage', 'canRenew', 'canCancel', 'companyName', 'principalName', 'submitterName',
      'industry', 'opportunitySource', 'phase', 'preferredDistributor', 'principal', 'revoker', 'submitter',
    ],
  },
  zh: projectFilingZh,
};
