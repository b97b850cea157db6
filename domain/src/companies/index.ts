import { z } from 'zod';
import type { ErrorTexts } from '../common/errors.ts';
import { code } from '../common/validation.ts';

/** Partner companies: their scales, name rule and the search used for joining. */
export const companiesErrors = {
  COMPANY_NOT_FOUND: { en: 'The company was not found.', zh: '未找到该公司。' },
  COMPANY_NAME_INVALID: { en: 'The company name is invalid.', zh: '公司名称格式不正确。' },
  COMPANY_SEARCH_EMPTY: { en: 'Please enter a company name to search.', zh: '请输入要搜索的公司名称。' },
} as const satisfies ErrorTexts;

/** Letters (Chinese or Latin), digits and the punctuation real company names carry ("Co., Ltd.", "A & B"). */
export const companyNamePattern = /^[\p{Script=Han}\p{Script=Latin}0-9_\-.' ()（）,，&]+$/u;

export const companyScales = [
  'UP_TO_10',
  'FROM_11_TO_50',
  'FROM_51_TO_200',
  'FROM_201_TO_500',
  'FROM_501_TO_1000',
  'FROM_1001_TO_5000',
  'FROM_5001_TO_10000',
  'OVER_10000',
] as const;
export type CompanyScale = (typeof companyScales)[number];

export const companyScaleLabelsZh: Record<CompanyScale, string> = {
  UP_TO_10: '10人以下',
  FROM_11_TO_50: '11-50人',
  FROM_51_TO_200: '51-200人',
  FROM_201_TO_500: '201-500人',
  FROM_501_TO_1000: '501-1000人',
  FROM_1001_TO_5000: '1001-5000人',
  FROM_5001_TO_10000: '5000-10000人',
  OVER_10000: '10000人以上',
};

export const companyScaleLabels: Record<CompanyScale, string> = {
  UP_TO_10: 'Up to 10',
  FROM_11_TO_50: '11-50',
  FROM_51_TO_200: '51-200',
  FROM_201_TO_500: '201-500',
  FROM_501_TO_1000: '501-1000',
  FROM_1001_TO_5000: '1001-5000',
  FROM_5001_TO_10000: '5000-10000',
  OVER_10000: 'Over 10000',
};

/** Company search for joining: non-empty text after trimming. */
export const companySearchSchema = z.object({
  companyName: z.string().trim().min(1, code('COMPANY_SEARCH_EMPTY')),
});
