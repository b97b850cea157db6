/** Sizes of the join-company screens (the portal's own: the server and the back office never use them). */
export const joinCompanySizes = {
  /** The company search results scroll inside this height. */
  companySearchListMaxHeight: 300,
} as const;
