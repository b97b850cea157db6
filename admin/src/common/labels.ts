// Chinese labels of enumerations shown in the back office.
import type { CompanyScale, Site, UserStatus } from '@pp/domain';

export const siteLabels: Record<Site, string> = { MAINLAND: '中国大陆', GLOBAL: '全球' };

export const scaleLabels: Record<CompanyScale, string> = {
  UP_TO_10: '10人及以下',
  FROM_11_TO_50: '11-50人',
  FROM_51_TO_200: '51-200人',
  FROM_201_TO_500: '201-500人',
  FROM_501_TO_1000: '501-1000人',
  FROM_1001_TO_5000: '1001-5000人',
  FROM_5001_TO_10000: '5001-10000人',
  OVER_10000: '10000人以上',
};

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
