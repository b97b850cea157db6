// Join applications (/admin/company-join-application), part of the join-company feature: list and show.
// Deciding is the partner administrator's, in the portal; the vendor keeps remarks here (list and detail).
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import type { AdminResource } from '../common/resource.ts';
import { JoinApplicationList } from './JoinApplicationList.tsx';
import { JoinApplicationShow } from './JoinApplicationShow.tsx';
import { joinApplicationEnumsZh, joinApplicationZh } from './i18n.ts';

export const joinApplications: AdminResource = {
  name: 'company-join-application',
  list: JoinApplicationList,
  show: JoinApplicationShow,
  icon: AssignmentIndIcon,
  recordRepresentation: 'realName',
  menu: 'partner',
  dataProvider: {
    listField: 'companyJoinApplications',
    search: ['realName', 'companyName'],
    nestedFields: ['id', 'name', 'nameZh'],
  },
  zh: joinApplicationZh,
  enumsZh: joinApplicationEnumsZh,
};
