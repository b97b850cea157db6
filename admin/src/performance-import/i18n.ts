import type { ResourceMessages } from '../common/resource.ts';

/** zh-CN texts of the bulk import of performance records. */
export const performanceImportZh = {
  name: '业绩导入记录 |||| 业绩导入记录',
  fields: {
    createdAt: '导入时间',
    importFile: '导入文件',
    status: '状态',
    total: '总行数',
    successCount: '成功',
    failedCount: '失败',
    errorFile: '错误文件',
    finishedAt: '完成时间',
  },
  status: { IN_IMPORT: '导入中', COMPLETED: '已完成', ERROR: '导入失败' },
  button: '批量导入',
  dialog: {
    title: '批量导入业绩',
    steps: '1. 下载模板并按列填写（币种、项目类型可从下拉列表选择，示例行请删除）；2. 上传填写好的 XLSX 文件，系统逐行校验并导入。',
    template: '下载模板',
    template_sheet: '业绩导入',
    choose: '选择文件上传',
    drop: '或将 XLSX 文件拖到此处',
    uploading: '正在上传 %{name}（%{percent}%）',
    starting: '正在开始导入…',
    progress: '已处理 %{processed} / %{total} 行',
    reading: '正在读取文件…',
    result: '成功 %{success} 条 / 失败 %{failed} 条',
    error_file: '下载错误文件',
    failed: '导入失败：%{reason}',
    recent: '最近的导入',
    none: '暂无导入记录',
    close: '关闭',
    done: '导入完成：成功 %{success} 条，失败 %{failed} 条',
  },
  list: { title: '业绩导入记录', download: '下载' },
} as const satisfies ResourceMessages;
