import { z } from 'zod';
import { commonLimits } from '../common/constants.ts';
import { defineMachine } from '../common/machine.ts';
import { code, uuidSchema } from '../common/validation.ts';
import { businessToday } from '../project-filing/index.ts';
import { companyPointLimits, companyPointSqlConstants } from './limits.ts';
import { companyPointErrors } from './errors.ts';
import { defineDomainFeature } from '../common/feature.ts';

export { companyPointErrors } from './errors.ts';
export { companyPointLimits, companyPointSqlConstants } from './limits.ts';
export * from './workflow-names.ts';

/**
 * The company point ledger. A company holds market points and product points. Each ADD entry is a lot: available
 * from its effective date through the end of its expiry date (business time zone), with what is left of it in
 * `remainingPoint`. A SUBTRACT entry consumes the available lots that expire first; an EXPIRED entry removes what is
 * left of a lot once its last day has passed. The company's totals are the sums of the available lots.
 */
export const companyPointTypes = ['MARKET_POINT', 'PRODUCT_POINT'] as const;
export type CompanyPointType = (typeof companyPointTypes)[number];

export const companyPointActions = ['ADD', 'SUBTRACT', 'EXPIRED'] as const;
export type CompanyPointAction = (typeof companyPointActions)[number];

export const companyPointScenarios = [
  'ACTIVITY_REWARD',
  'PERSONAL_CERTIFICATE',
  'PERSONAL_CERTIFICATE_RE_EXAM',
  'PROJECT_REWARD',
] as const;
export type CompanyPointScenario = (typeof companyPointScenarios)[number];

/** A hold reserves points until it is spent (the visible SUBTRACT entry) or released (the points go back). */
export const companyPointHoldStatuses = ['HELD', 'SPENT', 'RELEASED'] as const;
export type CompanyPointHoldStatus = (typeof companyPointHoldStatuses)[number];
export type CompanyPointHoldEvent = 'spend' | 'release';

/** A hold is settled once: spent (the SUBTRACT entry) or released (the points go back to their lots). */
export const companyPointHoldMachine = defineMachine<CompanyPointHoldStatus, CompanyPointHoldEvent>({
  name: 'company_point_hold',
  initial: 'HELD',
  states: companyPointHoldStatuses,
  transitions: { HELD: { spend: 'SPENT', release: 'RELEASED' }, SPENT: {}, RELEASED: {} },
});

/** Display names of the ledger's values (the back office shows zh, the portal en). */
export const companyPointTypeNames = {
  MARKET_POINT: { en: 'Market point', zh: '市场积分' },
  PRODUCT_POINT: { en: 'Product point', zh: '产品积分' },
} as const satisfies Record<CompanyPointType, { en: string; zh: string }>;
export const companyPointActionNames = {
  ADD: { en: 'Add', zh: '增加' },
  SUBTRACT: { en: 'Subtract', zh: '扣除' },
  EXPIRED: { en: 'Expired', zh: '过期' },
} as const satisfies Record<CompanyPointAction, { en: string; zh: string }>;
export const companyPointScenarioNames = {
  ACTIVITY_REWARD: { en: 'Activity reward', zh: '活动奖励' },
  PERSONAL_CERTIFICATE: { en: 'Personal certificate', zh: '个人认证' },
  PERSONAL_CERTIFICATE_RE_EXAM: { en: 'Personal certificate re-exam', zh: '个人认证补考' },
  PROJECT_REWARD: { en: 'Project reward', zh: '项目奖励' },
} as const satisfies Record<CompanyPointScenario, { en: string; zh: string }>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = z
  .string()
  .regex(isoDate, code('COMPANY_POINT_DATES_INVALID'))
  .nullish()
  .or(z.literal('').transform(() => null));

/**
 * createCompanyPoint (the back office's create-point dialog). A positive number adds a lot: it needs an expiry date,
 * and its effective date (today when left empty) is neither in the past nor after the expiry. A negative number
 * subtracts from the company's available points at once (effective today, no expiry; the dates are ignored) and
 * fails when the company has fewer. Market points need a source on every entry; the remark is optional.
 */
export const createCompanyPointSchema = z
  .object({
    companyId: z.uuid({ message: 'COMPANY_NOT_FOUND' }),
    type: z.enum(companyPointTypes, { message: 'COMPANY_POINT_TYPE_REQUIRED' }),
    point: z
      .number({ message: 'COMPANY_POINT_ZERO' })
      .int(code('COMPANY_POINT_OUT_OF_RANGE'))
      .min(-companyPointLimits.companyPointMax, code('COMPANY_POINT_OUT_OF_RANGE'))
      .max(companyPointLimits.companyPointMax, code('COMPANY_POINT_OUT_OF_RANGE'))
      .refine((n) => n !== 0, code('COMPANY_POINT_ZERO')),
    effectiveDate: optionalDate,
    expiredDate: optionalDate,
    actionScenario: z.enum(companyPointScenarios, { message: 'COMPANY_POINT_SCENARIO_REQUIRED' }),
    source: z
      .string()
      .trim()
      .max(companyPointLimits.companyPointSourceMax, code('COMPANY_POINT_SOURCE_TOO_LONG'))
      .nullish(),
    remark: z.string().max(commonLimits.remarkMax, code('COMPANY_POINT_REMARK_TOO_LONG')).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'MARKET_POINT' && !v.source) {
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'COMPANY_POINT_SOURCE_REQUIRED' });
    }
    if (v.point > 0) {
      if (!v.expiredDate) {
        ctx.addIssue({ code: 'custom', path: ['expiredDate'], message: 'COMPANY_POINT_EXPIRY_REQUIRED' });
        return;
      }
      const effective = v.effectiveDate || businessToday();
      if (effective < businessToday() || effective > v.expiredDate) {
        ctx.addIssue({ code: 'custom', path: ['effectiveDate'], message: 'COMPANY_POINT_DATES_INVALID' });
      }
    }
  });
export type CreateCompanyPointInput = z.infer<typeof createCompanyPointSchema>;
export type CreateCompanyPointForm = z.input<typeof createCompanyPointSchema>;

/** deleteCompanyPoint: only an untouched added lot (nothing used, held or expired). */
export const deleteCompanyPointSchema = z.object({ id: uuidSchema });
export type DeleteCompanyPointInput = z.infer<typeof deleteCompanyPointSchema>;

/** Commands of this feature the API re-checks before they reach SQL: mutation field name -> input schema. */
export const companyPointCommands = {
  createCompanyPoint: createCompanyPointSchema,
  deleteCompanyPoint: deleteCompanyPointSchema,
} as const;

/** The link of the workbench's company points page, on the tab of a point type. */
export const companyPointPageLink = (type: CompanyPointType): string =>
  `/workbench/company-point?tab=${type === 'MARKET_POINT' ? 'market' : 'product'}`;

/** The feature's one declaration to the gathered registries (listed in `domain/src/features.ts`). */
export const companyPointFeature = defineDomainFeature({
  name: 'company-point',
  errors: companyPointErrors,
  limits: companyPointLimits,
  commands: companyPointCommands,
  sqlConstants: companyPointSqlConstants,
  sqlEnums: {
    'app_public.company_point_type': companyPointTypes,
    'app_public.company_point_action': companyPointActions,
    'app_public.company_point_scenario': companyPointScenarios,
    'app_public.company_point_hold_status': companyPointHoldStatuses,
  },
  machines: [companyPointHoldMachine],
});
