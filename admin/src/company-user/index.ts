// Company users (/admin/company-user): list, show and edit (roles, position, status, remark and name, through the
// updateCompanyUser command and its database rules).
import PeopleIcon from '@mui/icons-material/People';
import type { AdminResource } from '../common/resource.ts';
import { CompanyUserList } from './CompanyUserList.tsx';
import { CompanyUserEdit } from './CompanyUserEdit.tsx';
import { CompanyUserShow } from './CompanyUserShow.tsx';
import { updateCompanyUser } from './updateCompanyUser.ts';
import { companyUserEnumsZh, companyUserZh } from './i18n.ts';

export { userStatusChoices } from './choices.ts';

export const companyUsers: AdminResource = {
  name: 'company-user',
  list: CompanyUserList,
  show: CompanyUserShow,
  edit: CompanyUserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'name',
  menu: 'partner',
  dataProvider: {
    listField: 'users',
    search: ['name', 'email'],
    // Company identities only: a person's default identity (no company) is not a company user.
    baseFilter: { companyId: { isNull: false } },
    countedList: 'COMPANY_USERS',
    // A computed column about the signed-in person's own joining, which the API refuses on other people's rows.
    exclude: ['canApplyJoinCompany'],
    // roleNames are the English names; the zh names come through the user's roles.
    extra: 'userRoles { nodes { role { id name nameZh } } }',
    nestedFields: ['id', 'name', 'nameZh', 'username', 'email'],
    overrides: { update: updateCompanyUser },
  },
  zh: companyUserZh,
  enumsZh: companyUserEnumsZh,
};
