// Companies (/admin/company): list, show (with the company's users and join applications), edit, create.
import BusinessIcon from '@mui/icons-material/Business';
import type { AdminResource } from '../common/resource.ts';
import { CompanyCreate } from './CompanyCreate.tsx';
import { CompanyEdit } from './CompanyEdit.tsx';
import { CompanyList } from './CompanyList.tsx';
import { CompanyShow } from './CompanyShow.tsx';
import { companyEnumsZh, companyZh } from './i18n.ts';

export const companies: AdminResource = {
  name: 'company',
  list: CompanyList,
  show: CompanyShow,
  edit: CompanyEdit,
  create: CompanyCreate,
  icon: BusinessIcon,
  recordRepresentation: 'name',
  menu: 'partner',
  dataProvider: {
    listField: 'companies',
    countedList: 'COMPANIES',
    // The point totals (a ledger lookup each) are shown on the detail page only, and the certification in effect, the
    // last expired one and the level in effect (a function each, which a page evaluates for every row it skips as
    // well) are not shown by the list.
    oneOnly: [
      'totalMarketPoints', 'totalProductPoints', 'expiringMarketPoints', 'expiringProductPoints',
      'effectiveCertificationLevel', 'currentCertification', 'latestExpiredCertification',
    ],
    // The detail page shows the company's partner managers.
    extraOne: 'companyPartnerManagers { nodes { partnerManager { id name email avatar } } }',
  },
  zh: companyZh,
  enumsZh: companyEnumsZh,
};
