/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
  /**
   * A signed eight-byte integer. The upper big integer values are greater than the
   * max value for a JavaScript number. Therefore all big integers will be output as
   * strings and not numbers.
   */
  BigInt: { input: string; output: string; }
  /** A location in a connection that can be used for resuming pagination. */
  Cursor: { input: string; output: string; }
  /** A calendar date in YYYY-MM-DD format. */
  Date: { input: string; output: string; }
  /**
   * A point in time as described by the [ISO
   * 8601](https://en.wikipedia.org/wiki/ISO_8601) and, if it has a timezone, [RFC
   * 3339](https://datatracker.ietf.org/doc/html/rfc3339) standards. Input values
   * that do not conform to both ISO 8601 and RFC 3339 may be coerced, which may lead
   * to unexpected results.
   */
  Datetime: { input: string; output: string; }
  /** Represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** A universally unique identifier as defined by [RFC 4122](https://tools.ietf.org/html/rfc4122). */
  UUID: { input: string; output: string; }
};

/**
 * A condition to be used against `AnnouncementAttachment` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type AnnouncementAttachmentCondition = {
  /** Checks for equality with the object’s `announcementId` field. */
  announcementId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `fileId` field. */
  fileId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `AnnouncementAttachment` object types. All fields are combined with a logical ‘and.’ */
export type AnnouncementAttachmentFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<AnnouncementAttachmentFilter>>;
  /** Filter by the object’s `announcement` relation. */
  announcement?: InputMaybe<AnnouncementFilter>;
  /** Filter by the object’s `announcementId` field. */
  announcementId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `file` relation. */
  file?: InputMaybe<UploadedFileFilter>;
  /** Filter by the object’s `fileId` field. */
  fileId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `mimeType` field. */
  mimeType?: InputMaybe<StringFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<AnnouncementAttachmentFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<AnnouncementAttachmentFilter>>;
  /** Filter by the object’s `size` field. */
  size?: InputMaybe<BigIntFilter>;
};

/** Methods to use when ordering `AnnouncementAttachment`. */
export type AnnouncementAttachmentOrderBy =
  | 'ANNOUNCEMENT_ID_ASC'
  | 'ANNOUNCEMENT_ID_DESC'
  | 'FILE_ID_ASC'
  | 'FILE_ID_DESC'
  | 'NATURAL'
  | 'POSITION_ASC'
  | 'POSITION_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/**
 * A condition to be used against `Announcement` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type AnnouncementCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `createdBy` field. */
  createdBy?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `pinnedAt` field. */
  pinnedAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `semanticId` field. */
  semanticId?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<PublicationStatus>;
  /** Checks for equality with the object’s `title` field. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `typeId` field. */
  typeId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `Announcement` object types. All fields are combined with a logical ‘and.’ */
export type AnnouncementFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<AnnouncementFilter>>;
  /** Filter by the object’s `announcementAttachments` relation. */
  announcementAttachments?: InputMaybe<AnnouncementToManyAnnouncementAttachmentFilter>;
  /** Some related `announcementAttachments` exist. */
  announcementAttachmentsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `createdBy` field. */
  createdBy?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `isTop` field. */
  isTop?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<AnnouncementFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<AnnouncementFilter>>;
  /** Filter by the object’s `pinnedAt` field. */
  pinnedAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `rootUserByCreatedBy` relation. */
  rootUserByCreatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByCreatedBy` exists. */
  rootUserByCreatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUserByUpdatedBy` relation. */
  rootUserByUpdatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByUpdatedBy` exists. */
  rootUserByUpdatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `semanticId` field. */
  semanticId?: InputMaybe<StringFilter>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<PublicationStatusFilter>;
  /** Filter by the object’s `title` field. */
  title?: InputMaybe<StringFilter>;
  /** Filter by the object’s `type` relation. */
  type?: InputMaybe<AnnouncementTypeFilter>;
  /** Filter by the object’s `typeId` field. */
  typeId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `Announcement`. */
export type AnnouncementOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CREATED_BY_ASC'
  | 'CREATED_BY_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PINNED_AT_ASC'
  | 'PINNED_AT_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'PUBLISH_TIME_ASC'
  | 'PUBLISH_TIME_DESC'
  | 'SEMANTIC_ID_ASC'
  | 'SEMANTIC_ID_DESC'
  | 'TYPE_ID_ASC'
  | 'TYPE_ID_DESC'
  | 'UPDATED_BY_ASC'
  | 'UPDATED_BY_DESC';

/** A filter to be used against many `AnnouncementAttachment` object types. All fields are combined with a logical ‘and.’ */
export type AnnouncementToManyAnnouncementAttachmentFilter = {
  /** Every related `AnnouncementAttachment` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<AnnouncementAttachmentFilter>;
  /** No related `AnnouncementAttachment` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<AnnouncementAttachmentFilter>;
  /** Some related `AnnouncementAttachment` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<AnnouncementAttachmentFilter>;
};

/**
 * A condition to be used against `AnnouncementType` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type AnnouncementTypeCondition = {
  /** Checks for equality with the object’s `createdBy` field. */
  createdBy?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against `AnnouncementType` object types. All fields are combined with a logical ‘and.’ */
export type AnnouncementTypeFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<AnnouncementTypeFilter>>;
  /** Filter by the object’s `announcementsByTypeId` relation. */
  announcementsByTypeId?: InputMaybe<AnnouncementTypeToManyAnnouncementFilter>;
  /** Some related `announcementsByTypeId` exist. */
  announcementsByTypeIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `createdBy` field. */
  createdBy?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<AnnouncementTypeFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<AnnouncementTypeFilter>>;
  /** Filter by the object’s `rootUserByCreatedBy` relation. */
  rootUserByCreatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByCreatedBy` exists. */
  rootUserByCreatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Methods to use when ordering `AnnouncementType`. */
export type AnnouncementTypeOrderBy =
  | 'CREATED_BY_ASC'
  | 'CREATED_BY_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** A filter to be used against many `Announcement` object types. All fields are combined with a logical ‘and.’ */
export type AnnouncementTypeToManyAnnouncementFilter = {
  /** Every related `Announcement` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<AnnouncementFilter>;
  /** No related `Announcement` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<AnnouncementFilter>;
  /** Some related `Announcement` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<AnnouncementFilter>;
};

/**
 * A condition to be used against `ApplicationScenario` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type ApplicationScenarioCondition = {
  /** Checks for equality with the object’s `enabled` field. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `nameZh` field. */
  nameZh?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<Scalars['Datetime']['input']>;
};

/** A filter to be used against `ApplicationScenario` object types. All fields are combined with a logical ‘and.’ */
export type ApplicationScenarioFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ApplicationScenarioFilter>>;
  /** Filter by the object’s `enabled` field. */
  enabled?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Filter by the object’s `nameZh` field. */
  nameZh?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ApplicationScenarioFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ApplicationScenarioFilter>>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
  /** Filter by the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<DatetimeFilter>;
};

/** An input for mutations affecting `ApplicationScenario` */
export type ApplicationScenarioInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Methods to use when ordering `ApplicationScenario`. */
export type ApplicationScenarioOrderBy =
  | 'ENABLED_ASC'
  | 'ENABLED_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NAME_ZH_ASC'
  | 'NAME_ZH_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC'
  | 'UPDATED_AT_ASC'
  | 'UPDATED_AT_DESC';

/** Represents an update to a `ApplicationScenario`. Fields that are set will be updated. */
export type ApplicationScenarioPatch = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `applyCompanyCertification` mutation. */
export type ApplyCompanyCertificationInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  levelId?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `applyPersonalCertification` mutation. */
export type ApplyPersonalCertificationInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  deliveryAddressId?: InputMaybe<Scalars['UUID']['input']>;
  deliveryContactName?: InputMaybe<Scalars['String']['input']>;
  deliveryContactNumber?: InputMaybe<Scalars['String']['input']>;
  deliveryContactPrefix?: InputMaybe<Scalars['String']['input']>;
  invoiceCompanyName?: InputMaybe<Scalars['String']['input']>;
  invoiceContentType?: InputMaybe<InvoiceContentType>;
  invoiceReceiverEmail?: InputMaybe<Scalars['String']['input']>;
  invoiceTaxNumber?: InputMaybe<Scalars['String']['input']>;
  invoiceTitle?: InputMaybe<Scalars['String']['input']>;
  invoiceTitleType?: InputMaybe<InvoiceTitleType>;
  paymentMethod?: InputMaybe<PersonalCertificationPaymentMethod>;
  pointType?: InputMaybe<CompanyPointType>;
  realName?: InputMaybe<Scalars['String']['input']>;
  receiptFileId?: InputMaybe<Scalars['UUID']['input']>;
  redeemCodeId?: InputMaybe<Scalars['UUID']['input']>;
  site?: InputMaybe<Site>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
  wantsInvoice?: InputMaybe<Scalars['Boolean']['input']>;
};

/** All input for the `applyReExam` mutation. */
export type ApplyReExamInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  examId?: InputMaybe<Scalars['UUID']['input']>;
  invoiceCompanyName?: InputMaybe<Scalars['String']['input']>;
  invoiceContentType?: InputMaybe<InvoiceContentType>;
  invoiceReceiverEmail?: InputMaybe<Scalars['String']['input']>;
  invoiceTaxNumber?: InputMaybe<Scalars['String']['input']>;
  invoiceTitle?: InputMaybe<Scalars['String']['input']>;
  invoiceTitleType?: InputMaybe<InvoiceTitleType>;
  paymentMethod?: InputMaybe<PersonalCertificationPaymentMethod>;
  pointType?: InputMaybe<CompanyPointType>;
  receiptFileId?: InputMaybe<Scalars['UUID']['input']>;
  wantsInvoice?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ApprovalSource =
  | 'PARTNER_COMPANY'
  | 'VENDOR';

/** A filter to be used against ApprovalSource fields. All fields are combined with a logical ‘and.’ */
export type ApprovalSourceFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<ApprovalSource>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<ApprovalSource>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<ApprovalSource>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<ApprovalSource>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<ApprovalSource>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<ApprovalSource>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<ApprovalSource>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<ApprovalSource>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<ApprovalSource>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<ApprovalSource>>;
};

export type ApprovalStatus =
  | 'APPROVED'
  | 'APPROVING'
  | 'REJECTED';

/** A filter to be used against ApprovalStatus fields. All fields are combined with a logical ‘and.’ */
export type ApprovalStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<ApprovalStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<ApprovalStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<ApprovalStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<ApprovalStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<ApprovalStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<ApprovalStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<ApprovalStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<ApprovalStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<ApprovalStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<ApprovalStatus>>;
};

/** All input for the `approveCompanyCertification` mutation. */
export type ApproveCompanyCertificationInput = {
  approvedLevelId?: InputMaybe<Scalars['Int']['input']>;
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  expiredDate?: InputMaybe<Scalars['Date']['input']>;
  grantDate?: InputMaybe<Scalars['Date']['input']>;
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

/** All input for the `approveExam` mutation. */
export type ApproveExamInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  examId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `approvePartnerApplication` mutation. */
export type ApprovePartnerApplicationInput = {
  applicationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  partnerManagerId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `approvePersonalCertification` mutation. */
export type ApprovePersonalCertificationInput = {
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `approvePointUsageApproval` mutation. */
export type ApprovePointUsageApprovalInput = {
  approvalId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `approveProjectFilingApproval` mutation. */
export type ApproveProjectFilingApprovalInput = {
  approvalId?: InputMaybe<Scalars['UUID']['input']>;
  auditComment?: InputMaybe<Scalars['String']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `arrangeExam` mutation. */
export type ArrangeExamInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  examId?: InputMaybe<Scalars['UUID']['input']>;
  form?: InputMaybe<ExamForm>;
  link?: InputMaybe<Scalars['String']['input']>;
  scheduledExamTime?: InputMaybe<Scalars['Datetime']['input']>;
  venue?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against BigFloat fields. All fields are combined with a logical ‘and.’ */
export type BigFloatFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<Scalars['BigFloat']['input']>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<Scalars['BigFloat']['input']>>;
};

/** A filter to be used against BigInt fields. All fields are combined with a logical ‘and.’ */
export type BigIntFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Scalars['BigInt']['input']>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Scalars['BigInt']['input']>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Scalars['BigInt']['input']>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Scalars['BigInt']['input']>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<Scalars['BigInt']['input']>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Scalars['BigInt']['input']>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Scalars['BigInt']['input']>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Scalars['BigInt']['input']>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Scalars['BigInt']['input']>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<Scalars['BigInt']['input']>>;
};

/** All input for the `bookExam` mutation. */
export type BookExamInput = {
  bookExamForm?: InputMaybe<ExamForm>;
  bookExamTime?: InputMaybe<Scalars['Datetime']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  examId?: InputMaybe<Scalars['UUID']['input']>;
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

/** All input for the `cancelPersonalCertification` mutation. */
export type CancelPersonalCertificationInput = {
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `cancelProjectFiling` mutation. */
export type CancelProjectFilingInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A condition to be used against `CertificationLevel` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type CertificationLevelCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `key` field. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `modifierId` field. */
  modifierId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `planId` field. */
  planId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `rank` field. */
  rank?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `CertificationLevel` object types. All fields are combined with a logical ‘and.’ */
export type CertificationLevelFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CertificationLevelFilter>>;
  /** Filter by the object’s `companies` relation. */
  companies?: InputMaybe<CertificationLevelToManyCompanyFilter>;
  /** Some related `companies` exist. */
  companiesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyCertificationsByAppliedLevelId` relation. */
  companyCertificationsByAppliedLevelId?: InputMaybe<CertificationLevelToManyCompanyCertificationFilter>;
  /** Some related `companyCertificationsByAppliedLevelId` exist. */
  companyCertificationsByAppliedLevelIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyCertificationsByApprovedLevelId` relation. */
  companyCertificationsByApprovedLevelId?: InputMaybe<CertificationLevelToManyCompanyCertificationFilter>;
  /** Some related `companyCertificationsByApprovedLevelId` exist. */
  companyCertificationsByApprovedLevelIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `key` field. */
  key?: InputMaybe<StringFilter>;
  /** Filter by the object’s `modifier` relation. */
  modifier?: InputMaybe<RootUserFilter>;
  /** A related `modifier` exists. */
  modifierExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `modifierId` field. */
  modifierId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `modifierName` field. */
  modifierName?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CertificationLevelFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CertificationLevelFilter>>;
  /** Filter by the object’s `plan` relation. */
  plan?: InputMaybe<CertificationPlanFilter>;
  /** Filter by the object’s `planId` field. */
  planId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `rank` field. */
  rank?: InputMaybe<IntFilter>;
};

/** Methods to use when ordering `CertificationLevel`. */
export type CertificationLevelOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'KEY_ASC'
  | 'KEY_DESC'
  | 'MODIFIER_ID_ASC'
  | 'MODIFIER_ID_DESC'
  | 'NATURAL'
  | 'PLAN_ID_ASC'
  | 'PLAN_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'RANK_ASC'
  | 'RANK_DESC';

/** A filter to be used against many `CompanyCertification` object types. All fields are combined with a logical ‘and.’ */
export type CertificationLevelToManyCompanyCertificationFilter = {
  /** Every related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyCertificationFilter>;
  /** No related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyCertificationFilter>;
  /** Some related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyCertificationFilter>;
};

/** A filter to be used against many `Company` object types. All fields are combined with a logical ‘and.’ */
export type CertificationLevelToManyCompanyFilter = {
  /** Every related `Company` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyFilter>;
  /** No related `Company` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyFilter>;
  /** Some related `Company` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyFilter>;
};

/**
 * A condition to be used against `CertificationPlan` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type CertificationPlanCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `site` field. */
  site?: InputMaybe<Site>;
};

/** A filter to be used against `CertificationPlan` object types. All fields are combined with a logical ‘and.’ */
export type CertificationPlanFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CertificationPlanFilter>>;
  /** Filter by the object’s `certificationLevelsByPlanId` relation. */
  certificationLevelsByPlanId?: InputMaybe<CertificationPlanToManyCertificationLevelFilter>;
  /** Some related `certificationLevelsByPlanId` exist. */
  certificationLevelsByPlanIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyCertificationsByPlanId` relation. */
  companyCertificationsByPlanId?: InputMaybe<CertificationPlanToManyCompanyCertificationFilter>;
  /** Some related `companyCertificationsByPlanId` exist. */
  companyCertificationsByPlanIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CertificationPlanFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CertificationPlanFilter>>;
  /** Filter by the object’s `site` field. */
  site?: InputMaybe<SiteFilter>;
};

/** Methods to use when ordering `CertificationPlan`. */
export type CertificationPlanOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** A filter to be used against many `CertificationLevel` object types. All fields are combined with a logical ‘and.’ */
export type CertificationPlanToManyCertificationLevelFilter = {
  /** Every related `CertificationLevel` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CertificationLevelFilter>;
  /** No related `CertificationLevel` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CertificationLevelFilter>;
  /** Some related `CertificationLevel` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CertificationLevelFilter>;
};

/** A filter to be used against many `CompanyCertification` object types. All fields are combined with a logical ‘and.’ */
export type CertificationPlanToManyCompanyCertificationFilter = {
  /** Every related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyCertificationFilter>;
  /** No related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyCertificationFilter>;
  /** Some related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyCertificationFilter>;
};

/**
 * A condition to be used against `CompanyCertification` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type CompanyCertificationCondition = {
  /** Checks for equality with the object’s `applicantId` field. */
  applicantId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `appliedLevelId` field. */
  appliedLevelId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `approvedLevelId` field. */
  approvedLevelId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `approverId` field. */
  approverId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `certificateFileId` field. */
  certificateFileId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `planId` field. */
  planId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `renewalOfId` field. */
  renewalOfId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<CompanyCertificationStatus>;
};

/** A filter to be used against `CompanyCertification` object types. All fields are combined with a logical ‘and.’ */
export type CompanyCertificationFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyCertificationFilter>>;
  /** Filter by the object’s `applicant` relation. */
  applicant?: InputMaybe<RootUserFilter>;
  /** A related `applicant` exists. */
  applicantExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `applicantId` field. */
  applicantId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `applicantName` field. */
  applicantName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `appliedLevel` relation. */
  appliedLevel?: InputMaybe<CertificationLevelFilter>;
  /** Filter by the object’s `appliedLevelId` field. */
  appliedLevelId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `approvedLevel` relation. */
  approvedLevel?: InputMaybe<CertificationLevelFilter>;
  /** A related `approvedLevel` exists. */
  approvedLevelExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `approvedLevelId` field. */
  approvedLevelId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `approver` relation. */
  approver?: InputMaybe<RootUserFilter>;
  /** A related `approver` exists. */
  approverExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `approverId` field. */
  approverId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `approverName` field. */
  approverName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `canRenew` field. */
  canRenew?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `certificateFile` relation. */
  certificateFile?: InputMaybe<UploadedFileFilter>;
  /** A related `certificateFile` exists. */
  certificateFileExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `certificateFileId` field. */
  certificateFileId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `certificateFileName` field. */
  certificateFileName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyCertificationsByRenewalOfId` relation. */
  companyCertificationsByRenewalOfId?: InputMaybe<CompanyCertificationToManyCompanyCertificationFilter>;
  /** Some related `companyCertificationsByRenewalOfId` exist. */
  companyCertificationsByRenewalOfIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `companyName` field. */
  companyName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyCertificationFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyCertificationFilter>>;
  /** Filter by the object’s `plan` relation. */
  plan?: InputMaybe<CertificationPlanFilter>;
  /** Filter by the object’s `planId` field. */
  planId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `renewalOf` relation. */
  renewalOf?: InputMaybe<CompanyCertificationFilter>;
  /** A related `renewalOf` exists. */
  renewalOfExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `renewalOfId` field. */
  renewalOfId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<CompanyCertificationStatusFilter>;
};

/** Methods to use when ordering `CompanyCertification`. */
export type CompanyCertificationOrderBy =
  | 'APPLICANT_ID_ASC'
  | 'APPLICANT_ID_DESC'
  | 'APPLIED_LEVEL_ID_ASC'
  | 'APPLIED_LEVEL_ID_DESC'
  | 'APPROVED_LEVEL_ID_ASC'
  | 'APPROVED_LEVEL_ID_DESC'
  | 'APPROVER_ID_ASC'
  | 'APPROVER_ID_DESC'
  | 'CERTIFICATE_FILE_ID_ASC'
  | 'CERTIFICATE_FILE_ID_DESC'
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PLAN_ID_ASC'
  | 'PLAN_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'RENEWAL_OF_ID_ASC'
  | 'RENEWAL_OF_ID_DESC';

export type CompanyCertificationStatus =
  | 'CANCELED'
  | 'COMMITTED'
  | 'EXPIRED'
  | 'REJECTED'
  | 'VALIDATING'
  | 'WAITING_APPROVAL';

/** A filter to be used against CompanyCertificationStatus fields. All fields are combined with a logical ‘and.’ */
export type CompanyCertificationStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<CompanyCertificationStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<CompanyCertificationStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<CompanyCertificationStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<CompanyCertificationStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<CompanyCertificationStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<CompanyCertificationStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<CompanyCertificationStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<CompanyCertificationStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<CompanyCertificationStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<CompanyCertificationStatus>>;
};

/** A filter to be used against many `CompanyCertification` object types. All fields are combined with a logical ‘and.’ */
export type CompanyCertificationToManyCompanyCertificationFilter = {
  /** Every related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyCertificationFilter>;
  /** No related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyCertificationFilter>;
  /** Some related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyCertificationFilter>;
};

/** A condition to be used against `Company` object types. All fields are tested for equality and combined with a logical ‘and.’ */
export type CompanyCondition = {
  /** Checks for equality with the object’s `certificationLevelId` field. */
  certificationLevelId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `industry` field. */
  industry?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Only companies whose name contains this text, ignoring case (a blank text does not narrow). */
  nameContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `scale` field. */
  scale?: InputMaybe<CompanyScale>;
  /** Checks for equality with the object’s `site` field. */
  site?: InputMaybe<Site>;
};

/** A filter to be used against `Company` object types. All fields are combined with a logical ‘and.’ */
export type CompanyFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyFilter>>;
  /** Filter by the object’s `certificationLevel` relation. */
  certificationLevel?: InputMaybe<CertificationLevelFilter>;
  /** A related `certificationLevel` exists. */
  certificationLevelExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `certificationLevelId` field. */
  certificationLevelId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `companyCertifications` relation. */
  companyCertifications?: InputMaybe<CompanyToManyCompanyCertificationFilter>;
  /** Some related `companyCertifications` exist. */
  companyCertificationsExist?: InputMaybe<Scalars['Boolean']['input']>;
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
  /** Filter by the object’s `companyPerformanceTargets` relation. */
  companyPerformanceTargets?: InputMaybe<CompanyToManyCompanyPerformanceTargetFilter>;
  /** Some related `companyPerformanceTargets` exist. */
  companyPerformanceTargetsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPerformances` relation. */
  companyPerformances?: InputMaybe<CompanyToManyCompanyPerformanceFilter>;
  /** Some related `companyPerformances` exist. */
  companyPerformancesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPointBalances` relation. */
  companyPointBalances?: InputMaybe<CompanyToManyCompanyPointBalanceFilter>;
  /** Some related `companyPointBalances` exist. */
  companyPointBalancesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPointConsumptions` relation. */
  companyPointConsumptions?: InputMaybe<CompanyToManyCompanyPointConsumptionFilter>;
  /** Some related `companyPointConsumptions` exist. */
  companyPointConsumptionsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPointHolds` relation. */
  companyPointHolds?: InputMaybe<CompanyToManyCompanyPointHoldFilter>;
  /** Some related `companyPointHolds` exist. */
  companyPointHoldsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPoints` relation. */
  companyPoints?: InputMaybe<CompanyToManyCompanyPointFilter>;
  /** Some related `companyPoints` exist. */
  companyPointsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `exams` relation. */
  exams?: InputMaybe<CompanyToManyExamFilter>;
  /** Filter by the object’s `examsByPointCompanyId` relation. */
  examsByPointCompanyId?: InputMaybe<CompanyToManyExamFilter>;
  /** Some related `examsByPointCompanyId` exist. */
  examsByPointCompanyIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Some related `exams` exist. */
  examsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `expiringMarketPoints` field. */
  expiringMarketPoints?: InputMaybe<IntFilter>;
  /** Filter by the object’s `expiringProductPoints` field. */
  expiringProductPoints?: InputMaybe<IntFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `industry` field. */
  industry?: InputMaybe<StringFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyFilter>>;
  /** Filter by the object’s `partnerApplications` relation. */
  partnerApplications?: InputMaybe<CompanyToManyPartnerApplicationFilter>;
  /** Some related `partnerApplications` exist. */
  partnerApplicationsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `personalCertifications` relation. */
  personalCertifications?: InputMaybe<CompanyToManyPersonalCertificationFilter>;
  /** Some related `personalCertifications` exist. */
  personalCertificationsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `pointUsageApprovals` relation. */
  pointUsageApprovals?: InputMaybe<CompanyToManyPointUsageApprovalFilter>;
  /** Some related `pointUsageApprovals` exist. */
  pointUsageApprovalsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingApprovals` relation. */
  projectFilingApprovals?: InputMaybe<CompanyToManyProjectFilingApprovalFilter>;
  /** Some related `projectFilingApprovals` exist. */
  projectFilingApprovalsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingQuotaRules` relation. */
  projectFilingQuotaRules?: InputMaybe<CompanyToManyProjectFilingQuotaRuleFilter>;
  /** Some related `projectFilingQuotaRules` exist. */
  projectFilingQuotaRulesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilings` relation. */
  projectFilings?: InputMaybe<CompanyToManyProjectFilingFilter>;
  /** Some related `projectFilings` exist. */
  projectFilingsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `roles` relation. */
  roles?: InputMaybe<CompanyToManyRoleFilter>;
  /** Some related `roles` exist. */
  rolesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `scale` field. */
  scale?: InputMaybe<CompanyScaleFilter>;
  /** Filter by the object’s `site` field. */
  site?: InputMaybe<SiteFilter>;
  /** Filter by the object’s `totalMarketPoints` field. */
  totalMarketPoints?: InputMaybe<IntFilter>;
  /** Filter by the object’s `totalProductPoints` field. */
  totalProductPoints?: InputMaybe<IntFilter>;
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
  | 'CERTIFICATION_LEVEL_ID_ASC'
  | 'CERTIFICATION_LEVEL_ID_DESC'
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

/**
 * A condition to be used against `CompanyPerformance` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type CompanyPerformanceCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Only rows of companies whose name contains this text, ignoring case (a blank text does not narrow). */
  companyNameContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `currencyIsoCode` field. */
  currencyIsoCode?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `customerFullName` field. */
  customerFullName?: InputMaybe<Scalars['String']['input']>;
  /** Only records whose customer's name contains this text, ignoring case (a blank text does not narrow). */
  customerNameContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `effectiveDate` field. */
  effectiveDate?: InputMaybe<Scalars['Date']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `performance` field. */
  performance?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Checks for equality with the object’s `projectFilingId` field. */
  projectFilingId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `projectType` field. */
  projectType?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `semanticId` field. */
  semanticId?: InputMaybe<Scalars['String']['input']>;
  /** Only records whose performance number contains this text, ignoring case (a blank text does not narrow). */
  semanticIdContains?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against `CompanyPerformance` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPerformanceFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyPerformanceFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `currencyIsoCode` field. */
  currencyIsoCode?: InputMaybe<StringFilter>;
  /** Filter by the object’s `customerFullName` field. */
  customerFullName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `effectiveDate` field. */
  effectiveDate?: InputMaybe<DateFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyPerformanceFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyPerformanceFilter>>;
  /** Filter by the object’s `performance` field. */
  performance?: InputMaybe<BigFloatFilter>;
  /** Filter by the object’s `projectFiling` relation. */
  projectFiling?: InputMaybe<ProjectFilingFilter>;
  /** Filter by the object’s `projectFilingId` field. */
  projectFilingId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `projectType` field. */
  projectType?: InputMaybe<StringFilter>;
  /** Filter by the object’s `rootUserByCreatedBy` relation. */
  rootUserByCreatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByCreatedBy` exists. */
  rootUserByCreatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUserByUpdatedBy` relation. */
  rootUserByUpdatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByUpdatedBy` exists. */
  rootUserByUpdatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `semanticId` field. */
  semanticId?: InputMaybe<StringFilter>;
};

/** Methods to use when ordering `CompanyPerformance`. */
export type CompanyPerformanceOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CURRENCY_ISO_CODE_ASC'
  | 'CURRENCY_ISO_CODE_DESC'
  | 'CUSTOMER_FULL_NAME_ASC'
  | 'CUSTOMER_FULL_NAME_DESC'
  | 'EFFECTIVE_DATE_ASC'
  | 'EFFECTIVE_DATE_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PERFORMANCE_ASC'
  | 'PERFORMANCE_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'PROJECT_FILING_ID_ASC'
  | 'PROJECT_FILING_ID_DESC'
  | 'PROJECT_TYPE_ASC'
  | 'PROJECT_TYPE_DESC'
  | 'SEMANTIC_ID_ASC'
  | 'SEMANTIC_ID_DESC';

/**
 * A condition to be used against `CompanyPerformanceTarget` object types. All
 * fields are tested for equality and combined with a logical ‘and.’
 */
export type CompanyPerformanceTargetCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdBy` field. */
  createdBy?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `projectType` field. */
  projectType?: InputMaybe<PerformanceProjectType>;
  /** Checks for equality with the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `year` field. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `CompanyPerformanceTarget` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPerformanceTargetFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyPerformanceTargetFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `companyName` field. */
  companyName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `completion` field. */
  completion?: InputMaybe<BigFloatFilter>;
  /** Filter by the object’s `createdBy` field. */
  createdBy?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `creatorName` field. */
  creatorName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyPerformanceTargetFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyPerformanceTargetFilter>>;
  /** Filter by the object’s `projectType` field. */
  projectType?: InputMaybe<PerformanceProjectTypeFilter>;
  /** Filter by the object’s `rootUserByCreatedBy` relation. */
  rootUserByCreatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByCreatedBy` exists. */
  rootUserByCreatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUserByUpdatedBy` relation. */
  rootUserByUpdatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByUpdatedBy` exists. */
  rootUserByUpdatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `updaterName` field. */
  updaterName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `year` field. */
  year?: InputMaybe<IntFilter>;
};

/** Methods to use when ordering `CompanyPerformanceTarget`. */
export type CompanyPerformanceTargetOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_BY_ASC'
  | 'CREATED_BY_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'UPDATED_BY_ASC'
  | 'UPDATED_BY_DESC'
  | 'YEAR_ASC'
  | 'YEAR_DESC';

export type CompanyPointAction =
  | 'ADD'
  | 'EXPIRED'
  | 'SUBTRACT';

/** A filter to be used against CompanyPointAction fields. All fields are combined with a logical ‘and.’ */
export type CompanyPointActionFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<CompanyPointAction>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<CompanyPointAction>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<CompanyPointAction>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<CompanyPointAction>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<CompanyPointAction>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<CompanyPointAction>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<CompanyPointAction>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<CompanyPointAction>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<CompanyPointAction>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<CompanyPointAction>>;
};

/**
 * A condition to be used against `CompanyPointBalance` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type CompanyPointBalanceCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `total` field. */
  total?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `type` field. */
  type?: InputMaybe<CompanyPointType>;
};

/** A filter to be used against `CompanyPointBalance` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPointBalanceFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyPointBalanceFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyPointBalanceFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyPointBalanceFilter>>;
  /** Filter by the object’s `total` field. */
  total?: InputMaybe<IntFilter>;
  /** Filter by the object’s `type` field. */
  type?: InputMaybe<CompanyPointTypeFilter>;
};

/** Methods to use when ordering `CompanyPointBalance`. */
export type CompanyPointBalanceOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'TOTAL_ASC'
  | 'TOTAL_DESC';

/**
 * A condition to be used against `CompanyPoint` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type CompanyPointCondition = {
  /** Checks for equality with the object’s `action` field. */
  action?: InputMaybe<CompanyPointAction>;
  /** Checks for equality with the object’s `actionScenario` field. */
  actionScenario?: InputMaybe<CompanyPointScenario>;
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Only rows of companies whose name contains this text, ignoring case (a blank text does not narrow). */
  companyNameContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `creatorId` field. */
  creatorId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `effectiveDate` field. */
  effectiveDate?: InputMaybe<Scalars['Date']['input']>;
  /** Checks for equality with the object’s `expiredDate` field. */
  expiredDate?: InputMaybe<Scalars['Date']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `type` field. */
  type?: InputMaybe<CompanyPointType>;
};

/**
 * A condition to be used against `CompanyPointConsumption` object types. All
 * fields are tested for equality and combined with a logical ‘and.’
 */
export type CompanyPointConsumptionCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `entryId` field. */
  entryId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `holdId` field. */
  holdId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `lotId` field. */
  lotId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `CompanyPointConsumption` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPointConsumptionFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyPointConsumptionFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `entry` relation. */
  entry?: InputMaybe<CompanyPointFilter>;
  /** A related `entry` exists. */
  entryExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `entryId` field. */
  entryId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `hold` relation. */
  hold?: InputMaybe<CompanyPointHoldFilter>;
  /** Filter by the object’s `holdId` field. */
  holdId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `lot` relation. */
  lot?: InputMaybe<CompanyPointFilter>;
  /** Filter by the object’s `lotId` field. */
  lotId?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyPointConsumptionFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyPointConsumptionFilter>>;
};

/** Methods to use when ordering `CompanyPointConsumption`. */
export type CompanyPointConsumptionOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'ENTRY_ID_ASC'
  | 'ENTRY_ID_DESC'
  | 'HOLD_ID_ASC'
  | 'HOLD_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'LOT_ID_ASC'
  | 'LOT_ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** A filter to be used against `CompanyPoint` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPointFilter = {
  /** Filter by the object’s `action` field. */
  action?: InputMaybe<CompanyPointActionFilter>;
  /** Filter by the object’s `actionScenario` field. */
  actionScenario?: InputMaybe<CompanyPointScenarioFilter>;
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyPointFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `companyName` field. */
  companyName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `companyPointHoldsByEntryId` relation. */
  companyPointHoldsByEntryId?: InputMaybe<CompanyPointToManyCompanyPointHoldFilter>;
  /** Some related `companyPointHoldsByEntryId` exist. */
  companyPointHoldsByEntryIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `consumptionsByEntryId` relation. */
  consumptionsByEntryId?: InputMaybe<CompanyPointToManyCompanyPointConsumptionFilter>;
  /** Some related `consumptionsByEntryId` exist. */
  consumptionsByEntryIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `consumptionsByLotId` relation. */
  consumptionsByLotId?: InputMaybe<CompanyPointToManyCompanyPointConsumptionFilter>;
  /** Some related `consumptionsByLotId` exist. */
  consumptionsByLotIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `creator` relation. */
  creator?: InputMaybe<RootUserFilter>;
  /** A related `creator` exists. */
  creatorExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `creatorId` field. */
  creatorId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `creatorName` field. */
  creatorName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `effectiveDate` field. */
  effectiveDate?: InputMaybe<DateFilter>;
  /** Filter by the object’s `expiredDate` field. */
  expiredDate?: InputMaybe<DateFilter>;
  /** Filter by the object’s `hold` relation. */
  hold?: InputMaybe<CompanyPointHoldFilter>;
  /** A related `hold` exists. */
  holdExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `lot` relation. */
  lot?: InputMaybe<CompanyPointFilter>;
  /** A related `lot` exists. */
  lotExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyPointFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyPointFilter>>;
  /** Filter by the object’s `type` field. */
  type?: InputMaybe<CompanyPointTypeFilter>;
};

/**
 * A condition to be used against `CompanyPointHold` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type CompanyPointHoldCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `creatorId` field. */
  creatorId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `entryId` field. */
  entryId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `reference` field. */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against `CompanyPointHold` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPointHoldFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompanyPointHoldFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `companyPointConsumptionsByHoldId` relation. */
  companyPointConsumptionsByHoldId?: InputMaybe<CompanyPointHoldToManyCompanyPointConsumptionFilter>;
  /** Some related `companyPointConsumptionsByHoldId` exist. */
  companyPointConsumptionsByHoldIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `creator` relation. */
  creator?: InputMaybe<RootUserFilter>;
  /** A related `creator` exists. */
  creatorExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `creatorId` field. */
  creatorId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `entry` relation. */
  entry?: InputMaybe<CompanyPointFilter>;
  /** A related `entry` exists. */
  entryExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `entryId` field. */
  entryId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompanyPointHoldFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompanyPointHoldFilter>>;
  /** Filter by the object’s `pointUsageApprovalsByHoldId` relation. */
  pointUsageApprovalsByHoldId?: InputMaybe<CompanyPointHoldToManyPointUsageApprovalFilter>;
  /** Some related `pointUsageApprovalsByHoldId` exist. */
  pointUsageApprovalsByHoldIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `reference` field. */
  reference?: InputMaybe<StringFilter>;
};

/** Methods to use when ordering `CompanyPointHold`. */
export type CompanyPointHoldOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CREATOR_ID_ASC'
  | 'CREATOR_ID_DESC'
  | 'ENTRY_ID_ASC'
  | 'ENTRY_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'REFERENCE_ASC'
  | 'REFERENCE_DESC';

export type CompanyPointHoldStatus =
  | 'HELD'
  | 'RELEASED'
  | 'SPENT';

/** A filter to be used against many `CompanyPointConsumption` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPointHoldToManyCompanyPointConsumptionFilter = {
  /** Every related `CompanyPointConsumption` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPointConsumptionFilter>;
  /** No related `CompanyPointConsumption` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPointConsumptionFilter>;
  /** Some related `CompanyPointConsumption` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPointConsumptionFilter>;
};

/** A filter to be used against many `PointUsageApproval` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPointHoldToManyPointUsageApprovalFilter = {
  /** Every related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PointUsageApprovalFilter>;
  /** No related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PointUsageApprovalFilter>;
  /** Some related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PointUsageApprovalFilter>;
};

/** Methods to use when ordering `CompanyPoint`. */
export type CompanyPointOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CREATOR_ID_ASC'
  | 'CREATOR_ID_DESC'
  | 'EFFECTIVE_DATE_ASC'
  | 'EFFECTIVE_DATE_DESC'
  | 'EXPIRED_DATE_ASC'
  | 'EXPIRED_DATE_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

export type CompanyPointScenario =
  | 'ACTIVITY_REWARD'
  | 'PERSONAL_CERTIFICATE'
  | 'PERSONAL_CERTIFICATE_RE_EXAM'
  | 'PROJECT_REWARD';

/** A filter to be used against CompanyPointScenario fields. All fields are combined with a logical ‘and.’ */
export type CompanyPointScenarioFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<CompanyPointScenario>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<CompanyPointScenario>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<CompanyPointScenario>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<CompanyPointScenario>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<CompanyPointScenario>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<CompanyPointScenario>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<CompanyPointScenario>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<CompanyPointScenario>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<CompanyPointScenario>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<CompanyPointScenario>>;
};

/** A filter to be used against many `CompanyPointConsumption` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPointToManyCompanyPointConsumptionFilter = {
  /** Every related `CompanyPointConsumption` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPointConsumptionFilter>;
  /** No related `CompanyPointConsumption` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPointConsumptionFilter>;
  /** Some related `CompanyPointConsumption` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPointConsumptionFilter>;
};

/** A filter to be used against many `CompanyPointHold` object types. All fields are combined with a logical ‘and.’ */
export type CompanyPointToManyCompanyPointHoldFilter = {
  /** Every related `CompanyPointHold` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPointHoldFilter>;
  /** No related `CompanyPointHold` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPointHoldFilter>;
  /** Some related `CompanyPointHold` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPointHoldFilter>;
};

export type CompanyPointType =
  | 'MARKET_POINT'
  | 'PRODUCT_POINT';

/** A filter to be used against CompanyPointType fields. All fields are combined with a logical ‘and.’ */
export type CompanyPointTypeFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<CompanyPointType>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<CompanyPointType>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<CompanyPointType>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<CompanyPointType>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<CompanyPointType>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<CompanyPointType>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<CompanyPointType>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<CompanyPointType>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<CompanyPointType>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<CompanyPointType>>;
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

/** A filter to be used against many `CompanyCertification` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyCertificationFilter = {
  /** Every related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyCertificationFilter>;
  /** No related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyCertificationFilter>;
  /** Some related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyCertificationFilter>;
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

/** A filter to be used against many `CompanyPerformance` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyPerformanceFilter = {
  /** Every related `CompanyPerformance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPerformanceFilter>;
  /** No related `CompanyPerformance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPerformanceFilter>;
  /** Some related `CompanyPerformance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPerformanceFilter>;
};

/** A filter to be used against many `CompanyPerformanceTarget` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyPerformanceTargetFilter = {
  /** Every related `CompanyPerformanceTarget` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPerformanceTargetFilter>;
  /** No related `CompanyPerformanceTarget` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPerformanceTargetFilter>;
  /** Some related `CompanyPerformanceTarget` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPerformanceTargetFilter>;
};

/** A filter to be used against many `CompanyPointBalance` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyPointBalanceFilter = {
  /** Every related `CompanyPointBalance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPointBalanceFilter>;
  /** No related `CompanyPointBalance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPointBalanceFilter>;
  /** Some related `CompanyPointBalance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPointBalanceFilter>;
};

/** A filter to be used against many `CompanyPointConsumption` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyPointConsumptionFilter = {
  /** Every related `CompanyPointConsumption` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPointConsumptionFilter>;
  /** No related `CompanyPointConsumption` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPointConsumptionFilter>;
  /** Some related `CompanyPointConsumption` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPointConsumptionFilter>;
};

/** A filter to be used against many `CompanyPoint` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyPointFilter = {
  /** Every related `CompanyPoint` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPointFilter>;
  /** No related `CompanyPoint` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPointFilter>;
  /** Some related `CompanyPoint` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPointFilter>;
};

/** A filter to be used against many `CompanyPointHold` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyCompanyPointHoldFilter = {
  /** Every related `CompanyPointHold` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPointHoldFilter>;
  /** No related `CompanyPointHold` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPointHoldFilter>;
  /** Some related `CompanyPointHold` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPointHoldFilter>;
};

/** A filter to be used against many `Exam` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyExamFilter = {
  /** Every related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ExamFilter>;
  /** No related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ExamFilter>;
  /** Some related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ExamFilter>;
};

/** A filter to be used against many `PartnerApplication` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyPartnerApplicationFilter = {
  /** Every related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PartnerApplicationFilter>;
  /** No related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PartnerApplicationFilter>;
  /** Some related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PartnerApplicationFilter>;
};

/** A filter to be used against many `PersonalCertification` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyPersonalCertificationFilter = {
  /** Every related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PersonalCertificationFilter>;
  /** No related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PersonalCertificationFilter>;
  /** Some related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PersonalCertificationFilter>;
};

/** A filter to be used against many `PointUsageApproval` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyPointUsageApprovalFilter = {
  /** Every related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PointUsageApprovalFilter>;
  /** No related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PointUsageApprovalFilter>;
  /** Some related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PointUsageApprovalFilter>;
};

/** A filter to be used against many `ProjectFilingApproval` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyProjectFilingApprovalFilter = {
  /** Every related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingApprovalFilter>;
  /** No related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingApprovalFilter>;
  /** Some related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingApprovalFilter>;
};

/** A filter to be used against many `ProjectFiling` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyProjectFilingFilter = {
  /** Every related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingFilter>;
  /** No related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingFilter>;
  /** Some related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingFilter>;
};

/** A filter to be used against many `ProjectFilingQuotaRule` object types. All fields are combined with a logical ‘and.’ */
export type CompanyToManyProjectFilingQuotaRuleFilter = {
  /** Every related `ProjectFilingQuotaRule` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingQuotaRuleFilter>;
  /** No related `ProjectFilingQuotaRule` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingQuotaRuleFilter>;
  /** Some related `ProjectFilingQuotaRule` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingQuotaRuleFilter>;
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

/**
 * A condition to be used against `Competitor` object types. All fields are tested
 * for equality and combined with a logical ‘and.’
 */
export type CompetitorCondition = {
  /** Checks for equality with the object’s `enabled` field. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `nameZh` field. */
  nameZh?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<Scalars['Datetime']['input']>;
};

/** A filter to be used against `Competitor` object types. All fields are combined with a logical ‘and.’ */
export type CompetitorFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CompetitorFilter>>;
  /** Filter by the object’s `enabled` field. */
  enabled?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Filter by the object’s `nameZh` field. */
  nameZh?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CompetitorFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CompetitorFilter>>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
  /** Filter by the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<DatetimeFilter>;
};

/** An input for mutations affecting `Competitor` */
export type CompetitorInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Methods to use when ordering `Competitor`. */
export type CompetitorOrderBy =
  | 'ENABLED_ASC'
  | 'ENABLED_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NAME_ZH_ASC'
  | 'NAME_ZH_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC'
  | 'UPDATED_AT_ASC'
  | 'UPDATED_AT_DESC';

/** Represents an update to a `Competitor`. Fields that are set will be updated. */
export type CompetitorPatch = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** An input for mutations affecting `ContentEvent` */
export type ContentEventInput = {
  contentId?: InputMaybe<Scalars['UUID']['input']>;
  contentKind?: InputMaybe<ContentKind>;
  eventType?: InputMaybe<ContentEventType>;
};

export type ContentEventType =
  | 'DOWNLOAD'
  | 'VIEW';

export type ContentKind =
  | 'ANNOUNCEMENT'
  | 'MATERIAL';

/** A back-office list whose unfiltered length is kept as rows change. */
export type CountedList =
  | 'COMPANIES'
  | 'COMPANY_USERS';

/** A condition to be used against `Course` object types. All fields are tested for equality and combined with a logical ‘and.’ */
export type CourseCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `typeId` field. */
  typeId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<Scalars['UUID']['input']>;
};

/**
 * A condition to be used against `CourseCourseware` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type CourseCoursewareCondition = {
  /** Checks for equality with the object’s `courseId` field. */
  courseId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `materialId` field. */
  materialId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `position` field. */
  position?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `CourseCourseware` object types. All fields are combined with a logical ‘and.’ */
export type CourseCoursewareFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CourseCoursewareFilter>>;
  /** Filter by the object’s `course` relation. */
  course?: InputMaybe<CourseFilter>;
  /** Filter by the object’s `courseId` field. */
  courseId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `material` relation. */
  material?: InputMaybe<ResourceMaterialFilter>;
  /** Filter by the object’s `materialId` field. */
  materialId?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CourseCoursewareFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CourseCoursewareFilter>>;
  /** Filter by the object’s `position` field. */
  position?: InputMaybe<IntFilter>;
};

/** Methods to use when ordering `CourseCourseware`. */
export type CourseCoursewareOrderBy =
  | 'COURSE_ID_ASC'
  | 'COURSE_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'MATERIAL_ID_ASC'
  | 'MATERIAL_ID_DESC'
  | 'NATURAL'
  | 'POSITION_ASC'
  | 'POSITION_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** A filter to be used against `Course` object types. All fields are combined with a logical ‘and.’ */
export type CourseFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<CourseFilter>>;
  /** Filter by the object’s `courseCoursewares` relation. */
  courseCoursewares?: InputMaybe<CourseToManyCourseCoursewareFilter>;
  /** Some related `courseCoursewares` exist. */
  courseCoursewaresExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<CourseFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<CourseFilter>>;
  /** Filter by the object’s `rootUserByUpdatedBy` relation. */
  rootUserByUpdatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByUpdatedBy` exists. */
  rootUserByUpdatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
  /** Filter by the object’s `type` relation. */
  type?: InputMaybe<PersonalCertificationTypeFilter>;
  /** Filter by the object’s `typeId` field. */
  typeId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `Course`. */
export type CourseOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC'
  | 'TYPE_ID_ASC'
  | 'TYPE_ID_DESC'
  | 'UPDATED_BY_ASC'
  | 'UPDATED_BY_DESC';

/** A filter to be used against many `CourseCourseware` object types. All fields are combined with a logical ‘and.’ */
export type CourseToManyCourseCoursewareFilter = {
  /** Every related `CourseCourseware` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CourseCoursewareFilter>;
  /** No related `CourseCourseware` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CourseCoursewareFilter>;
  /** Some related `CourseCourseware` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CourseCoursewareFilter>;
};

/** All input for the `createAnnouncementType` mutation. */
export type CreateAnnouncementTypeInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the create `ApplicationScenario` mutation. */
export type CreateApplicationScenarioInput = {
  /** The `ApplicationScenario` to be created by this mutation. */
  applicationScenario: ApplicationScenarioInput;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
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

/** All input for the `createCompanyPerformance` mutation. */
export type CreateCompanyPerformanceInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  currencyIsoCode?: InputMaybe<Scalars['String']['input']>;
  customerFullName?: InputMaybe<Scalars['String']['input']>;
  effectiveDate?: InputMaybe<Scalars['Date']['input']>;
  performance?: InputMaybe<Scalars['BigFloat']['input']>;
  projectFilingId?: InputMaybe<Scalars['UUID']['input']>;
  projectType?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  semanticId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `createCompanyPerformanceTarget` mutation. */
export type CreateCompanyPerformanceTargetInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  currencyIsoCode?: InputMaybe<Currency>;
  performance?: InputMaybe<Scalars['BigFloat']['input']>;
  projectType?: InputMaybe<PerformanceProjectType>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `createCompanyPoint` mutation. */
export type CreateCompanyPointInput = {
  actionScenario?: InputMaybe<CompanyPointScenario>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  effectiveDate?: InputMaybe<Scalars['Date']['input']>;
  expiredDate?: InputMaybe<Scalars['Date']['input']>;
  point?: InputMaybe<Scalars['Int']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<CompanyPointType>;
};

/** All input for the create `Competitor` mutation. */
export type CreateCompetitorInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `Competitor` to be created by this mutation. */
  competitor: CompetitorInput;
};

/** All input for the `createDeliveryAddress` mutation. */
export type CreateDeliveryAddressInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  phonePrefixCountryCode?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the create `Distributor` mutation. */
export type CreateDistributorInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `Distributor` to be created by this mutation. */
  distributor: DistributorInput;
};

/** All input for the create `Industry` mutation. */
export type CreateIndustryInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `Industry` to be created by this mutation. */
  industry: IndustryInput;
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

/** All input for the create `OpportunitySource` mutation. */
export type CreateOpportunitySourceInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `OpportunitySource` to be created by this mutation. */
  opportunitySource: OpportunitySourceInput;
};

/** All input for the `createPartnerApplication` mutation. */
export type CreatePartnerApplicationInput = {
  billingAddress?: InputMaybe<Scalars['String']['input']>;
  businessLicenseFileId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  keyIndustries?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  mainBusinesses?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  phone?: InputMaybe<Scalars['String']['input']>;
  phonePrefixCountryCode?: InputMaybe<Scalars['String']['input']>;
  positionId?: InputMaybe<Scalars['Int']['input']>;
  scale?: InputMaybe<CompanyScale>;
  site?: InputMaybe<Site>;
  website?: InputMaybe<Scalars['String']['input']>;
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

/** All input for the `createPersonalCertificationForAdmin` mutation. */
export type CreatePersonalCertificationForAdminInput = {
  applicantId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  deliveryContactName?: InputMaybe<Scalars['String']['input']>;
  deliveryContactNumber?: InputMaybe<Scalars['String']['input']>;
  deliveryContactPrefix?: InputMaybe<Scalars['String']['input']>;
  invoiceCompanyName?: InputMaybe<Scalars['String']['input']>;
  invoiceContentType?: InputMaybe<InvoiceContentType>;
  invoiceReceiverEmail?: InputMaybe<Scalars['String']['input']>;
  invoiceTaxNumber?: InputMaybe<Scalars['String']['input']>;
  invoiceTitle?: InputMaybe<Scalars['String']['input']>;
  invoiceTitleType?: InputMaybe<InvoiceTitleType>;
  paymentMethod?: InputMaybe<PersonalCertificationPaymentMethod>;
  realName?: InputMaybe<Scalars['String']['input']>;
  receiptFileId?: InputMaybe<Scalars['UUID']['input']>;
  site?: InputMaybe<Site>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
  wantsInvoice?: InputMaybe<Scalars['Boolean']['input']>;
};

/** All input for the create `Product` mutation. */
export type CreateProductInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `Product` to be created by this mutation. */
  product: ProductInput;
};

/** All input for the `createProjectFiling` mutation. */
export type CreateProjectFilingInput = {
  applicationScenarioIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  competitorIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  contactPhonePrefix?: InputMaybe<Scalars['String']['input']>;
  contactPosition?: InputMaybe<Scalars['String']['input']>;
  currencyIsoCode?: InputMaybe<Currency>;
  customerAddress?: InputMaybe<Scalars['String']['input']>;
  customerFullName?: InputMaybe<Scalars['String']['input']>;
  estimatedOrderBudget?: InputMaybe<Scalars['BigFloat']['input']>;
  estimatedOrderDate?: InputMaybe<Scalars['Date']['input']>;
  industryId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  opportunitySourceId?: InputMaybe<Scalars['Int']['input']>;
  phaseId?: InputMaybe<Scalars['Int']['input']>;
  preferredDistributorId?: InputMaybe<Scalars['Int']['input']>;
  principalId?: InputMaybe<Scalars['UUID']['input']>;
  products?: InputMaybe<Array<InputMaybe<ProjectFilingProductLineInput>>>;
  requirement?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `createProjectFilingProgress` mutation. */
export type CreateProjectFilingProgressInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  phaseId?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `createProjectFilingQuotaRule` mutation. */
export type CreateProjectFilingQuotaRuleInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  maxProjectFilingCount?: InputMaybe<Scalars['Int']['input']>;
  validUntilDate?: InputMaybe<Scalars['Date']['input']>;
  winRate?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `createProjectFilingRenewal` mutation. */
export type CreateProjectFilingRenewalInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  phaseId?: InputMaybe<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  validUntilDate?: InputMaybe<Scalars['Date']['input']>;
};

/** All input for the create `ProjectPhase` mutation. */
export type CreateProjectPhaseInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `ProjectPhase` to be created by this mutation. */
  projectPhase: ProjectPhaseInput;
};

/** All input for the `createRedeemCodes` mutation. */
export type CreateRedeemCodesInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  expiredDate?: InputMaybe<Scalars['Date']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
  validateDate?: InputMaybe<Scalars['Date']['input']>;
};

/** All input for the create `ResourceMaterialType` mutation. */
export type CreateResourceMaterialTypeInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The `ResourceMaterialType` to be created by this mutation. */
  resourceMaterialType: ResourceMaterialTypeInput;
};

export type Currency =
  | 'CNY'
  | 'USD';

/** A filter to be used against Date fields. All fields are combined with a logical ‘and.’ */
export type DateFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<Scalars['Date']['input']>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<Scalars['Date']['input']>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<Scalars['Date']['input']>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<Scalars['Date']['input']>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<Scalars['Date']['input']>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<Scalars['Date']['input']>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<Scalars['Date']['input']>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<Scalars['Date']['input']>>;
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

/** All input for the `deleteAnnouncement` mutation. */
export type DeleteAnnouncementInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
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

/** All input for the `deleteCompanyPerformance` mutation. */
export type DeleteCompanyPerformanceInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  filingStatusAfter?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `deleteCompanyPerformanceTarget` mutation. */
export type DeleteCompanyPerformanceTargetInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `deleteCompanyPoint` mutation. */
export type DeleteCompanyPointInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `deleteCourse` mutation. */
export type DeleteCourseInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `deleteDeliveryAddress` mutation. */
export type DeleteDeliveryAddressInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
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

/** All input for the `deleteProjectFilingQuotaRule` mutation. */
export type DeleteProjectFilingQuotaRuleInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  ruleId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `deleteResourceMaterial` mutation. */
export type DeleteResourceMaterialInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `deleteUserGuidePage` mutation. */
export type DeleteUserGuidePageInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `delistAnnouncement` mutation. */
export type DelistAnnouncementInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `delistResourceMaterial` mutation. */
export type DelistResourceMaterialInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/**
 * A condition to be used against `DeliveryAddress` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type DeliveryAddressCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `DeliveryAddress` object types. All fields are combined with a logical ‘and.’ */
export type DeliveryAddressFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<DeliveryAddressFilter>>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<DeliveryAddressFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<DeliveryAddressFilter>>;
  /** Filter by the object’s `rootUser` relation. */
  rootUser?: InputMaybe<RootUserFilter>;
};

/** Methods to use when ordering `DeliveryAddress`. */
export type DeliveryAddressOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'IS_DEFAULT_ASC'
  | 'IS_DEFAULT_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/**
 * A condition to be used against `Distributor` object types. All fields are tested
 * for equality and combined with a logical ‘and.’
 */
export type DistributorCondition = {
  /** Checks for equality with the object’s `enabled` field. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `nameZh` field. */
  nameZh?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `tier` field. */
  tier?: InputMaybe<DistributorTier>;
  /** Checks for equality with the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<Scalars['Datetime']['input']>;
};

/** A filter to be used against `Distributor` object types. All fields are combined with a logical ‘and.’ */
export type DistributorFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<DistributorFilter>>;
  /** Filter by the object’s `enabled` field. */
  enabled?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Filter by the object’s `nameZh` field. */
  nameZh?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<DistributorFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<DistributorFilter>>;
  /** Filter by the object’s `projectFilingsByPreferredDistributorId` relation. */
  projectFilingsByPreferredDistributorId?: InputMaybe<DistributorToManyProjectFilingFilter>;
  /** Some related `projectFilingsByPreferredDistributorId` exist. */
  projectFilingsByPreferredDistributorIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
  /** Filter by the object’s `tier` field. */
  tier?: InputMaybe<DistributorTierFilter>;
  /** Filter by the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<DatetimeFilter>;
};

/** An input for mutations affecting `Distributor` */
export type DistributorInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  tier: DistributorTier;
};

/** Methods to use when ordering `Distributor`. */
export type DistributorOrderBy =
  | 'ENABLED_ASC'
  | 'ENABLED_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NAME_ZH_ASC'
  | 'NAME_ZH_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC'
  | 'UPDATED_AT_ASC'
  | 'UPDATED_AT_DESC';

/** Represents an update to a `Distributor`. Fields that are set will be updated. */
export type DistributorPatch = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  tier?: InputMaybe<DistributorTier>;
};

export type DistributorTier =
  | 'GENERAL'
  | 'T2';

/** A filter to be used against DistributorTier fields. All fields are combined with a logical ‘and.’ */
export type DistributorTierFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<DistributorTier>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<DistributorTier>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<DistributorTier>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<DistributorTier>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<DistributorTier>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<DistributorTier>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<DistributorTier>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<DistributorTier>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<DistributorTier>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<DistributorTier>>;
};

/** A filter to be used against many `ProjectFiling` object types. All fields are combined with a logical ‘and.’ */
export type DistributorToManyProjectFilingFilter = {
  /** Every related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingFilter>;
  /** No related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingFilter>;
  /** Some related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingFilter>;
};

/** All input for the `editUserInfo` mutation. */
export type EditUserInfoInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  isSyncToAccountCenter?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phonePrefixCountryCode?: InputMaybe<Scalars['String']['input']>;
  positionId?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['UUID']['input']>;
  verificationCode?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `enterExamResult` mutation. */
export type EnterExamResultInput = {
  accuracy?: InputMaybe<Scalars['Float']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  examId?: InputMaybe<Scalars['UUID']['input']>;
  result?: InputMaybe<ExamResult>;
  score?: InputMaybe<Scalars['Float']['input']>;
};

/** A condition to be used against `Exam` object types. All fields are tested for equality and combined with a logical ‘and.’ */
export type ExamCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `examineeId` field. */
  examineeId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `form` field. */
  form?: InputMaybe<ExamForm>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Only exams whose number, or whose certification's number, certificate number or applicant's name, contains this text, ignoring case (a blank text does not narrow). */
  keywordContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `personalCertificationId` field. */
  personalCertificationId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `pointCompanyId` field. */
  pointCompanyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `scheduledExamTime` field. */
  scheduledExamTime?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `semanticId` field. */
  semanticId?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<ExamStatus>;
  /** Checks for equality with the object’s `subjectId` field. */
  subjectId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `type` field. */
  type?: InputMaybe<ExamType>;
};

/** A filter to be used against `Exam` object types. All fields are combined with a logical ‘and.’ */
export type ExamFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ExamFilter>>;
  /** Filter by the object’s `approver` relation. */
  approver?: InputMaybe<RootUserFilter>;
  /** A related `approver` exists. */
  approverExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `approverName` field. */
  approverName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `bookRefusal` field. */
  bookRefusal?: InputMaybe<StringFilter>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** A related `company` exists. */
  companyExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `examinee` relation. */
  examinee?: InputMaybe<RootUserFilter>;
  /** Filter by the object’s `examineeId` field. */
  examineeId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `examineeName` field. */
  examineeName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `form` field. */
  form?: InputMaybe<ExamFormFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `invoiceFile` relation. */
  invoiceFile?: InputMaybe<UploadedFileFilter>;
  /** A related `invoiceFile` exists. */
  invoiceFileExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Negates the expression. */
  not?: InputMaybe<ExamFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ExamFilter>>;
  /** Filter by the object’s `personalCertification` relation. */
  personalCertification?: InputMaybe<PersonalCertificationFilter>;
  /** Filter by the object’s `personalCertificationId` field. */
  personalCertificationId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `pointCompany` relation. */
  pointCompany?: InputMaybe<CompanyFilter>;
  /** A related `pointCompany` exists. */
  pointCompanyExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `pointCompanyId` field. */
  pointCompanyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `reExamRefusal` field. */
  reExamRefusal?: InputMaybe<StringFilter>;
  /** Filter by the object’s `receiptFile` relation. */
  receiptFile?: InputMaybe<UploadedFileFilter>;
  /** A related `receiptFile` exists. */
  receiptFileExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUserByResultEnteredBy` relation. */
  rootUserByResultEnteredBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByResultEnteredBy` exists. */
  rootUserByResultEnteredByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `scheduledExamTime` field. */
  scheduledExamTime?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `semanticId` field. */
  semanticId?: InputMaybe<StringFilter>;
  /** Filter by the object’s `startRefusal` field. */
  startRefusal?: InputMaybe<StringFilter>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<ExamStatusFilter>;
  /** Filter by the object’s `studyWindowEndsAt` field. */
  studyWindowEndsAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `subject` relation. */
  subject?: InputMaybe<ExamSubjectFilter>;
  /** Filter by the object’s `subjectId` field. */
  subjectId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `type` field. */
  type?: InputMaybe<ExamTypeFilter>;
};

export type ExamForm =
  | 'OFFLINE_REMOTE'
  | 'ONLINE'
  | 'ONSITE';

/** A filter to be used against ExamForm fields. All fields are combined with a logical ‘and.’ */
export type ExamFormFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<ExamForm>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<ExamForm>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<ExamForm>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<ExamForm>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<ExamForm>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<ExamForm>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<ExamForm>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<ExamForm>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<ExamForm>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<ExamForm>>;
};

/** Methods to use when ordering `Exam`. */
export type ExamOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'EXAMINEE_ID_ASC'
  | 'EXAMINEE_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PERSONAL_CERTIFICATION_ID_ASC'
  | 'PERSONAL_CERTIFICATION_ID_DESC'
  | 'POINT_COMPANY_ID_ASC'
  | 'POINT_COMPANY_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SCHEDULED_EXAM_TIME_ASC'
  | 'SCHEDULED_EXAM_TIME_DESC'
  | 'SEMANTIC_ID_ASC'
  | 'SEMANTIC_ID_DESC'
  | 'SUBJECT_ID_ASC'
  | 'SUBJECT_ID_DESC';

export type ExamResult =
  | 'ABSENT'
  | 'FAIL'
  | 'PASS';

export type ExamStatus =
  | 'ARRANGED'
  | 'CANCELED'
  | 'COMMITTED'
  | 'COMPLETED'
  | 'REGISTERED'
  | 'REJECTED'
  | 'TO_BE_ARRANGED';

/** A filter to be used against ExamStatus fields. All fields are combined with a logical ‘and.’ */
export type ExamStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<ExamStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<ExamStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<ExamStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<ExamStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<ExamStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<ExamStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<ExamStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<ExamStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<ExamStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<ExamStatus>>;
};

/**
 * A condition to be used against `ExamSubject` object types. All fields are tested
 * for equality and combined with a logical ‘and.’
 */
export type ExamSubjectCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `key` field. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `position` field. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `typeId` field. */
  typeId?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A condition to be used against `ExamSubjectFee` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type ExamSubjectFeeCondition = {
  /** Checks for equality with the object’s `site` field. */
  site?: InputMaybe<Site>;
  /** Checks for equality with the object’s `subjectId` field. */
  subjectId?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `ExamSubjectFee` object types. All fields are combined with a logical ‘and.’ */
export type ExamSubjectFeeFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ExamSubjectFeeFilter>>;
  /** Negates the expression. */
  not?: InputMaybe<ExamSubjectFeeFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ExamSubjectFeeFilter>>;
  /** Filter by the object’s `site` field. */
  site?: InputMaybe<SiteFilter>;
  /** Filter by the object’s `subject` relation. */
  subject?: InputMaybe<ExamSubjectFilter>;
  /** Filter by the object’s `subjectId` field. */
  subjectId?: InputMaybe<IntFilter>;
};

/** Methods to use when ordering `ExamSubjectFee`. */
export type ExamSubjectFeeOrderBy =
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SUBJECT_ID_ASC'
  | 'SUBJECT_ID_DESC';

/** A filter to be used against `ExamSubject` object types. All fields are combined with a logical ‘and.’ */
export type ExamSubjectFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ExamSubjectFilter>>;
  /** Filter by the object’s `examSubjectFeesBySubjectId` relation. */
  examSubjectFeesBySubjectId?: InputMaybe<ExamSubjectToManyExamSubjectFeeFilter>;
  /** Some related `examSubjectFeesBySubjectId` exist. */
  examSubjectFeesBySubjectIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `examsBySubjectId` relation. */
  examsBySubjectId?: InputMaybe<ExamSubjectToManyExamFilter>;
  /** Some related `examsBySubjectId` exist. */
  examsBySubjectIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `key` field. */
  key?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ExamSubjectFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ExamSubjectFilter>>;
  /** Filter by the object’s `position` field. */
  position?: InputMaybe<IntFilter>;
  /** Filter by the object’s `type` relation. */
  type?: InputMaybe<PersonalCertificationTypeFilter>;
  /** Filter by the object’s `typeId` field. */
  typeId?: InputMaybe<IntFilter>;
};

/** Methods to use when ordering `ExamSubject`. */
export type ExamSubjectOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'KEY_ASC'
  | 'KEY_DESC'
  | 'NATURAL'
  | 'POSITION_ASC'
  | 'POSITION_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'TYPE_ID_ASC'
  | 'TYPE_ID_DESC';

/** A filter to be used against many `Exam` object types. All fields are combined with a logical ‘and.’ */
export type ExamSubjectToManyExamFilter = {
  /** Every related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ExamFilter>;
  /** No related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ExamFilter>;
  /** Some related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ExamFilter>;
};

/** A filter to be used against many `ExamSubjectFee` object types. All fields are combined with a logical ‘and.’ */
export type ExamSubjectToManyExamSubjectFeeFilter = {
  /** Every related `ExamSubjectFee` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ExamSubjectFeeFilter>;
  /** No related `ExamSubjectFee` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ExamSubjectFeeFilter>;
  /** Some related `ExamSubjectFee` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ExamSubjectFeeFilter>;
};

export type ExamType =
  | 'FIRST_EXAM'
  | 'RE_EXAM';

/** A filter to be used against ExamType fields. All fields are combined with a logical ‘and.’ */
export type ExamTypeFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<ExamType>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<ExamType>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<ExamType>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<ExamType>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<ExamType>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<ExamType>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<ExamType>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<ExamType>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<ExamType>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<ExamType>>;
};

/** All input for the `exitCompany` mutation. */
export type ExitCompanyInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `generatePersonalCertificateNumber` mutation. */
export type GeneratePersonalCertificateNumberInput = {
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A condition to be used against `Industry` object types. All fields are tested
 * for equality and combined with a logical ‘and.’
 */
export type IndustryCondition = {
  /** Checks for equality with the object’s `enabled` field. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `nameZh` field. */
  nameZh?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<Scalars['Datetime']['input']>;
};

/** A filter to be used against `Industry` object types. All fields are combined with a logical ‘and.’ */
export type IndustryFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<IndustryFilter>>;
  /** Filter by the object’s `enabled` field. */
  enabled?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Filter by the object’s `nameZh` field. */
  nameZh?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<IndustryFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<IndustryFilter>>;
  /** Filter by the object’s `projectFilings` relation. */
  projectFilings?: InputMaybe<IndustryToManyProjectFilingFilter>;
  /** Some related `projectFilings` exist. */
  projectFilingsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
  /** Filter by the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<DatetimeFilter>;
};

/** An input for mutations affecting `Industry` */
export type IndustryInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Methods to use when ordering `Industry`. */
export type IndustryOrderBy =
  | 'ENABLED_ASC'
  | 'ENABLED_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NAME_ZH_ASC'
  | 'NAME_ZH_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC'
  | 'UPDATED_AT_ASC'
  | 'UPDATED_AT_DESC';

/** Represents an update to a `Industry`. Fields that are set will be updated. */
export type IndustryPatch = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against many `ProjectFiling` object types. All fields are combined with a logical ‘and.’ */
export type IndustryToManyProjectFilingFilter = {
  /** Every related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingFilter>;
  /** No related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingFilter>;
  /** Some related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingFilter>;
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

export type InvoiceContentType =
  | 'TECHNICAL_SERVICE_CHARGE'
  | 'TECHNICAL_TRAINING_EXPENSE';

export type InvoiceTitleType =
  | 'ORGANIZATIONAL'
  | 'PERSONAL';

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

export type MaterialFileType =
  | 'DOCX'
  | 'MP4'
  | 'PDF'
  | 'PPTX'
  | 'URL'
  | 'XLSX'
  | 'ZIP';

/** A filter to be used against MaterialFileType fields. All fields are combined with a logical ‘and.’ */
export type MaterialFileTypeFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<MaterialFileType>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<MaterialFileType>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<MaterialFileType>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<MaterialFileType>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<MaterialFileType>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<MaterialFileType>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<MaterialFileType>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<MaterialFileType>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<MaterialFileType>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<MaterialFileType>>;
};

/**
 * A condition to be used against `OpportunitySource` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type OpportunitySourceCondition = {
  /** Checks for equality with the object’s `enabled` field. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `nameZh` field. */
  nameZh?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<Scalars['Datetime']['input']>;
};

/** A filter to be used against `OpportunitySource` object types. All fields are combined with a logical ‘and.’ */
export type OpportunitySourceFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<OpportunitySourceFilter>>;
  /** Filter by the object’s `enabled` field. */
  enabled?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Filter by the object’s `nameZh` field. */
  nameZh?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<OpportunitySourceFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<OpportunitySourceFilter>>;
  /** Filter by the object’s `projectFilings` relation. */
  projectFilings?: InputMaybe<OpportunitySourceToManyProjectFilingFilter>;
  /** Some related `projectFilings` exist. */
  projectFilingsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
  /** Filter by the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<DatetimeFilter>;
};

/** An input for mutations affecting `OpportunitySource` */
export type OpportunitySourceInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Methods to use when ordering `OpportunitySource`. */
export type OpportunitySourceOrderBy =
  | 'ENABLED_ASC'
  | 'ENABLED_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NAME_ZH_ASC'
  | 'NAME_ZH_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC'
  | 'UPDATED_AT_ASC'
  | 'UPDATED_AT_DESC';

/** Represents an update to a `OpportunitySource`. Fields that are set will be updated. */
export type OpportunitySourcePatch = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against many `ProjectFiling` object types. All fields are combined with a logical ‘and.’ */
export type OpportunitySourceToManyProjectFilingFilter = {
  /** Every related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingFilter>;
  /** No related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingFilter>;
  /** Some related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingFilter>;
};

/**
 * A condition to be used against `PartnerApplication` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type PartnerApplicationCondition = {
  /** Checks for equality with the object’s `applicantId` field. */
  applicantId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `applicationStatus` field. */
  applicationStatus?: InputMaybe<PartnerApplicationStatus>;
  /** Checks for equality with the object’s `businessLicenseFileId` field. */
  businessLicenseFileId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `companyName` field. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `contactName` field. */
  contactName?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `partnerManagerId` field. */
  partnerManagerId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `positionId` field. */
  positionId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `reviewedAt` field. */
  reviewedAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `semanticId` field. */
  semanticId?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `site` field. */
  site?: InputMaybe<Site>;
};

/** A filter to be used against `PartnerApplication` object types. All fields are combined with a logical ‘and.’ */
export type PartnerApplicationFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<PartnerApplicationFilter>>;
  /** Filter by the object’s `applicant` relation. */
  applicant?: InputMaybe<RootUserFilter>;
  /** Filter by the object’s `applicantId` field. */
  applicantId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `applicationStatus` field. */
  applicationStatus?: InputMaybe<PartnerApplicationStatusFilter>;
  /** Filter by the object’s `approver` relation. */
  approver?: InputMaybe<RootUserFilter>;
  /** A related `approver` exists. */
  approverExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `approverName` field. */
  approverName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `businessLicenseFile` relation. */
  businessLicenseFile?: InputMaybe<UploadedFileFilter>;
  /** Filter by the object’s `businessLicenseFileId` field. */
  businessLicenseFileId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** A related `company` exists. */
  companyExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `companyName` field. */
  companyName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `contactName` field. */
  contactName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<PartnerApplicationFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<PartnerApplicationFilter>>;
  /** Filter by the object’s `partnerManager` relation. */
  partnerManager?: InputMaybe<PartnerManagerFilter>;
  /** A related `partnerManager` exists. */
  partnerManagerExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `partnerManagerId` field. */
  partnerManagerId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `partnerManagerName` field. */
  partnerManagerName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `position` relation. */
  position?: InputMaybe<PositionFilter>;
  /** Filter by the object’s `positionId` field. */
  positionId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `reviewedAt` field. */
  reviewedAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `semanticId` field. */
  semanticId?: InputMaybe<StringFilter>;
  /** Filter by the object’s `site` field. */
  site?: InputMaybe<SiteFilter>;
};

/** Methods to use when ordering `PartnerApplication`. */
export type PartnerApplicationOrderBy =
  | 'APPLICANT_ID_ASC'
  | 'APPLICANT_ID_DESC'
  | 'BUSINESS_LICENSE_FILE_ID_ASC'
  | 'BUSINESS_LICENSE_FILE_ID_DESC'
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'COMPANY_NAME_ASC'
  | 'COMPANY_NAME_DESC'
  | 'CONTACT_NAME_ASC'
  | 'CONTACT_NAME_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PARTNER_MANAGER_ID_ASC'
  | 'PARTNER_MANAGER_ID_DESC'
  | 'POSITION_ID_ASC'
  | 'POSITION_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'REVIEWED_AT_ASC'
  | 'REVIEWED_AT_DESC'
  | 'SEMANTIC_ID_ASC'
  | 'SEMANTIC_ID_DESC';

export type PartnerApplicationStatus =
  | 'APPLYING'
  | 'APPROVED'
  | 'REJECTED';

/** A filter to be used against PartnerApplicationStatus fields. All fields are combined with a logical ‘and.’ */
export type PartnerApplicationStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<PartnerApplicationStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<PartnerApplicationStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<PartnerApplicationStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<PartnerApplicationStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<PartnerApplicationStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<PartnerApplicationStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<PartnerApplicationStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<PartnerApplicationStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<PartnerApplicationStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<PartnerApplicationStatus>>;
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
  /** Filter by the object’s `partnerApplications` relation. */
  partnerApplications?: InputMaybe<PartnerManagerToManyPartnerApplicationFilter>;
  /** Some related `partnerApplications` exist. */
  partnerApplicationsExist?: InputMaybe<Scalars['Boolean']['input']>;
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

/** A filter to be used against many `PartnerApplication` object types. All fields are combined with a logical ‘and.’ */
export type PartnerManagerToManyPartnerApplicationFilter = {
  /** Every related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PartnerApplicationFilter>;
  /** No related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PartnerApplicationFilter>;
  /** Some related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PartnerApplicationFilter>;
};

/**
 * A condition to be used against `PerformanceImport` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type PerformanceImportCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `createdBy` field. */
  createdBy?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `importFileId` field. */
  importFileId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `PerformanceImport` object types. All fields are combined with a logical ‘and.’ */
export type PerformanceImportFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<PerformanceImportFilter>>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `createdBy` field. */
  createdBy?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `creator` relation. */
  creator?: InputMaybe<RootUserFilter>;
  /** Filter by the object’s `errorFile` relation. */
  errorFile?: InputMaybe<UploadedFileFilter>;
  /** A related `errorFile` exists. */
  errorFileExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `importFile` relation. */
  importFile?: InputMaybe<UploadedFileFilter>;
  /** Filter by the object’s `importFileId` field. */
  importFileId?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<PerformanceImportFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<PerformanceImportFilter>>;
};

/** Methods to use when ordering `PerformanceImport`. */
export type PerformanceImportOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CREATED_BY_ASC'
  | 'CREATED_BY_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'IMPORT_FILE_ID_ASC'
  | 'IMPORT_FILE_ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

export type PerformanceImportStatus =
  | 'COMPLETED'
  | 'ERROR'
  | 'IN_IMPORT';

export type PerformanceProjectType =
  | 'NEW_PURCHASE'
  | 'REPEAT_PURCHASE'
  | 'TOTAL';

/** A filter to be used against PerformanceProjectType fields. All fields are combined with a logical ‘and.’ */
export type PerformanceProjectTypeFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<PerformanceProjectType>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<PerformanceProjectType>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<PerformanceProjectType>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<PerformanceProjectType>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<PerformanceProjectType>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<PerformanceProjectType>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<PerformanceProjectType>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<PerformanceProjectType>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<PerformanceProjectType>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<PerformanceProjectType>>;
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
 * A condition to be used against `PersonalCertification` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type PersonalCertificationCondition = {
  /** Checks for equality with the object’s `applicantId` field. */
  applicantId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `approverId` field. */
  approverId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `certificateFileId` field. */
  certificateFileId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `certificateNumber` field. */
  certificateNumber?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `createdBy` field. */
  createdBy?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `invoiceFileId` field. */
  invoiceFileId?: InputMaybe<Scalars['UUID']['input']>;
  /** Only certifications whose number, certificate number or applicant's name contains this text, ignoring case (a blank text does not narrow). */
  keywordContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `paymentMethod` field. */
  paymentMethod?: InputMaybe<PersonalCertificationPaymentMethod>;
  /** Checks for equality with the object’s `receiptFileId` field. */
  receiptFileId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `redeemCodeId` field. */
  redeemCodeId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `renewalOfId` field. */
  renewalOfId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `semanticId` field. */
  semanticId?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<PersonalCertificationStatus>;
  /** Checks for equality with the object’s `typeId` field. */
  typeId?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A condition to be used against `PersonalCertificationFee` object types. All
 * fields are tested for equality and combined with a logical ‘and.’
 */
export type PersonalCertificationFeeCondition = {
  /** Checks for equality with the object’s `site` field. */
  site?: InputMaybe<Site>;
  /** Checks for equality with the object’s `typeId` field. */
  typeId?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `PersonalCertificationFee` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationFeeFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<PersonalCertificationFeeFilter>>;
  /** Negates the expression. */
  not?: InputMaybe<PersonalCertificationFeeFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<PersonalCertificationFeeFilter>>;
  /** Filter by the object’s `site` field. */
  site?: InputMaybe<SiteFilter>;
  /** Filter by the object’s `type` relation. */
  type?: InputMaybe<PersonalCertificationTypeFilter>;
  /** Filter by the object’s `typeId` field. */
  typeId?: InputMaybe<IntFilter>;
};

/** Methods to use when ordering `PersonalCertificationFee`. */
export type PersonalCertificationFeeOrderBy =
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'TYPE_ID_ASC'
  | 'TYPE_ID_DESC';

/** A filter to be used against `PersonalCertification` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<PersonalCertificationFilter>>;
  /** Filter by the object’s `applicant` relation. */
  applicant?: InputMaybe<RootUserFilter>;
  /** Filter by the object’s `applicantId` field. */
  applicantId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `applicantName` field. */
  applicantName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `approver` relation. */
  approver?: InputMaybe<RootUserFilter>;
  /** A related `approver` exists. */
  approverExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `approverId` field. */
  approverId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `approverName` field. */
  approverName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `canCancel` field. */
  canCancel?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `certificateFile` relation. */
  certificateFile?: InputMaybe<UploadedFileFilter>;
  /** A related `certificateFile` exists. */
  certificateFileExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `certificateFileId` field. */
  certificateFileId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `certificateFileName` field. */
  certificateFileName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `certificateNumber` field. */
  certificateNumber?: InputMaybe<StringFilter>;
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
  /** Filter by the object’s `createdBy` field. */
  createdBy?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `createdByName` field. */
  createdByName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `exams` relation. */
  exams?: InputMaybe<PersonalCertificationToManyExamFilter>;
  /** Some related `exams` exist. */
  examsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `invoiceFile` relation. */
  invoiceFile?: InputMaybe<UploadedFileFilter>;
  /** A related `invoiceFile` exists. */
  invoiceFileExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `invoiceFileId` field. */
  invoiceFileId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `invoiceFileName` field. */
  invoiceFileName?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<PersonalCertificationFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<PersonalCertificationFilter>>;
  /** Filter by the object’s `paymentMethod` field. */
  paymentMethod?: InputMaybe<PersonalCertificationPaymentMethodFilter>;
  /** Filter by the object’s `personalCertificationsByRenewalOfId` relation. */
  personalCertificationsByRenewalOfId?: InputMaybe<PersonalCertificationToManyPersonalCertificationFilter>;
  /** Some related `personalCertificationsByRenewalOfId` exist. */
  personalCertificationsByRenewalOfIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `pointUsageApprovals` relation. */
  pointUsageApprovals?: InputMaybe<PersonalCertificationToManyPointUsageApprovalFilter>;
  /** Some related `pointUsageApprovals` exist. */
  pointUsageApprovalsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `receiptFile` relation. */
  receiptFile?: InputMaybe<UploadedFileFilter>;
  /** A related `receiptFile` exists. */
  receiptFileExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `receiptFileId` field. */
  receiptFileId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `receiptFileName` field. */
  receiptFileName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `redeemCode` relation. */
  redeemCode?: InputMaybe<RedeemCodeFilter>;
  /** A related `redeemCode` exists. */
  redeemCodeExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `redeemCodeId` field. */
  redeemCodeId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `renewalOf` relation. */
  renewalOf?: InputMaybe<PersonalCertificationFilter>;
  /** A related `renewalOf` exists. */
  renewalOfExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `renewalOfId` field. */
  renewalOfId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `rootUserByCreatedBy` relation. */
  rootUserByCreatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByCreatedBy` exists. */
  rootUserByCreatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `semanticId` field. */
  semanticId?: InputMaybe<StringFilter>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<PersonalCertificationStatusFilter>;
  /** Filter by the object’s `type` relation. */
  type?: InputMaybe<PersonalCertificationTypeFilter>;
  /** Filter by the object’s `typeId` field. */
  typeId?: InputMaybe<IntFilter>;
};

/** Methods to use when ordering `PersonalCertification`. */
export type PersonalCertificationOrderBy =
  | 'APPLICANT_ID_ASC'
  | 'APPLICANT_ID_DESC'
  | 'APPROVER_ID_ASC'
  | 'APPROVER_ID_DESC'
  | 'CERTIFICATE_FILE_ID_ASC'
  | 'CERTIFICATE_FILE_ID_DESC'
  | 'CERTIFICATE_NUMBER_ASC'
  | 'CERTIFICATE_NUMBER_DESC'
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CREATED_BY_ASC'
  | 'CREATED_BY_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'INVOICE_FILE_ID_ASC'
  | 'INVOICE_FILE_ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'RECEIPT_FILE_ID_ASC'
  | 'RECEIPT_FILE_ID_DESC'
  | 'REDEEM_CODE_ID_ASC'
  | 'REDEEM_CODE_ID_DESC'
  | 'RENEWAL_OF_ID_ASC'
  | 'RENEWAL_OF_ID_DESC'
  | 'SEMANTIC_ID_ASC'
  | 'SEMANTIC_ID_DESC'
  | 'TYPE_ID_ASC'
  | 'TYPE_ID_DESC';

export type PersonalCertificationPaymentMethod =
  | 'NO_PAYMENT'
  | 'POINT_DEDUCTION'
  | 'REDEEM_CODE'
  | 'TRANSFER_ACCOUNTS';

/** A filter to be used against PersonalCertificationPaymentMethod fields. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationPaymentMethodFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<PersonalCertificationPaymentMethod>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<PersonalCertificationPaymentMethod>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<PersonalCertificationPaymentMethod>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<PersonalCertificationPaymentMethod>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<PersonalCertificationPaymentMethod>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<PersonalCertificationPaymentMethod>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<PersonalCertificationPaymentMethod>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<PersonalCertificationPaymentMethod>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<PersonalCertificationPaymentMethod>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<PersonalCertificationPaymentMethod>>;
};

export type PersonalCertificationStatus =
  | 'CANCELED'
  | 'COMMITTED'
  | 'EXPIRED'
  | 'REJECTED'
  | 'VALIDATING'
  | 'WAITING_APPROVAL';

/** A filter to be used against PersonalCertificationStatus fields. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<PersonalCertificationStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<PersonalCertificationStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<PersonalCertificationStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<PersonalCertificationStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<PersonalCertificationStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<PersonalCertificationStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<PersonalCertificationStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<PersonalCertificationStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<PersonalCertificationStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<PersonalCertificationStatus>>;
};

/** A filter to be used against many `Exam` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationToManyExamFilter = {
  /** Every related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ExamFilter>;
  /** No related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ExamFilter>;
  /** Some related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ExamFilter>;
};

/** A filter to be used against many `PersonalCertification` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationToManyPersonalCertificationFilter = {
  /** Every related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PersonalCertificationFilter>;
  /** No related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PersonalCertificationFilter>;
  /** Some related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PersonalCertificationFilter>;
};

/** A filter to be used against many `PointUsageApproval` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationToManyPointUsageApprovalFilter = {
  /** Every related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PointUsageApprovalFilter>;
  /** No related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PointUsageApprovalFilter>;
  /** Some related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PointUsageApprovalFilter>;
};

/**
 * A condition to be used against `PersonalCertificationType` object types. All
 * fields are tested for equality and combined with a logical ‘and.’
 */
export type PersonalCertificationTypeCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `key` field. */
  key?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against `PersonalCertificationType` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationTypeFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<PersonalCertificationTypeFilter>>;
  /** Filter by the object’s `coursesByTypeId` relation. */
  coursesByTypeId?: InputMaybe<PersonalCertificationTypeToManyCourseFilter>;
  /** Some related `coursesByTypeId` exist. */
  coursesByTypeIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `examSubjectsByTypeId` relation. */
  examSubjectsByTypeId?: InputMaybe<PersonalCertificationTypeToManyExamSubjectFilter>;
  /** Some related `examSubjectsByTypeId` exist. */
  examSubjectsByTypeIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `key` field. */
  key?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<PersonalCertificationTypeFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<PersonalCertificationTypeFilter>>;
  /** Filter by the object’s `personalCertificationFeesByTypeId` relation. */
  personalCertificationFeesByTypeId?: InputMaybe<PersonalCertificationTypeToManyPersonalCertificationFeeFilter>;
  /** Some related `personalCertificationFeesByTypeId` exist. */
  personalCertificationFeesByTypeIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `personalCertificationsByTypeId` relation. */
  personalCertificationsByTypeId?: InputMaybe<PersonalCertificationTypeToManyPersonalCertificationFilter>;
  /** Some related `personalCertificationsByTypeId` exist. */
  personalCertificationsByTypeIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `redeemCodeCreateLogsByTypeId` relation. */
  redeemCodeCreateLogsByTypeId?: InputMaybe<PersonalCertificationTypeToManyRedeemCodeCreateLogFilter>;
  /** Some related `redeemCodeCreateLogsByTypeId` exist. */
  redeemCodeCreateLogsByTypeIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `redeemCodesByTypeId` relation. */
  redeemCodesByTypeId?: InputMaybe<PersonalCertificationTypeToManyRedeemCodeFilter>;
  /** Some related `redeemCodesByTypeId` exist. */
  redeemCodesByTypeIdExist?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Methods to use when ordering `PersonalCertificationType`. */
export type PersonalCertificationTypeOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'KEY_ASC'
  | 'KEY_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** A filter to be used against many `Course` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationTypeToManyCourseFilter = {
  /** Every related `Course` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CourseFilter>;
  /** No related `Course` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CourseFilter>;
  /** Some related `Course` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CourseFilter>;
};

/** A filter to be used against many `ExamSubject` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationTypeToManyExamSubjectFilter = {
  /** Every related `ExamSubject` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ExamSubjectFilter>;
  /** No related `ExamSubject` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ExamSubjectFilter>;
  /** Some related `ExamSubject` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ExamSubjectFilter>;
};

/** A filter to be used against many `PersonalCertificationFee` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationTypeToManyPersonalCertificationFeeFilter = {
  /** Every related `PersonalCertificationFee` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PersonalCertificationFeeFilter>;
  /** No related `PersonalCertificationFee` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PersonalCertificationFeeFilter>;
  /** Some related `PersonalCertificationFee` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PersonalCertificationFeeFilter>;
};

/** A filter to be used against many `PersonalCertification` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationTypeToManyPersonalCertificationFilter = {
  /** Every related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PersonalCertificationFilter>;
  /** No related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PersonalCertificationFilter>;
  /** Some related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PersonalCertificationFilter>;
};

/** A filter to be used against many `RedeemCodeCreateLog` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationTypeToManyRedeemCodeCreateLogFilter = {
  /** Every related `RedeemCodeCreateLog` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<RedeemCodeCreateLogFilter>;
  /** No related `RedeemCodeCreateLog` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<RedeemCodeCreateLogFilter>;
  /** Some related `RedeemCodeCreateLog` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<RedeemCodeCreateLogFilter>;
};

/** A filter to be used against many `RedeemCode` object types. All fields are combined with a logical ‘and.’ */
export type PersonalCertificationTypeToManyRedeemCodeFilter = {
  /** Every related `RedeemCode` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<RedeemCodeFilter>;
  /** No related `RedeemCode` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<RedeemCodeFilter>;
  /** Some related `RedeemCode` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<RedeemCodeFilter>;
};

/** All input for the `pinAnnouncement` mutation. */
export type PinAnnouncementInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  pinned?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A condition to be used against `PointUsageApproval` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type PointUsageApprovalCondition = {
  /** Checks for equality with the object’s `approverId` field. */
  approverId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `examId` field. */
  examId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `holdId` field. */
  holdId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `personalCertificationId` field. */
  personalCertificationId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<PointUsageApprovalStatus>;
  /** Checks for equality with the object’s `submitterId` field. */
  submitterId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `PointUsageApproval` object types. All fields are combined with a logical ‘and.’ */
export type PointUsageApprovalFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<PointUsageApprovalFilter>>;
  /** Filter by the object’s `approver` relation. */
  approver?: InputMaybe<RootUserFilter>;
  /** A related `approver` exists. */
  approverExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `approverId` field. */
  approverId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `approverName` field. */
  approverName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `exam` relation. */
  exam?: InputMaybe<ExamFilter>;
  /** A related `exam` exists. */
  examExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `examId` field. */
  examId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `hold` relation. */
  hold?: InputMaybe<CompanyPointHoldFilter>;
  /** Filter by the object’s `holdId` field. */
  holdId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<PointUsageApprovalFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<PointUsageApprovalFilter>>;
  /** Filter by the object’s `personalCertification` relation. */
  personalCertification?: InputMaybe<PersonalCertificationFilter>;
  /** Filter by the object’s `personalCertificationId` field. */
  personalCertificationId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<PointUsageApprovalStatusFilter>;
  /** Filter by the object’s `submitter` relation. */
  submitter?: InputMaybe<RootUserFilter>;
  /** A related `submitter` exists. */
  submitterExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `submitterId` field. */
  submitterId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `submitterName` field. */
  submitterName?: InputMaybe<StringFilter>;
};

/** Methods to use when ordering `PointUsageApproval`. */
export type PointUsageApprovalOrderBy =
  | 'APPROVER_ID_ASC'
  | 'APPROVER_ID_DESC'
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'HOLD_ID_ASC'
  | 'HOLD_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PERSONAL_CERTIFICATION_ID_ASC'
  | 'PERSONAL_CERTIFICATION_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SUBMITTER_ID_ASC'
  | 'SUBMITTER_ID_DESC';

export type PointUsageApprovalStatus =
  | 'APPROVED'
  | 'APPROVING'
  | 'REJECTED';

/** A filter to be used against PointUsageApprovalStatus fields. All fields are combined with a logical ‘and.’ */
export type PointUsageApprovalStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<PointUsageApprovalStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<PointUsageApprovalStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<PointUsageApprovalStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<PointUsageApprovalStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<PointUsageApprovalStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<PointUsageApprovalStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<PointUsageApprovalStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<PointUsageApprovalStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<PointUsageApprovalStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<PointUsageApprovalStatus>>;
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
  /** Filter by the object’s `partnerApplications` relation. */
  partnerApplications?: InputMaybe<PositionToManyPartnerApplicationFilter>;
  /** Some related `partnerApplications` exist. */
  partnerApplicationsExist?: InputMaybe<Scalars['Boolean']['input']>;
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

/** A filter to be used against many `PartnerApplication` object types. All fields are combined with a logical ‘and.’ */
export type PositionToManyPartnerApplicationFilter = {
  /** Every related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PartnerApplicationFilter>;
  /** No related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PartnerApplicationFilter>;
  /** Some related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PartnerApplicationFilter>;
};

/** A filter to be used against many `User` object types. All fields are combined with a logical ‘and.’ */
export type PositionToManyUserFilter = {
  /** Every related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<UserFilter>;
  /** No related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<UserFilter>;
  /** Some related `User` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<UserFilter>;
};

/** A condition to be used against `Product` object types. All fields are tested for equality and combined with a logical ‘and.’ */
export type ProductCondition = {
  /** Checks for equality with the object’s `enabled` field. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `nameZh` field. */
  nameZh?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<Scalars['Datetime']['input']>;
};

/** A filter to be used against `Product` object types. All fields are combined with a logical ‘and.’ */
export type ProductFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProductFilter>>;
  /** Filter by the object’s `enabled` field. */
  enabled?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Filter by the object’s `nameZh` field. */
  nameZh?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProductFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProductFilter>>;
  /** Filter by the object’s `projectFilingProducts` relation. */
  projectFilingProducts?: InputMaybe<ProductToManyProjectFilingProductFilter>;
  /** Some related `projectFilingProducts` exist. */
  projectFilingProductsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `resourceMaterialProducts` relation. */
  resourceMaterialProducts?: InputMaybe<ProductToManyResourceMaterialProductFilter>;
  /** Some related `resourceMaterialProducts` exist. */
  resourceMaterialProductsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
  /** Filter by the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<DatetimeFilter>;
};

/** An input for mutations affecting `Product` */
export type ProductInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  purchaseTypes: Array<InputMaybe<PurchaseType>>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  units: Array<InputMaybe<ProductUnit>>;
};

/** Methods to use when ordering `Product`. */
export type ProductOrderBy =
  | 'ENABLED_ASC'
  | 'ENABLED_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NAME_ZH_ASC'
  | 'NAME_ZH_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC'
  | 'UPDATED_AT_ASC'
  | 'UPDATED_AT_DESC';

/** Represents an update to a `Product`. Fields that are set will be updated. */
export type ProductPatch = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  purchaseTypes?: InputMaybe<Array<InputMaybe<PurchaseType>>>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  units?: InputMaybe<Array<InputMaybe<ProductUnit>>>;
};

/** A filter to be used against many `ProjectFilingProduct` object types. All fields are combined with a logical ‘and.’ */
export type ProductToManyProjectFilingProductFilter = {
  /** Every related `ProjectFilingProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingProductFilter>;
  /** No related `ProjectFilingProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingProductFilter>;
  /** Some related `ProjectFilingProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingProductFilter>;
};

/** A filter to be used against many `ResourceMaterialProduct` object types. All fields are combined with a logical ‘and.’ */
export type ProductToManyResourceMaterialProductFilter = {
  /** Every related `ResourceMaterialProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ResourceMaterialProductFilter>;
  /** No related `ResourceMaterialProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ResourceMaterialProductFilter>;
  /** Some related `ResourceMaterialProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ResourceMaterialProductFilter>;
};

export type ProductUnit =
  | 'CORE'
  | 'CPU'
  | 'INSTANCE'
  | 'NODE'
  | 'NONE'
  | 'SUIT'
  | 'TIB'
  | 'VCPU'
  | 'VM';

/**
 * A condition to be used against `ProjectFilingApproval` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type ProjectFilingApprovalCondition = {
  /** Checks for equality with the object’s `approverId` field. */
  approverId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `filingId` field. */
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `renewalId` field. */
  renewalId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `source` field. */
  source?: InputMaybe<ApprovalSource>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<ApprovalStatus>;
};

/** A filter to be used against `ProjectFilingApproval` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingApprovalFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProjectFilingApprovalFilter>>;
  /** Filter by the object’s `approver` relation. */
  approver?: InputMaybe<RootUserFilter>;
  /** A related `approver` exists. */
  approverExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `approverId` field. */
  approverId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `approverName` field. */
  approverName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `canDecide` field. */
  canDecide?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `filing` relation. */
  filing?: InputMaybe<ProjectFilingFilter>;
  /** Filter by the object’s `filingId` field. */
  filingId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `filingName` field. */
  filingName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `filingSemanticId` field. */
  filingSemanticId?: InputMaybe<StringFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProjectFilingApprovalFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProjectFilingApprovalFilter>>;
  /** Filter by the object’s `renewal` relation. */
  renewal?: InputMaybe<ProjectFilingRenewalFilter>;
  /** A related `renewal` exists. */
  renewalExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `renewalId` field. */
  renewalId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `renewalValidUntilDate` field. */
  renewalValidUntilDate?: InputMaybe<DateFilter>;
  /** Filter by the object’s `source` field. */
  source?: InputMaybe<ApprovalSourceFilter>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<ApprovalStatusFilter>;
  /** Filter by the object’s `submitterName` field. */
  submitterName?: InputMaybe<StringFilter>;
};

/** Methods to use when ordering `ProjectFilingApproval`. */
export type ProjectFilingApprovalOrderBy =
  | 'APPROVER_ID_ASC'
  | 'APPROVER_ID_DESC'
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'FILING_ID_ASC'
  | 'FILING_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'RENEWAL_ID_ASC'
  | 'RENEWAL_ID_DESC';

/**
 * A condition to be used against `ProjectFiling` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type ProjectFilingCondition = {
  /** Checks for equality with the object’s `approvalStep` field. */
  approvalStep?: InputMaybe<ApprovalSource>;
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Only rows of companies whose name contains this text, ignoring case (a blank text does not narrow). */
  companyNameContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `customerFullName` field. */
  customerFullName?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `estimatedOrderBudget` field. */
  estimatedOrderBudget?: InputMaybe<Scalars['BigFloat']['input']>;
  /** Checks for equality with the object’s `estimatedOrderBudgetCents` field. */
  estimatedOrderBudgetCents?: InputMaybe<Scalars['BigInt']['input']>;
  /** Checks for equality with the object’s `estimatedOrderDate` field. */
  estimatedOrderDate?: InputMaybe<Scalars['Date']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `industryId` field. */
  industryId?: InputMaybe<Scalars['Int']['input']>;
  /** Only filings whose readable id, name or customer's name contains this text, ignoring case (a blank text does not narrow). */
  keywordContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `opportunitySourceId` field. */
  opportunitySourceId?: InputMaybe<Scalars['Int']['input']>;
  /** Only filings whose owner's name contains this text, ignoring case (a blank text does not narrow). */
  ownerNameContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `phaseId` field. */
  phaseId?: InputMaybe<Scalars['Int']['input']>;
  /** Only filings in possible conflict with a filing under review or in effect (true), or only the others (false); vendor admins. */
  possibleConflict?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `preferredDistributorId` field. */
  preferredDistributorId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `principalId` field. */
  principalId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `revokerId` field. */
  revokerId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `semanticId` field. */
  semanticId?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<ProjectFilingStatus>;
  /** Checks for equality with the object’s `submitterId` field. */
  submitterId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `validUntilDate` field. */
  validUntilDate?: InputMaybe<Scalars['Date']['input']>;
};

/**
 * A condition to be used against `ProjectFilingConflict` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type ProjectFilingConflictCondition = {
  /** Checks for equality with the object’s `filingId` field. */
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `otherFilingId` field. */
  otherFilingId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `ProjectFilingConflict` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingConflictFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProjectFilingConflictFilter>>;
  /** Filter by the object’s `filing` relation. */
  filing?: InputMaybe<ProjectFilingFilter>;
  /** Filter by the object’s `filingId` field. */
  filingId?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProjectFilingConflictFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProjectFilingConflictFilter>>;
  /** Filter by the object’s `otherFiling` relation. */
  otherFiling?: InputMaybe<ProjectFilingFilter>;
  /** Filter by the object’s `otherFilingId` field. */
  otherFilingId?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `ProjectFilingConflict`. */
export type ProjectFilingConflictOrderBy =
  | 'FILING_ID_ASC'
  | 'FILING_ID_DESC'
  | 'NATURAL'
  | 'OTHER_FILING_ID_ASC'
  | 'OTHER_FILING_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** A filter to be used against `ProjectFiling` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProjectFilingFilter>>;
  /** Filter by the object’s `approvalStep` field. */
  approvalStep?: InputMaybe<ApprovalSourceFilter>;
  /** Filter by the object’s `canCancel` field. */
  canCancel?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `canManage` field. */
  canManage?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `canRenew` field. */
  canRenew?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `companyName` field. */
  companyName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `companyPerformances` relation. */
  companyPerformances?: InputMaybe<ProjectFilingToManyCompanyPerformanceFilter>;
  /** Some related `companyPerformances` exist. */
  companyPerformancesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `customerFullName` field. */
  customerFullName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `estimatedOrderBudget` field. */
  estimatedOrderBudget?: InputMaybe<BigFloatFilter>;
  /** Filter by the object’s `estimatedOrderBudgetCents` field. */
  estimatedOrderBudgetCents?: InputMaybe<BigIntFilter>;
  /** Filter by the object’s `estimatedOrderDate` field. */
  estimatedOrderDate?: InputMaybe<DateFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `industry` relation. */
  industry?: InputMaybe<IndustryFilter>;
  /** Filter by the object’s `industryId` field. */
  industryId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProjectFilingFilter>;
  /** Filter by the object’s `opportunitySource` relation. */
  opportunitySource?: InputMaybe<OpportunitySourceFilter>;
  /** Filter by the object’s `opportunitySourceId` field. */
  opportunitySourceId?: InputMaybe<IntFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProjectFilingFilter>>;
  /** Filter by the object’s `phase` relation. */
  phase?: InputMaybe<ProjectPhaseFilter>;
  /** Filter by the object’s `phaseId` field. */
  phaseId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `possibleConflict` field. */
  possibleConflict?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `preferredDistributor` relation. */
  preferredDistributor?: InputMaybe<DistributorFilter>;
  /** A related `preferredDistributor` exists. */
  preferredDistributorExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `preferredDistributorId` field. */
  preferredDistributorId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `principal` relation. */
  principal?: InputMaybe<UserFilter>;
  /** Filter by the object’s `principalId` field. */
  principalId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `principalName` field. */
  principalName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `projectFilingApprovalsByFilingId` relation. */
  projectFilingApprovalsByFilingId?: InputMaybe<ProjectFilingToManyProjectFilingApprovalFilter>;
  /** Some related `projectFilingApprovalsByFilingId` exist. */
  projectFilingApprovalsByFilingIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingConflictsByFilingId` relation. */
  projectFilingConflictsByFilingId?: InputMaybe<ProjectFilingToManyProjectFilingConflictFilter>;
  /** Some related `projectFilingConflictsByFilingId` exist. */
  projectFilingConflictsByFilingIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingConflictsByOtherFilingId` relation. */
  projectFilingConflictsByOtherFilingId?: InputMaybe<ProjectFilingToManyProjectFilingConflictFilter>;
  /** Some related `projectFilingConflictsByOtherFilingId` exist. */
  projectFilingConflictsByOtherFilingIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingHistoriesByFilingId` relation. */
  projectFilingHistoriesByFilingId?: InputMaybe<ProjectFilingToManyProjectFilingHistoryFilter>;
  /** Some related `projectFilingHistoriesByFilingId` exist. */
  projectFilingHistoriesByFilingIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingProductsByFilingId` relation. */
  projectFilingProductsByFilingId?: InputMaybe<ProjectFilingToManyProjectFilingProductFilter>;
  /** Some related `projectFilingProductsByFilingId` exist. */
  projectFilingProductsByFilingIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingProgressesByFilingId` relation. */
  projectFilingProgressesByFilingId?: InputMaybe<ProjectFilingToManyProjectFilingProgressFilter>;
  /** Some related `projectFilingProgressesByFilingId` exist. */
  projectFilingProgressesByFilingIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingRenewalsByFilingId` relation. */
  projectFilingRenewalsByFilingId?: InputMaybe<ProjectFilingToManyProjectFilingRenewalFilter>;
  /** Some related `projectFilingRenewalsByFilingId` exist. */
  projectFilingRenewalsByFilingIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `revoker` relation. */
  revoker?: InputMaybe<RootUserFilter>;
  /** A related `revoker` exists. */
  revokerExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `revokerId` field. */
  revokerId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `semanticId` field. */
  semanticId?: InputMaybe<StringFilter>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<ProjectFilingStatusFilter>;
  /** Filter by the object’s `submitter` relation. */
  submitter?: InputMaybe<UserFilter>;
  /** Filter by the object’s `submitterId` field. */
  submitterId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `submitterName` field. */
  submitterName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `validUntilDate` field. */
  validUntilDate?: InputMaybe<DateFilter>;
  /** Filter by the object’s `vendorWaitingSince` field. */
  vendorWaitingSince?: InputMaybe<DatetimeFilter>;
};

/**
 * A condition to be used against `ProjectFilingHistory` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type ProjectFilingHistoryCondition = {
  /** Checks for equality with the object’s `actorId` field. */
  actorId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `filingId` field. */
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `ProjectFilingHistory` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingHistoryFilter = {
  /** Filter by the object’s `actor` relation. */
  actor?: InputMaybe<RootUserFilter>;
  /** A related `actor` exists. */
  actorExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `actorId` field. */
  actorId?: InputMaybe<UuidFilter>;
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProjectFilingHistoryFilter>>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `filing` relation. */
  filing?: InputMaybe<ProjectFilingFilter>;
  /** Filter by the object’s `filingId` field. */
  filingId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProjectFilingHistoryFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProjectFilingHistoryFilter>>;
};

/** Methods to use when ordering `ProjectFilingHistory`. */
export type ProjectFilingHistoryOrderBy =
  | 'ACTOR_ID_ASC'
  | 'ACTOR_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'FILING_ID_ASC'
  | 'FILING_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** Methods to use when ordering `ProjectFiling`. */
export type ProjectFilingOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CUSTOMER_FULL_NAME_ASC'
  | 'CUSTOMER_FULL_NAME_DESC'
  | 'ESTIMATED_ORDER_BUDGET_ASC'
  | 'ESTIMATED_ORDER_BUDGET_DESC'
  | 'ESTIMATED_ORDER_DATE_ASC'
  | 'ESTIMATED_ORDER_DATE_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'INDUSTRY_ID_ASC'
  | 'INDUSTRY_ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NATURAL'
  | 'OPPORTUNITY_SOURCE_ID_ASC'
  | 'OPPORTUNITY_SOURCE_ID_DESC'
  | 'PHASE_ID_ASC'
  | 'PHASE_ID_DESC'
  | 'PREFERRED_DISTRIBUTOR_ID_ASC'
  | 'PREFERRED_DISTRIBUTOR_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'PRINCIPAL_ID_ASC'
  | 'PRINCIPAL_ID_DESC'
  | 'REVOKER_ID_ASC'
  | 'REVOKER_ID_DESC'
  | 'SEMANTIC_ID_ASC'
  | 'SEMANTIC_ID_DESC'
  | 'SUBMITTER_ID_ASC'
  | 'SUBMITTER_ID_DESC'
  | 'VALID_UNTIL_DATE_ASC'
  | 'VALID_UNTIL_DATE_DESC';

/**
 * A condition to be used against `ProjectFilingProduct` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type ProjectFilingProductCondition = {
  /** Checks for equality with the object’s `filingId` field. */
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `lineNo` field. */
  lineNo?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `productId` field. */
  productId?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `ProjectFilingProduct` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingProductFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProjectFilingProductFilter>>;
  /** Filter by the object’s `filing` relation. */
  filing?: InputMaybe<ProjectFilingFilter>;
  /** Filter by the object’s `filingId` field. */
  filingId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `lineNo` field. */
  lineNo?: InputMaybe<IntFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProjectFilingProductFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProjectFilingProductFilter>>;
  /** Filter by the object’s `product` relation. */
  product?: InputMaybe<ProductFilter>;
  /** Filter by the object’s `productId` field. */
  productId?: InputMaybe<IntFilter>;
};

/** An input for mutations affecting `ProjectFilingProductLine` */
export type ProjectFilingProductLineInput = {
  count?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['Int']['input']>;
  purchaseType?: InputMaybe<PurchaseType>;
  unit?: InputMaybe<ProductUnit>;
};

/** Methods to use when ordering `ProjectFilingProduct`. */
export type ProjectFilingProductOrderBy =
  | 'FILING_ID_ASC'
  | 'FILING_ID_DESC'
  | 'LINE_NO_ASC'
  | 'LINE_NO_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'PRODUCT_ID_ASC'
  | 'PRODUCT_ID_DESC';

/**
 * A condition to be used against `ProjectFilingProgress` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type ProjectFilingProgressCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `filingId` field. */
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `phaseId` field. */
  phaseId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `submitterId` field. */
  submitterId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `ProjectFilingProgress` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingProgressFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProjectFilingProgressFilter>>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `editable` field. */
  editable?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `filing` relation. */
  filing?: InputMaybe<ProjectFilingFilter>;
  /** Filter by the object’s `filingId` field. */
  filingId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProjectFilingProgressFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProjectFilingProgressFilter>>;
  /** Filter by the object’s `phase` relation. */
  phase?: InputMaybe<ProjectPhaseFilter>;
  /** Filter by the object’s `phaseId` field. */
  phaseId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `submitter` relation. */
  submitter?: InputMaybe<UserFilter>;
  /** Filter by the object’s `submitterId` field. */
  submitterId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `submitterName` field. */
  submitterName?: InputMaybe<StringFilter>;
};

/** Methods to use when ordering `ProjectFilingProgress`. */
export type ProjectFilingProgressOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'FILING_ID_ASC'
  | 'FILING_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PHASE_ID_ASC'
  | 'PHASE_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SUBMITTER_ID_ASC'
  | 'SUBMITTER_ID_DESC';

/**
 * A condition to be used against `ProjectFilingQuotaRule` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type ProjectFilingQuotaRuleCondition = {
  /** Checks for equality with the object’s `companyId` field. */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `creatorId` field. */
  creatorId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `isActive` field. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `modifierId` field. */
  modifierId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `validUntilDate` field. */
  validUntilDate?: InputMaybe<Scalars['Date']['input']>;
};

/** A filter to be used against `ProjectFilingQuotaRule` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingQuotaRuleFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProjectFilingQuotaRuleFilter>>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyId` field. */
  companyId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `companyName` field. */
  companyName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `creator` relation. */
  creator?: InputMaybe<RootUserFilter>;
  /** A related `creator` exists. */
  creatorExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `creatorId` field. */
  creatorId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `creatorName` field. */
  creatorName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `inForce` field. */
  inForce?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `isActive` field. */
  isActive?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `modifier` relation. */
  modifier?: InputMaybe<RootUserFilter>;
  /** A related `modifier` exists. */
  modifierExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `modifierId` field. */
  modifierId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `modifierName` field. */
  modifierName?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProjectFilingQuotaRuleFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProjectFilingQuotaRuleFilter>>;
  /** Filter by the object’s `validUntilDate` field. */
  validUntilDate?: InputMaybe<DateFilter>;
};

/** Methods to use when ordering `ProjectFilingQuotaRule`. */
export type ProjectFilingQuotaRuleOrderBy =
  | 'COMPANY_ID_ASC'
  | 'COMPANY_ID_DESC'
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CREATOR_ID_ASC'
  | 'CREATOR_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'IS_ACTIVE_ASC'
  | 'IS_ACTIVE_DESC'
  | 'MODIFIER_ID_ASC'
  | 'MODIFIER_ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'VALID_UNTIL_DATE_ASC'
  | 'VALID_UNTIL_DATE_DESC';

/**
 * A condition to be used against `ProjectFilingRenewal` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type ProjectFilingRenewalCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `filingId` field. */
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `phaseId` field. */
  phaseId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `submitterId` field. */
  submitterId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `ProjectFilingRenewal` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingRenewalFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProjectFilingRenewalFilter>>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `filing` relation. */
  filing?: InputMaybe<ProjectFilingFilter>;
  /** Filter by the object’s `filingId` field. */
  filingId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProjectFilingRenewalFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProjectFilingRenewalFilter>>;
  /** Filter by the object’s `phase` relation. */
  phase?: InputMaybe<ProjectPhaseFilter>;
  /** Filter by the object’s `phaseId` field. */
  phaseId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `projectFilingApprovalsByRenewalId` relation. */
  projectFilingApprovalsByRenewalId?: InputMaybe<ProjectFilingRenewalToManyProjectFilingApprovalFilter>;
  /** Some related `projectFilingApprovalsByRenewalId` exist. */
  projectFilingApprovalsByRenewalIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `submitter` relation. */
  submitter?: InputMaybe<UserFilter>;
  /** Filter by the object’s `submitterId` field. */
  submitterId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `submitterName` field. */
  submitterName?: InputMaybe<StringFilter>;
};

/** Methods to use when ordering `ProjectFilingRenewal`. */
export type ProjectFilingRenewalOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'FILING_ID_ASC'
  | 'FILING_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PHASE_ID_ASC'
  | 'PHASE_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SUBMITTER_ID_ASC'
  | 'SUBMITTER_ID_DESC';

/** A filter to be used against many `ProjectFilingApproval` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingRenewalToManyProjectFilingApprovalFilter = {
  /** Every related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingApprovalFilter>;
  /** No related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingApprovalFilter>;
  /** Some related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingApprovalFilter>;
};

export type ProjectFilingStatus =
  | 'APPROVING'
  | 'CANCELED'
  | 'EXPIRED'
  | 'HAVE_SIGNED'
  | 'REJECTED'
  | 'VALIDATING';

/** A filter to be used against ProjectFilingStatus fields. All fields are combined with a logical ‘and.’ */
export type ProjectFilingStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<ProjectFilingStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<ProjectFilingStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<ProjectFilingStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<ProjectFilingStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<ProjectFilingStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<ProjectFilingStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<ProjectFilingStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<ProjectFilingStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<ProjectFilingStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<ProjectFilingStatus>>;
};

/** A filter to be used against many `CompanyPerformance` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingToManyCompanyPerformanceFilter = {
  /** Every related `CompanyPerformance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPerformanceFilter>;
  /** No related `CompanyPerformance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPerformanceFilter>;
  /** Some related `CompanyPerformance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPerformanceFilter>;
};

/** A filter to be used against many `ProjectFilingApproval` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingToManyProjectFilingApprovalFilter = {
  /** Every related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingApprovalFilter>;
  /** No related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingApprovalFilter>;
  /** Some related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingApprovalFilter>;
};

/** A filter to be used against many `ProjectFilingConflict` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingToManyProjectFilingConflictFilter = {
  /** Every related `ProjectFilingConflict` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingConflictFilter>;
  /** No related `ProjectFilingConflict` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingConflictFilter>;
  /** Some related `ProjectFilingConflict` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingConflictFilter>;
};

/** A filter to be used against many `ProjectFilingHistory` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingToManyProjectFilingHistoryFilter = {
  /** Every related `ProjectFilingHistory` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingHistoryFilter>;
  /** No related `ProjectFilingHistory` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingHistoryFilter>;
  /** Some related `ProjectFilingHistory` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingHistoryFilter>;
};

/** A filter to be used against many `ProjectFilingProduct` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingToManyProjectFilingProductFilter = {
  /** Every related `ProjectFilingProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingProductFilter>;
  /** No related `ProjectFilingProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingProductFilter>;
  /** Some related `ProjectFilingProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingProductFilter>;
};

/** A filter to be used against many `ProjectFilingProgress` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingToManyProjectFilingProgressFilter = {
  /** Every related `ProjectFilingProgress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingProgressFilter>;
  /** No related `ProjectFilingProgress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingProgressFilter>;
  /** Some related `ProjectFilingProgress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingProgressFilter>;
};

/** A filter to be used against many `ProjectFilingRenewal` object types. All fields are combined with a logical ‘and.’ */
export type ProjectFilingToManyProjectFilingRenewalFilter = {
  /** Every related `ProjectFilingRenewal` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingRenewalFilter>;
  /** No related `ProjectFilingRenewal` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingRenewalFilter>;
  /** Some related `ProjectFilingRenewal` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingRenewalFilter>;
};

/**
 * A condition to be used against `ProjectPhase` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type ProjectPhaseCondition = {
  /** Checks for equality with the object’s `enabled` field. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `nameZh` field. */
  nameZh?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<Scalars['Datetime']['input']>;
};

/** A filter to be used against `ProjectPhase` object types. All fields are combined with a logical ‘and.’ */
export type ProjectPhaseFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ProjectPhaseFilter>>;
  /** Filter by the object’s `enabled` field. */
  enabled?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Filter by the object’s `nameZh` field. */
  nameZh?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ProjectPhaseFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ProjectPhaseFilter>>;
  /** Filter by the object’s `projectFilingProgressesByPhaseId` relation. */
  projectFilingProgressesByPhaseId?: InputMaybe<ProjectPhaseToManyProjectFilingProgressFilter>;
  /** Some related `projectFilingProgressesByPhaseId` exist. */
  projectFilingProgressesByPhaseIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingRenewalsByPhaseId` relation. */
  projectFilingRenewalsByPhaseId?: InputMaybe<ProjectPhaseToManyProjectFilingRenewalFilter>;
  /** Some related `projectFilingRenewalsByPhaseId` exist. */
  projectFilingRenewalsByPhaseIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingsByPhaseId` relation. */
  projectFilingsByPhaseId?: InputMaybe<ProjectPhaseToManyProjectFilingFilter>;
  /** Some related `projectFilingsByPhaseId` exist. */
  projectFilingsByPhaseIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
  /** Filter by the object’s `updatedAt` field. */
  updatedAt?: InputMaybe<DatetimeFilter>;
};

/** An input for mutations affecting `ProjectPhase` */
export type ProjectPhaseInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  preset?: InputMaybe<Scalars['Boolean']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** Methods to use when ordering `ProjectPhase`. */
export type ProjectPhaseOrderBy =
  | 'ENABLED_ASC'
  | 'ENABLED_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NAME_ZH_ASC'
  | 'NAME_ZH_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC'
  | 'UPDATED_AT_ASC'
  | 'UPDATED_AT_DESC';

/** Represents an update to a `ProjectPhase`. Fields that are set will be updated. */
export type ProjectPhasePatch = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  preset?: InputMaybe<Scalars['Boolean']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against many `ProjectFiling` object types. All fields are combined with a logical ‘and.’ */
export type ProjectPhaseToManyProjectFilingFilter = {
  /** Every related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingFilter>;
  /** No related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingFilter>;
  /** Some related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingFilter>;
};

/** A filter to be used against many `ProjectFilingProgress` object types. All fields are combined with a logical ‘and.’ */
export type ProjectPhaseToManyProjectFilingProgressFilter = {
  /** Every related `ProjectFilingProgress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingProgressFilter>;
  /** No related `ProjectFilingProgress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingProgressFilter>;
  /** Some related `ProjectFilingProgress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingProgressFilter>;
};

/** A filter to be used against many `ProjectFilingRenewal` object types. All fields are combined with a logical ‘and.’ */
export type ProjectPhaseToManyProjectFilingRenewalFilter = {
  /** Every related `ProjectFilingRenewal` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingRenewalFilter>;
  /** No related `ProjectFilingRenewal` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingRenewalFilter>;
  /** Some related `ProjectFilingRenewal` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingRenewalFilter>;
};

export type PublicationStatus =
  | 'DELISTED'
  | 'DRAFT'
  | 'PUBLISHED';

/** A filter to be used against PublicationStatus fields. All fields are combined with a logical ‘and.’ */
export type PublicationStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<PublicationStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<PublicationStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<PublicationStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<PublicationStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<PublicationStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<PublicationStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<PublicationStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<PublicationStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<PublicationStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<PublicationStatus>>;
};

/** All input for the `publishAnnouncement` mutation. */
export type PublishAnnouncementInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `publishResourceMaterial` mutation. */
export type PublishResourceMaterialInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  isSentNotification?: InputMaybe<Scalars['Boolean']['input']>;
  publishTime?: InputMaybe<Scalars['Datetime']['input']>;
};

export type PurchaseType =
  | 'NONE'
  | 'RENEWAL'
  | 'SOFTWARE';

/**
 * A condition to be used against `RecentVisitedPage` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type RecentVisitedPageCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `url` field. */
  url?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `visitedAt` field. */
  visitedAt?: InputMaybe<Scalars['Datetime']['input']>;
};

/** A filter to be used against `RecentVisitedPage` object types. All fields are combined with a logical ‘and.’ */
export type RecentVisitedPageFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<RecentVisitedPageFilter>>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<RecentVisitedPageFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<RecentVisitedPageFilter>>;
  /** Filter by the object’s `rootUser` relation. */
  rootUser?: InputMaybe<RootUserFilter>;
  /** Filter by the object’s `url` field. */
  url?: InputMaybe<StringFilter>;
  /** Filter by the object’s `visitedAt` field. */
  visitedAt?: InputMaybe<DatetimeFilter>;
};

/** Methods to use when ordering `RecentVisitedPage`. */
export type RecentVisitedPageOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'URL_ASC'
  | 'URL_DESC'
  | 'VISITED_AT_ASC'
  | 'VISITED_AT_DESC';

/** All input for the `recordContentEvents` mutation. */
export type RecordContentEventsInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  events?: InputMaybe<Array<InputMaybe<ContentEventInput>>>;
};

/** All input for the `recordRecentPage` mutation. */
export type RecordRecentPageInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  titleKey?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A condition to be used against `RedeemCode` object types. All fields are tested
 * for equality and combined with a logical ‘and.’
 */
export type RedeemCodeCondition = {
  /** Checks for equality with the object’s `code` field. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `logId` field. */
  logId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `personalCertificationId` field. */
  personalCertificationId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `reservedBy` field. */
  reservedBy?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `typeId` field. */
  typeId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `usedBy` field. */
  usedBy?: InputMaybe<Scalars['UUID']['input']>;
};

/**
 * A condition to be used against `RedeemCodeCreateLog` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type RedeemCodeCreateLogCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `createdBy` field. */
  createdBy?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `typeId` field. */
  typeId?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `RedeemCodeCreateLog` object types. All fields are combined with a logical ‘and.’ */
export type RedeemCodeCreateLogFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<RedeemCodeCreateLogFilter>>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `createdBy` field. */
  createdBy?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `creatorName` field. */
  creatorName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<RedeemCodeCreateLogFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<RedeemCodeCreateLogFilter>>;
  /** Filter by the object’s `redeemCodesByLogId` relation. */
  redeemCodesByLogId?: InputMaybe<RedeemCodeCreateLogToManyRedeemCodeFilter>;
  /** Some related `redeemCodesByLogId` exist. */
  redeemCodesByLogIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUserByCreatedBy` relation. */
  rootUserByCreatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByCreatedBy` exists. */
  rootUserByCreatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `type` relation. */
  type?: InputMaybe<PersonalCertificationTypeFilter>;
  /** Filter by the object’s `typeId` field. */
  typeId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `unusedCount` field. */
  unusedCount?: InputMaybe<IntFilter>;
  /** Filter by the object’s `usedCount` field. */
  usedCount?: InputMaybe<IntFilter>;
};

/** Methods to use when ordering `RedeemCodeCreateLog`. */
export type RedeemCodeCreateLogOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CREATED_BY_ASC'
  | 'CREATED_BY_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'TYPE_ID_ASC'
  | 'TYPE_ID_DESC';

/** A filter to be used against many `RedeemCode` object types. All fields are combined with a logical ‘and.’ */
export type RedeemCodeCreateLogToManyRedeemCodeFilter = {
  /** Every related `RedeemCode` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<RedeemCodeFilter>;
  /** No related `RedeemCode` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<RedeemCodeFilter>;
  /** Some related `RedeemCode` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<RedeemCodeFilter>;
};

/** A filter to be used against `RedeemCode` object types. All fields are combined with a logical ‘and.’ */
export type RedeemCodeFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<RedeemCodeFilter>>;
  /** Filter by the object’s `code` field. */
  code?: InputMaybe<StringFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `log` relation. */
  log?: InputMaybe<RedeemCodeCreateLogFilter>;
  /** Filter by the object’s `logId` field. */
  logId?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<RedeemCodeFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<RedeemCodeFilter>>;
  /** Filter by the object’s `personalCertificationId` field. */
  personalCertificationId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `personalCertifications` relation. */
  personalCertifications?: InputMaybe<RedeemCodeToManyPersonalCertificationFilter>;
  /** Some related `personalCertifications` exist. */
  personalCertificationsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `redeemerName` field. */
  redeemerName?: InputMaybe<StringFilter>;
  /** Filter by the object’s `reservedBy` field. */
  reservedBy?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `rootUserByReservedBy` relation. */
  rootUserByReservedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByReservedBy` exists. */
  rootUserByReservedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUserByUsedBy` relation. */
  rootUserByUsedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByUsedBy` exists. */
  rootUserByUsedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<RedeemCodeStatusFilter>;
  /** Filter by the object’s `type` relation. */
  type?: InputMaybe<PersonalCertificationTypeFilter>;
  /** Filter by the object’s `typeId` field. */
  typeId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `usedBy` field. */
  usedBy?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `RedeemCode`. */
export type RedeemCodeOrderBy =
  | 'CODE_ASC'
  | 'CODE_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'LOG_ID_ASC'
  | 'LOG_ID_DESC'
  | 'NATURAL'
  | 'PERSONAL_CERTIFICATION_ID_ASC'
  | 'PERSONAL_CERTIFICATION_ID_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'RESERVED_BY_ASC'
  | 'RESERVED_BY_DESC'
  | 'TYPE_ID_ASC'
  | 'TYPE_ID_DESC'
  | 'USED_BY_ASC'
  | 'USED_BY_DESC';

export type RedeemCodeStatus =
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'RESERVED'
  | 'UNUSED'
  | 'USED';

/** A filter to be used against RedeemCodeStatus fields. All fields are combined with a logical ‘and.’ */
export type RedeemCodeStatusFilter = {
  /** Not equal to the specified value, treating null like an ordinary value. */
  distinctFrom?: InputMaybe<RedeemCodeStatus>;
  /** Equal to the specified value. */
  equalTo?: InputMaybe<RedeemCodeStatus>;
  /** Greater than the specified value. */
  greaterThan?: InputMaybe<RedeemCodeStatus>;
  /** Greater than or equal to the specified value. */
  greaterThanOrEqualTo?: InputMaybe<RedeemCodeStatus>;
  /** Included in the specified list. */
  in?: InputMaybe<Array<RedeemCodeStatus>>;
  /** Is null (if `true` is specified) or is not null (if `false` is specified). */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than the specified value. */
  lessThan?: InputMaybe<RedeemCodeStatus>;
  /** Less than or equal to the specified value. */
  lessThanOrEqualTo?: InputMaybe<RedeemCodeStatus>;
  /** Equal to the specified value, treating null like an ordinary value. */
  notDistinctFrom?: InputMaybe<RedeemCodeStatus>;
  /** Not equal to the specified value. */
  notEqualTo?: InputMaybe<RedeemCodeStatus>;
  /** Not included in the specified list. */
  notIn?: InputMaybe<Array<RedeemCodeStatus>>;
};

/** A filter to be used against many `PersonalCertification` object types. All fields are combined with a logical ‘and.’ */
export type RedeemCodeToManyPersonalCertificationFilter = {
  /** Every related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PersonalCertificationFilter>;
  /** No related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PersonalCertificationFilter>;
  /** Some related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PersonalCertificationFilter>;
};

/** All input for the `rejectCompanyCertification` mutation. */
export type RejectCompanyCertificationInput = {
  auditComment?: InputMaybe<Scalars['String']['input']>;
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
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

/** All input for the `rejectExam` mutation. */
export type RejectExamInput = {
  auditComment?: InputMaybe<Scalars['String']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  examId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `rejectPartnerApplication` mutation. */
export type RejectPartnerApplicationInput = {
  applicationId?: InputMaybe<Scalars['UUID']['input']>;
  auditComment?: InputMaybe<Scalars['String']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `rejectPersonalCertification` mutation. */
export type RejectPersonalCertificationInput = {
  auditComment?: InputMaybe<Scalars['String']['input']>;
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `rejectPointUsageApproval` mutation. */
export type RejectPointUsageApprovalInput = {
  approvalId?: InputMaybe<Scalars['UUID']['input']>;
  auditComment?: InputMaybe<Scalars['String']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `rejectProjectFilingApproval` mutation. */
export type RejectProjectFilingApprovalInput = {
  approvalId?: InputMaybe<Scalars['UUID']['input']>;
  auditComment?: InputMaybe<Scalars['String']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `removeCompanyUser` mutation. */
export type RemoveCompanyUserInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `reserveRedeemCode` mutation. */
export type ReserveRedeemCodeInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A condition to be used against `ResourceMaterial` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type ResourceMaterialCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `createdBy` field. */
  createdBy?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `fileId` field. */
  fileId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `fileType` field. */
  fileType?: InputMaybe<MaterialFileType>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `name` field. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `semanticId` field. */
  semanticId?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<PublicationStatus>;
  /** Checks for equality with the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `ResourceMaterial` object types. All fields are combined with a logical ‘and.’ */
export type ResourceMaterialFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ResourceMaterialFilter>>;
  /** Filter by the object’s `courseCoursewaresByMaterialId` relation. */
  courseCoursewaresByMaterialId?: InputMaybe<ResourceMaterialToManyCourseCoursewareFilter>;
  /** Some related `courseCoursewaresByMaterialId` exist. */
  courseCoursewaresByMaterialIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `createdBy` field. */
  createdBy?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `file` relation. */
  file?: InputMaybe<UploadedFileFilter>;
  /** A related `file` exists. */
  fileExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `fileId` field. */
  fileId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `fileType` field. */
  fileType?: InputMaybe<MaterialFileTypeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `name` field. */
  name?: InputMaybe<StringFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ResourceMaterialFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ResourceMaterialFilter>>;
  /** Filter by the object’s `resourceMaterialProducts` relation. */
  resourceMaterialProducts?: InputMaybe<ResourceMaterialToManyResourceMaterialProductFilter>;
  /** Some related `resourceMaterialProducts` exist. */
  resourceMaterialProductsExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `resourceMaterialTypeLinks` relation. */
  resourceMaterialTypeLinks?: InputMaybe<ResourceMaterialToManyResourceMaterialTypeLinkFilter>;
  /** Some related `resourceMaterialTypeLinks` exist. */
  resourceMaterialTypeLinksExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUserByCreatedBy` relation. */
  rootUserByCreatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByCreatedBy` exists. */
  rootUserByCreatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUserByUpdatedBy` relation. */
  rootUserByUpdatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByUpdatedBy` exists. */
  rootUserByUpdatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `semanticId` field. */
  semanticId?: InputMaybe<StringFilter>;
  /** Filter by the object’s `status` field. */
  status?: InputMaybe<PublicationStatusFilter>;
  /** Filter by the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `ResourceMaterial`. */
export type ResourceMaterialOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'CREATED_BY_ASC'
  | 'CREATED_BY_DESC'
  | 'FILE_ID_ASC'
  | 'FILE_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'PUBLISH_TIME_ASC'
  | 'PUBLISH_TIME_DESC'
  | 'SEMANTIC_ID_ASC'
  | 'SEMANTIC_ID_DESC'
  | 'UPDATED_BY_ASC'
  | 'UPDATED_BY_DESC';

/**
 * A condition to be used against `ResourceMaterialProduct` object types. All
 * fields are tested for equality and combined with a logical ‘and.’
 */
export type ResourceMaterialProductCondition = {
  /** Checks for equality with the object’s `productId` field. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `resourceMaterialId` field. */
  resourceMaterialId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `ResourceMaterialProduct` object types. All fields are combined with a logical ‘and.’ */
export type ResourceMaterialProductFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ResourceMaterialProductFilter>>;
  /** Negates the expression. */
  not?: InputMaybe<ResourceMaterialProductFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ResourceMaterialProductFilter>>;
  /** Filter by the object’s `product` relation. */
  product?: InputMaybe<ProductFilter>;
  /** Filter by the object’s `productId` field. */
  productId?: InputMaybe<IntFilter>;
  /** Filter by the object’s `resourceMaterial` relation. */
  resourceMaterial?: InputMaybe<ResourceMaterialFilter>;
  /** Filter by the object’s `resourceMaterialId` field. */
  resourceMaterialId?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `ResourceMaterialProduct`. */
export type ResourceMaterialProductOrderBy =
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'PRODUCT_ID_ASC'
  | 'PRODUCT_ID_DESC'
  | 'RESOURCE_MATERIAL_ID_ASC'
  | 'RESOURCE_MATERIAL_ID_DESC';

/** A filter to be used against many `CourseCourseware` object types. All fields are combined with a logical ‘and.’ */
export type ResourceMaterialToManyCourseCoursewareFilter = {
  /** Every related `CourseCourseware` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CourseCoursewareFilter>;
  /** No related `CourseCourseware` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CourseCoursewareFilter>;
  /** Some related `CourseCourseware` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CourseCoursewareFilter>;
};

/** A filter to be used against many `ResourceMaterialProduct` object types. All fields are combined with a logical ‘and.’ */
export type ResourceMaterialToManyResourceMaterialProductFilter = {
  /** Every related `ResourceMaterialProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ResourceMaterialProductFilter>;
  /** No related `ResourceMaterialProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ResourceMaterialProductFilter>;
  /** Some related `ResourceMaterialProduct` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ResourceMaterialProductFilter>;
};

/** A filter to be used against many `ResourceMaterialTypeLink` object types. All fields are combined with a logical ‘and.’ */
export type ResourceMaterialToManyResourceMaterialTypeLinkFilter = {
  /** Every related `ResourceMaterialTypeLink` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ResourceMaterialTypeLinkFilter>;
  /** No related `ResourceMaterialTypeLink` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ResourceMaterialTypeLinkFilter>;
  /** Some related `ResourceMaterialTypeLink` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ResourceMaterialTypeLinkFilter>;
};

/**
 * A condition to be used against `ResourceMaterialType` object types. All fields
 * are tested for equality and combined with a logical ‘and.’
 */
export type ResourceMaterialTypeCondition = {
  /** Checks for equality with the object’s `enabled` field. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `ResourceMaterialType` object types. All fields are combined with a logical ‘and.’ */
export type ResourceMaterialTypeFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ResourceMaterialTypeFilter>>;
  /** Filter by the object’s `enabled` field. */
  enabled?: InputMaybe<BooleanFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Negates the expression. */
  not?: InputMaybe<ResourceMaterialTypeFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ResourceMaterialTypeFilter>>;
  /** Filter by the object’s `resourceMaterialTypeLinksByTypeId` relation. */
  resourceMaterialTypeLinksByTypeId?: InputMaybe<ResourceMaterialTypeToManyResourceMaterialTypeLinkFilter>;
  /** Some related `resourceMaterialTypeLinksByTypeId` exist. */
  resourceMaterialTypeLinksByTypeIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
};

/** An input for mutations affecting `ResourceMaterialType` */
export type ResourceMaterialTypeInput = {
  /** Whether a material may choose it (a disabled type stays on the materials that have it). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  nameZh: Scalars['String']['input'];
  /** The type's place in the lists. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A condition to be used against `ResourceMaterialTypeLink` object types. All
 * fields are tested for equality and combined with a logical ‘and.’
 */
export type ResourceMaterialTypeLinkCondition = {
  /** Checks for equality with the object’s `resourceMaterialId` field. */
  resourceMaterialId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `typeId` field. */
  typeId?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against `ResourceMaterialTypeLink` object types. All fields are combined with a logical ‘and.’ */
export type ResourceMaterialTypeLinkFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<ResourceMaterialTypeLinkFilter>>;
  /** Negates the expression. */
  not?: InputMaybe<ResourceMaterialTypeLinkFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<ResourceMaterialTypeLinkFilter>>;
  /** Filter by the object’s `resourceMaterial` relation. */
  resourceMaterial?: InputMaybe<ResourceMaterialFilter>;
  /** Filter by the object’s `resourceMaterialId` field. */
  resourceMaterialId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `type` relation. */
  type?: InputMaybe<ResourceMaterialTypeFilter>;
  /** Filter by the object’s `typeId` field. */
  typeId?: InputMaybe<IntFilter>;
};

/** Methods to use when ordering `ResourceMaterialTypeLink`. */
export type ResourceMaterialTypeLinkOrderBy =
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'RESOURCE_MATERIAL_ID_ASC'
  | 'RESOURCE_MATERIAL_ID_DESC'
  | 'TYPE_ID_ASC'
  | 'TYPE_ID_DESC';

/** Methods to use when ordering `ResourceMaterialType`. */
export type ResourceMaterialTypeOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC';

/** Represents an update to a `ResourceMaterialType`. Fields that are set will be updated. */
export type ResourceMaterialTypePatch = {
  /** Whether a material may choose it (a disabled type stays on the materials that have it). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nameZh?: InputMaybe<Scalars['String']['input']>;
  /** The type's place in the lists. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A filter to be used against many `ResourceMaterialTypeLink` object types. All fields are combined with a logical ‘and.’ */
export type ResourceMaterialTypeToManyResourceMaterialTypeLinkFilter = {
  /** Every related `ResourceMaterialTypeLink` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ResourceMaterialTypeLinkFilter>;
  /** No related `ResourceMaterialTypeLink` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ResourceMaterialTypeLinkFilter>;
  /** Some related `ResourceMaterialTypeLink` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ResourceMaterialTypeLinkFilter>;
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
  /** Checks for equality with the object’s `username` field. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against `RootUser` object types. All fields are combined with a logical ‘and.’ */
export type RootUserFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<RootUserFilter>>;
  /** Filter by the object’s `announcementTypesByCreatedBy` relation. */
  announcementTypesByCreatedBy?: InputMaybe<RootUserToManyAnnouncementTypeFilter>;
  /** Some related `announcementTypesByCreatedBy` exist. */
  announcementTypesByCreatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `announcementsByCreatedBy` relation. */
  announcementsByCreatedBy?: InputMaybe<RootUserToManyAnnouncementFilter>;
  /** Some related `announcementsByCreatedBy` exist. */
  announcementsByCreatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `announcementsByUpdatedBy` relation. */
  announcementsByUpdatedBy?: InputMaybe<RootUserToManyAnnouncementFilter>;
  /** Some related `announcementsByUpdatedBy` exist. */
  announcementsByUpdatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `certificationLevelsByModifierId` relation. */
  certificationLevelsByModifierId?: InputMaybe<RootUserToManyCertificationLevelFilter>;
  /** Some related `certificationLevelsByModifierId` exist. */
  certificationLevelsByModifierIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyCertificationsByApplicantId` relation. */
  companyCertificationsByApplicantId?: InputMaybe<RootUserToManyCompanyCertificationFilter>;
  /** Some related `companyCertificationsByApplicantId` exist. */
  companyCertificationsByApplicantIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyCertificationsByApproverId` relation. */
  companyCertificationsByApproverId?: InputMaybe<RootUserToManyCompanyCertificationFilter>;
  /** Some related `companyCertificationsByApproverId` exist. */
  companyCertificationsByApproverIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyJoinApplicationsByApplicantId` relation. */
  companyJoinApplicationsByApplicantId?: InputMaybe<RootUserToManyCompanyJoinApplicationFilter>;
  /** Some related `companyJoinApplicationsByApplicantId` exist. */
  companyJoinApplicationsByApplicantIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPerformanceTargetsByCreatedBy` relation. */
  companyPerformanceTargetsByCreatedBy?: InputMaybe<RootUserToManyCompanyPerformanceTargetFilter>;
  /** Some related `companyPerformanceTargetsByCreatedBy` exist. */
  companyPerformanceTargetsByCreatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPerformanceTargetsByUpdatedBy` relation. */
  companyPerformanceTargetsByUpdatedBy?: InputMaybe<RootUserToManyCompanyPerformanceTargetFilter>;
  /** Some related `companyPerformanceTargetsByUpdatedBy` exist. */
  companyPerformanceTargetsByUpdatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPerformancesByCreatedBy` relation. */
  companyPerformancesByCreatedBy?: InputMaybe<RootUserToManyCompanyPerformanceFilter>;
  /** Some related `companyPerformancesByCreatedBy` exist. */
  companyPerformancesByCreatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPerformancesByUpdatedBy` relation. */
  companyPerformancesByUpdatedBy?: InputMaybe<RootUserToManyCompanyPerformanceFilter>;
  /** Some related `companyPerformancesByUpdatedBy` exist. */
  companyPerformancesByUpdatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPointHoldsByCreatorId` relation. */
  companyPointHoldsByCreatorId?: InputMaybe<RootUserToManyCompanyPointHoldFilter>;
  /** Some related `companyPointHoldsByCreatorId` exist. */
  companyPointHoldsByCreatorIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `companyPointsByCreatorId` relation. */
  companyPointsByCreatorId?: InputMaybe<RootUserToManyCompanyPointFilter>;
  /** Some related `companyPointsByCreatorId` exist. */
  companyPointsByCreatorIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `coursesByUpdatedBy` relation. */
  coursesByUpdatedBy?: InputMaybe<RootUserToManyCourseFilter>;
  /** Some related `coursesByUpdatedBy` exist. */
  coursesByUpdatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `deliveryAddresses` relation. */
  deliveryAddresses?: InputMaybe<RootUserToManyDeliveryAddressFilter>;
  /** Some related `deliveryAddresses` exist. */
  deliveryAddressesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `examsByExamineeId` relation. */
  examsByExamineeId?: InputMaybe<RootUserToManyExamFilter>;
  /** Some related `examsByExamineeId` exist. */
  examsByExamineeIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<RootUserFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<RootUserFilter>>;
  /** Filter by the object’s `partnerApplicationsByApplicantId` relation. */
  partnerApplicationsByApplicantId?: InputMaybe<RootUserToManyPartnerApplicationFilter>;
  /** Some related `partnerApplicationsByApplicantId` exist. */
  partnerApplicationsByApplicantIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `performanceImportsByCreatedBy` relation. */
  performanceImportsByCreatedBy?: InputMaybe<RootUserToManyPerformanceImportFilter>;
  /** Some related `performanceImportsByCreatedBy` exist. */
  performanceImportsByCreatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `personalCertificationsByApplicantId` relation. */
  personalCertificationsByApplicantId?: InputMaybe<RootUserToManyPersonalCertificationFilter>;
  /** Some related `personalCertificationsByApplicantId` exist. */
  personalCertificationsByApplicantIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `personalCertificationsByApproverId` relation. */
  personalCertificationsByApproverId?: InputMaybe<RootUserToManyPersonalCertificationFilter>;
  /** Some related `personalCertificationsByApproverId` exist. */
  personalCertificationsByApproverIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `personalCertificationsByCreatedBy` relation. */
  personalCertificationsByCreatedBy?: InputMaybe<RootUserToManyPersonalCertificationFilter>;
  /** Some related `personalCertificationsByCreatedBy` exist. */
  personalCertificationsByCreatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `pointUsageApprovalsByApproverId` relation. */
  pointUsageApprovalsByApproverId?: InputMaybe<RootUserToManyPointUsageApprovalFilter>;
  /** Some related `pointUsageApprovalsByApproverId` exist. */
  pointUsageApprovalsByApproverIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `pointUsageApprovalsBySubmitterId` relation. */
  pointUsageApprovalsBySubmitterId?: InputMaybe<RootUserToManyPointUsageApprovalFilter>;
  /** Some related `pointUsageApprovalsBySubmitterId` exist. */
  pointUsageApprovalsBySubmitterIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingApprovalsByApproverId` relation. */
  projectFilingApprovalsByApproverId?: InputMaybe<RootUserToManyProjectFilingApprovalFilter>;
  /** Some related `projectFilingApprovalsByApproverId` exist. */
  projectFilingApprovalsByApproverIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingHistoriesByActorId` relation. */
  projectFilingHistoriesByActorId?: InputMaybe<RootUserToManyProjectFilingHistoryFilter>;
  /** Some related `projectFilingHistoriesByActorId` exist. */
  projectFilingHistoriesByActorIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingQuotaRulesByCreatorId` relation. */
  projectFilingQuotaRulesByCreatorId?: InputMaybe<RootUserToManyProjectFilingQuotaRuleFilter>;
  /** Some related `projectFilingQuotaRulesByCreatorId` exist. */
  projectFilingQuotaRulesByCreatorIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingQuotaRulesByModifierId` relation. */
  projectFilingQuotaRulesByModifierId?: InputMaybe<RootUserToManyProjectFilingQuotaRuleFilter>;
  /** Some related `projectFilingQuotaRulesByModifierId` exist. */
  projectFilingQuotaRulesByModifierIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingsByRevokerId` relation. */
  projectFilingsByRevokerId?: InputMaybe<RootUserToManyProjectFilingFilter>;
  /** Some related `projectFilingsByRevokerId` exist. */
  projectFilingsByRevokerIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `recentVisitedPages` relation. */
  recentVisitedPages?: InputMaybe<RootUserToManyRecentVisitedPageFilter>;
  /** Some related `recentVisitedPages` exist. */
  recentVisitedPagesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `redeemCodeCreateLogsByCreatedBy` relation. */
  redeemCodeCreateLogsByCreatedBy?: InputMaybe<RootUserToManyRedeemCodeCreateLogFilter>;
  /** Some related `redeemCodeCreateLogsByCreatedBy` exist. */
  redeemCodeCreateLogsByCreatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `redeemCodesByReservedBy` relation. */
  redeemCodesByReservedBy?: InputMaybe<RootUserToManyRedeemCodeFilter>;
  /** Some related `redeemCodesByReservedBy` exist. */
  redeemCodesByReservedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `redeemCodesByUsedBy` relation. */
  redeemCodesByUsedBy?: InputMaybe<RootUserToManyRedeemCodeFilter>;
  /** Some related `redeemCodesByUsedBy` exist. */
  redeemCodesByUsedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `resourceMaterialsByCreatedBy` relation. */
  resourceMaterialsByCreatedBy?: InputMaybe<RootUserToManyResourceMaterialFilter>;
  /** Some related `resourceMaterialsByCreatedBy` exist. */
  resourceMaterialsByCreatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `resourceMaterialsByUpdatedBy` relation. */
  resourceMaterialsByUpdatedBy?: InputMaybe<RootUserToManyResourceMaterialFilter>;
  /** Some related `resourceMaterialsByUpdatedBy` exist. */
  resourceMaterialsByUpdatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `uploadedFiles` relation. */
  uploadedFiles?: InputMaybe<RootUserToManyUploadedFileFilter>;
  /** Some related `uploadedFiles` exist. */
  uploadedFilesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `userGuidePagesByUpdatedBy` relation. */
  userGuidePagesByUpdatedBy?: InputMaybe<RootUserToManyUserGuidePageFilter>;
  /** Some related `userGuidePagesByUpdatedBy` exist. */
  userGuidePagesByUpdatedByExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `userMessages` relation. */
  userMessages?: InputMaybe<RootUserToManyUserMessageFilter>;
  /** Some related `userMessages` exist. */
  userMessagesExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `username` field. */
  username?: InputMaybe<StringFilter>;
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
  | 'PRIMARY_KEY_DESC'
  | 'USERNAME_ASC'
  | 'USERNAME_DESC';

/** A filter to be used against many `Announcement` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyAnnouncementFilter = {
  /** Every related `Announcement` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<AnnouncementFilter>;
  /** No related `Announcement` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<AnnouncementFilter>;
  /** Some related `Announcement` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<AnnouncementFilter>;
};

/** A filter to be used against many `AnnouncementType` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyAnnouncementTypeFilter = {
  /** Every related `AnnouncementType` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<AnnouncementTypeFilter>;
  /** No related `AnnouncementType` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<AnnouncementTypeFilter>;
  /** Some related `AnnouncementType` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<AnnouncementTypeFilter>;
};

/** A filter to be used against many `CertificationLevel` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyCertificationLevelFilter = {
  /** Every related `CertificationLevel` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CertificationLevelFilter>;
  /** No related `CertificationLevel` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CertificationLevelFilter>;
  /** Some related `CertificationLevel` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CertificationLevelFilter>;
};

/** A filter to be used against many `CompanyCertification` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyCompanyCertificationFilter = {
  /** Every related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyCertificationFilter>;
  /** No related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyCertificationFilter>;
  /** Some related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyCertificationFilter>;
};

/** A filter to be used against many `CompanyJoinApplication` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyCompanyJoinApplicationFilter = {
  /** Every related `CompanyJoinApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyJoinApplicationFilter>;
  /** No related `CompanyJoinApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyJoinApplicationFilter>;
  /** Some related `CompanyJoinApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyJoinApplicationFilter>;
};

/** A filter to be used against many `CompanyPerformance` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyCompanyPerformanceFilter = {
  /** Every related `CompanyPerformance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPerformanceFilter>;
  /** No related `CompanyPerformance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPerformanceFilter>;
  /** Some related `CompanyPerformance` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPerformanceFilter>;
};

/** A filter to be used against many `CompanyPerformanceTarget` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyCompanyPerformanceTargetFilter = {
  /** Every related `CompanyPerformanceTarget` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPerformanceTargetFilter>;
  /** No related `CompanyPerformanceTarget` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPerformanceTargetFilter>;
  /** Some related `CompanyPerformanceTarget` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPerformanceTargetFilter>;
};

/** A filter to be used against many `CompanyPoint` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyCompanyPointFilter = {
  /** Every related `CompanyPoint` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPointFilter>;
  /** No related `CompanyPoint` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPointFilter>;
  /** Some related `CompanyPoint` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPointFilter>;
};

/** A filter to be used against many `CompanyPointHold` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyCompanyPointHoldFilter = {
  /** Every related `CompanyPointHold` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyPointHoldFilter>;
  /** No related `CompanyPointHold` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyPointHoldFilter>;
  /** Some related `CompanyPointHold` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyPointHoldFilter>;
};

/** A filter to be used against many `Course` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyCourseFilter = {
  /** Every related `Course` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CourseFilter>;
  /** No related `Course` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CourseFilter>;
  /** Some related `Course` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CourseFilter>;
};

/** A filter to be used against many `DeliveryAddress` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyDeliveryAddressFilter = {
  /** Every related `DeliveryAddress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<DeliveryAddressFilter>;
  /** No related `DeliveryAddress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<DeliveryAddressFilter>;
  /** Some related `DeliveryAddress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<DeliveryAddressFilter>;
};

/** A filter to be used against many `Exam` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyExamFilter = {
  /** Every related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ExamFilter>;
  /** No related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ExamFilter>;
  /** Some related `Exam` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ExamFilter>;
};

/** A filter to be used against many `PartnerApplication` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyPartnerApplicationFilter = {
  /** Every related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PartnerApplicationFilter>;
  /** No related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PartnerApplicationFilter>;
  /** Some related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PartnerApplicationFilter>;
};

/** A filter to be used against many `PerformanceImport` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyPerformanceImportFilter = {
  /** Every related `PerformanceImport` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PerformanceImportFilter>;
  /** No related `PerformanceImport` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PerformanceImportFilter>;
  /** Some related `PerformanceImport` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PerformanceImportFilter>;
};

/** A filter to be used against many `PersonalCertification` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyPersonalCertificationFilter = {
  /** Every related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PersonalCertificationFilter>;
  /** No related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PersonalCertificationFilter>;
  /** Some related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PersonalCertificationFilter>;
};

/** A filter to be used against many `PointUsageApproval` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyPointUsageApprovalFilter = {
  /** Every related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PointUsageApprovalFilter>;
  /** No related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PointUsageApprovalFilter>;
  /** Some related `PointUsageApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PointUsageApprovalFilter>;
};

/** A filter to be used against many `ProjectFilingApproval` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyProjectFilingApprovalFilter = {
  /** Every related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingApprovalFilter>;
  /** No related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingApprovalFilter>;
  /** Some related `ProjectFilingApproval` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingApprovalFilter>;
};

/** A filter to be used against many `ProjectFiling` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyProjectFilingFilter = {
  /** Every related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingFilter>;
  /** No related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingFilter>;
  /** Some related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingFilter>;
};

/** A filter to be used against many `ProjectFilingHistory` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyProjectFilingHistoryFilter = {
  /** Every related `ProjectFilingHistory` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingHistoryFilter>;
  /** No related `ProjectFilingHistory` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingHistoryFilter>;
  /** Some related `ProjectFilingHistory` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingHistoryFilter>;
};

/** A filter to be used against many `ProjectFilingQuotaRule` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyProjectFilingQuotaRuleFilter = {
  /** Every related `ProjectFilingQuotaRule` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingQuotaRuleFilter>;
  /** No related `ProjectFilingQuotaRule` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingQuotaRuleFilter>;
  /** Some related `ProjectFilingQuotaRule` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingQuotaRuleFilter>;
};

/** A filter to be used against many `RecentVisitedPage` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyRecentVisitedPageFilter = {
  /** Every related `RecentVisitedPage` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<RecentVisitedPageFilter>;
  /** No related `RecentVisitedPage` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<RecentVisitedPageFilter>;
  /** Some related `RecentVisitedPage` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<RecentVisitedPageFilter>;
};

/** A filter to be used against many `RedeemCodeCreateLog` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyRedeemCodeCreateLogFilter = {
  /** Every related `RedeemCodeCreateLog` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<RedeemCodeCreateLogFilter>;
  /** No related `RedeemCodeCreateLog` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<RedeemCodeCreateLogFilter>;
  /** Some related `RedeemCodeCreateLog` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<RedeemCodeCreateLogFilter>;
};

/** A filter to be used against many `RedeemCode` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyRedeemCodeFilter = {
  /** Every related `RedeemCode` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<RedeemCodeFilter>;
  /** No related `RedeemCode` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<RedeemCodeFilter>;
  /** Some related `RedeemCode` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<RedeemCodeFilter>;
};

/** A filter to be used against many `ResourceMaterial` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyResourceMaterialFilter = {
  /** Every related `ResourceMaterial` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ResourceMaterialFilter>;
  /** No related `ResourceMaterial` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ResourceMaterialFilter>;
  /** Some related `ResourceMaterial` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ResourceMaterialFilter>;
};

/** A filter to be used against many `UploadedFile` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyUploadedFileFilter = {
  /** Every related `UploadedFile` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<UploadedFileFilter>;
  /** No related `UploadedFile` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<UploadedFileFilter>;
  /** Some related `UploadedFile` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<UploadedFileFilter>;
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

/** A filter to be used against many `UserGuidePage` object types. All fields are combined with a logical ‘and.’ */
export type RootUserToManyUserGuidePageFilter = {
  /** Every related `UserGuidePage` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<UserGuidePageFilter>;
  /** No related `UserGuidePage` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<UserGuidePageFilter>;
  /** Some related `UserGuidePage` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<UserGuidePageFilter>;
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

/** All input for the `saveAnnouncement` mutation. */
export type SaveAnnouncementInput = {
  attachmentFileIds?: InputMaybe<Array<InputMaybe<Scalars['UUID']['input']>>>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  isSentNotification?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  publishTime?: InputMaybe<Scalars['Datetime']['input']>;
  pushStrategies?: InputMaybe<Scalars['JSON']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `saveCourse` mutation. */
export type SaveCourseInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  isEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  materialIds?: InputMaybe<Array<InputMaybe<Scalars['UUID']['input']>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `saveResourceMaterial` mutation. */
export type SaveResourceMaterialInput = {
  brief?: InputMaybe<Scalars['String']['input']>;
  canDownload?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  fileId?: InputMaybe<Scalars['UUID']['input']>;
  fileType?: InputMaybe<MaterialFileType>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
  isSentNotification?: InputMaybe<Scalars['Boolean']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  productIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  publishTime?: InputMaybe<Scalars['Datetime']['input']>;
  pushStrategies?: InputMaybe<Scalars['JSON']['input']>;
  typeIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
};

/** All input for the `saveUserGuidePage` mutation. */
export type SaveUserGuidePageInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `sendVerificationCode` mutation. */
export type SendVerificationCodeInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  phonePrefixCountryCode?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `setAnnouncementTypeEnabled` mutation. */
export type SetAnnouncementTypeEnabledInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  isEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

/** All input for the `setDefaultDeliveryAddress` mutation. */
export type SetDefaultDeliveryAddressInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `setMyAvatar` mutation. */
export type SetMyAvatarInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  fileId?: InputMaybe<Scalars['UUID']['input']>;
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

export type SmsDeliveryStatus =
  | 'FAILED'
  | 'SENDING'
  | 'SENT';

/**
 * A condition to be used against `SmsOutboxMessage` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type SmsOutboxMessageCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `deliveryId` field. */
  deliveryId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `phone` field. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A filter to be used against `SmsOutboxMessage` object types. All fields are combined with a logical ‘and.’ */
export type SmsOutboxMessageFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<SmsOutboxMessageFilter>>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `deliveryId` field. */
  deliveryId?: InputMaybe<UuidFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<SmsOutboxMessageFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<SmsOutboxMessageFilter>>;
  /** Filter by the object’s `phone` field. */
  phone?: InputMaybe<StringFilter>;
};

/** Methods to use when ordering `SmsOutboxMessage`. */
export type SmsOutboxMessageOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'DELIVERY_ID_ASC'
  | 'DELIVERY_ID_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PHONE_ASC'
  | 'PHONE_DESC'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC';

/** All input for the `startExam` mutation. */
export type StartExamInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  examId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `startPerformanceImport` mutation. */
export type StartPerformanceImportInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  fileId?: InputMaybe<Scalars['UUID']['input']>;
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

/** All input for the `updateApplicationScenario` mutation. */
export type UpdateApplicationScenarioInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** An object where the defined keys will be set on the `ApplicationScenario` being updated. */
  patch: ApplicationScenarioPatch;
};

/** All input for the `updateCertificationLevelQuota` mutation. */
export type UpdateCertificationLevelQuotaInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  levelId?: InputMaybe<Scalars['Int']['input']>;
  maxProjectFilingCount?: InputMaybe<Scalars['Int']['input']>;
  winRate?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `updateCompanyCertification` mutation. */
export type UpdateCompanyCertificationInput = {
  certificateFileId?: InputMaybe<Scalars['UUID']['input']>;
  certificateNumber?: InputMaybe<Scalars['String']['input']>;
  certificateToCompanyName?: InputMaybe<Scalars['String']['input']>;
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  deliveryContactName?: InputMaybe<Scalars['String']['input']>;
  deliveryContactNumber?: InputMaybe<Scalars['String']['input']>;
  deliveryContactPrefix?: InputMaybe<Scalars['String']['input']>;
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  expiredDate?: InputMaybe<Scalars['Date']['input']>;
  grantDate?: InputMaybe<Scalars['Date']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updateCompanyCertificationRemark` mutation. */
export type UpdateCompanyCertificationRemarkInput = {
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updateCompanyInfo` mutation. */
export type UpdateCompanyInfoInput = {
  billingAddress?: InputMaybe<Scalars['String']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  keyIndustries?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  mainBusinesses?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  phone?: InputMaybe<Scalars['String']['input']>;
  resource?: InputMaybe<Scalars['String']['input']>;
  scale?: InputMaybe<CompanyScale>;
  website?: InputMaybe<Scalars['String']['input']>;
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

/** All input for the `updateCompanyPerformance` mutation. */
export type UpdateCompanyPerformanceInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  currencyIsoCode?: InputMaybe<Scalars['String']['input']>;
  customerFullName?: InputMaybe<Scalars['String']['input']>;
  effectiveDate?: InputMaybe<Scalars['Date']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  performance?: InputMaybe<Scalars['BigFloat']['input']>;
  projectFilingId?: InputMaybe<Scalars['UUID']['input']>;
  projectType?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  semanticId?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updateCompanyPerformanceRemark` mutation. */
export type UpdateCompanyPerformanceRemarkInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updateCompanyPerformanceTarget` mutation. */
export type UpdateCompanyPerformanceTargetInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  currencyIsoCode?: InputMaybe<Currency>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  performance?: InputMaybe<Scalars['BigFloat']['input']>;
};

/** All input for the `updateCompanyUser` mutation. */
export type UpdateCompanyUserInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  positionId?: InputMaybe<Scalars['Int']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  roleIds?: InputMaybe<Array<InputMaybe<Scalars['UUID']['input']>>>;
  status?: InputMaybe<UserStatus>;
  userId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `updateCompetitor` mutation. */
export type UpdateCompetitorInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** An object where the defined keys will be set on the `Competitor` being updated. */
  patch: CompetitorPatch;
};

/** All input for the `updateDeliveryAddress` mutation. */
export type UpdateDeliveryAddressInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['UUID']['input']>;
  phonePrefixCountryCode?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updateDistributor` mutation. */
export type UpdateDistributorInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** An object where the defined keys will be set on the `Distributor` being updated. */
  patch: DistributorPatch;
};

/** All input for the `updateExamRemark` mutation. */
export type UpdateExamRemarkInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  examId?: InputMaybe<Scalars['UUID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updateIndustry` mutation. */
export type UpdateIndustryInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** An object where the defined keys will be set on the `Industry` being updated. */
  patch: IndustryPatch;
};

/** All input for the `updateOpportunitySource` mutation. */
export type UpdateOpportunitySourceInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** An object where the defined keys will be set on the `OpportunitySource` being updated. */
  patch: OpportunitySourcePatch;
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

/** All input for the `updatePersonalCertification` mutation. */
export type UpdatePersonalCertificationInput = {
  certificateDeliveryDate?: InputMaybe<Scalars['Date']['input']>;
  certificateFileId?: InputMaybe<Scalars['UUID']['input']>;
  certificateToUserName?: InputMaybe<Scalars['String']['input']>;
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  expiredDate?: InputMaybe<Scalars['Date']['input']>;
  grantDate?: InputMaybe<Scalars['Date']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updatePersonalCertificationInvoice` mutation. */
export type UpdatePersonalCertificationInvoiceInput = {
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  invoiceFileId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `updatePersonalCertificationRemark` mutation. */
export type UpdatePersonalCertificationRemarkInput = {
  certificationId?: InputMaybe<Scalars['UUID']['input']>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updateProduct` mutation. */
export type UpdateProductInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** An object where the defined keys will be set on the `Product` being updated. */
  patch: ProductPatch;
};

/** All input for the `updateProjectFiling` mutation. */
export type UpdateProjectFilingInput = {
  applicationScenarioIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  competitorIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  contactPhonePrefix?: InputMaybe<Scalars['String']['input']>;
  contactPosition?: InputMaybe<Scalars['String']['input']>;
  currencyIsoCode?: InputMaybe<Currency>;
  customerAddress?: InputMaybe<Scalars['String']['input']>;
  customerFullName?: InputMaybe<Scalars['String']['input']>;
  estimatedOrderBudget?: InputMaybe<Scalars['BigFloat']['input']>;
  estimatedOrderDate?: InputMaybe<Scalars['Date']['input']>;
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  industryId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  opportunitySourceId?: InputMaybe<Scalars['Int']['input']>;
  phaseId?: InputMaybe<Scalars['Int']['input']>;
  preferredDistributorId?: InputMaybe<Scalars['Int']['input']>;
  principalId?: InputMaybe<Scalars['UUID']['input']>;
  products?: InputMaybe<Array<InputMaybe<ProjectFilingProductLineInput>>>;
  requirement?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updateProjectFilingProgress` mutation. */
export type UpdateProjectFilingProgressInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  phaseId?: InputMaybe<Scalars['Int']['input']>;
  progressId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `updateProjectFilingQuotaRule` mutation. */
export type UpdateProjectFilingQuotaRuleInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  maxProjectFilingCount?: InputMaybe<Scalars['Int']['input']>;
  ruleId?: InputMaybe<Scalars['UUID']['input']>;
  validUntilDate?: InputMaybe<Scalars['Date']['input']>;
  winRate?: InputMaybe<Scalars['Int']['input']>;
};

/** All input for the `updateProjectFilingStatus` mutation. */
export type UpdateProjectFilingStatusInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  filingId?: InputMaybe<Scalars['UUID']['input']>;
  notifyRelated?: InputMaybe<Scalars['Boolean']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  signDate?: InputMaybe<Scalars['Date']['input']>;
  status?: InputMaybe<ProjectFilingStatus>;
};

/** All input for the `updateProjectPhase` mutation. */
export type UpdateProjectPhaseInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** An object where the defined keys will be set on the `ProjectPhase` being updated. */
  patch: ProjectPhasePatch;
};

/** All input for the `updateReExamInvoice` mutation. */
export type UpdateReExamInvoiceInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  examId?: InputMaybe<Scalars['UUID']['input']>;
  invoiceFileId?: InputMaybe<Scalars['UUID']['input']>;
};

/** All input for the `updateRedeemCodeCreateLogRemark` mutation. */
export type UpdateRedeemCodeCreateLogRemarkInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  logId?: InputMaybe<Scalars['UUID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** All input for the `updateResourceMaterialType` mutation. */
export type UpdateResourceMaterialTypeInput = {
  /**
   * An arbitrary string value with no semantic meaning. Will be included in the
   * payload verbatim. May be used to track mutations by the client.
   */
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** An object where the defined keys will be set on the `ResourceMaterialType` being updated. */
  patch: ResourceMaterialTypePatch;
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

export type UploadOneFileInput = {
  /** The company a company file belongs to (INTERNAL_FILE). */
  companyId?: InputMaybe<Scalars['UUID']['input']>;
  /** The MIME type the browser declares; it must belong to the extension. */
  mimeType: Scalars['String']['input'];
  /** The file's name as the user picked it; its extension must be one the use accepts. */
  name: Scalars['String']['input'];
  /** Size in bytes (at most 20M). */
  size: Scalars['Int']['input'];
  use: UploadUse;
};

export type UploadStatus =
  | 'CANCELLED'
  | 'ERROR'
  | 'SUCCESS'
  | 'UPLOADING';

export type UploadUse =
  | 'ANNOUNCEMENT_ATTACHMENT'
  | 'AVATAR'
  | 'BUSINESS_LICENSE'
  | 'CERTIFICATE'
  | 'INTERNAL_FILE'
  | 'INVOICE'
  | 'MATERIAL_FILE'
  | 'PERFORMANCE_IMPORT'
  | 'RECEIPT';

/**
 * A condition to be used against `UploadedFile` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type UploadedFileCondition = {
  /** Checks for equality with the object’s `createdAt` field. */
  createdAt?: InputMaybe<Scalars['Datetime']['input']>;
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `rootUserId` field. */
  rootUserId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `UploadedFile` object types. All fields are combined with a logical ‘and.’ */
export type UploadedFileFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<UploadedFileFilter>>;
  /** Filter by the object’s `announcementAttachmentsByFileId` relation. */
  announcementAttachmentsByFileId?: InputMaybe<UploadedFileToManyAnnouncementAttachmentFilter>;
  /** Some related `announcementAttachmentsByFileId` exist. */
  announcementAttachmentsByFileIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `company` relation. */
  company?: InputMaybe<CompanyFilter>;
  /** Filter by the object’s `companyCertificationsByCertificateFileId` relation. */
  companyCertificationsByCertificateFileId?: InputMaybe<UploadedFileToManyCompanyCertificationFilter>;
  /** Some related `companyCertificationsByCertificateFileId` exist. */
  companyCertificationsByCertificateFileIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** A related `company` exists. */
  companyExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `createdAt` field. */
  createdAt?: InputMaybe<DatetimeFilter>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<UuidFilter>;
  /** Negates the expression. */
  not?: InputMaybe<UploadedFileFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<UploadedFileFilter>>;
  /** Filter by the object’s `partnerApplicationsByBusinessLicenseFileId` relation. */
  partnerApplicationsByBusinessLicenseFileId?: InputMaybe<UploadedFileToManyPartnerApplicationFilter>;
  /** Some related `partnerApplicationsByBusinessLicenseFileId` exist. */
  partnerApplicationsByBusinessLicenseFileIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `performanceImportByImportFileId` relation. */
  performanceImportByImportFileId?: InputMaybe<PerformanceImportFilter>;
  /** A related `performanceImportByImportFileId` exists. */
  performanceImportByImportFileIdExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `personalCertificationsByCertificateFileId` relation. */
  personalCertificationsByCertificateFileId?: InputMaybe<UploadedFileToManyPersonalCertificationFilter>;
  /** Some related `personalCertificationsByCertificateFileId` exist. */
  personalCertificationsByCertificateFileIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `personalCertificationsByInvoiceFileId` relation. */
  personalCertificationsByInvoiceFileId?: InputMaybe<UploadedFileToManyPersonalCertificationFilter>;
  /** Some related `personalCertificationsByInvoiceFileId` exist. */
  personalCertificationsByInvoiceFileIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `personalCertificationsByReceiptFileId` relation. */
  personalCertificationsByReceiptFileId?: InputMaybe<UploadedFileToManyPersonalCertificationFilter>;
  /** Some related `personalCertificationsByReceiptFileId` exist. */
  personalCertificationsByReceiptFileIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `resourceMaterialsByFileId` relation. */
  resourceMaterialsByFileId?: InputMaybe<UploadedFileToManyResourceMaterialFilter>;
  /** Some related `resourceMaterialsByFileId` exist. */
  resourceMaterialsByFileIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `rootUser` relation. */
  rootUser?: InputMaybe<RootUserFilter>;
  /** Filter by the object’s `rootUserId` field. */
  rootUserId?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `UploadedFile`. */
export type UploadedFileOrderBy =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'ROOT_USER_ID_ASC'
  | 'ROOT_USER_ID_DESC';

/** A filter to be used against many `AnnouncementAttachment` object types. All fields are combined with a logical ‘and.’ */
export type UploadedFileToManyAnnouncementAttachmentFilter = {
  /** Every related `AnnouncementAttachment` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<AnnouncementAttachmentFilter>;
  /** No related `AnnouncementAttachment` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<AnnouncementAttachmentFilter>;
  /** Some related `AnnouncementAttachment` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<AnnouncementAttachmentFilter>;
};

/** A filter to be used against many `CompanyCertification` object types. All fields are combined with a logical ‘and.’ */
export type UploadedFileToManyCompanyCertificationFilter = {
  /** Every related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<CompanyCertificationFilter>;
  /** No related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<CompanyCertificationFilter>;
  /** Some related `CompanyCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<CompanyCertificationFilter>;
};

/** A filter to be used against many `PartnerApplication` object types. All fields are combined with a logical ‘and.’ */
export type UploadedFileToManyPartnerApplicationFilter = {
  /** Every related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PartnerApplicationFilter>;
  /** No related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PartnerApplicationFilter>;
  /** Some related `PartnerApplication` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PartnerApplicationFilter>;
};

/** A filter to be used against many `PersonalCertification` object types. All fields are combined with a logical ‘and.’ */
export type UploadedFileToManyPersonalCertificationFilter = {
  /** Every related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<PersonalCertificationFilter>;
  /** No related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<PersonalCertificationFilter>;
  /** Some related `PersonalCertification` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<PersonalCertificationFilter>;
};

/** A filter to be used against many `ResourceMaterial` object types. All fields are combined with a logical ‘and.’ */
export type UploadedFileToManyResourceMaterialFilter = {
  /** Every related `ResourceMaterial` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ResourceMaterialFilter>;
  /** No related `ResourceMaterial` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ResourceMaterialFilter>;
  /** Some related `ResourceMaterial` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ResourceMaterialFilter>;
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
  /** Only identities whose name or e-mail address contains this text, ignoring case (a blank text does not narrow). */
  nameOrEmailContains?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `positionId` field. */
  positionId?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `rootUserId` field. */
  rootUserId?: InputMaybe<Scalars['UUID']['input']>;
  /** Checks for equality with the object’s `status` field. */
  status?: InputMaybe<UserStatus>;
};

/** A filter to be used against `User` object types. All fields are combined with a logical ‘and.’ */
export type UserFilter = {
  /** Filter by the object’s `account` field. */
  account?: InputMaybe<StringFilter>;
  /** Filter by the object’s `addressCount` field. */
  addressCount?: InputMaybe<IntFilter>;
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
  /** Filter by the object’s `isPartnerAdministrator` field. */
  isPartnerAdministrator?: InputMaybe<BooleanFilter>;
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
  /** Filter by the object’s `projectFilingProgressesBySubmitterId` relation. */
  projectFilingProgressesBySubmitterId?: InputMaybe<UserToManyProjectFilingProgressFilter>;
  /** Some related `projectFilingProgressesBySubmitterId` exist. */
  projectFilingProgressesBySubmitterIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingRenewalsBySubmitterId` relation. */
  projectFilingRenewalsBySubmitterId?: InputMaybe<UserToManyProjectFilingRenewalFilter>;
  /** Some related `projectFilingRenewalsBySubmitterId` exist. */
  projectFilingRenewalsBySubmitterIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingsByPrincipalId` relation. */
  projectFilingsByPrincipalId?: InputMaybe<UserToManyProjectFilingFilter>;
  /** Some related `projectFilingsByPrincipalId` exist. */
  projectFilingsByPrincipalIdExist?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `projectFilingsBySubmitterId` relation. */
  projectFilingsBySubmitterId?: InputMaybe<UserToManyProjectFilingFilter>;
  /** Some related `projectFilingsBySubmitterId` exist. */
  projectFilingsBySubmitterIdExist?: InputMaybe<Scalars['Boolean']['input']>;
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
 * A condition to be used against `UserGuidePage` object types. All fields are
 * tested for equality and combined with a logical ‘and.’
 */
export type UserGuidePageCondition = {
  /** Checks for equality with the object’s `id` field. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Checks for equality with the object’s `title` field. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Checks for equality with the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<Scalars['UUID']['input']>;
};

/** A filter to be used against `UserGuidePage` object types. All fields are combined with a logical ‘and.’ */
export type UserGuidePageFilter = {
  /** Checks for all expressions in this list. */
  and?: InputMaybe<Array<UserGuidePageFilter>>;
  /** Filter by the object’s `id` field. */
  id?: InputMaybe<IntFilter>;
  /** Negates the expression. */
  not?: InputMaybe<UserGuidePageFilter>;
  /** Checks for any expressions in this list. */
  or?: InputMaybe<Array<UserGuidePageFilter>>;
  /** Filter by the object’s `rootUserByUpdatedBy` relation. */
  rootUserByUpdatedBy?: InputMaybe<RootUserFilter>;
  /** A related `rootUserByUpdatedBy` exists. */
  rootUserByUpdatedByExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the object’s `sortOrder` field. */
  sortOrder?: InputMaybe<IntFilter>;
  /** Filter by the object’s `title` field. */
  title?: InputMaybe<StringFilter>;
  /** Filter by the object’s `updatedBy` field. */
  updatedBy?: InputMaybe<UuidFilter>;
};

/** Methods to use when ordering `UserGuidePage`. */
export type UserGuidePageOrderBy =
  | 'ID_ASC'
  | 'ID_DESC'
  | 'NATURAL'
  | 'PRIMARY_KEY_ASC'
  | 'PRIMARY_KEY_DESC'
  | 'SORT_ORDER_ASC'
  | 'SORT_ORDER_DESC'
  | 'UPDATED_BY_ASC'
  | 'UPDATED_BY_DESC';

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

/** A filter to be used against many `ProjectFiling` object types. All fields are combined with a logical ‘and.’ */
export type UserToManyProjectFilingFilter = {
  /** Every related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingFilter>;
  /** No related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingFilter>;
  /** Some related `ProjectFiling` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingFilter>;
};

/** A filter to be used against many `ProjectFilingProgress` object types. All fields are combined with a logical ‘and.’ */
export type UserToManyProjectFilingProgressFilter = {
  /** Every related `ProjectFilingProgress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingProgressFilter>;
  /** No related `ProjectFilingProgress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingProgressFilter>;
  /** Some related `ProjectFilingProgress` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingProgressFilter>;
};

/** A filter to be used against many `ProjectFilingRenewal` object types. All fields are combined with a logical ‘and.’ */
export type UserToManyProjectFilingRenewalFilter = {
  /** Every related `ProjectFilingRenewal` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  every?: InputMaybe<ProjectFilingRenewalFilter>;
  /** No related `ProjectFilingRenewal` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  none?: InputMaybe<ProjectFilingRenewalFilter>;
  /** Some related `ProjectFilingRenewal` matches the filter criteria. All fields are combined with a logical ‘and.’ */
  some?: InputMaybe<ProjectFilingRenewalFilter>;
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

export type AdminAnnouncementQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminAnnouncementQuery = { __typename: 'Query', announcement?: { __typename: 'Announcement', id: string, semanticId: string, name: string, title: string, typeId: number, content: string, status: PublicationStatus, publishTime?: string | null, isPublic: boolean, pushStrategies?: unknown | null, isSentNotification: boolean, announcementAttachments: { __typename: 'AnnouncementAttachmentConnection', nodes: Array<{ __typename: 'AnnouncementAttachment', fileId: string, name?: string | null, size?: string | null } | null> } } | null };

export type AdminAnnouncementTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAnnouncementTypesQuery = { __typename: 'Query', announcementTypes?: { __typename: 'AnnouncementTypeConnection', nodes: Array<{ __typename: 'AnnouncementType', id: number, name: string, color: string, isEnabled: boolean } | null> } | null };

export type AdminPushChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPushChoicesQuery = { __typename: 'Query', certificationLevels?: { __typename: 'CertificationLevelConnection', nodes: Array<{ __typename: 'CertificationLevel', id: number, name: string, nameZh: string, planId: number } | null> } | null, certificationPlans?: { __typename: 'CertificationPlanConnection', nodes: Array<{ __typename: 'CertificationPlan', id: number, name: string, nameZh: string } | null> } | null, roles?: { __typename: 'RoleConnection', nodes: Array<{ __typename: 'Role', id: string, name: string, nameZh?: string | null } | null> } | null };

export type AdminPushCompaniesQueryVariables = Exact<{
  name: Scalars['String']['input'];
  ids: Array<Scalars['UUID']['input']> | Scalars['UUID']['input'];
}>;


export type AdminPushCompaniesQuery = { __typename: 'Query', found?: { __typename: 'CompanyConnection', nodes: Array<{ __typename: 'Company', id: string, name: string } | null> } | null, chosen?: { __typename: 'CompanyConnection', nodes: Array<{ __typename: 'Company', id: string, name: string } | null> } | null };

export type AdminCreateAnnouncementTypeMutationVariables = Exact<{
  input: CreateAnnouncementTypeInput;
}>;


export type AdminCreateAnnouncementTypeMutation = { __typename: 'Mutation', createAnnouncementType?: { __typename: 'CreateAnnouncementTypePayload', result?: { __typename: 'AnnouncementType', id: number, name: string, color: string, isEnabled: boolean } | null } | null };

export type AdminSaveAnnouncementMutationVariables = Exact<{
  input: SaveAnnouncementInput;
}>;


export type AdminSaveAnnouncementMutation = { __typename: 'Mutation', saveAnnouncement?: { __typename: 'SaveAnnouncementPayload', result?: { __typename: 'Announcement', id: string, status: PublicationStatus } | null } | null };

export type AdminPublishAnnouncementMutationVariables = Exact<{
  input: PublishAnnouncementInput;
}>;


export type AdminPublishAnnouncementMutation = { __typename: 'Mutation', publishAnnouncement?: { __typename: 'PublishAnnouncementPayload', result?: { __typename: 'Announcement', id: string } | null } | null };

export type AdminDelistAnnouncementMutationVariables = Exact<{
  input: DelistAnnouncementInput;
}>;


export type AdminDelistAnnouncementMutation = { __typename: 'Mutation', delistAnnouncement?: { __typename: 'DelistAnnouncementPayload', result?: { __typename: 'Announcement', id: string } | null } | null };

export type AdminDeleteAnnouncementMutationVariables = Exact<{
  input: DeleteAnnouncementInput;
}>;


export type AdminDeleteAnnouncementMutation = { __typename: 'Mutation', deleteAnnouncement?: { __typename: 'DeleteAnnouncementPayload', result?: { __typename: 'Announcement', id: string } | null } | null };

export type AdminPinAnnouncementMutationVariables = Exact<{
  input: PinAnnouncementInput;
}>;


export type AdminPinAnnouncementMutation = { __typename: 'Mutation', pinAnnouncement?: { __typename: 'PinAnnouncementPayload', result?: { __typename: 'Announcement', id: string, pinnedAt?: string | null } | null } | null };

export type AdminAnnouncementPushRangeQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminAnnouncementPushRangeQuery = { __typename: 'Query', announcementPushRange?: { __typename: 'PushRange', people?: number | null, companies?: number | null } | null };

export type AdminCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCurrentUserQuery = { __typename: 'Query', currentUserInfo?: { __typename: 'CurrentUserInfo', rootUserId: string, defaultUser?: { __typename: 'CurrentUserIdentity', userId: string, userName: string, avatar?: string | null, permissionKeys: Array<string> } | null, ownCompanyUsers: Array<{ __typename: 'OwnCompanyUser', companyId: string }> } | null };

export type AdminPermissionKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPermissionKeysQuery = { __typename: 'Query', permissionKeys?: { __typename: 'PermissionKeyConnection', nodes: Array<{ __typename: 'PermissionKey', key: string, name: string, nameZh: string, sortOrder: number } | null> } | null };

export type AdminUploadOneFileMutationVariables = Exact<{
  input: UploadOneFileInput;
}>;


export type AdminUploadOneFileMutation = { __typename: 'Mutation', uploadOneFile?: { __typename: 'UploadOneFilePayload', uploadedFileId: string, credentials: { __typename: 'UploadCredentials', url: string, method: string, headers: Array<{ __typename: 'HttpHeader', name: string, value: string }> } } | null };

export type AdminConfirmUploadedFileMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminConfirmUploadedFileMutation = { __typename: 'Mutation', confirmUploadedFile?: { __typename: 'UploadedFile', id: string, status: UploadStatus, name: string } | null };

export type AdminCancelUploadedFileMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminCancelUploadedFileMutation = { __typename: 'Mutation', cancelUploadedFile?: { __typename: 'UploadedFile', id: string, status: UploadStatus } | null };

export type AdminFileUrlQueryVariables = Exact<{
  fileId: Scalars['UUID']['input'];
}>;


export type AdminFileUrlQuery = { __typename: 'Query', generateOneFileUrl?: { __typename: 'FileUrl', url: string, expiresAt: string } | null };

export type AdminCompanyCertificationQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminCompanyCertificationQuery = { __typename: 'Query', companyCertification?: { __typename: 'CompanyCertification', id: string, status: CompanyCertificationStatus, companyId: string, companyName?: string | null, planId: number, appliedLevelId: number, approvedLevelId?: number | null, applicantName?: string | null, approverName?: string | null, auditComment?: string | null, renewalOfId?: string | null, certificateNumber?: string | null, certificateToCompanyName?: string | null, grantDate?: string | null, expiredDate?: string | null, deliveryContactName?: string | null, deliveryContactPrefix?: string | null, deliveryContactNumber?: string | null, deliveryAddress?: string | null, trackingNumber?: string | null, deliveryDate?: string | null, certificateFileId?: string | null, certificateFileName?: string | null, remark?: string | null, createdAt: string, reviewedAt?: string | null, plan?: { __typename: 'CertificationPlan', id: number, name: string, nameZh: string, site: Site } | null, appliedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, maxProjectFilingCount: number, winRate: number } | null, approvedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, maxProjectFilingCount: number, winRate: number } | null } | null, certificationLevels?: { __typename: 'CertificationLevelConnection', nodes: Array<{ __typename: 'CertificationLevel', id: number, name: string, nameZh: string, rank: number, planId: number } | null> } | null };

export type AdminApproveCompanyCertificationMutationVariables = Exact<{
  input: ApproveCompanyCertificationInput;
}>;


export type AdminApproveCompanyCertificationMutation = { __typename: 'Mutation', approveCompanyCertification?: { __typename: 'ApproveCompanyCertificationPayload', result?: { __typename: 'CompanyCertification', id: string } | null } | null };

export type AdminRejectCompanyCertificationMutationVariables = Exact<{
  input: RejectCompanyCertificationInput;
}>;


export type AdminRejectCompanyCertificationMutation = { __typename: 'Mutation', rejectCompanyCertification?: { __typename: 'RejectCompanyCertificationPayload', result?: { __typename: 'CompanyCertification', id: string } | null } | null };

export type AdminUpdateCompanyCertificationMutationVariables = Exact<{
  input: UpdateCompanyCertificationInput;
}>;


export type AdminUpdateCompanyCertificationMutation = { __typename: 'Mutation', updateCompanyCertification?: { __typename: 'UpdateCompanyCertificationPayload', result?: { __typename: 'CompanyCertification', id: string } | null } | null };

export type AdminUpdateCompanyCertificationRemarkMutationVariables = Exact<{
  input: UpdateCompanyCertificationRemarkInput;
}>;


export type AdminUpdateCompanyCertificationRemarkMutation = { __typename: 'Mutation', updateCompanyCertificationRemark?: { __typename: 'UpdateCompanyCertificationRemarkPayload', result?: { __typename: 'CompanyCertification', id: string, remark?: string | null } | null } | null };

export type AdminUpdateJoinApplicationRemarkMutationVariables = Exact<{
  applicationId: Scalars['UUID']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminUpdateJoinApplicationRemarkMutation = { __typename: 'Mutation', updateCompanyJoinApplicationRemark?: { __typename: 'UpdateCompanyJoinApplicationRemarkPayload', result?: { __typename: 'CompanyJoinApplication', id: string, remark?: string | null } | null } | null };

export type AdminCompanyPerformanceTargetYearsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCompanyPerformanceTargetYearsQuery = { __typename: 'Query', companyPerformanceTargetYearsList?: Array<number | null> | null };

export type AdminCompanyPerformanceTargetsQueryVariables = Exact<{
  condition: CompanyPerformanceTargetCondition;
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type AdminCompanyPerformanceTargetsQuery = { __typename: 'Query', companyPerformanceTargets?: { __typename: 'CompanyPerformanceTargetConnection', totalCount: number, nodes: Array<{ __typename: 'CompanyPerformanceTarget', id: string, companyId: string, companyName?: string | null, year: number, projectType: PerformanceProjectType, performance: string, currencyIsoCode: Currency, completion?: string | null, creatorName?: string | null, updaterName?: string | null, createdAt: string, updatedAt: string, monthlyResultsList?: Array<{ __typename: 'PerformanceTargetMonth', month?: number | null, performance?: string | null, cumulative?: string | null, completion?: string | null } | null> | null } | null> } | null };

export type AdminCreateCompanyPerformanceTargetMutationVariables = Exact<{
  input: CreateCompanyPerformanceTargetInput;
}>;


export type AdminCreateCompanyPerformanceTargetMutation = { __typename: 'Mutation', createCompanyPerformanceTarget?: { __typename: 'CreateCompanyPerformanceTargetPayload', result?: { __typename: 'CompanyPerformanceTarget', id: string } | null } | null };

export type AdminUpdateCompanyPerformanceTargetMutationVariables = Exact<{
  input: UpdateCompanyPerformanceTargetInput;
}>;


export type AdminUpdateCompanyPerformanceTargetMutation = { __typename: 'Mutation', updateCompanyPerformanceTarget?: { __typename: 'UpdateCompanyPerformanceTargetPayload', result?: { __typename: 'CompanyPerformanceTarget', id: string } | null } | null };

export type AdminDeleteCompanyPerformanceTargetMutationVariables = Exact<{
  input: DeleteCompanyPerformanceTargetInput;
}>;


export type AdminDeleteCompanyPerformanceTargetMutation = { __typename: 'Mutation', deleteCompanyPerformanceTarget?: { __typename: 'DeleteCompanyPerformanceTargetPayload', result?: { __typename: 'CompanyPerformanceTarget', id: string } | null } | null };

export type AdminUpdateCompanyUserMutationVariables = Exact<{
  userId: Scalars['UUID']['input'];
  name: Scalars['String']['input'];
  positionId: Scalars['Int']['input'];
  roleIds: Array<InputMaybe<Scalars['UUID']['input']>> | InputMaybe<Scalars['UUID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserStatus>;
}>;


export type AdminUpdateCompanyUserMutation = { __typename: 'Mutation', updateCompanyUser?: { __typename: 'UpdateCompanyUserPayload', result?: { __typename: 'User', id: string } | null } | null };

export type AdminCompanyUserOptionsQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type AdminCompanyUserOptionsQuery = { __typename: 'Query', positions?: { __typename: 'PositionConnection', nodes: Array<{ __typename: 'Position', id: number, name: string, nameZh: string } | null> } | null, roles?: { __typename: 'RoleConnection', nodes: Array<{ __typename: 'Role', id: string, name: string, nameZh?: string | null } | null> } | null };

export type AdminCompanyCertificationLevelQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type AdminCompanyCertificationLevelQuery = { __typename: 'Query', company?: { __typename: 'Company', id: string, effectiveCertificationLevel?: { __typename: 'CertificationLevel', id: number, name: string, nameZh: string } | null, currentCertification?: { __typename: 'CompanyCertification', id: string, expiredDate?: string | null } | null } | null };

export type ContentAnalyticsQueryVariables = Exact<{
  kind: ContentKind;
  id: Scalars['UUID']['input'];
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
}>;


export type ContentAnalyticsQuery = { __typename: 'Query', contentAnalyticsDaysList?: Array<{ __typename: 'ContentAnalyticsDay', day?: string | null, views?: number | null, downloads?: number | null } | null> | null, contentAnalyticsCompaniesList?: Array<{ __typename: 'ContentAnalyticsCompany', companyId?: string | null, companyName?: string | null, views?: number | null, downloads?: number | null } | null> | null };

export type ContentAnalyticsRowsQueryVariables = Exact<{
  kind: ContentKind;
  id: Scalars['UUID']['input'];
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
}>;


export type ContentAnalyticsRowsQuery = { __typename: 'Query', contentAnalyticsRowsList?: Array<{ __typename: 'ContentAnalyticsRow', day?: string | null, companyId?: string | null, companyName?: string | null, views?: number | null, downloads?: number | null } | null> | null };

export type ContentAnalyticsItemQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
  announcement: Scalars['Boolean']['input'];
}>;


export type ContentAnalyticsItemQuery = { __typename: 'Query', announcement?: { __typename: 'Announcement', id: string, title: string } | null, resourceMaterial?: { __typename: 'ResourceMaterial', id: string, name: string } | null };

export type AdminCourseQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminCourseQuery = { __typename: 'Query', course?: { __typename: 'Course', id: number, typeId: number, name: string, description: string, sortOrder: number, isEnabled: boolean, courseCoursewares: { __typename: 'CourseCoursewareConnection', nodes: Array<{ __typename: 'CourseCourseware', id: number, materialId: string, material?: { __typename: 'ResourceMaterial', id: string, name: string, fileType: MaterialFileType } | null } | null> } } | null };

export type AdminCourseTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCourseTypesQuery = { __typename: 'Query', personalCertificationTypes?: { __typename: 'PersonalCertificationTypeConnection', nodes: Array<{ __typename: 'PersonalCertificationType', id: number, name: string } | null> } | null };

export type AdminCoursewareChoicesQueryVariables = Exact<{
  search: Scalars['String']['input'];
  first: Scalars['Int']['input'];
}>;


export type AdminCoursewareChoicesQuery = { __typename: 'Query', resourceMaterials?: { __typename: 'ResourceMaterialConnection', nodes: Array<{ __typename: 'ResourceMaterial', id: string, name: string, fileType: MaterialFileType } | null> } | null };

export type AdminSaveCourseMutationVariables = Exact<{
  input: SaveCourseInput;
}>;


export type AdminSaveCourseMutation = { __typename: 'Mutation', saveCourse?: { __typename: 'SaveCoursePayload', result?: { __typename: 'Course', id: number } | null } | null };

export type AdminDeleteCourseMutationVariables = Exact<{
  input: DeleteCourseInput;
}>;


export type AdminDeleteCourseMutation = { __typename: 'Mutation', deleteCourse?: { __typename: 'DeleteCoursePayload', result?: { __typename: 'Course', id: number } | null } | null };

export type AdminExamQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminExamQuery = { __typename: 'Query', exam?: { __typename: 'Exam', id: string, semanticId: string, type: ExamType, status: ExamStatus, personalCertificationId: string, companyId?: string | null, bookExamTime?: string | null, bookExamForm?: ExamForm | null, bookedAt?: string | null, scheduledExamTime?: string | null, form?: ExamForm | null, venue?: string | null, link?: string | null, arrangedAt?: string | null, isStarted: boolean, startedAt?: string | null, result?: ExamResult | null, score?: string | null, accuracy?: string | null, completedAt?: string | null, auditComment?: string | null, reviewedAt?: string | null, paymentMethod: PersonalCertificationPaymentMethod, currency?: Currency | null, paidMoney: string, paidPoints: number, pointType?: CompanyPointType | null, receiptFileId?: string | null, wantsInvoice: boolean, invoiceContentType?: InvoiceContentType | null, invoiceTitleType?: InvoiceTitleType | null, invoiceTitle?: string | null, invoiceCompanyName?: string | null, invoiceTaxNumber?: string | null, invoiceReceiverEmail?: string | null, invoiceFileId?: string | null, remark?: string | null, createdAt: string, personalCertification?: { __typename: 'PersonalCertification', id: string, semanticId: string, realName: string, applicantName?: string | null, status: PersonalCertificationStatus, type?: { __typename: 'PersonalCertificationType', id: number, name: string } | null } | null, subject?: { __typename: 'ExamSubject', id: number, key: string, name: string, position: number, durationMinutes: number, examForms: Array<ExamForm | null>, fullScore: number, retakeFree: boolean } | null, examinee?: { __typename: 'RootUser', id: string, username?: string | null, email?: string | null } | null, company?: { __typename: 'Company', id: string, name: string } | null, approver?: { __typename: 'RootUser', id: string, username?: string | null, email?: string | null } | null, pointCompany?: { __typename: 'Company', id: string, name: string } | null, receiptFile?: { __typename: 'UploadedFile', id: string, name: string } | null, invoiceFile?: { __typename: 'UploadedFile', id: string, name: string } | null } | null };

export type AdminCertificationExamsQueryVariables = Exact<{
  certificationId: Scalars['UUID']['input'];
}>;


export type AdminCertificationExamsQuery = { __typename: 'Query', exams?: { __typename: 'ExamConnection', nodes: Array<{ __typename: 'Exam', id: string, semanticId: string, type: ExamType, status: ExamStatus, result?: ExamResult | null, score?: string | null, scheduledExamTime?: string | null, subject?: { __typename: 'ExamSubject', id: number, name: string, fullScore: number } | null } | null> } | null };

export type AdminExamSubjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminExamSubjectsQuery = { __typename: 'Query', examSubjects?: { __typename: 'ExamSubjectConnection', nodes: Array<{ __typename: 'ExamSubject', id: number, key: string, name: string } | null> } | null };

export type AdminArrangeExamMutationVariables = Exact<{
  input: ArrangeExamInput;
}>;


export type AdminArrangeExamMutation = { __typename: 'Mutation', arrangeExam?: { __typename: 'ArrangeExamPayload', result?: { __typename: 'Exam', id: string, status: ExamStatus } | null } | null };

export type AdminApproveExamMutationVariables = Exact<{
  input: ApproveExamInput;
}>;


export type AdminApproveExamMutation = { __typename: 'Mutation', approveExam?: { __typename: 'ApproveExamPayload', result?: { __typename: 'Exam', id: string, status: ExamStatus } | null } | null };

export type AdminRejectExamMutationVariables = Exact<{
  input: RejectExamInput;
}>;


export type AdminRejectExamMutation = { __typename: 'Mutation', rejectExam?: { __typename: 'RejectExamPayload', result?: { __typename: 'Exam', id: string, status: ExamStatus } | null } | null };

export type AdminEnterExamResultMutationVariables = Exact<{
  input: EnterExamResultInput;
}>;


export type AdminEnterExamResultMutation = { __typename: 'Mutation', enterExamResult?: { __typename: 'EnterExamResultPayload', result?: { __typename: 'Exam', id: string, status: ExamStatus, result?: ExamResult | null } | null } | null };

export type AdminUpdateReExamInvoiceMutationVariables = Exact<{
  input: UpdateReExamInvoiceInput;
}>;


export type AdminUpdateReExamInvoiceMutation = { __typename: 'Mutation', updateReExamInvoice?: { __typename: 'UpdateReExamInvoicePayload', result?: { __typename: 'Exam', id: string, invoiceFileId?: string | null } | null } | null };

export type AdminUpdateExamRemarkMutationVariables = Exact<{
  input: UpdateExamRemarkInput;
}>;


export type AdminUpdateExamRemarkMutation = { __typename: 'Mutation', updateExamRemark?: { __typename: 'UpdateExamRemarkPayload', result?: { __typename: 'Exam', id: string, remark?: string | null } | null } | null };

export type AdminResourceMaterialQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminResourceMaterialQuery = { __typename: 'Query', resourceMaterial?: { __typename: 'ResourceMaterial', id: string, semanticId: string, name: string, brief: string, status: PublicationStatus, fileType: MaterialFileType, fileId?: string | null, fileName?: string | null, link?: string | null, allowDownload: boolean, publishTime?: string | null, isPublic: boolean, pushStrategies?: unknown | null, isSentNotification: boolean, resourceMaterialTypeLinks: { __typename: 'ResourceMaterialTypeLinkConnection', nodes: Array<{ __typename: 'ResourceMaterialTypeLink', typeId: number } | null> }, resourceMaterialProducts: { __typename: 'ResourceMaterialProductConnection', nodes: Array<{ __typename: 'ResourceMaterialProduct', productId: number } | null> } } | null };

export type AdminResourceMaterialChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminResourceMaterialChoicesQuery = { __typename: 'Query', resourceMaterialTypes?: { __typename: 'ResourceMaterialTypeConnection', nodes: Array<{ __typename: 'ResourceMaterialType', id: number, name: string, nameZh: string, enabled: boolean } | null> } | null, products?: { __typename: 'ProductConnection', nodes: Array<{ __typename: 'Product', id: number, name: string, nameZh: string, enabled: boolean } | null> } | null };

export type AdminSaveResourceMaterialMutationVariables = Exact<{
  input: SaveResourceMaterialInput;
}>;


export type AdminSaveResourceMaterialMutation = { __typename: 'Mutation', saveResourceMaterial?: { __typename: 'SaveResourceMaterialPayload', result?: { __typename: 'ResourceMaterial', id: string, status: PublicationStatus } | null } | null };

export type AdminPublishResourceMaterialMutationVariables = Exact<{
  input: PublishResourceMaterialInput;
}>;


export type AdminPublishResourceMaterialMutation = { __typename: 'Mutation', publishResourceMaterial?: { __typename: 'PublishResourceMaterialPayload', result?: { __typename: 'ResourceMaterial', id: string, status: PublicationStatus } | null } | null };

export type AdminDelistResourceMaterialMutationVariables = Exact<{
  input: DelistResourceMaterialInput;
}>;


export type AdminDelistResourceMaterialMutation = { __typename: 'Mutation', delistResourceMaterial?: { __typename: 'DelistResourceMaterialPayload', result?: { __typename: 'ResourceMaterial', id: string, status: PublicationStatus } | null } | null };

export type AdminDeleteResourceMaterialMutationVariables = Exact<{
  input: DeleteResourceMaterialInput;
}>;


export type AdminDeleteResourceMaterialMutation = { __typename: 'Mutation', deleteResourceMaterial?: { __typename: 'DeleteResourceMaterialPayload', result?: { __typename: 'ResourceMaterial', id: string } | null } | null };

export type AdminResourceMaterialPushRangeQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminResourceMaterialPushRangeQuery = { __typename: 'Query', resourceMaterialPushRange?: { __typename: 'PushRange', people?: number | null, companies?: number | null } | null };

export type AdminMaterialFilePreviewQueryVariables = Exact<{
  fileId: Scalars['UUID']['input'];
}>;


export type AdminMaterialFilePreviewQuery = { __typename: 'Query', generateOneFileUrl?: { __typename: 'FileUrl', url: string, expiresAt: string } | null };

export type AdminPartnerApplicationQueryVariables = Exact<{
  semanticId: Scalars['String']['input'];
}>;


export type AdminPartnerApplicationQuery = { __typename: 'Query', partnerApplicationBySemanticId?: { __typename: 'PartnerApplication', id: string, semanticId: string, applicationStatus: PartnerApplicationStatus, site: Site, companyName: string, billingAddress: string, phone: string, website?: string | null, industry: string, mainBusinesses: Array<string | null>, keyIndustries: Array<string | null>, scale: CompanyScale, contactName: string, contactEmail: string, phonePrefixCountryCode: string, contactNumber: string, auditComment?: string | null, approverName?: string | null, partnerManagerName?: string | null, companyId?: string | null, createdAt: string, reviewedAt?: string | null, position?: { __typename: 'Position', id: number, name: string, nameZh: string } | null, applicant?: { __typename: 'RootUser', id: string, username?: string | null, email?: string | null } | null, businessLicenseFile?: { __typename: 'UploadedFile', id: string, name: string, mimeType: string } | null } | null, partnerManagers?: { __typename: 'PartnerManagerConnection', nodes: Array<{ __typename: 'PartnerManager', id: string, name: string, email?: string | null } | null> } | null };

export type AdminLicenseUrlQueryVariables = Exact<{
  fileId: Scalars['UUID']['input'];
}>;


export type AdminLicenseUrlQuery = { __typename: 'Query', generateOneFileUrl?: { __typename: 'FileUrl', url: string, expiresAt: string } | null };

export type AdminApprovePartnerApplicationMutationVariables = Exact<{
  input: ApprovePartnerApplicationInput;
}>;


export type AdminApprovePartnerApplicationMutation = { __typename: 'Mutation', approvePartnerApplication?: { __typename: 'ApprovePartnerApplicationPayload', result?: { __typename: 'PartnerApplication', id: string, applicationStatus: PartnerApplicationStatus, companyId?: string | null } | null } | null };

export type AdminRejectPartnerApplicationMutationVariables = Exact<{
  input: RejectPartnerApplicationInput;
}>;


export type AdminRejectPartnerApplicationMutation = { __typename: 'Mutation', rejectPartnerApplication?: { __typename: 'RejectPartnerApplicationPayload', result?: { __typename: 'PartnerApplication', id: string, applicationStatus: PartnerApplicationStatus } | null } | null };

export type AdminPerformanceImportQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminPerformanceImportQuery = { __typename: 'Query', performanceImport?: { __typename: 'PerformanceImport', id: string, status: PerformanceImportStatus, total: number, processedCount: number, successCount: number, failedCount: number, errorMessage?: string | null, errorParams?: unknown | null, errorFileId?: string | null, createdAt: string, finishedAt?: string | null, importFile?: { __typename: 'UploadedFile', id: string, name: string } | null } | null };

export type AdminRecentPerformanceImportsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
}>;


export type AdminRecentPerformanceImportsQuery = { __typename: 'Query', performanceImports?: { __typename: 'PerformanceImportConnection', nodes: Array<{ __typename: 'PerformanceImport', id: string, status: PerformanceImportStatus, total: number, processedCount: number, successCount: number, failedCount: number, errorMessage?: string | null, errorParams?: unknown | null, errorFileId?: string | null, createdAt: string, importFile?: { __typename: 'UploadedFile', id: string, name: string } | null } | null> } | null };

export type AdminStartPerformanceImportMutationVariables = Exact<{
  fileId: Scalars['UUID']['input'];
}>;


export type AdminStartPerformanceImportMutation = { __typename: 'Mutation', startPerformanceImport?: { __typename: 'StartPerformanceImportPayload', result?: { __typename: 'PerformanceImport', id: string, status: PerformanceImportStatus } | null } | null };

export type AdminDownloadUrlQueryVariables = Exact<{
  fileId: Scalars['UUID']['input'];
}>;


export type AdminDownloadUrlQuery = { __typename: 'Query', generateOneFileUrl?: { __typename: 'FileUrl', url: string, expiresAt: string } | null };

export type AdminRedeemCodeTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRedeemCodeTypesQuery = { __typename: 'Query', personalCertificationTypes?: { __typename: 'PersonalCertificationTypeConnection', nodes: Array<{ __typename: 'PersonalCertificationType', id: number, key: string, name: string } | null> } | null };

export type AdminRedeemCodesOfLogQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminRedeemCodesOfLogQuery = { __typename: 'Query', redeemCodeCreateLog?: { __typename: 'RedeemCodeCreateLog', id: string, redeemCodesByLogId: { __typename: 'RedeemCodeConnection', nodes: Array<{ __typename: 'RedeemCode', id: string, code: string, status: RedeemCodeStatus, redeemerName?: string | null, usedAt?: string | null, reservedUntil?: string | null, personalCertificationId?: string | null } | null> } } | null };

export type AdminCreateRedeemCodesMutationVariables = Exact<{
  input: CreateRedeemCodesInput;
}>;


export type AdminCreateRedeemCodesMutation = { __typename: 'Mutation', createRedeemCodes?: { __typename: 'CreateRedeemCodesPayload', result?: { __typename: 'RedeemCodeCreateLog', id: string, number: number, redeemCodesByLogId: { __typename: 'RedeemCodeConnection', nodes: Array<{ __typename: 'RedeemCode', id: string, code: string } | null> } } | null } | null };

export type AdminUpdateRedeemCodeCreateLogRemarkMutationVariables = Exact<{
  input: UpdateRedeemCodeCreateLogRemarkInput;
}>;


export type AdminUpdateRedeemCodeCreateLogRemarkMutation = { __typename: 'Mutation', updateRedeemCodeCreateLogRemark?: { __typename: 'UpdateRedeemCodeCreateLogRemarkPayload', result?: { __typename: 'RedeemCodeCreateLog', id: string, remark?: string | null } | null } | null };

export type AdminPersonalCertificationQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminPersonalCertificationQuery = { __typename: 'Query', personalCertification?: { __typename: 'PersonalCertification', id: string, semanticId: string, status: PersonalCertificationStatus, site: Site, version: string, applicantId: string, applicantName?: string | null, realName: string, companyId?: string | null, companyName?: string | null, paymentMethod: PersonalCertificationPaymentMethod, currency: Currency, deductedMoney: string, deductedPoints: number, pointType?: CompanyPointType | null, receiptFileId?: string | null, receiptFileName?: string | null, redeemCodeId?: string | null, deliveryContactName: string, deliveryContactPrefix: string, deliveryContactNumber: string, deliveryAddress: string, wantsInvoice: boolean, invoiceContentType?: InvoiceContentType | null, invoiceTitleType?: InvoiceTitleType | null, invoiceTitle?: string | null, invoiceCompanyName?: string | null, invoiceTaxNumber?: string | null, invoiceReceiverEmail?: string | null, invoiceFileId?: string | null, invoiceFileName?: string | null, auditComment?: string | null, cancelReason?: string | null, approverName?: string | null, reviewedAt?: string | null, certificateNumber?: string | null, certificateToUserName?: string | null, grantDate?: string | null, expiredDate?: string | null, trackingNumber?: string | null, certificateDeliveryDate?: string | null, certificateFileId?: string | null, certificateFileName?: string | null, renewalOfId?: string | null, createdByName?: string | null, remark?: string | null, closedAt?: string | null, createdAt: string, type?: { __typename: 'PersonalCertificationType', id: number, key: string, name: string, englishFullName: string, validMonths: number } | null, applicant?: { __typename: 'RootUser', id: string, username?: string | null, email?: string | null } | null, pointUsageApprovals: { __typename: 'PointUsageApprovalConnection', nodes: Array<{ __typename: 'PointUsageApproval', id: string, status: PointUsageApprovalStatus, point: number, type: CompanyPointType, submitterName?: string | null, approverName?: string | null, auditComment?: string | null, createdAt: string, reviewedAt?: string | null } | null> } } | null };

export type AdminPersonalCertificationTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPersonalCertificationTypesQuery = { __typename: 'Query', personalCertificationTypes?: { __typename: 'PersonalCertificationTypeConnection', nodes: Array<{ __typename: 'PersonalCertificationType', id: number, key: string, name: string, latestVersion: string, personalCertificationFeesByTypeId: { __typename: 'PersonalCertificationFeeConnection', nodes: Array<{ __typename: 'PersonalCertificationFee', site: Site, currency: Currency, money: string, points: number } | null> } } | null> } | null };

export type AdminPersonalCertificationPeopleQueryVariables = Exact<{
  filter: UserFilter;
  first: Scalars['Int']['input'];
}>;


export type AdminPersonalCertificationPeopleQuery = { __typename: 'Query', users?: { __typename: 'UserConnection', nodes: Array<{ __typename: 'User', id: string, rootUserId: string, name: string, email?: string | null, phonePrefixCountryCode?: string | null, contactNumber?: string | null } | null> } | null };

export type AdminPersonalCertificationCompaniesQueryVariables = Exact<{
  rootUserId: Scalars['UUID']['input'];
}>;


export type AdminPersonalCertificationCompaniesQuery = { __typename: 'Query', users?: { __typename: 'UserConnection', nodes: Array<{ __typename: 'User', id: string, company?: { __typename: 'Company', id: string, name: string, site: Site } | null } | null> } | null };

export type AdminCreatePersonalCertificationMutationVariables = Exact<{
  input: CreatePersonalCertificationForAdminInput;
}>;


export type AdminCreatePersonalCertificationMutation = { __typename: 'Mutation', createPersonalCertificationForAdmin?: { __typename: 'CreatePersonalCertificationForAdminPayload', result?: { __typename: 'PersonalCertification', id: string, semanticId: string, status: PersonalCertificationStatus } | null } | null };

export type AdminApprovePersonalCertificationMutationVariables = Exact<{
  input: ApprovePersonalCertificationInput;
}>;


export type AdminApprovePersonalCertificationMutation = { __typename: 'Mutation', approvePersonalCertification?: { __typename: 'ApprovePersonalCertificationPayload', result?: { __typename: 'PersonalCertification', id: string } | null } | null };

export type AdminRejectPersonalCertificationMutationVariables = Exact<{
  input: RejectPersonalCertificationInput;
}>;


export type AdminRejectPersonalCertificationMutation = { __typename: 'Mutation', rejectPersonalCertification?: { __typename: 'RejectPersonalCertificationPayload', result?: { __typename: 'PersonalCertification', id: string } | null } | null };

export type AdminCancelPersonalCertificationMutationVariables = Exact<{
  input: CancelPersonalCertificationInput;
}>;


export type AdminCancelPersonalCertificationMutation = { __typename: 'Mutation', cancelPersonalCertification?: { __typename: 'CancelPersonalCertificationPayload', result?: { __typename: 'PersonalCertification', id: string } | null } | null };

export type AdminGeneratePersonalCertificateNumberMutationVariables = Exact<{
  input: GeneratePersonalCertificateNumberInput;
}>;


export type AdminGeneratePersonalCertificateNumberMutation = { __typename: 'Mutation', generatePersonalCertificateNumber?: { __typename: 'GeneratePersonalCertificateNumberPayload', result?: { __typename: 'PersonalCertification', id: string } | null } | null };

export type AdminUpdatePersonalCertificationMutationVariables = Exact<{
  input: UpdatePersonalCertificationInput;
}>;


export type AdminUpdatePersonalCertificationMutation = { __typename: 'Mutation', updatePersonalCertification?: { __typename: 'UpdatePersonalCertificationPayload', result?: { __typename: 'PersonalCertification', id: string } | null } | null };

export type AdminUpdatePersonalCertificationInvoiceMutationVariables = Exact<{
  input: UpdatePersonalCertificationInvoiceInput;
}>;


export type AdminUpdatePersonalCertificationInvoiceMutation = { __typename: 'Mutation', updatePersonalCertificationInvoice?: { __typename: 'UpdatePersonalCertificationInvoicePayload', result?: { __typename: 'PersonalCertification', id: string } | null } | null };

export type AdminUpdatePersonalCertificationRemarkMutationVariables = Exact<{
  input: UpdatePersonalCertificationRemarkInput;
}>;


export type AdminUpdatePersonalCertificationRemarkMutation = { __typename: 'Mutation', updatePersonalCertificationRemark?: { __typename: 'UpdatePersonalCertificationRemarkPayload', result?: { __typename: 'PersonalCertification', id: string, remark?: string | null } | null } | null };

export type AdminCreateCompanyPointMutationVariables = Exact<{
  input: CreateCompanyPointInput;
}>;


export type AdminCreateCompanyPointMutation = { __typename: 'Mutation', createCompanyPoint?: { __typename: 'CreateCompanyPointPayload', result?: { __typename: 'CompanyPoint', id: string } | null } | null };

export type AdminDeleteCompanyPointMutationVariables = Exact<{
  input: DeleteCompanyPointInput;
}>;


export type AdminDeleteCompanyPointMutation = { __typename: 'Mutation', deleteCompanyPoint?: { __typename: 'DeleteCompanyPointPayload', result?: { __typename: 'CompanyPoint', id: string } | null } | null };

export type AdminCertificationLevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCertificationLevelsQuery = { __typename: 'Query', certificationLevels?: { __typename: 'CertificationLevelConnection', nodes: Array<{ __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number, maxProjectFilingCount: number, winRate: number, updatedAt: string, modifierName?: string | null, plan?: { __typename: 'CertificationPlan', id: number, site: Site, name: string, nameZh: string } | null } | null> } | null };

export type AdminUpdateCertificationLevelQuotaMutationVariables = Exact<{
  input: UpdateCertificationLevelQuotaInput;
}>;


export type AdminUpdateCertificationLevelQuotaMutation = { __typename: 'Mutation', updateCertificationLevelQuota?: { __typename: 'UpdateCertificationLevelQuotaPayload', result?: { __typename: 'CertificationLevel', id: number, maxProjectFilingCount: number, winRate: number, updatedAt: string, modifierName?: string | null } | null } | null };

export type AdminCreateProjectFilingQuotaRuleMutationVariables = Exact<{
  input: CreateProjectFilingQuotaRuleInput;
}>;


export type AdminCreateProjectFilingQuotaRuleMutation = { __typename: 'Mutation', createProjectFilingQuotaRule?: { __typename: 'CreateProjectFilingQuotaRulePayload', result?: { __typename: 'ProjectFilingQuotaRule', id: string } | null } | null };

export type AdminUpdateProjectFilingQuotaRuleMutationVariables = Exact<{
  input: UpdateProjectFilingQuotaRuleInput;
}>;


export type AdminUpdateProjectFilingQuotaRuleMutation = { __typename: 'Mutation', updateProjectFilingQuotaRule?: { __typename: 'UpdateProjectFilingQuotaRulePayload', result?: { __typename: 'ProjectFilingQuotaRule', id: string } | null } | null };

export type AdminDeleteProjectFilingQuotaRuleMutationVariables = Exact<{
  input: DeleteProjectFilingQuotaRuleInput;
}>;


export type AdminDeleteProjectFilingQuotaRuleMutation = { __typename: 'Mutation', deleteProjectFilingQuotaRule?: { __typename: 'DeleteProjectFilingQuotaRulePayload', result?: { __typename: 'ProjectFilingQuotaRule', id: string, isActive: boolean } | null } | null };

export type AdminProjectFilingQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminProjectFilingQuery = { __typename: 'Query', projectFiling?: { __typename: 'ProjectFiling', id: string, semanticId: string, name: string, status: ProjectFilingStatus, possibleConflict?: boolean | null, customerFullName: string, customerAddress: string, contactName: string, contactPosition: string, contactEmail: string, contactPhonePrefix: string, contactPhone: string, estimatedOrderBudget: string, currencyIsoCode: Currency, estimatedOrderDate: string, requirement: string, validUntilDate?: string | null, signDate?: string | null, cancelReason?: string | null, approvedAt?: string | null, lastActivityAt?: string | null, closedAt?: string | null, createdAt: string, updatedAt: string, company?: { __typename: 'Company', id: string, name: string, site: Site } | null, industry?: { __typename: 'Industry', id: number, name: string, nameZh: string } | null, phase?: { __typename: 'ProjectPhase', id: number, name: string, nameZh: string } | null, opportunitySource?: { __typename: 'OpportunitySource', id: number, name: string, nameZh: string } | null, competitors: { __typename: 'CompetitorConnection', nodes: Array<{ __typename: 'Competitor', id: number, name: string, nameZh: string } | null> }, applicationScenarios: { __typename: 'ApplicationScenarioConnection', nodes: Array<{ __typename: 'ApplicationScenario', id: number, name: string, nameZh: string } | null> }, preferredDistributor?: { __typename: 'Distributor', id: number, name: string, nameZh: string } | null, principal?: { __typename: 'User', id: string, name: string, email?: string | null } | null, submitter?: { __typename: 'User', id: string, name: string, email?: string | null } | null, revoker?: { __typename: 'RootUser', id: string, username?: string | null, email?: string | null } | null, projectFilingProductsByFilingId: { __typename: 'ProjectFilingProductConnection', nodes: Array<{ __typename: 'ProjectFilingProduct', lineNo: number, purchaseType: PurchaseType, unit: ProductUnit, count: number, product?: { __typename: 'Product', id: number, name: string, nameZh: string } | null } | null> }, projectFilingProgressesByFilingId: { __typename: 'ProjectFilingProgressConnection', nodes: Array<{ __typename: 'ProjectFilingProgress', id: string, content: string, createdAt: string, phase?: { __typename: 'ProjectPhase', id: number, name: string, nameZh: string } | null, submitter?: { __typename: 'User', id: string, name: string } | null } | null> }, projectFilingRenewalsByFilingId: { __typename: 'ProjectFilingRenewalConnection', nodes: Array<{ __typename: 'ProjectFilingRenewal', id: string, reason: string, status: ApprovalStatus, validUntilDate: string, previousValidUntilDate: string, createdAt: string, decidedAt?: string | null, phase?: { __typename: 'ProjectPhase', id: number, name: string, nameZh: string } | null, submitter?: { __typename: 'User', id: string, name: string } | null } | null> }, projectFilingApprovalsByFilingId: { __typename: 'ProjectFilingApprovalConnection', nodes: Array<{ __typename: 'ProjectFilingApproval', id: string, renewalId?: string | null, source: ApprovalSource, status: ApprovalStatus, auditComment?: string | null, canDecide?: boolean | null, createdAt: string, decidedAt?: string | null, approver?: { __typename: 'RootUser', id: string, username?: string | null, email?: string | null } | null } | null> }, timeline: { __typename: 'ProjectFilingTimelineEntryConnection', nodes: Array<{ __typename: 'ProjectFilingTimelineEntry', id?: string | null, kind?: string | null, event?: string | null, status?: string | null, source?: ApprovalSource | null, actorName?: string | null, comment?: string | null, renewalId?: string | null, createdAt?: string | null, decidedAt?: string | null } | null> }, conflictingFilings: { __typename: 'ProjectFilingConnection', nodes: Array<{ __typename: 'ProjectFiling', id: string, semanticId: string, name: string, status: ProjectFilingStatus, customerFullName: string, createdAt: string, company?: { __typename: 'Company', id: string, name: string } | null } | null> } } | null };

export type AdminApproveProjectFilingApprovalMutationVariables = Exact<{
  input: ApproveProjectFilingApprovalInput;
}>;


export type AdminApproveProjectFilingApprovalMutation = { __typename: 'Mutation', approveProjectFilingApproval?: { __typename: 'ApproveProjectFilingApprovalPayload', result?: { __typename: 'ProjectFilingApproval', id: string, status: ApprovalStatus } | null } | null };

export type AdminRejectProjectFilingApprovalMutationVariables = Exact<{
  input: RejectProjectFilingApprovalInput;
}>;


export type AdminRejectProjectFilingApprovalMutation = { __typename: 'Mutation', rejectProjectFilingApproval?: { __typename: 'RejectProjectFilingApprovalPayload', result?: { __typename: 'ProjectFilingApproval', id: string, status: ApprovalStatus } | null } | null };

export type AdminUpdateProjectFilingStatusMutationVariables = Exact<{
  input: UpdateProjectFilingStatusInput;
}>;


export type AdminUpdateProjectFilingStatusMutation = { __typename: 'Mutation', updateProjectFilingStatus?: { __typename: 'UpdateProjectFilingStatusPayload', result?: { __typename: 'ProjectFiling', id: string, status: ProjectFilingStatus } | null } | null };

export type AdminProjectFilingExportPageQueryVariables = Exact<{
  filter?: InputMaybe<ProjectFilingFilter>;
  condition?: InputMaybe<ProjectFilingCondition>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['Cursor']['input']>;
  withTotal: Scalars['Boolean']['input'];
}>;


export type AdminProjectFilingExportPageQuery = { __typename: 'Query', projectFilings?: { __typename: 'ProjectFilingConnection', totalCount?: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename: 'ProjectFiling', id: string, semanticId: string, name: string, status: ProjectFilingStatus, possibleConflict?: boolean | null, customerFullName: string, customerAddress: string, contactName: string, contactPosition: string, contactEmail: string, contactPhonePrefix: string, contactPhone: string, estimatedOrderBudget: string, currencyIsoCode: Currency, estimatedOrderDate: string, requirement: string, validUntilDate?: string | null, signDate?: string | null, cancelReason?: string | null, createdAt: string, company?: { __typename: 'Company', id: string, name: string } | null, industry?: { __typename: 'Industry', id: number, nameZh: string } | null, phase?: { __typename: 'ProjectPhase', id: number, nameZh: string } | null, opportunitySource?: { __typename: 'OpportunitySource', id: number, nameZh: string } | null, competitors: { __typename: 'CompetitorConnection', nodes: Array<{ __typename: 'Competitor', id: number, nameZh: string } | null> }, applicationScenarios: { __typename: 'ApplicationScenarioConnection', nodes: Array<{ __typename: 'ApplicationScenario', id: number, nameZh: string } | null> }, preferredDistributor?: { __typename: 'Distributor', id: number, nameZh: string } | null, principal?: { __typename: 'User', id: string, name: string } | null, submitter?: { __typename: 'User', id: string, name: string } | null, projectFilingProductsByFilingId: { __typename: 'ProjectFilingProductConnection', nodes: Array<{ __typename: 'ProjectFilingProduct', lineNo: number, purchaseType: PurchaseType, unit: ProductUnit, count: number, product?: { __typename: 'Product', id: number, nameZh: string } | null } | null> } } | null> } | null };

export type AdminPerformanceFilingsQueryVariables = Exact<{
  filter: ProjectFilingFilter;
}>;


export type AdminPerformanceFilingsQuery = { __typename: 'Query', projectFilings?: { __typename: 'ProjectFilingConnection', nodes: Array<{ __typename: 'ProjectFiling', id: string, semanticId: string, name: string, customerFullName: string, status: ProjectFilingStatus } | null> } | null };

export type AdminPerformanceDeleteInfoQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AdminPerformanceDeleteInfoQuery = { __typename: 'Query', companyPerformance?: { __typename: 'CompanyPerformance', id: string, semanticId: string, projectFilingSemanticId?: string | null, projectFilingName?: string | null, otherRecordsOfFiling?: number | null, canReopenFiling?: boolean | null } | null };

export type AdminCreateCompanyPerformanceMutationVariables = Exact<{
  input: CreateCompanyPerformanceInput;
}>;


export type AdminCreateCompanyPerformanceMutation = { __typename: 'Mutation', createCompanyPerformance?: { __typename: 'CreateCompanyPerformancePayload', result?: { __typename: 'CompanyPerformance', id: string } | null } | null };

export type AdminUpdateCompanyPerformanceMutationVariables = Exact<{
  input: UpdateCompanyPerformanceInput;
}>;


export type AdminUpdateCompanyPerformanceMutation = { __typename: 'Mutation', updateCompanyPerformance?: { __typename: 'UpdateCompanyPerformancePayload', result?: { __typename: 'CompanyPerformance', id: string } | null } | null };

export type AdminUpdateCompanyPerformanceRemarkMutationVariables = Exact<{
  input: UpdateCompanyPerformanceRemarkInput;
}>;


export type AdminUpdateCompanyPerformanceRemarkMutation = { __typename: 'Mutation', updateCompanyPerformanceRemark?: { __typename: 'UpdateCompanyPerformanceRemarkPayload', result?: { __typename: 'CompanyPerformance', id: string, remark?: string | null } | null } | null };

export type AdminDeleteCompanyPerformanceMutationVariables = Exact<{
  input: DeleteCompanyPerformanceInput;
}>;


export type AdminDeleteCompanyPerformanceMutation = { __typename: 'Mutation', deleteCompanyPerformance?: { __typename: 'DeleteCompanyPerformancePayload', result?: { __typename: 'CompanyPerformance', id: string } | null } | null };

export type AdminSetRolePermissionKeysMutationVariables = Exact<{
  input: SetRolePermissionKeysInput;
}>;


export type AdminSetRolePermissionKeysMutation = { __typename: 'Mutation', setRolePermissionKeys?: { __typename: 'SetRolePermissionKeysPayload', result?: { __typename: 'Role', id: string, permissionKeys?: Array<string | null> | null } | null } | null };

export type AdminUserGuidePageQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminUserGuidePageQuery = { __typename: 'Query', userGuidePage?: { __typename: 'UserGuidePage', id: number, title: string, content: string, sortOrder: number } | null };

export type AdminSaveUserGuidePageMutationVariables = Exact<{
  input: SaveUserGuidePageInput;
}>;


export type AdminSaveUserGuidePageMutation = { __typename: 'Mutation', saveUserGuidePage?: { __typename: 'SaveUserGuidePagePayload', result?: { __typename: 'UserGuidePage', id: number } | null } | null };

export type AdminDeleteUserGuidePageMutationVariables = Exact<{
  input: DeleteUserGuidePageInput;
}>;


export type AdminDeleteUserGuidePageMutation = { __typename: 'Mutation', deleteUserGuidePage?: { __typename: 'DeleteUserGuidePagePayload', result?: { __typename: 'UserGuidePage', id: number } | null } | null };


export const AdminAnnouncementDocument = {"__meta__":{"hash":"4b9816b6c837cafdf89168ea348490b5f5a9f4b19fa40dfd1bb08eab25ac6fd0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"announcement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"pushStrategies"}},{"kind":"Field","name":{"kind":"Name","value":"isSentNotification"}},{"kind":"Field","name":{"kind":"Name","value":"announcementAttachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"POSITION_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminAnnouncementQuery, AdminAnnouncementQueryVariables>;
export const AdminAnnouncementTypesDocument = {"__meta__":{"hash":"959f8257141a5087ca7618f625cc012d11dc2c362b1358baeac97ed5d94d40b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnnouncementTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"announcementTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"NAME_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAnnouncementTypesQuery, AdminAnnouncementTypesQueryVariables>;
export const AdminPushChoicesDocument = {"__meta__":{"hash":"5f9ca3df3b2a14b7945938f4393251a1c362d27b1411a064779587c3d18a3f5f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPushChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"certificationLevels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PLAN_ID_ASC"},{"kind":"EnumValue","value":"RANK_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificationPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"NullValue"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPushChoicesQuery, AdminPushChoicesQueryVariables>;
export const AdminPushCompaniesDocument = {"__meta__":{"hash":"5f2633fe9b4040b3f5e374013140acff052cfaf9cda4fdd3118b10d6ea611830"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPushCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","alias":{"kind":"Name","value":"found"},"name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"nameContains"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"NAME_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"chosen"},"name":{"kind":"Name","value":"companies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPushCompaniesQuery, AdminPushCompaniesQueryVariables>;
export const AdminCreateAnnouncementTypeDocument = {"__meta__":{"hash":"ef5e4fdc042025b0e56733908ff806fc97af13ec259d10cb77e166927ed364e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateAnnouncementType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAnnouncementTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createAnnouncementType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateAnnouncementTypeMutation, AdminCreateAnnouncementTypeMutationVariables>;
export const AdminSaveAnnouncementDocument = {"__meta__":{"hash":"1fe1940db36951a2801e0b78a107cda3b4ed7bed8c580afaea29744b760da1c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSaveAnnouncementMutation, AdminSaveAnnouncementMutationVariables>;
export const AdminPublishAnnouncementDocument = {"__meta__":{"hash":"41311c9cada8273470521fa12e076dd6dd5791c152832362fb0c7d81f56ff0d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPublishAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPublishAnnouncementMutation, AdminPublishAnnouncementMutationVariables>;
export const AdminDelistAnnouncementDocument = {"__meta__":{"hash":"b0418d3c5b76130925c87802f3715dcd39a4e407699dd8c5490a8cb55753128a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDelistAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DelistAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"delistAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDelistAnnouncementMutation, AdminDelistAnnouncementMutationVariables>;
export const AdminDeleteAnnouncementDocument = {"__meta__":{"hash":"5e9dce6f795a5485428ebf86736be0cd4a84a6920691c75869e3d8a4b911a671"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteAnnouncementMutation, AdminDeleteAnnouncementMutationVariables>;
export const AdminPinAnnouncementDocument = {"__meta__":{"hash":"5e5c46eb92415fe481f93021047ed8529df6472b3979564a18f68f1792df3b74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPinAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PinAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pinAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPinAnnouncementMutation, AdminPinAnnouncementMutationVariables>;
export const AdminAnnouncementPushRangeDocument = {"__meta__":{"hash":"227f3a2eadf0d50e9d93766506b823f17dd56a87fd114502ab4127bb1bf6a73e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnnouncementPushRange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"announcementPushRange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"companies"}}]}}]}}]} as unknown as DocumentNode<AdminAnnouncementPushRangeQuery, AdminAnnouncementPushRangeQueryVariables>;
export const AdminCurrentUserDocument = {"__meta__":{"hash":"049b7ff78db30e4a05c04178d8033e1fab907c0a073433fcc712c78823aa922f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rootUserId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"permissionKeys"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownCompanyUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCurrentUserQuery, AdminCurrentUserQueryVariables>;
export const AdminPermissionKeysDocument = {"__meta__":{"hash":"5837cf5a42fee60c228410ee9a41cdc21bf69b32b94c2e19df56a3a79ce9dabe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPermissionKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"permissionKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPermissionKeysQuery, AdminPermissionKeysQueryVariables>;
export const AdminUploadOneFileDocument = {"__meta__":{"hash":"faa110ef4d26b6ef967da265248df7b1db6b2b475da0f5036b232836d5539771"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUploadOneFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadOneFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uploadOneFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedFileId"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"headers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminUploadOneFileMutation, AdminUploadOneFileMutationVariables>;
export const AdminConfirmUploadedFileDocument = {"__meta__":{"hash":"ba1f8cf93f26d71a18576cead0d619a37b7f2238d4057554b444ce508dde7426"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminConfirmUploadedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"confirmUploadedFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminConfirmUploadedFileMutation, AdminConfirmUploadedFileMutationVariables>;
export const AdminCancelUploadedFileDocument = {"__meta__":{"hash":"61830be7016cbb3bb52fc236cd4d619233892bf7b266d53d10f6464a8e68669e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelUploadedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUploadedFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminCancelUploadedFileMutation, AdminCancelUploadedFileMutationVariables>;
export const AdminFileUrlDocument = {"__meta__":{"hash":"91e66de77138d1185ebe4618b328b34ca299eb64b565abf39f03aa1715cd96ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFileUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"generateOneFileUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDownload"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminFileUrlQuery, AdminFileUrlQueryVariables>;
export const AdminCompanyCertificationDocument = {"__meta__":{"hash":"da0b2e5585f5650ef80696de7368fa56bbffddb72b404e2e21b87299c112c06f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appliedLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"appliedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"maxProjectFilingCount"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"maxProjectFilingCount"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateToCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"grantDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificationLevels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PLAN_ID_ASC"},{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompanyCertificationQuery, AdminCompanyCertificationQueryVariables>;
export const AdminApproveCompanyCertificationDocument = {"__meta__":{"hash":"899001e7e4aa00f15d9948b888df2cc1df2ecc3fb7daa690fab28b5edc70e417"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveCompanyCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveCompanyCertificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveCompanyCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApproveCompanyCertificationMutation, AdminApproveCompanyCertificationMutationVariables>;
export const AdminRejectCompanyCertificationDocument = {"__meta__":{"hash":"5a05fd74a13a4418b02f6f6350b4c8b5a5b4f0a62f38c164471f23be4e1e2aaa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectCompanyCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectCompanyCertificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectCompanyCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectCompanyCertificationMutation, AdminRejectCompanyCertificationMutationVariables>;
export const AdminUpdateCompanyCertificationDocument = {"__meta__":{"hash":"323cb673dc704490a25812b03f227ddbbe3ce973995489960ca9ca80e50e8c8e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCompanyCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyCertificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCompanyCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCompanyCertificationMutation, AdminUpdateCompanyCertificationMutationVariables>;
export const AdminUpdateCompanyCertificationRemarkDocument = {"__meta__":{"hash":"301b819f9776d60cd98ed3a890fa12810df64718a4f3e7e84787ce5966b85a00"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCompanyCertificationRemark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyCertificationRemarkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCompanyCertificationRemark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCompanyCertificationRemarkMutation, AdminUpdateCompanyCertificationRemarkMutationVariables>;
export const AdminUpdateJoinApplicationRemarkDocument = {"__meta__":{"hash":"fc444243e7e54dd8cfd3a4c4c742aab4287a6f4ea6d56563f60d494fb8b6407a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateJoinApplicationRemark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remark"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCompanyJoinApplicationRemark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"remark"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remark"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateJoinApplicationRemarkMutation, AdminUpdateJoinApplicationRemarkMutationVariables>;
export const AdminCompanyPerformanceTargetYearsDocument = {"__meta__":{"hash":"8df53542d3312f1a741443f71d2546ac8b88a3ba62f769cb78eb85209693f93d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyPerformanceTargetYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformanceTargetYearsList"}}]}}]} as unknown as DocumentNode<AdminCompanyPerformanceTargetYearsQuery, AdminCompanyPerformanceTargetYearsQueryVariables>;
export const AdminCompanyPerformanceTargetsDocument = {"__meta__":{"hash":"c3ead200e3e37de0fa34e561bb0b206ef3519aa5320ef6943c8c748af7c60f97"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyPerformanceTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"condition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyPerformanceTargetCondition"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformanceTargets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"COMPANY_ID_ASC"},{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"currencyIsoCode"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"updaterName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyResultsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"cumulative"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompanyPerformanceTargetsQuery, AdminCompanyPerformanceTargetsQueryVariables>;
export const AdminCreateCompanyPerformanceTargetDocument = {"__meta__":{"hash":"427fc7bf70400f55b598fbcdd1adb424ba1db90d254add90e42986d9e8c73f44"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCompanyPerformanceTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCompanyPerformanceTargetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createCompanyPerformanceTarget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateCompanyPerformanceTargetMutation, AdminCreateCompanyPerformanceTargetMutationVariables>;
export const AdminUpdateCompanyPerformanceTargetDocument = {"__meta__":{"hash":"a331f0df74e15d2da365a6706845dc4121aebe9e1746cc78fa83e7b3f5761868"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCompanyPerformanceTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyPerformanceTargetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCompanyPerformanceTarget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCompanyPerformanceTargetMutation, AdminUpdateCompanyPerformanceTargetMutationVariables>;
export const AdminDeleteCompanyPerformanceTargetDocument = {"__meta__":{"hash":"1b96abada7f6bd83c15cac2785cd044ae78e632932b130085be001a6922ac594"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteCompanyPerformanceTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCompanyPerformanceTargetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteCompanyPerformanceTarget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteCompanyPerformanceTargetMutation, AdminDeleteCompanyPerformanceTargetMutationVariables>;
export const AdminUpdateCompanyUserDocument = {"__meta__":{"hash":"5a40eb80913918f18c268408fec83c281d80864bdd832301decaa375d5f5a324"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCompanyUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remark"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCompanyUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"positionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"roleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"remark"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remark"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCompanyUserMutation, AdminUpdateCompanyUserMutationVariables>;
export const AdminCompanyUserOptionsDocument = {"__meta__":{"hash":"c447029ce787546aa1fdef7f16c1f1224dd0a1a0ee5858a96550286773403fa3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyUserOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"ORGANIZATIONAL"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isNull"},"value":{"kind":"BooleanValue","value":true}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equalTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompanyUserOptionsQuery, AdminCompanyUserOptionsQueryVariables>;
export const AdminCompanyCertificationLevelDocument = {"__meta__":{"hash":"4ab183cb64a13e8f9addcd38a7109b23f137f8c36b34211573d06ea1d2a81054"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyCertificationLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveCertificationLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompanyCertificationLevelQuery, AdminCompanyCertificationLevelQueryVariables>;
export const ContentAnalyticsDocument = {"__meta__":{"hash":"33ff1eb175c2d77337010cf7b2b1d752d5afb3e1818c00628357d96872da82b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contentAnalyticsDaysList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contentAnalyticsCompaniesList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"top"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}}]}}]}}]} as unknown as DocumentNode<ContentAnalyticsQuery, ContentAnalyticsQueryVariables>;
export const ContentAnalyticsRowsDocument = {"__meta__":{"hash":"ec528ec914a907aa33b67b8257e17a0e94f34aa4a07c63aca3d0b07e1db1a28d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentAnalyticsRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contentAnalyticsRowsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}}]}}]}}]} as unknown as DocumentNode<ContentAnalyticsRowsQuery, ContentAnalyticsRowsQueryVariables>;
export const ContentAnalyticsItemDocument = {"__meta__":{"hash":"d2930af14d56825bc77720ab20a2c66b7521d60f7b358f117ba63648741922b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentAnalyticsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"announcement"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"announcement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"announcement"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"announcement"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ContentAnalyticsItemQuery, ContentAnalyticsItemQueryVariables>;
export const AdminCourseDocument = {"__meta__":{"hash":"b357c39dbc73c980bc9866a19e3dcf3907f9a4573f529f9cdcb604fb84c9bc0b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"courseCoursewares"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"POSITION_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"materialId"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCourseQuery, AdminCourseQueryVariables>;
export const AdminCourseTypesDocument = {"__meta__":{"hash":"408e128f0c8fad1321cd5bd62512ac3c4e3e5389ccac2efa2be80379d8d32dd6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourseTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCourseTypesQuery, AdminCourseTypesQueryVariables>;
export const AdminCoursewareChoicesDocument = {"__meta__":{"hash":"518f63de34a14e0c679c4d811b413e60f6e5194476aadaf0ceab2d6418aa2739"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCoursewareChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equalTo"},"value":{"kind":"EnumValue","value":"PUBLISHED"}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"fileType"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PDF"},{"kind":"EnumValue","value":"MP4"}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"includesInsensitive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCoursewareChoicesQuery, AdminCoursewareChoicesQueryVariables>;
export const AdminSaveCourseDocument = {"__meta__":{"hash":"270d0c255dd0a669546c25de3e85a0b4d08e38dbeb1a8466fd640185b72e521b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSaveCourseMutation, AdminSaveCourseMutationVariables>;
export const AdminDeleteCourseDocument = {"__meta__":{"hash":"012f32bf9304cd81c579232d8b4cd6d720d2df250f6bd622b343255acd02a9b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteCourseMutation, AdminDeleteCourseMutationVariables>;
export const AdminExamDocument = {"__meta__":{"hash":"f72d347886c8cc90601de3cb803247eb7aa9ca32866734487d044df4400b349c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationId"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"examForms"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"retakeFree"}}]}},{"kind":"Field","name":{"kind":"Name","value":"examinee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"bookExamForm"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"arrangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isStarted"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paidMoney"}},{"kind":"Field","name":{"kind":"Name","value":"paidPoints"}},{"kind":"Field","name":{"kind":"Name","value":"pointType"}},{"kind":"Field","name":{"kind":"Name","value":"pointCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptFileId"}},{"kind":"Field","name":{"kind":"Name","value":"receiptFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wantsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceContentType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTitleType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceReceiverEmail"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFileId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminExamQuery, AdminExamQueryVariables>;
export const AdminCertificationExamsDocument = {"__meta__":{"hash":"e2707ace9dee828117034a7a8731426ae31e75b0b0286d53abc7c0828acda7a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCertificationExams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certificationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"exams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"personalCertificationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certificationId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCertificationExamsQuery, AdminCertificationExamsQueryVariables>;
export const AdminExamSubjectsDocument = {"__meta__":{"hash":"0012308277f06b17963d940fa04e99d8bf57f62fd1efcce390ed382d9a593d76"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExamSubjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"examSubjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"TYPE_ID_ASC"},{"kind":"EnumValue","value":"POSITION_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminExamSubjectsQuery, AdminExamSubjectsQueryVariables>;
export const AdminArrangeExamDocument = {"__meta__":{"hash":"677195cf98d023fe7a836827997e2df5bc7b869d9a16503daf522695fbc56d15"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminArrangeExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArrangeExamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"arrangeExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminArrangeExamMutation, AdminArrangeExamMutationVariables>;
export const AdminApproveExamDocument = {"__meta__":{"hash":"917c5782f33d73fcad0bfdf54b9f10c4b32facbfd20004748a853a27336ac0b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveExamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApproveExamMutation, AdminApproveExamMutationVariables>;
export const AdminRejectExamDocument = {"__meta__":{"hash":"553e1773c38a45def4e83f318a70cef06edbdc714b2c3e692705571bf67afb34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectExamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectExamMutation, AdminRejectExamMutationVariables>;
export const AdminEnterExamResultDocument = {"__meta__":{"hash":"1b8f1b0324c5bb7212c344f68a7c546daf910bdd0d8a4464325c58e6a2daf990"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEnterExamResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnterExamResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enterExamResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]}}]} as unknown as DocumentNode<AdminEnterExamResultMutation, AdminEnterExamResultMutationVariables>;
export const AdminUpdateReExamInvoiceDocument = {"__meta__":{"hash":"2923dc8ce653b652b2e06145e21a63b4b85b8cb3136d46daf7e0e3e80cf451ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateReExamInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReExamInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateReExamInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFileId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateReExamInvoiceMutation, AdminUpdateReExamInvoiceMutationVariables>;
export const AdminUpdateExamRemarkDocument = {"__meta__":{"hash":"35546f16bb350d07d880518a924b3e147c3d6bcf5dfacaad2dc4800e7c62cb59"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateExamRemark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateExamRemarkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateExamRemark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateExamRemarkMutation, AdminUpdateExamRemarkMutationVariables>;
export const AdminResourceMaterialDocument = {"__meta__":{"hash":"5dabb3273e1275ac06d446276b28ce06f3db36e32f8cc58a1845e0081e2a7407"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminResourceMaterial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brief"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"allowDownload"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"pushStrategies"}},{"kind":"Field","name":{"kind":"Name","value":"isSentNotification"}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterialTypeLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterialProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminResourceMaterialQuery, AdminResourceMaterialQueryVariables>;
export const AdminResourceMaterialChoicesDocument = {"__meta__":{"hash":"4ef0c96fdd3666f5c0b1bf34642ce41f261c5ba5b13b225cd3720c63d744d494"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminResourceMaterialChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterialTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<AdminResourceMaterialChoicesQuery, AdminResourceMaterialChoicesQueryVariables>;
export const AdminSaveResourceMaterialDocument = {"__meta__":{"hash":"40da6306a7fd9e19e3c515e3c7a9583e8f517f36d2aff1a8e1844c1912a26331"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveResourceMaterial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveResourceMaterialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveResourceMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSaveResourceMaterialMutation, AdminSaveResourceMaterialMutationVariables>;
export const AdminPublishResourceMaterialDocument = {"__meta__":{"hash":"f15dc9d7b22e3f9b1e65a8cc200b11a27250a8eac9d47bb8462f19ad70c4071d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPublishResourceMaterial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishResourceMaterialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishResourceMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPublishResourceMaterialMutation, AdminPublishResourceMaterialMutationVariables>;
export const AdminDelistResourceMaterialDocument = {"__meta__":{"hash":"8ac48af1256262fabce4c9ca1e8b62b82168c304aa263076de379d3eb98ef48c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDelistResourceMaterial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DelistResourceMaterialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"delistResourceMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDelistResourceMaterialMutation, AdminDelistResourceMaterialMutationVariables>;
export const AdminDeleteResourceMaterialDocument = {"__meta__":{"hash":"9c518db550e14abf3d4c7e8d20cae2c8cab094ed65b7889a9d5b0527e9832450"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteResourceMaterial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteResourceMaterialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteResourceMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteResourceMaterialMutation, AdminDeleteResourceMaterialMutationVariables>;
export const AdminResourceMaterialPushRangeDocument = {"__meta__":{"hash":"905d4b4dc96511726ddedaaabff4b07a1b2d25283879abe6c4548925b62ec8b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminResourceMaterialPushRange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterialPushRange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"companies"}}]}}]}}]} as unknown as DocumentNode<AdminResourceMaterialPushRangeQuery, AdminResourceMaterialPushRangeQueryVariables>;
export const AdminMaterialFilePreviewDocument = {"__meta__":{"hash":"56eb24d35699acf68bafbc28f36adbda2134f8b8f0e2f486d7ec82d28fadf0d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMaterialFilePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"generateOneFileUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDownload"},"value":{"kind":"BooleanValue","value":false}},{"kind":"Argument","name":{"kind":"Name","value":"ignoreStrategy"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminMaterialFilePreviewQuery, AdminMaterialFilePreviewQueryVariables>;
export const AdminPartnerApplicationDocument = {"__meta__":{"hash":"0cb2720151ebf1008d1ecbd1b44833b1246c12ec810f7ac25433f8229cf93462"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPartnerApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"semanticId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"partnerApplicationBySemanticId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"semanticId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"semanticId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"mainBusinesses"}},{"kind":"Field","name":{"kind":"Name","value":"keyIndustries"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefixCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerManagerName"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessLicenseFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"partnerManagers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPartnerApplicationQuery, AdminPartnerApplicationQueryVariables>;
export const AdminLicenseUrlDocument = {"__meta__":{"hash":"0e074c66371380a7645b1cd31bb417c90195ccc95f0ee13d0a715ce866e3c97a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLicenseUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"generateOneFileUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDownload"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminLicenseUrlQuery, AdminLicenseUrlQueryVariables>;
export const AdminApprovePartnerApplicationDocument = {"__meta__":{"hash":"92ff93fc4c948699a53ab691dfa14aa10da7938e3be3cf4bf96c683454de182c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApprovePartnerApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovePartnerApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approvePartnerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApprovePartnerApplicationMutation, AdminApprovePartnerApplicationMutationVariables>;
export const AdminRejectPartnerApplicationDocument = {"__meta__":{"hash":"ffc2201176cfe958fecc065bdea33717d287d7ff71949c1574bcf0d9ab6263f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectPartnerApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectPartnerApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectPartnerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectPartnerApplicationMutation, AdminRejectPartnerApplicationMutationVariables>;
export const AdminPerformanceImportDocument = {"__meta__":{"hash":"edd894faa889c5b4aa51e79153af5e04c77336ee30464270900ea7d5770c1523"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPerformanceImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"performanceImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processedCount"}},{"kind":"Field","name":{"kind":"Name","value":"successCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorParams"}},{"kind":"Field","name":{"kind":"Name","value":"errorFileId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"importFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPerformanceImportQuery, AdminPerformanceImportQueryVariables>;
export const AdminRecentPerformanceImportsDocument = {"__meta__":{"hash":"3494793a9baa19ddd9f68ac9ed8033d027a59479b86c83492623683c6cb1d35a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRecentPerformanceImports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"performanceImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processedCount"}},{"kind":"Field","name":{"kind":"Name","value":"successCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorParams"}},{"kind":"Field","name":{"kind":"Name","value":"errorFileId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"importFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminRecentPerformanceImportsQuery, AdminRecentPerformanceImportsQueryVariables>;
export const AdminStartPerformanceImportDocument = {"__meta__":{"hash":"607a0cb818d716adc114d3ed7f0f120412e8dde0c1e96d5557503d5dd6191523"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStartPerformanceImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startPerformanceImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStartPerformanceImportMutation, AdminStartPerformanceImportMutationVariables>;
export const AdminDownloadUrlDocument = {"__meta__":{"hash":"cca57fe6b33289c84018f4ce56caa7d0c84756367ef6e17bc843b540b59f4c98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDownloadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"generateOneFileUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDownload"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminDownloadUrlQuery, AdminDownloadUrlQueryVariables>;
export const AdminRedeemCodeTypesDocument = {"__meta__":{"hash":"26ecec3adb6f02dbb37b111b9578548f76d7830eefe62b69d42c365e4cbdcb23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRedeemCodeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRedeemCodeTypesQuery, AdminRedeemCodeTypesQueryVariables>;
export const AdminRedeemCodesOfLogDocument = {"__meta__":{"hash":"69a36ec05bfdc5d171c06ecb934b402662baa20a74e122f10198fe72963a752e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRedeemCodesOfLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redeemCodeCreateLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redeemCodesByLogId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CODE_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"redeemerName"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reservedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminRedeemCodesOfLogQuery, AdminRedeemCodesOfLogQueryVariables>;
export const AdminCreateRedeemCodesDocument = {"__meta__":{"hash":"5224fa45d6967a8dd529000fd00a40fa91925d615a339752a8532a313eb938c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateRedeemCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRedeemCodesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createRedeemCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"redeemCodesByLogId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CODE_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateRedeemCodesMutation, AdminCreateRedeemCodesMutationVariables>;
export const AdminUpdateRedeemCodeCreateLogRemarkDocument = {"__meta__":{"hash":"a3c7512fc8863832e5bdcba25e758b9798960bbe1f265b4813bee0ce1cf39d0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateRedeemCodeCreateLogRemark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRedeemCodeCreateLogRemarkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateRedeemCodeCreateLogRemark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateRedeemCodeCreateLogRemarkMutation, AdminUpdateRedeemCodeCreateLogRemarkMutationVariables>;
export const AdminPersonalCertificationDocument = {"__meta__":{"hash":"cfd03cacfb582fd4b62752a9e5b425fa0c135b801d0706850d0e6fad0131f0ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPersonalCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"englishFullName"}},{"kind":"Field","name":{"kind":"Name","value":"validMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"deductedMoney"}},{"kind":"Field","name":{"kind":"Name","value":"deductedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"pointType"}},{"kind":"Field","name":{"kind":"Name","value":"receiptFileId"}},{"kind":"Field","name":{"kind":"Name","value":"receiptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"redeemCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"pointUsageApprovals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"submitterName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"wantsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceContentType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTitleType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceReceiverEmail"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFileId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFileName"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateToUserName"}},{"kind":"Field","name":{"kind":"Name","value":"grantDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfId"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminPersonalCertificationQuery, AdminPersonalCertificationQueryVariables>;
export const AdminPersonalCertificationTypesDocument = {"__meta__":{"hash":"6f5a8f8704ab8619ddeb69541551dcb7c54e03f4e5643836304b3e2970bd5a18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPersonalCertificationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationFeesByTypeId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminPersonalCertificationTypesQuery, AdminPersonalCertificationTypesQueryVariables>;
export const AdminPersonalCertificationPeopleDocument = {"__meta__":{"hash":"e6069e4a8bd36641ebdaf289d4df6cee590b8463c90cab6e36b9b7282ad346c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPersonalCertificationPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"NAME_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rootUserId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefixCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPersonalCertificationPeopleQuery, AdminPersonalCertificationPeopleQueryVariables>;
export const AdminPersonalCertificationCompaniesDocument = {"__meta__":{"hash":"6e6c9445e5d1da2f5c29e58bba23c2f8fb51ce2cbbacfbd10ee8cc0657bdba1e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPersonalCertificationCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rootUserId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"rootUserId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equalTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rootUserId"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equalTo"},"value":{"kind":"EnumValue","value":"JOINED"}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isNull"},"value":{"kind":"BooleanValue","value":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminPersonalCertificationCompaniesQuery, AdminPersonalCertificationCompaniesQueryVariables>;
export const AdminCreatePersonalCertificationDocument = {"__meta__":{"hash":"4e75f6832851a51e7a5a1781be65c15daa7e429e3b2d5640412576114c069fe8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreatePersonalCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonalCertificationForAdminInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPersonalCertificationForAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreatePersonalCertificationMutation, AdminCreatePersonalCertificationMutationVariables>;
export const AdminApprovePersonalCertificationDocument = {"__meta__":{"hash":"667e71f56ec2fbdce6b4589044936926de1d250d8178324f5a99269d810ae68e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApprovePersonalCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovePersonalCertificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approvePersonalCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApprovePersonalCertificationMutation, AdminApprovePersonalCertificationMutationVariables>;
export const AdminRejectPersonalCertificationDocument = {"__meta__":{"hash":"54e690b1ab262ebbcfa078b30948c10a143c9f51a963d0f9fd652b2809e21fe7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectPersonalCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectPersonalCertificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectPersonalCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectPersonalCertificationMutation, AdminRejectPersonalCertificationMutationVariables>;
export const AdminCancelPersonalCertificationDocument = {"__meta__":{"hash":"53b61bdae8217742e07de2ba00d62045f6073b71c2394f0c1650d2742b55e0ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelPersonalCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPersonalCertificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelPersonalCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCancelPersonalCertificationMutation, AdminCancelPersonalCertificationMutationVariables>;
export const AdminGeneratePersonalCertificateNumberDocument = {"__meta__":{"hash":"9d48d2b5403704d0ab3d55ff130986e6c56e495e87eb7c94142fc31c50d437b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminGeneratePersonalCertificateNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratePersonalCertificateNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"generatePersonalCertificateNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminGeneratePersonalCertificateNumberMutation, AdminGeneratePersonalCertificateNumberMutationVariables>;
export const AdminUpdatePersonalCertificationDocument = {"__meta__":{"hash":"ee9b36aae062979c77d75599a16b8a460c084b66ae7d7f8dcc55d05c18f6bf7a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePersonalCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePersonalCertificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updatePersonalCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdatePersonalCertificationMutation, AdminUpdatePersonalCertificationMutationVariables>;
export const AdminUpdatePersonalCertificationInvoiceDocument = {"__meta__":{"hash":"7a078368eb4e08028c363610ed875299a02b89c2851921a4783946f7f832d4d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePersonalCertificationInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePersonalCertificationInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updatePersonalCertificationInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdatePersonalCertificationInvoiceMutation, AdminUpdatePersonalCertificationInvoiceMutationVariables>;
export const AdminUpdatePersonalCertificationRemarkDocument = {"__meta__":{"hash":"67a664bb080819024d265cf48d8d415b62ce9bd98ec5bc7c11c5d723e00c99f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePersonalCertificationRemark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePersonalCertificationRemarkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updatePersonalCertificationRemark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdatePersonalCertificationRemarkMutation, AdminUpdatePersonalCertificationRemarkMutationVariables>;
export const AdminCreateCompanyPointDocument = {"__meta__":{"hash":"a63e8f3cac850fae6f4e531b1ce2e83dbf3c97728c71cb1d0a9ce5058851ee2a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCompanyPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCompanyPointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createCompanyPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateCompanyPointMutation, AdminCreateCompanyPointMutationVariables>;
export const AdminDeleteCompanyPointDocument = {"__meta__":{"hash":"c6c21fbc1fc0d198fdc40de2f81d237f034f869a8105338ce784012a8e8dc447"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteCompanyPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCompanyPointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteCompanyPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteCompanyPointMutation, AdminDeleteCompanyPointMutationVariables>;
export const AdminCertificationLevelsDocument = {"__meta__":{"hash":"606f6f948bf513b181a172ff4b283e6fbe239537f5f0c840b19137e1ee1a0b86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCertificationLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"certificationLevels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PLAN_ID_ASC"},{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"maxProjectFilingCount"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifierName"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCertificationLevelsQuery, AdminCertificationLevelsQueryVariables>;
export const AdminUpdateCertificationLevelQuotaDocument = {"__meta__":{"hash":"2fc917eacec685f939f8ac45cda1f333f77d637379270c2b9c05cb5e3b0cae6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCertificationLevelQuota"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCertificationLevelQuotaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCertificationLevelQuota"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maxProjectFilingCount"}},{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifierName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCertificationLevelQuotaMutation, AdminUpdateCertificationLevelQuotaMutationVariables>;
export const AdminCreateProjectFilingQuotaRuleDocument = {"__meta__":{"hash":"d97da11fb79e639246bf7092c1cfffad95ae628475168d205a5fa97251ccc270"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateProjectFilingQuotaRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectFilingQuotaRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createProjectFilingQuotaRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateProjectFilingQuotaRuleMutation, AdminCreateProjectFilingQuotaRuleMutationVariables>;
export const AdminUpdateProjectFilingQuotaRuleDocument = {"__meta__":{"hash":"498a6c9930cf865e45c55836acd9362f3374bf10de67f5e763c6869b73b0b390"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProjectFilingQuotaRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectFilingQuotaRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateProjectFilingQuotaRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateProjectFilingQuotaRuleMutation, AdminUpdateProjectFilingQuotaRuleMutationVariables>;
export const AdminDeleteProjectFilingQuotaRuleDocument = {"__meta__":{"hash":"42ccb4ab161d55db4f26bfbcfea28c26f5758005826ae0f433316233f90525b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteProjectFilingQuotaRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteProjectFilingQuotaRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteProjectFilingQuotaRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteProjectFilingQuotaRuleMutation, AdminDeleteProjectFilingQuotaRuleMutationVariables>;
export const AdminProjectFilingDocument = {"__meta__":{"hash":"4624f5f8d6a260bd537299a5b04554f44e60f1284019335375264b3dea0fee40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProjectFiling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"projectFiling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"possibleConflict"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerFullName"}},{"kind":"Field","name":{"kind":"Name","value":"customerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"industry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPosition"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhonePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedOrderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currencyIsoCode"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationScenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDistributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"principal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revoker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"signDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingProductsByFilingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"LINE_NO_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineNo"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseType"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingProgressesByFilingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingRenewalsByFilingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousValidUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingApprovalsByFilingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"renewalId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"renewalId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictingFilings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerFullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminProjectFilingQuery, AdminProjectFilingQueryVariables>;
export const AdminApproveProjectFilingApprovalDocument = {"__meta__":{"hash":"0b0476bf1e01d3781cd718fb11a44b7f7a93954fee05ff34cd80929cfdfae36f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveProjectFilingApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveProjectFilingApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveProjectFilingApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApproveProjectFilingApprovalMutation, AdminApproveProjectFilingApprovalMutationVariables>;
export const AdminRejectProjectFilingApprovalDocument = {"__meta__":{"hash":"ede17127bb78cb88004aab50bb7e378c0340bdd2a22e3e0794bcea70ea88f904"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectProjectFilingApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectProjectFilingApprovalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectProjectFilingApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectProjectFilingApprovalMutation, AdminRejectProjectFilingApprovalMutationVariables>;
export const AdminUpdateProjectFilingStatusDocument = {"__meta__":{"hash":"5b8dd4e695396d25dc90a86614bc8fded82fb9407cd93c3e6a492f5b105fe5c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProjectFilingStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectFilingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateProjectFilingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateProjectFilingStatusMutation, AdminUpdateProjectFilingStatusMutationVariables>;
export const AdminProjectFilingExportPageDocument = {"__meta__":{"hash":"aae45ab040f7a281452d6d51c5b4601b5982a764f44b6eb8b46025c17f0a79be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProjectFilingExportPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFilingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"condition"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFilingCondition"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Cursor"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTotal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"PRIMARY_KEY_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTotal"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"possibleConflict"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerFullName"}},{"kind":"Field","name":{"kind":"Name","value":"customerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"industry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPosition"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhonePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedOrderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currencyIsoCode"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationScenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDistributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"principal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"signDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingProductsByFilingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"LINE_NO_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineNo"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseType"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminProjectFilingExportPageQuery, AdminProjectFilingExportPageQueryVariables>;
export const AdminPerformanceFilingsDocument = {"__meta__":{"hash":"3ef853df9617ef625e7370ba5ae556d15fbbcd6bb7253cbf4cc09ed030508837"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPerformanceFilings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFilingFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerFullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPerformanceFilingsQuery, AdminPerformanceFilingsQueryVariables>;
export const AdminPerformanceDeleteInfoDocument = {"__meta__":{"hash":"12ee392cb325b67161ba4e1c7cdfb5eb929be6a1f832fcdfc9920bee7350beab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPerformanceDeleteInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingSemanticId"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingName"}},{"kind":"Field","name":{"kind":"Name","value":"otherRecordsOfFiling"}},{"kind":"Field","name":{"kind":"Name","value":"canReopenFiling"}}]}}]}}]} as unknown as DocumentNode<AdminPerformanceDeleteInfoQuery, AdminPerformanceDeleteInfoQueryVariables>;
export const AdminCreateCompanyPerformanceDocument = {"__meta__":{"hash":"7d4c6aa043355d8920cfb27f3e73e65f923f9013f2afb5bd54de80c110944506"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCompanyPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCompanyPerformanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createCompanyPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateCompanyPerformanceMutation, AdminCreateCompanyPerformanceMutationVariables>;
export const AdminUpdateCompanyPerformanceDocument = {"__meta__":{"hash":"82bf658c8ae6c0e917137d06cafee88ec17f4e789953caeec84c29cfe1dda71e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCompanyPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyPerformanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCompanyPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCompanyPerformanceMutation, AdminUpdateCompanyPerformanceMutationVariables>;
export const AdminUpdateCompanyPerformanceRemarkDocument = {"__meta__":{"hash":"b5f3fb8f694d65d65ab396b664fe618f62fd21652dce8c87fff150a36ff191ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCompanyPerformanceRemark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyPerformanceRemarkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCompanyPerformanceRemark"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCompanyPerformanceRemarkMutation, AdminUpdateCompanyPerformanceRemarkMutationVariables>;
export const AdminDeleteCompanyPerformanceDocument = {"__meta__":{"hash":"26b2b18f47fb33dc151e0fd319ea61e44879bbf63baf38b6679460f3f32c8fd1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteCompanyPerformance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCompanyPerformanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteCompanyPerformance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteCompanyPerformanceMutation, AdminDeleteCompanyPerformanceMutationVariables>;
export const AdminSetRolePermissionKeysDocument = {"__meta__":{"hash":"62fcc5da1bf3b72465bc22d7376c808aec6262aa4a7e99a0f19984c0c1ef33ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetRolePermissionKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetRolePermissionKeysInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setRolePermissionKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissionKeys"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetRolePermissionKeysMutation, AdminSetRolePermissionKeysMutationVariables>;
export const AdminUserGuidePageDocument = {"__meta__":{"hash":"33c49dead090aa54c821e1d6258f50693b4b8dbdee3ccd1d4da5334bcf0cb2c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserGuidePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userGuidePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<AdminUserGuidePageQuery, AdminUserGuidePageQueryVariables>;
export const AdminSaveUserGuidePageDocument = {"__meta__":{"hash":"1dd8861a44e4fde6176740b8b6f42f863cfb474a0c8228887d9ca76997ad8a71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveUserGuidePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUserGuidePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveUserGuidePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSaveUserGuidePageMutation, AdminSaveUserGuidePageMutationVariables>;
export const AdminDeleteUserGuidePageDocument = {"__meta__":{"hash":"18a385e6e78a04117da285a26e23cc29002cc5b635202e1b083801f56e61ea33"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUserGuidePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteUserGuidePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteUserGuidePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteUserGuidePageMutation, AdminDeleteUserGuidePageMutationVariables>;