// Deal-registration quotas (/admin/project-filing-quota): the default rule of each certification level and the
// companies' custom rules, in two tabs (`?tab=custom`). Every change goes through its command (vendor admins only).
import SpeedIcon from '@mui/icons-material/Speed';
import type { AdminResource } from '../common/resource.ts';
import { QuotaPage } from './QuotaPage.tsx';
import { projectFilingQuotaZh } from './i18n.ts';

export const projectFilingQuota: AdminResource = {
  name: 'project-filing-quota',
  list: QuotaPage,
  icon: SpeedIcon,
  recordRepresentation: 'companyName',
  menu: 'filingSettings',
  dataProvider: {
    listField: 'projectFilingQuotaRules',
    search: ['companyName'],
  },
  zh: projectFilingQuotaZh,
};
