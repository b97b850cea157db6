// Company certifications (/admin/company-certification, filtered by status; one certification at
// /admin/company-certification-detail/<id>): the list, and the detail with the vendor's decision (approve with the
// level granted and the certificate's dates, or reject), the certificate and its delivery, and the remark.
import VerifiedIcon from '@mui/icons-material/Verified';
import type { AdminResource } from '../common/resource.ts';
import { CompanyCertificationDetail } from './CompanyCertificationDetail.tsx';
import { CompanyCertificationList } from './CompanyCertificationList.tsx';
import { companyCertificationFilter } from './filters.ts';
import { companyCertificationStatusZh, companyCertificationZh } from './i18n.ts';

export const companyCertifications: AdminResource = {
  name: 'company-certification',
  list: CompanyCertificationList,
  icon: VerifiedIcon,
  recordRepresentation: 'companyName',
  menu: 'certification',
  routes: [{ path: 'company-certification-detail/:id', element: CompanyCertificationDetail }],
  dataProvider: {
    listField: 'companyCertifications',
    filterOf: companyCertificationFilter,
    nestedFields: ['id', 'name', 'nameZh'],
    // The list shows the names it reads from the row (company, applicant) and the plan and levels; the detail reads the
    // rest with its own query.
    exclude: ['applicant', 'approver', 'certificateFile', 'company', 'renewalOf', 'approverName', 'canRenew', 'certificateFileName'],
  },
  zh: companyCertificationZh,
  enumsZh: { company_certification_status: companyCertificationStatusZh },
};
