// The development SMS outbox (/admin/sms-outbox): what the SMS port stored instead of sending, read-only. Rows exist
// only where no SMS provider is configured (development and tests).
import SmsIcon from '@mui/icons-material/Sms';
import type { AdminResource } from '../common/resource.ts';
import { SmsOutboxList } from './SmsOutboxList.tsx';
import { smsOutboxZh } from './i18n.ts';

export const smsOutbox: AdminResource = {
  name: 'sms-outbox',
  list: SmsOutboxList,
  icon: SmsIcon,
  recordRepresentation: 'phone',
  menu: 'system',
  dataProvider: {
    listField: 'smsOutboxMessages',
    search: ['phone'],
  },
  zh: smsOutboxZh,
};
