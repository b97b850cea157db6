// Companies' points (/admin/company-point): every company with its market and product totals, and one company's
// lots of each type with what remains and when it expires.
import StarsIcon from '@mui/icons-material/Stars';
import type { AdminResource } from '../common/resource.ts';
import { CompanyPointList } from './CompanyPointList.tsx';
import { CompanyPointShow } from './CompanyPointShow.tsx';
import { companyPointZh } from './i18n.ts';

export const companyPoints: AdminResource = {
  name: 'company-point',
  list: CompanyPointList,
  show: CompanyPointShow,
  icon: StarsIcon,
  recordRepresentation: 'name',
  menu: 'points',
  dataProvider: {
    listField: 'companies',
    // An unfiltered page reads the kept number of companies instead of counting 50,000.
    countedList: 'COMPANIES',
    // The list shows each company's two totals; what expires soon, the level and certification in effect and the last
    // expired one (a function call per row each) are not read for the list.
    oneOnly: ['expiringMarketPoints', 'expiringProductPoints', 'effectiveCertificationLevel', 'currentCertification', 'latestExpiredCertification'],
  },
  zh: companyPointZh,
};
