import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of announcements: the vendor's edit page, publishing, pinning, types; a reader's missing item. */
export const announcementErrors = {
  ANNOUNCEMENT_NOT_FOUND: { en: 'The announcement was not found or has been removed.', zh: '公告不存在或已下架。' },
  ANNOUNCEMENT_TITLE_LENGTH: { en: 'The title should be {min} to {max} characters.', zh: '标题长度应为 {min} 到 {max} 个字符。' },
  ANNOUNCEMENT_NAME_LENGTH: { en: 'The name should be 1 to {max} characters.', zh: '名称长度应为 1 到 {max} 个字符。' },
  ANNOUNCEMENT_TYPE_REQUIRED: { en: 'Please choose the announcement type.', zh: '请选择公告类型。' },
  ANNOUNCEMENT_TYPE_DISABLED: { en: 'This announcement type is disabled.', zh: '该公告类型已停用。' },
  ANNOUNCEMENT_CONTENT_TOO_LONG: { en: 'The content is too long.', zh: '公告内容过长。' },
  ANNOUNCEMENT_CONTENT_UNSAFE: { en: 'The content holds markup that is not allowed.', zh: '公告内容包含不允许的格式。' },
  ANNOUNCEMENT_ATTACHMENTS_TOO_MANY: { en: 'At most {max} attachments.', zh: '附件最多 {max} 个。' },
  ANNOUNCEMENT_ATTACHMENT_INVALID: { en: 'An attachment is not a completed upload of yours.', zh: '附件不是你已上传完成的文件。' },
  ANNOUNCEMENT_PIN_NOT_PUBLISHED: { en: 'Only a published announcement can be pinned.', zh: '只有已发布的公告可以置顶。' },
  ANNOUNCEMENT_PINNED_TOO_MANY: { en: 'At most {max} announcements can be pinned.', zh: '最多只能置顶 {max} 条公告。' },
  ANNOUNCEMENT_TYPE_NAME_REQUIRED: { en: 'Please enter the type name.', zh: '请输入类型名称。' },
  ANNOUNCEMENT_TYPE_NAME_TOO_LONG: { en: 'The type name should not exceed {max} characters.', zh: '类型名称不能超过 {max} 个字符。' },
  ANNOUNCEMENT_TYPE_COLOR_INVALID: { en: 'Please choose a colour.', zh: '请选择颜色。' },
  ANNOUNCEMENT_TYPE_DUPLICATE: { en: 'A type of this name already exists.', zh: '已存在同名的公告类型。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    announcement: typeof announcementErrors;
  }
}
