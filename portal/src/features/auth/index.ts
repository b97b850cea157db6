// Public entry of the auth feature: what other features may use.
export { feature } from './feature.ts';
export { useAccess } from './access.ts';
export { CurrentUserProvider, switchCompany, useCurrentUser, type CurrentUserState } from './CurrentUserContext.tsx';
export { Guard, PageSpinner } from './Guard.tsx';
export { authProvider } from './authProvider.ts';
export { ADMIN_PATH, isCompanyMember, isVendorAdmin, safeContinuePath } from './guards.ts';
export { shouldSuggestChineseSite } from './siteSuggestion.ts';
export {
  CURRENT_USER_INFO,
  MARK_SWITCH_SITE_SUGGESTION_READ,
  type CurrentUserIdentity,
  type CurrentUserInfo,
  type OwnCompanyUser,
} from './auth.graphql.ts';
