// Chinese labels of enumerations shown in the back office.
import { companyScaleLabelsZh, type CompanyScale, type Site, type UserStatus } from '@pp/domain';

export const siteLabels: Record<Site, string> = { MAINLAND: '中国大陆', GLOBAL: '全球' };

/** Company scale bands (spec 1 §9), from the domain. */
export const scaleLabels: Record<CompanyScale, string> = companyScaleLabelsZh;

export const userStatusLabels: Record<UserStatus, string> = {
  TOBEINVITED: '待邀请',
  INACTIVE: '未激活',
  ACTIVE: '正常',
  JOINED: '已加入',
  EXITED: '已退出',
  CANCELLED: '已注销',
};

export const applicationStatusLabels = { APPLYING: '申请中', APPROVED: '已通过', REJECTED: '已拒绝' } as const;
export type ApplicationStatus = keyof typeof applicationStatusLabels;

export const roleTypeLabels = { ORGANIZATIONAL: '组织角色', PERSONAL: '个人角色' } as const;

export const choicesOf = <K extends string>(labels: Record<K, string>): { id: K; name: string }[] =>
  (Object.entries(labels) as [K, string][]).map(([id, name]) => ({ id, name }));
