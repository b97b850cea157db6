import { sqlConstant } from '../common/sql-constant.ts';

/**
 * Limits of the company point ledger. Points are whole numbers; one entry adds or subtracts at most `pointMax`
 * (a company's total stays within a 32-bit integer as well). A market point's source is 1..`sourceMax` characters.
 * A lot is "expiring soon" when it expires within `expiringHorizonDays` (the partner administrators are warned once,
 * when a lot enters that window). Remarks use the common remark limit.
 */
export const companyPointLimits = {
  companyPointMax: 99_999_999,
  companyPointSourceMax: 50,
  companyPointExpiringHorizonDays: 30,
} as const;

export const companyPointSqlConstants = [
  sqlConstant({ name: 'company_point_max', type: 'integer', value: companyPointLimits.companyPointMax }),
  sqlConstant({ name: 'company_point_source_max', type: 'integer', value: companyPointLimits.companyPointSourceMax }),
  sqlConstant({
    name: 'company_point_expiring_horizon',
    type: 'interval',
    value: `${companyPointLimits.companyPointExpiringHorizonDays} days`,
  }),
] as const;
