// Annual targets (/admin/company-performance-target): per company, year and project type, grouped by year, with the
// chart of each company's year. Every change goes through its command (vendor admins only).
import FlagIcon from '@mui/icons-material/Flag';
import type { AdminResource } from '../common/resource.ts';
import { TargetPage } from './TargetPage.tsx';
import { companyPerformanceTargetZh } from './i18n.ts';

export const companyPerformanceTarget: AdminResource = {
  name: 'company-performance-target',
  list: TargetPage,
  icon: FlagIcon,
  recordRepresentation: 'companyName',
  menu: 'project',
  dataProvider: {
    listField: 'companyPerformanceTargets',
    search: [],
  },
  zh: companyPerformanceTargetZh,
};
