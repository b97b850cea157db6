import type { Messages } from '../core/feature.ts';

/** Texts of the shared form field components, in every language the portal shows. */
export const componentMessages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'components.position': 'Position',
    'components.roles': 'Roles',
    'components.selectPosition': 'Select a position',
    'components.selectRoles': 'Select roles',
    'components.loadingOptions': 'Loading options…',
    'components.optionsFailed': 'The positions and roles could not be loaded.',
    'components.phone': 'Contact number',
    'components.phonePrefix': 'Country or region code',
    'components.phoneNumber': 'Phone number',
    'components.selectPrefix': 'Code',
    'components.counter': '{count}/{max}',
    'components.listSeparator': ', ',
    'components.role.PARTNER_ADMINISTRATOR': 'Partner administrator',
    'components.role.REGULAR_MEMBER': 'Regular member',
    'components.role.VENDOR_ADMINISTRATOR': 'Vendor administrator',
  },
  'zh-CN': {
    'components.position': '职位',
    'components.roles': '角色',
    'components.selectPosition': '请选择职位',
    'components.selectRoles': '请选择角色',
    'components.loadingOptions': '正在加载选项…',
    'components.optionsFailed': '职位和角色加载失败。',
    'components.phone': '联系电话',
    'components.phonePrefix': '国家或地区代码',
    'components.phoneNumber': '手机号码',
    'components.selectPrefix': '区号',
    'components.counter': '{count}/{max}',
    'components.listSeparator': '、',
    'components.role.PARTNER_ADMINISTRATOR': '合作伙伴管理员',
    'components.role.REGULAR_MEMBER': '普通成员',
    'components.role.VENDOR_ADMINISTRATOR': '厂商管理员',
  },
};
