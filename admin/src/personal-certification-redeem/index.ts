// Redeem codes of personal certification (/admin/personal-certification-redeem): the creation log (newest first,
// filtered by certification type) with each creation's codes in an expandable row, the create dialog that then shows
// the new codes to copy, and a log's remark. Every change goes through its command (vendor admins only).
import RedeemIcon from '@mui/icons-material/Redeem';
import type { AdminResource } from '../common/resource.ts';
import { redeemCodeStatusZh, redeemCodeZh } from './i18n.ts';
import { RedeemCodeLogList } from './RedeemCodeLogList.tsx';

export const personalCertificationRedeem: AdminResource = {
  name: 'personal-certification-redeem',
  list: RedeemCodeLogList,
  icon: RedeemIcon,
  recordRepresentation: 'reason',
  menu: 'certification',
  dataProvider: {
    listField: 'redeemCodeCreateLogs',
    // The list shows the creator's name and the type's; a row's codes are read when it is expanded.
    exclude: ['rootUserByCreatedBy', 'createdBy'],
  },
  zh: redeemCodeZh,
  enumsZh: { redeem_code_status: redeemCodeStatusZh },
};
