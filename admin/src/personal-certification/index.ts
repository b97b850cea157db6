// Personal certifications (/admin/personal-certification, filtered by status, type and payment method; one application
// at /admin/personal-certification/<id>): the list with the vendor's application on someone's behalf, and the detail
// with the review (approve, reject), cancelling, the certificate's number, the certificate and its delivery, the
// electronic invoice and the remark.
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { AdminResource } from '../common/resource.ts';
import { personalCertificationFilter, personalCertificationCondition } from './filters.ts';
import { personalCertificationEnumsZh, personalCertificationZh } from './i18n.ts';
import { PersonalCertificationDetail } from './PersonalCertificationDetail.tsx';
import { PersonalCertificationList } from './PersonalCertificationList.tsx';

export const personalCertifications: AdminResource = {
  name: 'personal-certification',
  list: PersonalCertificationList,
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'semanticId',
  menu: 'certification',
  routes: [{ path: 'personal-certification/:id', element: PersonalCertificationDetail }],
  dataProvider: {
    listField: 'personalCertifications',
    filterOf: personalCertificationFilter,
    conditionOf: personalCertificationCondition,
    // The list shows the names it reads from the row (applicant, company) and the type; the detail reads the rest
    // with its own query.
    exclude: [
      'applicant', 'approver', 'certificateFile', 'company', 'invoiceFile', 'receiptFile', 'renewalOf', 'rootUserByCreatedBy',
      'canCancel', 'certificateFileName', 'invoiceFileName', 'receiptFileName',
    ],
  },
  zh: personalCertificationZh,
  enumsZh: personalCertificationEnumsZh,
};
