export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A floating point number that requires more precision than IEEE 754 binary 64 */
  BigFloat: { input: string; output: string; }
  /** A location in a connection that can be used for resuming pagination. */
  Cursor: { input: string; output: string; }
  /**
   * A point in time as described by the [ISO
   * 8601](https://en.wikipedia.org/wiki/ISO_8601) and, if it has a timezone, [RFC
   * 3339](https://datatracker.ietf.org/doc/html/rfc3339) standards. Input values
   * that do not conform to both ISO 8601 and RFC 3339 may be coerced, which may lead
   * to unexpected results.
   */
  Datetime: { input: string; output: string; }
  /** A universally unique identifier as defined by [RFC 4122](https://tools.ietf.org/html/rfc4122). */
  UUID: { input: string; output: string; }
};

/** All input for the `approveCompanyJoinApplication` mutation. */
export type ApproveCompanyJoinApplicationInput = {
  applicationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  positionId?: InputMaybe<Scalars['Int']['input']>;
  roleIds?: InputMaybe<Array<InputMaybe<Scalars['UUID']['input']>>>;
};

/** A filter to be used against Boolean fields. All fields are combined with a logical ‘and.’ */
export type BooleanFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Scalars['Boolean']['input']>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Scalars['Boolean']['input']>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<Scalars['Boolean']['input']>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Scalars['Boolean']['input']>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<Scalars['Boolean']['input']>>;
};

/** A condition to be used against `Company` object types. All fields are tested for equality and combined with a logical ‘and.’ */
export type CompanyCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `industry` field. */
  industry?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `scale` field. */
  scale?: InputMaybe<CompanyScale>;
  /** Checks for equality with the object’s `site` field. */
  site?: InputMaybe<Site>;
};

/** A filter to be used against `Company` object types. All fields are combined with a logical ‘and.’ */
export type CompanyFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyFilter>>;
  /** Filter by the object’s `companyInvitations` relation. */
  companyInvitations?: InputMaybe<CompanyToManyCompanyInvitationFilter>;
  /** Some related `companyInvitations` exist. */
  companyInvitationsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyJoinApplications` relation. */
  companyJoinApplications?: InputMaybe<CompanyToManyCompanyJoinApplicationFilter>;
  /** Some related `companyJoinApplications` exist. */
  companyJoinApplicationsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPartnerManagers` relation. */
  companyPartnerManagers?: InputMaybe<CompanyToManyCompanyPartnerManagerFilter>;
  /** Some related `companyPartnerManagers` exist. */
  companyPartnerManagersExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `industry` field. */
  industry?: InputMaybe<StringFilter>;
  /** Filter by the object’s `joinedUserCount` field. */
  joinedUserCount?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyFilter>>;
  /** Filter by the object’s `roles` relation. */
  roles?: InputMaybe<CompanyToManyRoleFilter>;
  /** Some related `roles` exist. */
  rolesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `scale` field. */
  scale?: InputMaybe<CompanyScaleFilter>;
  /** Filter by the object’s `site` field. */
  site?: InputMaybe<SiteFilter>;
  /** Filter by the object’s `users` relation. */
  users?: InputMaybe<CompanyToManyUserFilter>;
  /** Some related `users` exist. */
  usersExist?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An input for mutations affecting `Company` */
export type CompanyInput = {
  billingAddress?: InputMaybe<Scalars['String']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  keyIndustries?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  mainBusinesses?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  resource?: InputMaybe<Scalars['String']['input']>;
  scale?: InputMaybe<CompanyScale>;
  sfdcOwnerName?: InputMaybe<Scalars['String']['input']>;
  site: Site;
  website?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A condition to be used against `CompanyInvitation` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type CompanyInvitationCondition = {
  /** Checks for equality with the object’s `code` field. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `CompanyInvitation` object types. All fields are combined with a logical ‘and.’ */
export type CompanyInvitationFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyInvitationFilter>>;
  /** Filter by the object’s `code` field. */
  code?: InputMaybe<StringFilter>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyInvitationFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyInvitationFilter>>;
  /** Filter by the object’s `position` relation. */
  position?: InputMaybe<PositionFilter>;
  /** Filter by the object’s `positionName` field. */
  positionName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `roleNames` field. */
  roleNames?: InputMaybe<StringListFilter>;
  /** Filter by the object’s `rootUserByCreatedBy` relation. */
  rootUserByCreatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByCreatedBy` exists. */
  rootUserByCreatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUserByUsedBy` relation. */
  rootUserByUsedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByUsedBy` exists. */
  rootUserByUsedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<CompanyInvitationStatusFilter>;
  /** Filter by the object’s `usedByName` field. */
  usedByName?: InputMaybe<StringFilter>;
};

/** Methods to use when ordering `CompanyInvitation`. */
export type CompanyInvitationOrderBy =
  | 'CODE_ASC'
  | 'CODE_DESC'
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

export type CompanyInvitationStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'USED';

/** A filter to be used against CompanyInvitationStatus fields. All fields are combined with a logical ‘and.’ */
export type CompanyInvitationStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<CompanyInvitationStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<CompanyInvitationStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<CompanyInvitationStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<CompanyInvitationStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<CompanyInvitationStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<CompanyInvitationStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<CompanyInvitationStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<CompanyInvitationStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<CompanyInvitationStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<CompanyInvitationStatus>>;
};

/**
 * A condition to be used against `CompanyJoinApplication` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type CompanyJoinApplicationCondition = {
  /** Checks for equality with the object’s `applicantId` field. */
  applicantId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `applicationStatus` field. */
  applicationStatus?: InputMaybe<JoinApplicationStatus>;
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `realName` field. */
  realName?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `reviewedAt` field. */
  reviewedAt?: InputMaybe<Scalars['Datetime']['input']>;
};

/** A filter to be used against `CompanyJoinApplication` object types. All fields are combined with a logical ‘and.’ */
export type CompanyJoinApplicationFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyJoinApplicationFilter>>;
  /** Filter by the object’s `applicant` relation. */
  applicant?: InputMaybe<RootUserFilter>;
  /** Filter by the object’s `applicantId` field. */
  applicantId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `applicationStatus` field. */
  applicationStatus?: InputMaybe<JoinApplicationStatusFilter>;
  /** Filter by the object’s `approver` relation. */
  approver?: InputMaybe<RootUserFilter>;
  /** A related `approver` exists. */
  approverExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `approverName` field. */
  approverName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `canReApply` field. */
  canReApply?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `companyName` field. */
  companyName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyJoinApplicationFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyJoinApplicationFilter>>;
  /** Filter by the object’s `position` relation. */
  position?: InputMaybe<PositionFilter>;
  /** A related `position` exists. */
  positionExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `realName` field. */
  realName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `reviewedAt` field. */
  reviewedAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `roleNames` field. */
  roleNames?: InputMaybe<StringListFilter>;
};

/** Methods to use when ordering `CompanyJoinApplication`. */
export type CompanyJoinApplicationOrderBy =
  | 'APPLICANT_ID_ASC'
  | 'APPLICANT_ID_DESC'
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'REAL_NAME_ASC'
  | 'REAL_NAME_DESC'
  | 'REVIEWED_AT_ASC'
  | 'REVIEWED_AT_DESC';

/** Methods to use when ordering `Company`. */
export type CompanyOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'INDUSTRY_ASC'
  | 'INDUSTRY_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/**
 * A condition to be used against `CompanyPartnerManager` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type CompanyPartnerManagerCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `partnerManagerId` field. */
  partnerManagerId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `CompanyPartnerManager` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPartnerManagerFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyPartnerManagerFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyPartnerManagerFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyPartnerManagerFilter>>;
  /** Filter by the object’s `partnerManager` relation. */
  partnerManager?: InputMaybe<PartnerManagerFilter>;
  /** Filter by the object’s `partnerManagerId` field. */
  partnerManagerId?: InputMaybe<UuidFilter>;
};

/** An input for mutations affecting `CompanyPartnerManager` */
export type CompanyPartnerManagerInput = {
  companyId: Scalars['UUID']['input'];
  partnerManagerId: Scalars['UUID']['input'];
};

/** Methods to use when ordering `CompanyPartnerManager`. */
export type CompanyPartnerManagerOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'NATURAL'
  | 'PARTNER_MANAGER_ID_ASC'
  | 'PARTNER_MANAGER_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** Represents an update to a `Company`. Fields that are set will be updated. */
export type CompanyPatch = {
  billingAddress?: InputMaybe<Scalars['String']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  keyIndustries?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  mainBusinesses?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  resource?: InputMaybe<Scalars['String']['input']>;
  scale?: InputMaybe<CompanyScale>;
  sfdcOwnerName?: InputMaybe<Scalars['String']['input']>;
  site?: InputMaybe<Site>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyScale =
  | 'FROM_11_TO_50'
  | 'FROM_51_TO_200'
  | 'FROM_201_TO_500'
  | 'FROM_501_TO_1000'
  | 'FROM_1001_TO_5000'
  | 'FROM_5001_TO_10000'
  | 'OVER_10000'
  | 'UP_TO_10';

/** A filter to be used against CompanyScale fields. All fields are combined with a logical ‘and.’ */
export type CompanyScaleFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<CompanyScale>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<CompanyScale>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<CompanyScale>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<CompanyScale>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<CompanyScale>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<CompanyScale>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<CompanyScale>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<CompanyScale>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<CompanyScale>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<CompanyScale>>;
};

/** A filter to be used against many `CompanyInvitation` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyInvitationFilter = {
  /** Every related `CompanyInvitation` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyInvitationFilter>;
  /** No related `CompanyInvitation` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyInvitationFilter>;
  /** Some related `CompanyInvitation` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyInvitationFilter>;
};

/** A filter to be used against many `CompanyJoinApplication` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyJoinApplicationFilter = {
  /** Every related `CompanyJoinApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyJoinApplicationFilter>;
  /** No related `CompanyJoinApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyJoinApplicationFilter>;
  /** Some related `CompanyJoinApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyJoinApplicationFilter>;
};

/** A filter to be used against many `CompanyPartnerManager` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyPartnerManagerFilter = {
  /** Every related `CompanyPartnerManager` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPartnerManagerFilter>;
  /** No related `CompanyPartnerManager` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPartnerManagerFilter>;
  /** Some related `CompanyPartnerManager` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPartnerManagerFilter>;
};

/** A filter to be used against many `Role` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyRoleFilter = {
  /** Every related `Role` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<RoleFilter>;
  /** No related `Role` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<RoleFilter>;
  /** Some related `Role` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<RoleFilter>;
};

/** A filter to be used against many `User` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyUserFilter = {
  /** Every related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<UserFilter>;
  /** No related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<UserFilter>;
  /** Some related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<UserFilter>;
};

/** All input for the create `Company` mutation. */
export type CreateCompanyInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `Company` to be created by this mutation. */
  company: CompanyInput;
};

/** All input for the `createCompanyInvitation` mutation. */
export type CreateCompanyInvitationInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  positionId?: InputMaybe<Scalars['Int']['input']>;
  roleIds?: InputMaybe<Array<InputMaybe<Scalars['UUID']['input']>>>;
};

/** All input for the create `CompanyPartnerManager` mutation. */
export type CreateCompanyPartnerManagerInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `CompanyPartnerManager` to be created by this mutation. */
  companyPartnerManager: CompanyPartnerManagerInput;
};

/** All input for the `createOneCompanyJoinApplication` mutation. */
export type CreateOneCompanyJoinApplicationInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  realName?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the create `PartnerManager` mutation. */
export type CreatePartnerManagerInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `PartnerManager` to be created by this mutation. */
  partnerManager: PartnerManagerInput;
};

/** A filter to be used against Datetime fields. All fields are combined with a logical ‘and.’ */
export type DatetimeFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Scalars['Datetime']['input']>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Scalars['Datetime']['input']>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Scalars['Datetime']['input']>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Scalars['Datetime']['input']>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<Scalars['Datetime']['input']>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Scalars['Datetime']['input']>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Scalars['Datetime']['input']>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Scalars['Datetime']['input']>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Scalars['Datetime']['input']>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<Scalars['Datetime']['input']>>;
};

/** All input for the `deleteCompanyPartnerManager` mutation. */
export type DeleteCompanyPartnerManagerInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId: Scalars['UUID']['input'];
  partnerManagerId: Scalars['UUID']['input'];
};

/** All input for the `deletePartnerManager` mutation. */
export type DeletePartnerManagerInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['UUID']['input'];
};

/** A filter to be used against Int fields. All fields are combined with a logical ‘and.’ */
export type IntFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Scalars['Int']['input']>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Scalars['Int']['input']>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Scalars['Int']['input']>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Scalars['Int']['input']>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Scalars['Int']['input']>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Scalars['Int']['input']>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Scalars['Int']['input']>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Scalars['Int']['input']>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type JoinApplicationStatus =
  | 'APPLYING'
  | 'APPROVED'
  | 'REJECTED';

/** A filter to be used against JoinApplicationStatus fields. All fields are combined with a logical ‘and.’ */
export type JoinApplicationStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<JoinApplicationStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<JoinApplicationStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<JoinApplicationStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<JoinApplicationStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<JoinApplicationStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<JoinApplicationStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<JoinApplicationStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<JoinApplicationStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<JoinApplicationStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<JoinApplicationStatus>>;
};

/** All input for the `joinCompanyWithInvitationCode` mutation. */
export type JoinCompanyWithInvitationCodeInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `markAllUserMessagesRead` mutation. */
export type MarkAllUserMessagesReadInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `markSwitchSiteSuggestionRead` mutation. */
export type MarkSwitchSiteSuggestionReadInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `markUserMessageRead` mutation. */
export type MarkUserMessageReadInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/**
 * A condition to be used against `PartnerManager` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type PartnerManagerCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `PartnerManager` object types. All fields are combined with a logical ‘and.’ */
export type PartnerManagerFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<PartnerManagerFilter>>;
  /** Filter by the object’s `companyPartnerManagers` relation. */
  companyPartnerManagers?: InputMaybe<PartnerManagerToManyCompanyPartnerManagerFilter>;
  /** Some related `companyPartnerManagers` exist. */
  companyPartnerManagersExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<PartnerManagerFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<PartnerManagerFilter>>;
};

/** An input for mutations affecting `PartnerManager` */
export type PartnerManagerInput = {
  avatar?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** Methods to use when ordering `PartnerManager`. */
export type PartnerManagerOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** Represents an update to a `PartnerManager`. Fields that are set will be updated. */
export type PartnerManagerPatch = {
  avatar?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against many `CompanyPartnerManager` object types. All fields are combined with a logical ‘and.’ */
export type PartnerManagerToManyCompanyPartnerManagerFilter = {
  /** Every related `CompanyPartnerManager` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPartnerManagerFilter>;
  /** No related `CompanyPartnerManager` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPartnerManagerFilter>;
  /** Some related `CompanyPartnerManager` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPartnerManagerFilter>;
};

/**
 * A condition to be used against `PermissionKey` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type PermissionKeyCondition = {
  /** Checks for equality with the object’s `key` field. */
  key?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against `PermissionKey` object types. All fields are combined with a logical ‘and.’ */
export type PermissionKeyFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<PermissionKeyFilter>>;
  /** Filter by the object’s `key` field. */
  key?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<PermissionKeyFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<PermissionKeyFilter>>;
  /** Filter by the object’s `rolePermissionsByPermissionKey` relation. */
  rolePermissionsByPermissionKey?: InputMaybe<PermissionKeyToManyRolePermissionFilter>;
  /** Some related `rolePermissionsByPermissionKey` exist. */
  rolePermissionsByPermissionKeyExist?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Methods to use when ordering `PermissionKey`. */
export type PermissionKeyOrderBy =
  | 'KEY_ASC'
  | 'KEY_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** A filter to be used against many `RolePermission` object types. All fields are combined with a logical ‘and.’ */
export type PermissionKeyToManyRolePermissionFilter = {
  /** Every related `RolePermission` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<RolePermissionFilter>;
  /** No related `RolePermission` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<RolePermissionFilter>;
  /** Some related `RolePermission` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<RolePermissionFilter>;
};

/**
 * A condition to be used against `Position` object types. All fields are tested
 * for equality and combined with a logical ‘and.’
 */
export type PositionCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `Position` object types. All fields are combined with a logical ‘and.’ */
export type PositionFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<PositionFilter>>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Negates the expression. */
  not?: InputMaybe<PositionFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<PositionFilter>>;
  /** Filter by the object’s `users` relation. */
  users?: InputMaybe<PositionToManyUserFilter>;
  /** Some related `users` exist. */
  usersExist?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Methods to use when ordering `Position`. */
export type PositionOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** A filter to be used against many `User` object types. All fields are combined with a logical ‘and.’ */
export type PositionToManyUserFilter = {
  /** Every related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<UserFilter>;
  /** No related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<UserFilter>;
  /** Some related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<UserFilter>;
};

/** All input for the `rejectCompanyJoinApplication` mutation. */
export type RejectCompanyJoinApplicationInput = {
  applicationId?: InputMaybe<Scalars['UUID']['input']>;
  auditComment?: InputMaybe<Scalars['String']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** A condition to be used against `Role` object types. All fields are tested for equality and combined with a logical ‘and.’ */
export type RoleCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `key` field. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `type` field. */
  type?: InputMaybe<RoleType>;
};

/** A filter to be used against `Role` object types. All fields are combined with a logical ‘and.’ */
export type RoleFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<RoleFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** A related `company` exists. */
  companyExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `key` field. */
  key?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<RoleFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<RoleFilter>>;
  /** Filter by the object’s `permissionKeys` field. */
  permissionKeys?: InputMaybe<StringListFilter>;
  /** Filter by the object’s `rolePermissions` relation. */
  rolePermissions?: InputMaybe<RoleToManyRolePermissionFilter>;
  /** Some related `rolePermissions` exist. */
  rolePermissionsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `type` field. */
  type?: InputMaybe<RoleTypeFilter>;
  /** Filter by the object’s `userRoles` relation. */
  userRoles?: InputMaybe<RoleToManyUserRoleFilter>;
  /** Some related `userRoles` exist. */
  userRolesExist?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Methods to use when ordering `Role`. */
export type RoleOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'KEY_ASC'
  | 'KEY_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/**
 * A condition to be used against `RolePermission` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type RolePermissionCondition = {
  /** Checks for equality with the object’s `permissionKey` field. */
  permissionKey?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `roleId` field. */
  roleId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `RolePermission` object types. All fields are combined with a logical ‘and.’ */
export type RolePermissionFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<RolePermissionFilter>>;
  /** Negates the expression. */
  not?: InputMaybe<RolePermissionFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<RolePermissionFilter>>;
  /** Filter by the object’s `permissionKey` field. */
  permissionKey?: InputMaybe<StringFilter>;
  /** Filter by the object’s `permissionKeyByPermissionKey` relation. */
  permissionKeyByPermissionKey?: InputMaybe<PermissionKeyFilter>;
  /** Filter by the object’s `role` relation. */
  role?: InputMaybe<RoleFilter>;
  /** Filter by the object’s `roleId` field. */
  roleId?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `RolePermission`. */
export type RolePermissionOrderBy =
  | 'NATURAL'
  | 'PERMISSION_KEY_ASC'
  | 'PERMISSION_KEY_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'ROLE_ID_ASC'
  | 'ROLE_ID_DESC';

/** A filter to be used against many `RolePermission` object types. All fields are combined with a logical ‘and.’ */
export type RoleToManyRolePermissionFilter = {
  /** Every related `RolePermission` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<RolePermissionFilter>;
  /** No related `RolePermission` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<RolePermissionFilter>;
  /** Some related `RolePermission` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<RolePermissionFilter>;
};

/** A filter to be used against many `UserRole` object types. All fields are combined with a logical ‘and.’ */
export type RoleToManyUserRoleFilter = {
  /** Every related `UserRole` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<UserRoleFilter>;
  /** No related `UserRole` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<UserRoleFilter>;
  /** Some related `UserRole` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<UserRoleFilter>;
};

export type RoleType =
  | 'ORGANIZATIONAL'
  | 'PERSONAL';

/** A filter to be used against RoleType fields. All fields are combined with a logical ‘and.’ */
export type RoleTypeFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<RoleType>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<RoleType>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<RoleType>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<RoleType>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<RoleType>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<RoleType>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<RoleType>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<RoleType>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<RoleType>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<RoleType>>;
};

/**
 * A condition to be used against `RootUser` object types. All fields are tested
 * for equality and combined with a logical ‘and.’
 */
export type RootUserCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `RootUser` object types. All fields are combined with a logical ‘and.’ */
export type RootUserFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<RootUserFilter>>;
  /** Filter by the object’s `companyJoinApplicationsByApplicantId` relation. */
  companyJoinApplicationsByApplicantId?: InputMaybe<RootUserToManyCompanyJoinApplicationFilter>;
  /** Some related `companyJoinApplicationsByApplicantId` exist. */
  companyJoinApplicationsByApplicantIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<RootUserFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<RootUserFilter>>;
  /** Filter by the object’s `userMessages` relation. */
  userMessages?: InputMaybe<RootUserToManyUserMessageFilter>;
  /** Some related `userMessages` exist. */
  userMessagesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `users` relation. */
  users?: InputMaybe<RootUserToManyUserFilter>;
  /** Some related `users` exist. */
  usersExist?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Methods to use when ordering `RootUser`. */
export type RootUserOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** A filter to be used against many `CompanyJoinApplication` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyCompanyJoinApplicationFilter = {
  /** Every related `CompanyJoinApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyJoinApplicationFilter>;
  /** No related `CompanyJoinApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyJoinApplicationFilter>;
  /** Some related `CompanyJoinApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyJoinApplicationFilter>;
};

/** A filter to be used against many `User` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyUserFilter = {
  /** Every related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<UserFilter>;
  /** No related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<UserFilter>;
  /** Some related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<UserFilter>;
};

/** A filter to be used against many `UserMessage` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyUserMessageFilter = {
  /** Every related `UserMessage` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<UserMessageFilter>;
  /** No related `UserMessage` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<UserMessageFilter>;
  /** Some related `UserMessage` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<UserMessageFilter>;
};

/** All input for the `setRolePermissionKeys` mutation. */
export type SetRolePermissionKeysInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  permissionKeys?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  roleId?: InputMaybe<Scalars['UUID']['input']>;
};

export type Site =
  | 'GLOBAL'
  | 'MAINLAND';

/** A filter to be used against Site fields. All fields are combined with a logical ‘and.’ */
export type SiteFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Site>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Site>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Site>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Site>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<Site>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Site>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Site>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Site>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Site>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<Site>>;
};

/** A filter to be used against String fields. All fields are combined with a logical ‘and.’ */
export type StringFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Scalars['String']['input']>;
  /** Not equal to the specified value, treating null like an ordinary value (case-insensitive). */
  distinctFromInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Ends with the specified string (case-sensitive). */
  endsWith?: InputMaybe<Scalars['String']['input']>;
  /** Ends with the specified string (case-insensitive). */
  endsWithInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Scalars['String']['input']>;
  /** Equal to the specified value (case-insensitive). */
  equalToInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Scalars['String']['input']>;
  /** Greater than the specified value (case-insensitive). */
  greaterThanInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Scalars['String']['input']>;
  /** Greater than or equal to the specified value (case-insensitive). */
  greaterThanOrEqualToInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Included in the specified list (case-insensitive). */
  inInsensitive?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Contains the specified string (case-sensitive). */
  includes?: InputMaybe<Scalars['String']['input']>;
  /** Contains the specified string (case-insensitive). */
  includesInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Scalars['String']['input']>;
  /** Less than the specified value (case-insensitive). */
  lessThanInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Scalars['String']['input']>;
  /** Less than or equal to the specified value (case-insensitive). */
  lessThanOrEqualToInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Matches the specified pattern (case-sensitive). An underscore (_) matches any single character; a percent sign (%) matches any sequence of zero or more characters. */
  like?: InputMaybe<Scalars['String']['input']>;
  /** Matches the specified pattern (case-insensitive). An underscore (_) matches any single character; a percent sign (%) matches any sequence of zero or more characters. */
  likeInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Scalars['String']['input']>;
  /** Equal to the specified value, treating null like an ordinary value (case-insensitive). */
  notDistinctFromInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Does not end with the specified string (case-sensitive). */
  notEndsWith?: InputMaybe<Scalars['String']['input']>;
  /** Does not end with the specified string (case-insensitive). */
  notEndsWithInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Scalars['String']['input']>;
  /** Not equal to the specified value (case-insensitive). */
  notEqualToInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Not included in the specified list (case-insensitive). */
  notInInsensitive?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Does not contain the specified string (case-sensitive). */
  notIncludes?: InputMaybe<Scalars['String']['input']>;
  /** Does not contain the specified string (case-insensitive). */
  notIncludesInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Does not match the specified pattern (case-sensitive). An underscore (_) matches any single character; a percent sign (%) matches any sequence of zero or more characters. */
  notLike?: InputMaybe<Scalars['String']['input']>;
  /** Does not match the specified pattern (case-insensitive). An underscore (_) matches any single character; a percent sign (%) matches any sequence of zero or more characters. */
  notLikeInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Does not start with the specified string (case-sensitive). */
  notStartsWith?: InputMaybe<Scalars['String']['input']>;
  /** Does not start with the specified string (case-insensitive). */
  notStartsWithInsensitive?: InputMaybe<Scalars['String']['input']>;
  /** Starts with the specified string (case-sensitive). */
  startsWith?: InputMaybe<Scalars['String']['input']>;
  /** Starts with the specified string (case-insensitive). */
  startsWithInsensitive?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against String List fields. All fields are combined with a logical ‘and.’ */
export type StringListFilter = {
  /** Any array item is equal to the specified value. */
  anyEqualTo?: InputMaybe<Scalars['String']['input']>;
  /** Any array item is greater than the specified value. */
  anyGreaterThan?: InputMaybe<Scalars['String']['input']>;
  /** Any array item is greater than or equal to the specified value. */
  anyGreaterThanOrEqualTo?: InputMaybe<Scalars['String']['input']>;
  /** Any array item is less than the specified value. */
  anyLessThan?: InputMaybe<Scalars['String']['input']>;
  /** Any array item is less than or equal to the specified value. */
  anyLessThanOrEqualTo?: InputMaybe<Scalars['String']['input']>;
  /** Any array item is not equal to the specified value. */
  anyNotEqualTo?: InputMaybe<Scalars['String']['input']>;
  /** Contained by the specified list of values. */
  containedBy?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Contains the specified list of values. */
  contains?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Overlaps the specified list of values. */
  overlaps?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

/** A filter to be used against UUID fields. All fields are combined with a logical ‘and.’ */
export type UuidFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Scalars['UUID']['input']>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Scalars['UUID']['input']>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Scalars['UUID']['input']>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Scalars['UUID']['input']>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<Scalars['UUID']['input']>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Scalars['UUID']['input']>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Scalars['UUID']['input']>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Scalars['UUID']['input']>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Scalars['UUID']['input']>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<Scalars['UUID']['input']>>;
};

/** All input for the `updateCompany` mutation. */
export type UpdateCompanyInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['UUID']['input'];
  /** An object where the defined keys will be set on the `Company` being updated. */
  patch: CompanyPatch;
};

/** All input for the `updateCompanyJoinApplicationRemark` mutation. */
export type UpdateCompanyJoinApplicationRemarkInput = {
  applicationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updatePartnerManager` mutation. */
export type UpdatePartnerManagerInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['UUID']['input'];
  /** An object where the defined keys will be set on the `PartnerManager` being updated. */
  patch: PartnerManagerPatch;
};

/** All input for the `updateUserByRootUserIdAndCompanyId` mutation. */
export type UpdateUserByRootUserIdAndCompanyIdInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId: Scalars['UUID']['input'];
  /** An object where the defined keys will be set on the `User` being updated. */
  patch: UserPatch;
  rootUserId: Scalars['UUID']['input'];
};

/** All input for the `updateUser` mutation. */
export type UpdateUserInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['UUID']['input'];
  /** An object where the defined keys will be set on the `User` being updated. */
  patch: UserPatch;
};

/** A condition to be used against `User` object types. All fields are tested for equality and combined with a logical ‘and.’ */
export type UserCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `email` field. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `firstJoinedAt` field. */
  firstJoinedAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `positionId` field. */
  positionId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `rootUserId` field. */
  rootUserId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<UserStatus>;
};

/** A filter to be used against `User` object types. All fields are combined with a logical ‘and.’ */
export type UserFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<UserFilter>>;
  /** Filter by the object’s `canApplyJoinCompany` field. */
  canApplyJoinCompany?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** A related `company` exists. */
  companyExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `companyName` field. */
  companyName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `email` field. */
  email?: InputMaybe<StringFilter>;
  /** Filter by the object’s `firstJoinedAt` field. */
  firstJoinedAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `isOnlyPartnerCompanyInternalAdmin` field. */
  isOnlyPartnerCompanyInternalAdmin?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<UserFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<UserFilter>>;
  /** Filter by the object’s `permissionKeys` field. */
  permissionKeys?: InputMaybe<StringListFilter>;
  /** Filter by the object’s `position` relation. */
  position?: InputMaybe<PositionFilter>;
  /** A related `position` exists. */
  positionExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `positionId` field. */
  positionId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `roleNames` field. */
  roleNames?: InputMaybe<StringListFilter>;
  /** Filter by the object’s `rootUser` relation. */
  rootUser?: InputMaybe<RootUserFilter>;
  /** Filter by the object’s `rootUserId` field. */
  rootUserId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<UserStatusFilter>;
  /** Filter by the object’s `userRoles` relation. */
  userRoles?: InputMaybe<UserToManyUserRoleFilter>;
  /** Some related `userRoles` exist. */
  userRolesExist?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A condition to be used against `UserMessage` object types. All fields are tested
 * for equality and combined with a logical ‘and.’
 */
export type UserMessageCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `rootUserId` field. */
  rootUserId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `UserMessage` object types. All fields are combined with a logical ‘and.’ */
export type UserMessageFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<UserMessageFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** A related `company` exists. */
  companyExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyName` field. */
  companyName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<UserMessageFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<UserMessageFilter>>;
  /** Filter by the object’s `rootUser` relation. */
  rootUser?: InputMaybe<RootUserFilter>;
  /** Filter by the object’s `rootUserId` field. */
  rootUserId?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `UserMessage`. */
export type UserMessageOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'ROOT_USER_ID_ASC'
  | 'ROOT_USER_ID_DESC';

export type UserMessageType =
  | 'COMMON'
  | 'COMPANY'
  | 'INFORMATION';

/** Methods to use when ordering `User`. */
export type UserOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'EMAIL_ASC'
  | 'EMAIL_DESC'
  | 'FIRST_JOINED_AT_ASC'
  | 'FIRST_JOINED_AT_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NATURAL'
  | 'POSITION_ID_ASC'
  | 'POSITION_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'ROOT_USER_ID_ASC'
  | 'ROOT_USER_ID_DESC';

/** Represents an update to a `User`. Fields that are set will be updated. */
export type UserPatch = {
  name?: InputMaybe<Scalars['String']['input']>;
  positionId?: InputMaybe<Scalars['Int']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A condition to be used against `UserRole` object types. All fields are tested
 * for equality and combined with a logical ‘and.’
 */
export type UserRoleCondition = {
  /** Checks for equality with the object’s `roleId` field. */
  roleId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `userId` field. */
  userId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `UserRole` object types. All fields are combined with a logical ‘and.’ */
export type UserRoleFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<UserRoleFilter>>;
  /** Negates the expression. */
  not?: InputMaybe<UserRoleFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<UserRoleFilter>>;
  /** Filter by the object’s `role` relation. */
  role?: InputMaybe<RoleFilter>;
  /** Filter by the object’s `roleId` field. */
  roleId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `user` relation. */
  user?: InputMaybe<UserFilter>;
  /** Filter by the object’s `userId` field. */
  userId?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `UserRole`. */
export type UserRoleOrderBy =
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'ROLE_ID_ASC'
  | 'ROLE_ID_DESC'
  | 'USER_ID_ASC'
  | 'USER_ID_DESC';

export type UserStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'EXITED'
  | 'INACTIVE'
  | 'JOINED'
  | 'TOBEINVITED';

/** A filter to be used against UserStatus fields. All fields are combined with a logical ‘and.’ */
export type UserStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<UserStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<UserStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<UserStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<UserStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<UserStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<UserStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<UserStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<UserStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<UserStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<UserStatus>>;
};

/** A filter to be used against many `UserRole` object types. All fields are combined with a logical ‘and.’ */
export type UserToManyUserRoleFilter = {
  /** Every related `UserRole` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<UserRoleFilter>;
  /** No related `UserRole` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<UserRoleFilter>;
  /** Some related `UserRole` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<UserRoleFilter>;
};

export type AdminCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCurrentUserQuery = { currentUserInfo?: { rootUserId: string, defaultUser?: { userId: string, userName: string, avatar?: string | null, permissionKeys: Array<string> } | null, ownCompanyUsers: Array<{ companyId: string }> } | null };

export type AdminPermissionKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPermissionKeysQuery = { permissionKeys?: { nodes: Array<{ key: string, name: string, nameZh: string, sortOrder: number } | null> } | null };
