// Texts shared by the whole back office (app frame, menu, enumerations, start-up pages).
import { companyScaleLabelsZh } from '@pp/domain';
import type { Messages } from '../common/resource.ts';

export const commonZh = {
  pp: {
    app: { title: '合作伙伴门户 · 管理后台', portal: '前台', back_to_portal: '返回前台' },
    menu: { partner: '合作伙伴', project: '项目', filingSettings: '项目报备设置', points: '积分', system: '系统设置' },
    no_permission: {
      title: '无权访问管理后台',
      body: '%{greeting}您的账号没有“管理后台”权限（ManageAdminSite），无法打开管理后台。',
      greeting: '%{name}，',
      contact: '如需开通，请联系厂商管理员。',
      home: '返回前台首页',
      logout: '退出登录',
    },
    startup: {
      title: '管理后台无法加载',
      keycloak_failed: '无法连接账号服务：%{message}',
      retry: '重试',
    },
    common: { yes: '是', no: '否', none: '无', all: '全部' },
    enums: {
      site: { MAINLAND: '中国大陆', GLOBAL: '全球' },
      scale: { ...companyScaleLabelsZh },
      user_status: {
        TOBEINVITED: '待邀请',
        INACTIVE: '未激活',
        ACTIVE: '正常',
        JOINED: '已加入',
        EXITED: '已退出',
        CANCELLED: '已注销',
      },
      application_status: { APPLYING: '申请中', APPROVED: '已通过', REJECTED: '已拒绝' },
      role_type: { ORGANIZATIONAL: '组织角色', PERSONAL: '个人角色' },
    },
  },
} as const satisfies Messages;
