import type { PermissionKey } from '@pp/domain';

/** The page opens for holders of either key in the company (the server's row-level security decides what they read). */
export const companyCertificationKeys: readonly PermissionKey[] = ['CreateCompanyCertification', 'ViewCompanyCertificationRecord'];

/** Applying (and renewing) needs this key; without it the buttons are not shown (the server checks it again). */
export const applyCompanyCertificationKeys: readonly PermissionKey[] = ['CreateCompanyCertification'];
