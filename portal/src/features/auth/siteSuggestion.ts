import { normalizePhonePrefix } from '@pp/domain';
import type { CurrentUserInfo } from './auth.graphql.ts';
import { isVendorAdmin } from './guards.ts';

/** The Chinese site is suggested to people whose phone prefix is +86, until they answer, never to admins. */
export const shouldSuggestChineseSite = (info: CurrentUserInfo | null | undefined): boolean =>
  Boolean(info) &&
  !info!.switchSiteSuggestionReaded &&
  !isVendorAdmin(info) &&
  normalizePhonePrefix(info!.currentCompanyUser?.phonePrefixCountryCode ?? info!.defaultUser?.phonePrefixCountryCode) === '+86';
