// Texts shared by the whole back office (app frame, menu, the sites, start-up pages).
import type { Messages } from '../common/resource.ts';

export const commonZh = {
  pp: {
    app: { title: '合作伙伴门户 · 管理后台', portal: '前台', back_to_portal: '返回前台' },
    menu: { partner: '合作伙伴', certification: '认证', project: '项目', filingSettings: '项目报备设置', points: '积分', content: '内容', system: '系统设置' },
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
    // A form's file (common/FileUploadInput) and a stored file's link (common/FileLink).
    file: {
      choose: '选择文件',
      uploading: '正在上传 %{name}：%{percent}%',
      uploaded: '已上传 %{name}，保存后生效',
      images: '图片（png、jpg、jpeg、gif、svg），最大 20M',
      images_pdf: '图片或 PDF，最大 20M',
      none: '未上传',
      open: '打开 %{name}',
    },
    // The sites are the platform's; each other enumeration is named by the resource that owns it (`enumsZh`).
    enums: {
      site: { MAINLAND: '中国大陆', GLOBAL: '全球' },
    },
  },
} as const satisfies Messages;
