/** Sizes of the notification centre (the portal's own: the server and the back office never use them). */
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
