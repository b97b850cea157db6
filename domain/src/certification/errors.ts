import type { ErrorTexts } from '../common/errors.ts';

/** Error codes of certification: a level (of a plan) and a company's certification level. */
export const certificationErrors = {
  CERTIFICATION_LEVEL_NOT_FOUND: { en: 'The certification level was not found.', zh: '未找到该认证等级。' },
  CERTIFICATION_LEVEL_NOT_IN_PLAN: {
    en: 'The certification level does not belong to the programme of the company’s site.',
    zh: '该认证等级不属于公司所在站点的认证计划。',
  },
} as const satisfies ErrorTexts;

declare module '../common/errors.ts' {
  interface ErrorSlices {
    certification: typeof certificationErrors;
  }
}
