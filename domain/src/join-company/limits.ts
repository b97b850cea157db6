/**
 * Joining a company: a person applies with their real name; the company's partner administrator approves (name,
 * position, roles) or rejects (reason). A person holds at most five companies, pending applications included.
 */
export const joinCompanyLimits = {
  maxCompaniesPerUser: 5,
  realNameMax: 50,
  /** The company search lists the best matches only (exact name, then names starting with the term, then the rest,
   * each by name): a term that matches more asks for a longer one. */
  companySearchMaxResults: 50,
} as const;
