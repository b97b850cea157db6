import type { Messages } from '../../core/feature.ts';

export const messages: { 'en-US': Messages; 'zh-CN': Messages } = {
  'en-US': {
    'workbench.title': 'Workbench',
    'workbench.overview': 'Overview',
    'workbench.company': 'Company',
    'workbench.project': 'Project',
    'workbench.point': 'Point',
    'workbench.members': 'Members',
    'workbench.yourRoles': 'Your roles',
    'workbench.position': 'Position',
    'workbench.memberCount': 'Members',
    'workbench.pendingApplications': 'Pending join applications',
  },
  'zh-CN': {
    'workbench.title': '工作台',
    'workbench.overview': '概览',
    'workbench.company': '公司',
    'workbench.project': '项目',
    'workbench.point': '积分',
    'workbench.members': '成员',
    'workbench.yourRoles': '你的角色',
    'workbench.position': '职位',
    'workbench.memberCount': '成员数',
    'workbench.pendingApplications': '待审批的加入申请',
  },
};
