import type { ErrorTexts } from '../common/errors.ts';

export const deliveryAddressesErrors = {
  DELIVERY_ADDRESS_NOT_FOUND: { en: 'The delivery address was not found.', zh: '未找到该收货地址。' },
  DELIVERY_ADDRESS_LIMIT: { en: 'You can keep at most {max} delivery addresses.', zh: '最多只能保存 {max} 个收货地址。' },
  DELIVERY_CONTACT_NAME_REQUIRED: { en: 'Please enter the contact name.', zh: '请输入联系人姓名。' },
  DELIVERY_CONTACT_NAME_TOO_LONG: { en: 'The contact name should not exceed 50 characters.', zh: '联系人姓名不能超过50个字符。' },
  DELIVERY_CONTACT_NAME_INVALID: {
    en: 'The contact name may only contain letters, Chinese characters, spaces, hyphens, dots and apostrophes.',
    zh: '联系人姓名只能包含中英文字母、空格、连字符、点和撇号。',
  },
  DELIVERY_ADDRESS_REQUIRED: { en: 'Please enter the address.', zh: '请输入收货地址。' },
  DELIVERY_ADDRESS_TOO_LONG: { en: 'The address should not exceed 200 characters.', zh: '收货地址不能超过200个字符。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'delivery-addresses': typeof deliveryAddressesErrors;
  }
}
