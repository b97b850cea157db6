import type { Messages } from '../../app/feature.ts';

export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'profile.title': 'Profile',
    'profile.myCompany': 'My company',
    'profile.tab.companies': 'My companies',
    'profile.tab.records': 'Application records',
    'profile.noCompanies': 'You have not joined any company yet.',
    'profile.current': 'Current',
    'profile.reApply': 'Re-apply',
    'profile.noRecords': 'No application records.',
  },
  'zh-CN': {
    'profile.title': '个人中心',
    'profile.myCompany': '我的公司',
    'profile.tab.companies': '我的公司',
    'profile.tab.records': '申请记录',
    'profile.noCompanies': '你尚未加入任何公司。',
    'profile.current': '当前',
    'profile.reApply': '重新申请',
    'profile.noRecords': '暂无申请记录。',
  },
};
