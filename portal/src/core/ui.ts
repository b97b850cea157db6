/**
 * Sizes of the portal's screens. They belong to this front end only (the server and the back office never use
 * them), so they live here rather than in the shared domain package.
 */
export const layout = {
  /** Below this width the top bar's links collapse into the menu button. */
  collapseBelowPx: 1024,
  /** Below this width pages use their narrow (phone) arrangement. */
  mobileBelowPx: 768,
  /** The company search results scroll inside this height. */
  companySearchListMaxHeight: 300,
} as const;

export const notificationList = {
  /** Height of the notification centre's scrolling list. */
  listHeight: 575,
  /** The next page loads when the list is scrolled to within this distance of its end. */
  loadMoreThresholdPx: 50,
  /** The unread badge shows the count up to this number, and `<cap>+` above it. */
  badgeCap: 99,
} as const;

/** The badge text of a count: the number, or 99+ above 99. */
export const badgeText = (count: number): string =>
  count > notificationList.badgeCap ? `${notificationList.badgeCap}+` : String(count);
