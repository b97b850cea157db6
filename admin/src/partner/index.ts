// Partner applications (/admin/partner, the back office's first page; one application at
// /admin/partner-info/<semanticId>): list, detail with the licence, approve and reject.
import HandshakeIcon from '@mui/icons-material/Handshake';
import type { AdminResource } from '../common/resource.ts';
import { PartnerApplicationList } from './PartnerApplicationList.tsx';
import { PartnerInfo } from './PartnerInfo.tsx';
import { partnerApplicationZh } from './i18n.ts';

export const partnerApplications: AdminResource = {
  name: 'partner',
  list: PartnerApplicationList,
  icon: HandshakeIcon,
  recordRepresentation: 'companyName',
  menu: 'partner',
  routes: [{ path: 'partner-info/:semanticId', element: PartnerInfo }],
  dataProvider: {
    listField: 'partnerApplications',
    search: ['companyName', 'contactName', 'semanticId'],
    nestedFields: ['id', 'name', 'nameZh'],
  },
  zh: partnerApplicationZh,
};
