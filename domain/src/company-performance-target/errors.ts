import type { ErrorTexts } from '../common/errors.ts';
import { companyPerformanceTargetLimits as l } from './limits.ts';

const maxAmount = l.performanceTargetAmountMax.toLocaleString('en-US', { minimumFractionDigits: 2 });

/**
 * Error codes of companies' annual performance targets (one per company, year and project type). Params named in
 * braces are filled in from the error's params.
 */
export const companyPerformanceTargetErrors = {
  PERFORMANCE_TARGET_COMPANY_REQUIRED: { en: 'Please choose a company.', zh: '请选择公司。' },
  PERFORMANCE_TARGET_YEAR_INVALID: {
    en: `The year must be from ${l.performanceTargetYearMin} to ${l.performanceTargetYearMax}.`,
    zh: `年份必须在${l.performanceTargetYearMin}年至${l.performanceTargetYearMax}年之间。`,
  },
  PERFORMANCE_TARGET_PROJECT_TYPE_INVALID: {
    en: 'Please choose the project type: total, new purchase or repeat purchase.',
    zh: '请选择项目类型：总计、新购或复购。',
  },
  PERFORMANCE_TARGET_AMOUNT_INVALID: {
    en: `The target must be above 0 and at most ${maxAmount}, with at most two decimals.`,
    zh: `目标业绩必须大于0且不超过${maxAmount}，最多两位小数。`,
  },
  PERFORMANCE_TARGET_CURRENCY_INVALID: { en: 'Please choose the currency (CNY or USD).', zh: '请选择币种（CNY 或 USD）。' },
  PERFORMANCE_TARGET_DUPLICATE: {
    en: 'This company already has a target of this project type for this year. Edit it instead.',
    zh: '该公司本年度已有此项目类型的目标，请编辑现有目标。',
  },
  PERFORMANCE_TARGET_TOTAL_MISSING: {
    en: 'Set the total target of this year first.',
    zh: '请先设置本年度的总计目标。',
  },
  PERFORMANCE_TARGET_TOTAL_DELETE_BLOCKED: {
    en: 'The total target cannot be deleted while this year’s new purchase or repeat purchase target exists. Delete those first.',
    zh: '本年度仍有新购或复购目标，不能删除总计目标，请先删除新购和复购目标。',
  },
  PERFORMANCE_TARGET_NOT_FOUND: { en: 'The annual target was not found.', zh: '未找到该年度目标。' },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    'company-performance-target': typeof companyPerformanceTargetErrors;
  }
}
