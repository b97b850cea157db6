import type { PermissionKey } from '@pp/domain';

/** The company's project amounts need ViewPerformanceRecord there (the records' row-level security asks the same). */
export const projectPerformanceKeys: readonly PermissionKey[] = ['ViewPerformanceRecord'];
