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

export type PositionRoleOptionsQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type PositionRoleOptionsQuery = { __typename: 'Query', positions?: { __typename: 'PositionConnection', nodes: Array<{ __typename: 'Position', id: number, name: string } | null> } | null, roles?: { __typename: 'RoleConnection', nodes: Array<{ __typename: 'Role', id: string, key?: string | null, name: string } | null> } | null };

export type PublishedAnnouncementsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
  pinned?: InputMaybe<Scalars['Boolean']['input']>;
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type PublishedAnnouncementsQuery = { __typename: 'Query', publishedAnnouncements?: { __typename: 'AnnouncementConnection', totalCount: number, nodes: Array<{ __typename: 'Announcement', id: string, semanticId: string, title: string, publishTime?: string | null, isTop?: boolean | null, type?: { __typename: 'AnnouncementType', id: number, name: string, color: string } | null } | null> } | null };

export type AnnouncementTypeChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnouncementTypeChoicesQuery = { __typename: 'Query', announcementTypes?: { __typename: 'AnnouncementTypeConnection', nodes: Array<{ __typename: 'AnnouncementType', id: number, name: string, color: string } | null> } | null };

export type AnnouncementDetailQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AnnouncementDetailQuery = { __typename: 'Query', announcement?: { __typename: 'Announcement', id: string, semanticId: string, title: string, name: string, content: string, status: PublicationStatus, publishTime?: string | null, isTop?: boolean | null, type?: { __typename: 'AnnouncementType', id: number, name: string, color: string } | null, announcementAttachments: { __typename: 'AnnouncementAttachmentConnection', nodes: Array<{ __typename: 'AnnouncementAttachment', fileId: string, name?: string | null, size?: string | null, mimeType?: string | null } | null> } } | null };

export type AnnualOverviewTargetsQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  year: Scalars['Int']['input'];
}>;


export type AnnualOverviewTargetsQuery = { __typename: 'Query', companyPerformanceTargets?: { __typename: 'CompanyPerformanceTargetConnection', nodes: Array<{ __typename: 'CompanyPerformanceTarget', id: string, projectType: PerformanceProjectType, performance: string, currencyIsoCode: Currency, completion?: string | null, monthlyResultsList?: Array<{ __typename: 'PerformanceTargetMonth', month?: number | null, performance?: string | null, cumulative?: string | null } | null> | null } | null> } | null };

export type MyProjectFilingApprovalsQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  filter: ProjectFilingApprovalFilter;
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type MyProjectFilingApprovalsQuery = { __typename: 'Query', projectFilingApprovals?: { __typename: 'ProjectFilingApprovalConnection', totalCount: number, nodes: Array<{ __typename: 'ProjectFilingApproval', id: string, status: ApprovalStatus, auditComment?: string | null, createdAt: string, decidedAt?: string | null, canDecide?: boolean | null, filing?: { __typename: 'ProjectFiling', id: string, semanticId: string, name: string, customerFullName: string, estimatedOrderBudget: string, currencyIsoCode: Currency, submitterName?: string | null, validUntilDate?: string | null } | null, renewal?: { __typename: 'ProjectFilingRenewal', id: string, validUntilDate: string, reason: string } | null } | null> } | null };

export type ApproveProjectFilingApprovalMutationVariables = Exact<{
  approvalId: Scalars['UUID']['input'];
  auditComment?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApproveProjectFilingApprovalMutation = { __typename: 'Mutation', approveProjectFilingApproval?: { __typename: 'ApproveProjectFilingApprovalPayload', result?: { __typename: 'ProjectFilingApproval', id: string, status: ApprovalStatus, decidedAt?: string | null } | null } | null };

export type RejectProjectFilingApprovalMutationVariables = Exact<{
  approvalId: Scalars['UUID']['input'];
  auditComment: Scalars['String']['input'];
}>;


export type RejectProjectFilingApprovalMutation = { __typename: 'Mutation', rejectProjectFilingApproval?: { __typename: 'RejectProjectFilingApprovalPayload', result?: { __typename: 'ProjectFilingApproval', id: string, status: ApprovalStatus, decidedAt?: string | null } | null } | null };

export type CurrentUserIdentityFieldsFragment = { __typename: 'CurrentUserIdentity', userId: string, userName: string, email?: string | null, permissionKeys: Array<string>, canApplyJoinCompany: boolean, contactNumber?: string | null, phonePrefixCountryCode?: string | null, isAddedUserInfo: boolean, companyId?: string | null, companyName?: string | null, roleLabels: Array<{ __typename: 'CurrentUserRole', key?: string | null, name: string }>, position?: { __typename: 'CurrentUserPosition', id: number, name: string } | null };

export type CurrentUserInfoQueryVariables = Exact<{
  companyId?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type CurrentUserInfoQuery = { __typename: 'Query', currentUserInfo?: { __typename: 'CurrentUserInfo', rootUserId: string, switchSiteSuggestionReaded: boolean, defaultUser?: { __typename: 'CurrentUserIdentity', userId: string, userName: string, email?: string | null, permissionKeys: Array<string>, canApplyJoinCompany: boolean, contactNumber?: string | null, phonePrefixCountryCode?: string | null, isAddedUserInfo: boolean, companyId?: string | null, companyName?: string | null, roleLabels: Array<{ __typename: 'CurrentUserRole', key?: string | null, name: string }>, position?: { __typename: 'CurrentUserPosition', id: number, name: string } | null } | null, ownCompanyUsers: Array<{ __typename: 'OwnCompanyUser', companyId: string, companyName: string, userId: string }>, currentCompanyUser?: { __typename: 'CurrentUserIdentity', userId: string, userName: string, email?: string | null, permissionKeys: Array<string>, canApplyJoinCompany: boolean, contactNumber?: string | null, phonePrefixCountryCode?: string | null, isAddedUserInfo: boolean, companyId?: string | null, companyName?: string | null, roleLabels: Array<{ __typename: 'CurrentUserRole', key?: string | null, name: string }>, position?: { __typename: 'CurrentUserPosition', id: number, name: string } | null } | null } | null };

export type MarkSwitchSiteSuggestionReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkSwitchSiteSuggestionReadMutation = { __typename: 'Mutation', markSwitchSiteSuggestionRead?: { __typename: 'MarkSwitchSiteSuggestionReadPayload', result?: boolean | null } | null };

export type CertificationLevelFieldsFragment = { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number };

export type CompanyCertificationFieldsFragment = { __typename: 'CompanyCertification', id: string, status: CompanyCertificationStatus, createdAt: string, reviewedAt?: string | null, auditComment?: string | null, applicantName?: string | null, companyName?: string | null, renewalOfId?: string | null, canRenew: boolean, certificateNumber?: string | null, certificateToCompanyName?: string | null, grantDate?: string | null, expiredDate?: string | null, deliveryContactName?: string | null, deliveryContactPrefix?: string | null, deliveryContactNumber?: string | null, deliveryAddress?: string | null, trackingNumber?: string | null, deliveryDate?: string | null, certificateFileId?: string | null, certificateFileName?: string | null, appliedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, approvedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, plan?: { __typename: 'CertificationPlan', id: number, name: string, nameZh: string } | null };

export type CompanyCertificationOverviewQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type CompanyCertificationOverviewQuery = { __typename: 'Query', company?: { __typename: 'Company', id: string, name: string, site: Site, effectiveCertificationLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, currentCertification?: { __typename: 'CompanyCertification', id: string, status: CompanyCertificationStatus, createdAt: string, reviewedAt?: string | null, auditComment?: string | null, applicantName?: string | null, companyName?: string | null, renewalOfId?: string | null, canRenew: boolean, certificateNumber?: string | null, certificateToCompanyName?: string | null, grantDate?: string | null, expiredDate?: string | null, deliveryContactName?: string | null, deliveryContactPrefix?: string | null, deliveryContactNumber?: string | null, deliveryAddress?: string | null, trackingNumber?: string | null, deliveryDate?: string | null, certificateFileId?: string | null, certificateFileName?: string | null, appliedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, approvedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, plan?: { __typename: 'CertificationPlan', id: number, name: string, nameZh: string } | null } | null, latestExpiredCertification?: { __typename: 'CompanyCertification', id: string, status: CompanyCertificationStatus, createdAt: string, reviewedAt?: string | null, auditComment?: string | null, applicantName?: string | null, companyName?: string | null, renewalOfId?: string | null, canRenew: boolean, certificateNumber?: string | null, certificateToCompanyName?: string | null, grantDate?: string | null, expiredDate?: string | null, deliveryContactName?: string | null, deliveryContactPrefix?: string | null, deliveryContactNumber?: string | null, deliveryAddress?: string | null, trackingNumber?: string | null, deliveryDate?: string | null, certificateFileId?: string | null, certificateFileName?: string | null, appliedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, approvedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, plan?: { __typename: 'CertificationPlan', id: number, name: string, nameZh: string } | null } | null } | null, reviewing?: { __typename: 'CompanyCertificationConnection', nodes: Array<{ __typename: 'CompanyCertification', id: string, appliedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null } | null> } | null, certificationPlans?: { __typename: 'CertificationPlanConnection', nodes: Array<{ __typename: 'CertificationPlan', id: number, site: Site, name: string, nameZh: string, certificationLevelsByPlanId: { __typename: 'CertificationLevelConnection', nodes: Array<{ __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null> } } | null> } | null };

export type CompanyCertificationHistoryQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type CompanyCertificationHistoryQuery = { __typename: 'Query', companyCertifications?: { __typename: 'CompanyCertificationConnection', totalCount: number, nodes: Array<{ __typename: 'CompanyCertification', id: string, status: CompanyCertificationStatus, createdAt: string, reviewedAt?: string | null, appliedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, approvedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null } | null> } | null };

export type CompanyCertificationDetailQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type CompanyCertificationDetailQuery = { __typename: 'Query', companyCertification?: { __typename: 'CompanyCertification', id: string, status: CompanyCertificationStatus, createdAt: string, reviewedAt?: string | null, auditComment?: string | null, applicantName?: string | null, companyName?: string | null, renewalOfId?: string | null, canRenew: boolean, certificateNumber?: string | null, certificateToCompanyName?: string | null, grantDate?: string | null, expiredDate?: string | null, deliveryContactName?: string | null, deliveryContactPrefix?: string | null, deliveryContactNumber?: string | null, deliveryAddress?: string | null, trackingNumber?: string | null, deliveryDate?: string | null, certificateFileId?: string | null, certificateFileName?: string | null, appliedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, approvedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, plan?: { __typename: 'CertificationPlan', id: number, name: string, nameZh: string } | null } | null };

export type ApplyCompanyCertificationMutationVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  levelId: Scalars['Int']['input'];
}>;


export type ApplyCompanyCertificationMutation = { __typename: 'Mutation', applyCompanyCertification?: { __typename: 'ApplyCompanyCertificationPayload', result?: { __typename: 'CompanyCertification', id: string, status: CompanyCertificationStatus } | null } | null };

export type CompanyCertificationBadgeQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type CompanyCertificationBadgeQuery = { __typename: 'Query', company?: { __typename: 'Company', id: string, effectiveCertificationLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null, currentCertification?: { __typename: 'CompanyCertification', id: string, expiredDate?: string | null, approvedLevel?: { __typename: 'CertificationLevel', id: number, key: string, name: string, nameZh: string, rank: number } | null } | null } | null };

export type CompanyInfoQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type CompanyInfoQuery = { __typename: 'Query', company?: { __typename: 'Company', id: string, name: string, site: Site, billingAddress?: string | null, phone?: string | null, website?: string | null, industry?: string | null, mainBusinesses: Array<string | null>, keyIndustries: Array<string | null>, scale?: CompanyScale | null, resource?: string | null, sfdcOwnerName?: string | null, joinedUserCount: number, totalMarketPoints?: number | null, totalProductPoints?: number | null, createdAt: string, updatedAt: string, partnerManagers: { __typename: 'PartnerManagerConnection', nodes: Array<{ __typename: 'PartnerManager', id: string, name: string, avatar?: string | null } | null> } } | null };

export type UpdateCompanyInfoMutationVariables = Exact<{
  input: UpdateCompanyInfoInput;
}>;


export type UpdateCompanyInfoMutation = { __typename: 'Mutation', updateCompanyInfo?: { __typename: 'UpdateCompanyInfoPayload', result?: { __typename: 'Company', id: string, billingAddress?: string | null, phone?: string | null, website?: string | null, industry?: string | null, mainBusinesses: Array<string | null>, keyIndustries: Array<string | null>, scale?: CompanyScale | null, resource?: string | null, updatedAt: string } | null } | null };

export type CompanyPointSummaryQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type CompanyPointSummaryQuery = { __typename: 'Query', company?: { __typename: 'Company', id: string, totalMarketPoints?: number | null, totalProductPoints?: number | null, expiringMarketPoints?: number | null, expiringProductPoints?: number | null } | null, expiringCompanyPoints?: { __typename: 'CompanyPointConnection', nodes: Array<{ __typename: 'CompanyPoint', id: string, expiredDate?: string | null } | null> } | null };

export type CompanyPointEntriesQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type CompanyPointEntriesQuery = { __typename: 'Query', companyPoints?: { __typename: 'CompanyPointConnection', totalCount: number, nodes: Array<{ __typename: 'CompanyPoint', id: string, type: CompanyPointType, action: CompanyPointAction, point: number, effectiveDate: string, actionScenario: CompanyPointScenario, remark?: string | null, createdAt: string } | null> } | null };

export type CompanyPointLotsQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  type: CompanyPointType;
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type CompanyPointLotsQuery = { __typename: 'Query', companyPoints?: { __typename: 'CompanyPointConnection', totalCount: number, nodes: Array<{ __typename: 'CompanyPoint', id: string, point: number, remainingPoint: number, effectiveDate: string, expiredDate?: string | null, actionScenario: CompanyPointScenario, source?: string | null, remark?: string | null } | null> } | null };

export type RecordContentEventsMutationVariables = Exact<{
  events: Array<InputMaybe<ContentEventInput>> | InputMaybe<ContentEventInput>;
  companyId?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type RecordContentEventsMutation = { __typename: 'Mutation', recordContentEvents?: { __typename: 'RecordContentEventsPayload', result?: number | null } | null };

export type CoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type CoursesQuery = { __typename: 'Query', courses?: { __typename: 'CourseConnection', nodes: Array<{ __typename: 'Course', id: number, typeId: number, name: string, description: string, courseCoursewares: { __typename: 'CourseCoursewareConnection', totalCount: number } } | null> } | null };

export type CourseDetailQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CourseDetailQuery = { __typename: 'Query', course?: { __typename: 'Course', id: number, name: string, description: string, type?: { __typename: 'PersonalCertificationType', id: number, name: string } | null, courseCoursewares: { __typename: 'CourseCoursewareConnection', nodes: Array<{ __typename: 'CourseCourseware', id: number, material?: { __typename: 'ResourceMaterial', id: string, name: string, brief: string, fileType: MaterialFileType, fileId?: string | null, canView?: boolean | null, canDownload?: boolean | null } | null } | null> } } | null };

export type DeliveryAddressesQueryVariables = Exact<{
  first: Scalars['Int']['input'];
}>;


export type DeliveryAddressesQuery = { __typename: 'Query', deliveryAddresses?: { __typename: 'DeliveryAddressConnection', totalCount: number, nodes: Array<{ __typename: 'DeliveryAddress', id: string, contactName: string, phonePrefixCountryCode: string, contactNumber: string, address: string, isDefault: boolean, createdAt: string } | null> } | null };

export type CreateDeliveryAddressMutationVariables = Exact<{
  contactName: Scalars['String']['input'];
  phonePrefixCountryCode: Scalars['String']['input'];
  contactNumber: Scalars['String']['input'];
  address: Scalars['String']['input'];
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type CreateDeliveryAddressMutation = { __typename: 'Mutation', createDeliveryAddress?: { __typename: 'CreateDeliveryAddressPayload', result?: { __typename: 'DeliveryAddress', id: string, isDefault: boolean } | null } | null };

export type UpdateDeliveryAddressMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  contactName: Scalars['String']['input'];
  phonePrefixCountryCode: Scalars['String']['input'];
  contactNumber: Scalars['String']['input'];
  address: Scalars['String']['input'];
}>;


export type UpdateDeliveryAddressMutation = { __typename: 'Mutation', updateDeliveryAddress?: { __typename: 'UpdateDeliveryAddressPayload', result?: { __typename: 'DeliveryAddress', id: string, contactName: string, phonePrefixCountryCode: string, contactNumber: string, address: string, isDefault: boolean } | null } | null };

export type DeleteDeliveryAddressMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type DeleteDeliveryAddressMutation = { __typename: 'Mutation', deleteDeliveryAddress?: { __typename: 'DeleteDeliveryAddressPayload', result?: { __typename: 'DeliveryAddress', id: string } | null } | null };

export type SetDefaultDeliveryAddressMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type SetDefaultDeliveryAddressMutation = { __typename: 'Mutation', setDefaultDeliveryAddress?: { __typename: 'SetDefaultDeliveryAddressPayload', result?: { __typename: 'DeliveryAddress', id: string, isDefault: boolean } | null } | null };

export type CertificationExamsQueryVariables = Exact<{
  personalCertificationId: Scalars['UUID']['input'];
}>;


export type CertificationExamsQuery = { __typename: 'Query', exams?: { __typename: 'ExamConnection', nodes: Array<{ __typename: 'Exam', id: string, semanticId: string, personalCertificationId: string, examineeId: string, type: ExamType, status: ExamStatus, result?: ExamResult | null, score?: string | null, accuracy?: string | null, paymentMethod: PersonalCertificationPaymentMethod, currency?: Currency | null, paidMoney: string, paidPoints: number, pointType?: CompanyPointType | null, wantsInvoice: boolean, bookExamTime?: string | null, bookExamForm?: ExamForm | null, scheduledExamTime?: string | null, form?: ExamForm | null, venue?: string | null, link?: string | null, isStarted: boolean, auditComment?: string | null, createdAt: string, studyWindowEndsAt?: string | null, bookRefusal?: string | null, startRefusal?: string | null, reExamRefusal?: string | null, personalCertification?: { __typename: 'PersonalCertification', id: string, site: Site } | null, subject?: { __typename: 'ExamSubject', id: number, key: string, name: string, position: number, durationMinutes: number, examForms: Array<ExamForm | null>, fullScore: number, retakeFree: boolean, examSubjectFeesBySubjectId: { __typename: 'ExamSubjectFeeConnection', nodes: Array<{ __typename: 'ExamSubjectFee', site: Site, currency: Currency, retakeMoney: string, retakePoints: number } | null> } } | null } | null> } | null };

export type ExamRecordFragment = { __typename: 'Exam', id: string, semanticId: string, personalCertificationId: string, examineeId: string, type: ExamType, status: ExamStatus, result?: ExamResult | null, score?: string | null, accuracy?: string | null, paymentMethod: PersonalCertificationPaymentMethod, currency?: Currency | null, paidMoney: string, paidPoints: number, pointType?: CompanyPointType | null, wantsInvoice: boolean, bookExamTime?: string | null, bookExamForm?: ExamForm | null, scheduledExamTime?: string | null, form?: ExamForm | null, venue?: string | null, link?: string | null, isStarted: boolean, auditComment?: string | null, createdAt: string, studyWindowEndsAt?: string | null, bookRefusal?: string | null, startRefusal?: string | null, reExamRefusal?: string | null, personalCertification?: { __typename: 'PersonalCertification', id: string, site: Site } | null, subject?: { __typename: 'ExamSubject', id: number, key: string, name: string, position: number, durationMinutes: number, examForms: Array<ExamForm | null>, fullScore: number, retakeFree: boolean, examSubjectFeesBySubjectId: { __typename: 'ExamSubjectFeeConnection', nodes: Array<{ __typename: 'ExamSubjectFee', site: Site, currency: Currency, retakeMoney: string, retakePoints: number } | null> } } | null };

export type ExamDetailQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type ExamDetailQuery = { __typename: 'Query', exam?: { __typename: 'Exam', id: string, semanticId: string, personalCertificationId: string, examineeId: string, type: ExamType, status: ExamStatus, result?: ExamResult | null, score?: string | null, accuracy?: string | null, paymentMethod: PersonalCertificationPaymentMethod, currency?: Currency | null, paidMoney: string, paidPoints: number, pointType?: CompanyPointType | null, wantsInvoice: boolean, bookExamTime?: string | null, bookExamForm?: ExamForm | null, scheduledExamTime?: string | null, form?: ExamForm | null, venue?: string | null, link?: string | null, isStarted: boolean, auditComment?: string | null, createdAt: string, studyWindowEndsAt?: string | null, bookRefusal?: string | null, startRefusal?: string | null, reExamRefusal?: string | null, pointCompany?: { __typename: 'Company', id: string, name: string } | null, personalCertification?: { __typename: 'PersonalCertification', id: string, semanticId: string, realName: string, applicantName?: string | null, site: Site, type?: { __typename: 'PersonalCertificationType', id: number, name: string } | null } | null, subject?: { __typename: 'ExamSubject', id: number, key: string, name: string, position: number, durationMinutes: number, examForms: Array<ExamForm | null>, fullScore: number, retakeFree: boolean, examSubjectFeesBySubjectId: { __typename: 'ExamSubjectFeeConnection', nodes: Array<{ __typename: 'ExamSubjectFee', site: Site, currency: Currency, retakeMoney: string, retakePoints: number } | null> } } | null } | null };

export type BookExamMutationVariables = Exact<{
  examId: Scalars['UUID']['input'];
  bookExamTime: Scalars['Datetime']['input'];
  bookExamForm: ExamForm;
}>;


export type BookExamMutation = { __typename: 'Mutation', bookExam?: { __typename: 'BookExamPayload', result?: { __typename: 'Exam', id: string, status: ExamStatus, bookExamTime?: string | null, bookExamForm?: ExamForm | null, bookRefusal?: string | null } | null } | null };

export type StartExamMutationVariables = Exact<{
  examId: Scalars['UUID']['input'];
}>;


export type StartExamMutation = { __typename: 'Mutation', startExam?: { __typename: 'StartExamPayload', result?: { __typename: 'Exam', id: string, status: ExamStatus, isStarted: boolean, link?: string | null } | null } | null };

export type ApplyReExamMutationVariables = Exact<{
  input: ApplyReExamInput;
}>;


export type ApplyReExamMutation = { __typename: 'Mutation', applyReExam?: { __typename: 'ApplyReExamPayload', result?: { __typename: 'Exam', id: string, semanticId: string, status: ExamStatus } | null } | null };

export type ExamPointsEnoughQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  type: CompanyPointType;
  point: Scalars['Int']['input'];
}>;


export type ExamPointsEnoughQuery = { __typename: 'Query', checkCompanyPointIsEnough?: boolean | null };

export type CreateCompanyInvitationMutationVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  positionId: Scalars['Int']['input'];
  roleIds: Array<InputMaybe<Scalars['UUID']['input']>> | InputMaybe<Scalars['UUID']['input']>;
}>;


export type CreateCompanyInvitationMutation = { __typename: 'Mutation', createCompanyInvitation?: { __typename: 'CreateCompanyInvitationPayload', result?: { __typename: 'CompanyInvitation', id: string, code: string, expiresAt: string, positionName?: string | null, status?: CompanyInvitationStatus | null, roleLabels: Array<{ __typename: 'RoleLabel', key?: string | null, name?: string | null }> } | null } | null };

export type CompanyInvitationsQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type CompanyInvitationsQuery = { __typename: 'Query', companyInvitations?: { __typename: 'CompanyInvitationConnection', totalCount: number, nodes: Array<{ __typename: 'CompanyInvitation', id: string, code: string, createdAt: string, expiresAt: string, status?: CompanyInvitationStatus | null, positionName?: string | null, usedAt?: string | null, usedByName?: string | null, roleLabels: Array<{ __typename: 'RoleLabel', key?: string | null, name?: string | null }> } | null> } | null };

export type InvitationByCodeQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type InvitationByCodeQuery = { __typename: 'Query', invitationByCode?: { __typename: 'InvitationPreview', companyId?: string | null, companyName?: string | null, positionName?: string | null, expiresAt?: string | null, status?: string | null, roleLabels?: Array<{ __typename: 'RoleLabel', key?: string | null, name?: string | null } | null> | null } | null };

export type JoinCompanyWithInvitationCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type JoinCompanyWithInvitationCodeMutation = { __typename: 'Mutation', joinCompanyWithInvitationCode?: { __typename: 'JoinCompanyWithInvitationCodePayload', result?: { __typename: 'InvitationPreview', companyId?: string | null, companyName?: string | null, status?: string | null } | null } | null };

export type CompaniesForUserJoinQueryVariables = Exact<{
  companyName: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type CompaniesForUserJoinQuery = { __typename: 'Query', companiesForUserJoin?: { __typename: 'CompanyForJoinConnection', nodes: Array<{ __typename: 'CompanyForJoin', id?: string | null, name?: string | null, partnerManagerNames?: Array<string | null> | null, userJoinCompanyStatus?: string | null } | null> } | null };

export type CreateOneCompanyJoinApplicationMutationVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  realName: Scalars['String']['input'];
}>;


export type CreateOneCompanyJoinApplicationMutation = { __typename: 'Mutation', createOneCompanyJoinApplication?: { __typename: 'CreateOneCompanyJoinApplicationPayload', result?: { __typename: 'CompanyJoinApplication', id: string, applicationStatus: JoinApplicationStatus } | null } | null };

export type CompanyJoinApplicationsQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type CompanyJoinApplicationsQuery = { __typename: 'Query', companyJoinApplications?: { __typename: 'CompanyJoinApplicationConnection', totalCount: number, nodes: Array<{ __typename: 'CompanyJoinApplication', id: string, companyId: string, realName: string, account?: string | null, contactNumber?: string | null, phonePrefixCountryCode?: string | null, applicationStatus: JoinApplicationStatus, auditComment?: string | null, remark?: string | null, createdAt: string, reviewedAt?: string | null, approverName?: string | null, roleLabels: Array<{ __typename: 'RoleLabel', key?: string | null, name?: string | null }>, position?: { __typename: 'Position', name: string } | null } | null> } | null };

export type ApproveCompanyJoinApplicationMutationVariables = Exact<{
  applicationId: Scalars['UUID']['input'];
  name: Scalars['String']['input'];
  positionId: Scalars['Int']['input'];
  roleIds: Array<InputMaybe<Scalars['UUID']['input']>> | InputMaybe<Scalars['UUID']['input']>;
}>;


export type ApproveCompanyJoinApplicationMutation = { __typename: 'Mutation', approveCompanyJoinApplication?: { __typename: 'ApproveCompanyJoinApplicationPayload', result?: { __typename: 'CompanyJoinApplication', id: string, applicationStatus: JoinApplicationStatus, reviewedAt?: string | null } | null } | null };

export type RejectCompanyJoinApplicationMutationVariables = Exact<{
  applicationId: Scalars['UUID']['input'];
  auditComment: Scalars['String']['input'];
}>;


export type RejectCompanyJoinApplicationMutation = { __typename: 'Mutation', rejectCompanyJoinApplication?: { __typename: 'RejectCompanyJoinApplicationPayload', result?: { __typename: 'CompanyJoinApplication', id: string, applicationStatus: JoinApplicationStatus, auditComment?: string | null, reviewedAt?: string | null } | null } | null };

export type PublishedMaterialsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['Int']['input']>;
  typeId?: InputMaybe<Scalars['Int']['input']>;
  fileType?: InputMaybe<MaterialFileType>;
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type PublishedMaterialsQuery = { __typename: 'Query', publishedResourceMaterials?: { __typename: 'ResourceMaterialConnection', totalCount: number, nodes: Array<{ __typename: 'ResourceMaterial', id: string, semanticId: string, name: string, brief: string, fileType: MaterialFileType, fileId?: string | null, fileSize?: string | null, link?: string | null, isPublic: boolean, publishTime?: string | null, canView?: boolean | null, canDownload?: boolean | null, resourceMaterialTypeLinks: { __typename: 'ResourceMaterialTypeLinkConnection', nodes: Array<{ __typename: 'ResourceMaterialTypeLink', type?: { __typename: 'ResourceMaterialType', id: number, name: string, nameZh: string } | null } | null> } } | null> } | null };

export type MaterialFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type MaterialFiltersQuery = { __typename: 'Query', resourceMaterialTypes?: { __typename: 'ResourceMaterialTypeConnection', nodes: Array<{ __typename: 'ResourceMaterialType', id: number, name: string, nameZh: string } | null> } | null, products?: { __typename: 'ProductConnection', nodes: Array<{ __typename: 'Product', id: number, name: string, nameZh: string } | null> } | null };

export type MaterialDetailQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type MaterialDetailQuery = { __typename: 'Query', resourceMaterial?: { __typename: 'ResourceMaterial', id: string, semanticId: string, name: string, brief: string, status: PublicationStatus, fileType: MaterialFileType, fileId?: string | null, fileName?: string | null, fileSize?: string | null, link?: string | null, isPublic: boolean, publishTime?: string | null, canView?: boolean | null, canDownload?: boolean | null, resourceMaterialTypeLinks: { __typename: 'ResourceMaterialTypeLinkConnection', nodes: Array<{ __typename: 'ResourceMaterialTypeLink', type?: { __typename: 'ResourceMaterialType', id: number, name: string, nameZh: string } | null } | null> }, resourceMaterialProducts: { __typename: 'ResourceMaterialProductConnection', nodes: Array<{ __typename: 'ResourceMaterialProduct', product?: { __typename: 'Product', id: number, name: string, nameZh: string } | null } | null> } } | null };

export type CompanyMembersQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type CompanyMembersQuery = { __typename: 'Query', users?: { __typename: 'UserConnection', totalCount: number, nodes: Array<{ __typename: 'User', id: string, companyId?: string | null, name: string, email?: string | null, account?: string | null, contactNumber?: string | null, phonePrefixCountryCode?: string | null, status: UserStatus, firstJoinedAt?: string | null, remark?: string | null, positionId?: number | null, roleLabels: Array<{ __typename: 'RoleLabel', key?: string | null, name?: string | null }>, position?: { __typename: 'Position', name: string } | null, userRoles: { __typename: 'UserRoleConnection', nodes: Array<{ __typename: 'UserRole', roleId: string } | null> } } | null> } | null };

export type UpdateCompanyUserMutationVariables = Exact<{
  userId: Scalars['UUID']['input'];
  name: Scalars['String']['input'];
  positionId: Scalars['Int']['input'];
  roleIds: Array<InputMaybe<Scalars['UUID']['input']>> | InputMaybe<Scalars['UUID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateCompanyUserMutation = { __typename: 'Mutation', updateCompanyUser?: { __typename: 'UpdateCompanyUserPayload', result?: { __typename: 'User', id: string, name: string, positionId?: number | null, remark?: string | null, status: UserStatus, roleLabels: Array<{ __typename: 'RoleLabel', key?: string | null, name?: string | null }> } | null } | null };

export type RemoveCompanyUserMutationVariables = Exact<{
  userId: Scalars['UUID']['input'];
}>;


export type RemoveCompanyUserMutation = { __typename: 'Mutation', removeCompanyUser?: { __typename: 'RemoveCompanyUserPayload', result?: { __typename: 'User', id: string, status: UserStatus } | null } | null };

export type MyMembershipQueryVariables = Exact<{
  userId: Scalars['UUID']['input'];
}>;


export type MyMembershipQuery = { __typename: 'Query', user?: { __typename: 'User', id: string, isPartnerAdministrator?: boolean | null, isOnlyPartnerCompanyInternalAdmin?: boolean | null } | null };

export type ExitCompanyMutationVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type ExitCompanyMutation = { __typename: 'Mutation', exitCompany?: { __typename: 'ExitCompanyPayload', result?: { __typename: 'User', id: string, status: UserStatus } | null } | null };

export type PendingApplicationCountQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type PendingApplicationCountQuery = { __typename: 'Query', companyJoinApplications?: { __typename: 'CompanyJoinApplicationConnection', totalCount: number } | null };

export type MemberCountQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type MemberCountQuery = { __typename: 'Query', users?: { __typename: 'UserConnection', totalCount: number } | null };

export type UserMessagesQueryVariables = Exact<{
  since: Scalars['Datetime']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['Cursor']['input']>;
}>;


export type UserMessagesQuery = { __typename: 'Query', userMessages?: { __typename: 'UserMessageConnection', nodes: Array<{ __typename: 'UserMessage', id: string, title: string, content: string, messageKey?: string | null, messageParams: unknown, isRead: boolean, userMessageType: UserMessageType, link?: string | null, companyId?: string | null, createdAt: string } | null>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } | null };

export type UserMessageCountQueryVariables = Exact<{
  since: Scalars['Datetime']['input'];
}>;


export type UserMessageCountQuery = { __typename: 'Query', userMessageCount?: { __typename: 'UserMessageCount', unreadCount?: number | null, allUserMessageCount?: number | null } | null };

export type MarkUserMessageReadMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type MarkUserMessageReadMutation = { __typename: 'Mutation', markUserMessageRead?: { __typename: 'MarkUserMessageReadPayload', result?: { __typename: 'UserMessage', id: string, isRead: boolean } | null } | null };

export type MarkAllUserMessagesReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllUserMessagesReadMutation = { __typename: 'Mutation', markAllUserMessagesRead?: { __typename: 'MarkAllUserMessagesReadPayload', result?: { __typename: 'MarkAllReadResult', count?: number | null, isSuccess?: boolean | null } | null } | null };

export type UserMessageAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UserMessageAddedSubscription = { userMessageAdded?: { __typename: 'UserMessageEvent', event: string, userMessage?: { __typename: 'UserMessage', id: string, createdAt: string } | null } | null };

export type MyLatestPartnerApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLatestPartnerApplicationQuery = { __typename: 'Query', myLatestPartnerApplication?: { __typename: 'PartnerApplication', id: string, semanticId: string, companyName: string, applicationStatus: PartnerApplicationStatus, auditComment?: string | null, site: Site, createdAt: string, reviewedAt?: string | null } | null };

export type PartnerApplicationPositionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerApplicationPositionsQuery = { __typename: 'Query', positions?: { __typename: 'PositionConnection', nodes: Array<{ __typename: 'Position', id: number, name: string, nameZh: string } | null> } | null };

export type CreatePartnerApplicationMutationVariables = Exact<{
  input: CreatePartnerApplicationInput;
}>;


export type CreatePartnerApplicationMutation = { __typename: 'Mutation', createPartnerApplication?: { __typename: 'CreatePartnerApplicationPayload', result?: { __typename: 'PartnerApplication', id: string, semanticId: string, applicationStatus: PartnerApplicationStatus } | null } | null };

export type PersonalCertificationTypesQueryVariables = Exact<{
  site: Site;
}>;


export type PersonalCertificationTypesQuery = { __typename: 'Query', personalCertificationTypes?: { __typename: 'PersonalCertificationTypeConnection', nodes: Array<{ __typename: 'PersonalCertificationType', id: number, key: string, name: string, englishFullName: string, latestVersion: string, validMonths: number, sortOrder: number, personalCertificationFeesByTypeId: { __typename: 'PersonalCertificationFeeConnection', nodes: Array<{ __typename: 'PersonalCertificationFee', currency: Currency, money: string, points: number } | null> } } | null> } | null };

export type MyPersonalCertificationsQueryVariables = Exact<{
  applicantId: Scalars['UUID']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type MyPersonalCertificationsQuery = { __typename: 'Query', personalCertifications?: { __typename: 'PersonalCertificationConnection', totalCount: number, nodes: Array<{ __typename: 'PersonalCertification', id: string, semanticId: string, status: PersonalCertificationStatus, paymentMethod: PersonalCertificationPaymentMethod, createdAt: string, type?: { __typename: 'PersonalCertificationType', id: number, name: string } | null } | null> } | null };

export type CompanyPersonalCertificationsQueryVariables = Exact<{
  condition: PersonalCertificationCondition;
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type CompanyPersonalCertificationsQuery = { __typename: 'Query', personalCertifications?: { __typename: 'PersonalCertificationConnection', totalCount: number, nodes: Array<{ __typename: 'PersonalCertification', id: string, semanticId: string, status: PersonalCertificationStatus, realName: string, applicantName?: string | null, paymentMethod: PersonalCertificationPaymentMethod, deductedPoints: number, deductedMoney: string, currency: Currency, certificateNumber?: string | null, certificateToUserName?: string | null, grantDate?: string | null, expiredDate?: string | null, createdAt: string, type?: { __typename: 'PersonalCertificationType', id: number, name: string } | null } | null> } | null };

export type PersonalCertificationDetailQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type PersonalCertificationDetailQuery = { __typename: 'Query', personalCertification?: { __typename: 'PersonalCertification', id: string, applicantId: string, semanticId: string, status: PersonalCertificationStatus, version: string, site: Site, realName: string, applicantName?: string | null, paymentMethod: PersonalCertificationPaymentMethod, currency: Currency, deductedMoney: string, deductedPoints: number, pointType?: CompanyPointType | null, companyName?: string | null, deliveryContactName: string, deliveryContactPrefix: string, deliveryContactNumber: string, deliveryAddress: string, wantsInvoice: boolean, invoiceContentType?: InvoiceContentType | null, invoiceTitleType?: InvoiceTitleType | null, invoiceTitle?: string | null, invoiceCompanyName?: string | null, invoiceTaxNumber?: string | null, invoiceReceiverEmail?: string | null, invoiceFileId?: string | null, invoiceFileName?: string | null, receiptFileId?: string | null, receiptFileName?: string | null, auditComment?: string | null, cancelReason?: string | null, certificateNumber?: string | null, certificateToUserName?: string | null, grantDate?: string | null, expiredDate?: string | null, certificateDeliveryDate?: string | null, trackingNumber?: string | null, certificateFileId?: string | null, certificateFileName?: string | null, canCancel: boolean, createdAt: string, reviewedAt?: string | null, closedAt?: string | null, type?: { __typename: 'PersonalCertificationType', id: number, key: string, name: string, englishFullName: string, validMonths: number } | null, pointUsageApprovals: { __typename: 'PointUsageApprovalConnection', nodes: Array<{ __typename: 'PointUsageApproval', id: string, status: PointUsageApprovalStatus, point: number, type: CompanyPointType, approverName?: string | null, auditComment?: string | null, reviewedAt?: string | null } | null> } } | null };

export type CheckCompanyPointIsEnoughQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  type: CompanyPointType;
  point: Scalars['Int']['input'];
}>;


export type CheckCompanyPointIsEnoughQuery = { __typename: 'Query', checkCompanyPointIsEnough?: boolean | null };

export type ReserveRedeemCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
  typeId: Scalars['Int']['input'];
}>;


export type ReserveRedeemCodeMutation = { __typename: 'Mutation', reserveRedeemCode?: { __typename: 'ReserveRedeemCodePayload', result?: { __typename: 'RedeemCodeReservation', redeemCodeId?: string | null, errorCode?: string | null, failuresLeft?: number | null } | null } | null };

export type ApplyPersonalCertificationMutationVariables = Exact<{
  input: ApplyPersonalCertificationInput;
}>;


export type ApplyPersonalCertificationMutation = { __typename: 'Mutation', applyPersonalCertification?: { __typename: 'ApplyPersonalCertificationPayload', result?: { __typename: 'PersonalCertification', id: string, semanticId: string, status: PersonalCertificationStatus } | null } | null };

export type CancelPersonalCertificationMutationVariables = Exact<{
  certificationId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
}>;


export type CancelPersonalCertificationMutation = { __typename: 'Mutation', cancelPersonalCertification?: { __typename: 'CancelPersonalCertificationPayload', result?: { __typename: 'PersonalCertification', id: string, status: PersonalCertificationStatus, cancelReason?: string | null, canCancel: boolean } | null } | null };

export type PointUsageApprovalsQueryVariables = Exact<{
  condition: PointUsageApprovalCondition;
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type PointUsageApprovalsQuery = { __typename: 'Query', pointUsageApprovals?: { __typename: 'PointUsageApprovalConnection', totalCount: number, nodes: Array<{ __typename: 'PointUsageApproval', id: string, status: PointUsageApprovalStatus, point: number, type: CompanyPointType, usageType: CompanyPointScenario, submitterName?: string | null, approverName?: string | null, auditComment?: string | null, createdAt: string, reviewedAt?: string | null, examId?: string | null, exam?: { __typename: 'Exam', id: string, semanticId: string, subject?: { __typename: 'ExamSubject', id: number, name: string } | null } | null, personalCertification?: { __typename: 'PersonalCertification', id: string, semanticId: string, realName: string, type?: { __typename: 'PersonalCertificationType', id: number, name: string } | null } | null } | null> } | null };

export type ApprovePointUsageApprovalMutationVariables = Exact<{
  approvalId: Scalars['UUID']['input'];
}>;


export type ApprovePointUsageApprovalMutation = { __typename: 'Mutation', approvePointUsageApproval?: { __typename: 'ApprovePointUsageApprovalPayload', result?: { __typename: 'PointUsageApproval', id: string, status: PointUsageApprovalStatus, approverName?: string | null, reviewedAt?: string | null } | null } | null };

export type RejectPointUsageApprovalMutationVariables = Exact<{
  approvalId: Scalars['UUID']['input'];
  auditComment: Scalars['String']['input'];
}>;


export type RejectPointUsageApprovalMutation = { __typename: 'Mutation', rejectPointUsageApproval?: { __typename: 'RejectPointUsageApprovalPayload', result?: { __typename: 'PointUsageApproval', id: string, status: PointUsageApprovalStatus, approverName?: string | null, auditComment?: string | null, reviewedAt?: string | null } | null } | null };

export type OwnDeliveryAddressesQueryVariables = Exact<{
  first: Scalars['Int']['input'];
}>;


export type OwnDeliveryAddressesQuery = { __typename: 'Query', deliveryAddresses?: { __typename: 'DeliveryAddressConnection', nodes: Array<{ __typename: 'DeliveryAddress', id: string, contactName: string, phonePrefixCountryCode: string, contactNumber: string, address: string, isDefault: boolean } | null> } | null };

export type MyJoinApplicationsQueryVariables = Exact<{
  applicantId: Scalars['UUID']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type MyJoinApplicationsQuery = { __typename: 'Query', companyJoinApplications?: { __typename: 'CompanyJoinApplicationConnection', totalCount: number, nodes: Array<{ __typename: 'CompanyJoinApplication', id: string, companyId: string, companyName?: string | null, realName: string, applicationStatus: JoinApplicationStatus, auditComment?: string | null, createdAt: string, reviewedAt?: string | null, canReApply?: boolean | null } | null> } | null };

export type UserInfoPositionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserInfoPositionsQuery = { __typename: 'Query', positions?: { __typename: 'PositionConnection', nodes: Array<{ __typename: 'Position', id: number, name: string } | null> } | null };

export type SendVerificationCodeMutationVariables = Exact<{
  phonePrefixCountryCode: Scalars['String']['input'];
  contactNumber: Scalars['String']['input'];
}>;


export type SendVerificationCodeMutation = { __typename: 'Mutation', sendVerificationCode?: { __typename: 'SendVerificationCodePayload', result?: { __typename: 'VerificationCodeRequest', id?: string | null, expiresAt?: string | null, resendAt?: string | null } | null } | null };

export type VerificationCodeStatusQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type VerificationCodeStatusQuery = { __typename: 'Query', verificationCodeStatus?: SmsDeliveryStatus | null };

export type EditUserInfoMutationVariables = Exact<{
  userId: Scalars['UUID']['input'];
  name: Scalars['String']['input'];
  positionId: Scalars['Int']['input'];
  email: Scalars['String']['input'];
  phonePrefixCountryCode: Scalars['String']['input'];
  contactNumber: Scalars['String']['input'];
  verificationCode?: InputMaybe<Scalars['String']['input']>;
  isSyncToAccountCenter: Scalars['Boolean']['input'];
}>;


export type EditUserInfoMutation = { __typename: 'Mutation', editUserInfo?: { __typename: 'EditUserInfoPayload', result?: { __typename: 'User', id: string, isAddedUserInfo: boolean } | null } | null };

export type MyAccountSyncQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountSyncQuery = { __typename: 'Query', myAccountSync?: { __typename: 'AccountSyncState', requestedAt?: string | null, syncedAt?: string | null, errorCode?: string | null } | null };

export type CompanyDynamicPermissionQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type CompanyDynamicPermissionQuery = { __typename: 'Query', companyDynamicPermission?: { __typename: 'CompanyDynamicPermission', viewProjectReport?: { __typename: 'DynamicPermission', privileged?: boolean | null, messageKey?: string | null, params?: unknown | null } | null, manageProjectReport?: { __typename: 'DynamicPermission', privileged?: boolean | null, messageKey?: string | null, params?: unknown | null } | null, canCreateProjectFiling?: { __typename: 'DynamicPermission', privileged?: boolean | null, messageKey?: string | null, params?: unknown | null } | null } | null };

export type ProjectFilingListQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  filter?: InputMaybe<ProjectFilingFilter>;
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type ProjectFilingListQuery = { __typename: 'Query', projectFilings?: { __typename: 'ProjectFilingConnection', totalCount: number, nodes: Array<{ __typename: 'ProjectFiling', id: string, semanticId: string, name: string, customerFullName: string, estimatedOrderBudget: string, currencyIsoCode: Currency, estimatedOrderDate: string, status: ProjectFilingStatus, validUntilDate?: string | null, principalName?: string | null, createdAt: string } | null> } | null };

export type ProjectFilingOptionsQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type ProjectFilingOptionsQuery = { __typename: 'Query', industries?: { __typename: 'IndustryConnection', nodes: Array<{ __typename: 'Industry', id: number, name: string, nameZh: string, enabled: boolean } | null> } | null, competitors?: { __typename: 'CompetitorConnection', nodes: Array<{ __typename: 'Competitor', id: number, name: string, nameZh: string, enabled: boolean } | null> } | null, opportunitySources?: { __typename: 'OpportunitySourceConnection', nodes: Array<{ __typename: 'OpportunitySource', id: number, name: string, nameZh: string, enabled: boolean } | null> } | null, applicationScenarios?: { __typename: 'ApplicationScenarioConnection', nodes: Array<{ __typename: 'ApplicationScenario', id: number, name: string, nameZh: string, enabled: boolean } | null> } | null, projectPhases?: { __typename: 'ProjectPhaseConnection', nodes: Array<{ __typename: 'ProjectPhase', id: number, name: string, nameZh: string, enabled: boolean, preset: boolean } | null> } | null, products?: { __typename: 'ProductConnection', nodes: Array<{ __typename: 'Product', id: number, name: string, nameZh: string, enabled: boolean, purchaseTypes: Array<PurchaseType | null>, units: Array<ProductUnit | null> } | null> } | null, distributors?: { __typename: 'DistributorConnection', nodes: Array<{ __typename: 'Distributor', id: number, name: string, nameZh: string, enabled: boolean, tier: DistributorTier } | null> } | null, users?: { __typename: 'UserConnection', nodes: Array<{ __typename: 'User', id: string, name: string, permissionKeys?: Array<string | null> | null } | null> } | null };

export type ProjectFilingDetailQueryVariables = Exact<{
  semanticId: Scalars['String']['input'];
}>;


export type ProjectFilingDetailQuery = { __typename: 'Query', projectFilingBySemanticId?: { __typename: 'ProjectFiling', id: string, semanticId: string, companyId: string, name: string, customerFullName: string, customerAddress: string, industryId: number, contactName: string, contactPosition: string, contactEmail: string, contactPhonePrefix: string, contactPhone: string, estimatedOrderBudget: string, currencyIsoCode: Currency, estimatedOrderDate: string, phaseId: number, opportunitySourceId: number, competitorIds: Array<number | null>, applicationScenarioIds: Array<number | null>, requirement: string, preferredDistributorId?: number | null, principalId: string, principalName?: string | null, submitterName?: string | null, status: ProjectFilingStatus, validUntilDate?: string | null, approvedAt?: string | null, signDate?: string | null, cancelReason?: string | null, closedAt?: string | null, createdAt: string, canManage?: boolean | null, canRenew?: boolean | null, industry?: { __typename: 'Industry', name: string, nameZh: string } | null, phase?: { __typename: 'ProjectPhase', name: string, nameZh: string } | null, opportunitySource?: { __typename: 'OpportunitySource', name: string, nameZh: string } | null, competitors: { __typename: 'CompetitorConnection', nodes: Array<{ __typename: 'Competitor', id: number, name: string, nameZh: string } | null> }, applicationScenarios: { __typename: 'ApplicationScenarioConnection', nodes: Array<{ __typename: 'ApplicationScenario', id: number, name: string, nameZh: string } | null> }, preferredDistributor?: { __typename: 'Distributor', name: string, nameZh: string } | null, projectFilingProductsByFilingId: { __typename: 'ProjectFilingProductConnection', nodes: Array<{ __typename: 'ProjectFilingProduct', lineNo: number, productId: number, purchaseType: PurchaseType, unit: ProductUnit, count: number, product?: { __typename: 'Product', name: string, nameZh: string } | null } | null> }, projectFilingProgressesByFilingId: { __typename: 'ProjectFilingProgressConnection', nodes: Array<{ __typename: 'ProjectFilingProgress', id: string, content: string, phaseId: number, createdAt: string, updatedAt: string, editable?: boolean | null, phase?: { __typename: 'ProjectPhase', name: string, nameZh: string } | null, submitter?: { __typename: 'User', name: string } | null } | null> }, projectFilingRenewalsByFilingId: { __typename: 'ProjectFilingRenewalConnection', nodes: Array<{ __typename: 'ProjectFilingRenewal', id: string, status: ApprovalStatus, validUntilDate: string, reason: string, createdAt: string } | null> }, projectFilingApprovalsByFilingId: { __typename: 'ProjectFilingApprovalConnection', nodes: Array<{ __typename: 'ProjectFilingApproval', id: string, source: ApprovalSource, status: ApprovalStatus, renewalId?: string | null, createdAt: string } | null> }, timeline: { __typename: 'ProjectFilingTimelineEntryConnection', nodes: Array<{ __typename: 'ProjectFilingTimelineEntry', id?: string | null, kind?: string | null, event?: string | null, status?: string | null, source?: ApprovalSource | null, actorName?: string | null, comment?: string | null, renewalId?: string | null, createdAt?: string | null, decidedAt?: string | null } | null> } } | null };

export type CreateProjectFilingMutationVariables = Exact<{
  input: CreateProjectFilingInput;
}>;


export type CreateProjectFilingMutation = { __typename: 'Mutation', createProjectFiling?: { __typename: 'CreateProjectFilingPayload', result?: { __typename: 'ProjectFiling', id: string, semanticId: string, status: ProjectFilingStatus } | null } | null };

export type UpdateProjectFilingMutationVariables = Exact<{
  input: UpdateProjectFilingInput;
}>;


export type UpdateProjectFilingMutation = { __typename: 'Mutation', updateProjectFiling?: { __typename: 'UpdateProjectFilingPayload', result?: { __typename: 'ProjectFiling', id: string, semanticId: string, status: ProjectFilingStatus } | null } | null };

export type CancelProjectFilingMutationVariables = Exact<{
  filingId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
}>;


export type CancelProjectFilingMutation = { __typename: 'Mutation', cancelProjectFiling?: { __typename: 'CancelProjectFilingPayload', result?: { __typename: 'ProjectFiling', id: string, status: ProjectFilingStatus, cancelReason?: string | null } | null } | null };

export type CreateProjectFilingProgressMutationVariables = Exact<{
  filingId: Scalars['UUID']['input'];
  content: Scalars['String']['input'];
  phaseId: Scalars['Int']['input'];
}>;


export type CreateProjectFilingProgressMutation = { __typename: 'Mutation', createProjectFilingProgress?: { __typename: 'CreateProjectFilingProgressPayload', result?: { __typename: 'ProjectFilingProgress', id: string } | null } | null };

export type UpdateProjectFilingProgressMutationVariables = Exact<{
  progressId: Scalars['UUID']['input'];
  content: Scalars['String']['input'];
  phaseId: Scalars['Int']['input'];
}>;


export type UpdateProjectFilingProgressMutation = { __typename: 'Mutation', updateProjectFilingProgress?: { __typename: 'UpdateProjectFilingProgressPayload', result?: { __typename: 'ProjectFilingProgress', id: string, content: string, phaseId: number } | null } | null };

export type CreateProjectFilingRenewalMutationVariables = Exact<{
  filingId: Scalars['UUID']['input'];
  phaseId: Scalars['Int']['input'];
  validUntilDate: Scalars['Date']['input'];
  reason: Scalars['String']['input'];
}>;


export type CreateProjectFilingRenewalMutation = { __typename: 'Mutation', createProjectFilingRenewal?: { __typename: 'CreateProjectFilingRenewalPayload', result?: { __typename: 'ProjectFilingRenewal', id: string, status: ApprovalStatus } | null } | null };

export type CompanyPerformanceListQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
  first: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
}>;


export type CompanyPerformanceListQuery = { __typename: 'Query', companyPerformances?: { __typename: 'CompanyPerformanceConnection', totalCount: number, nodes: Array<{ __typename: 'CompanyPerformance', id: string, semanticId: string, projectFilingSemanticId?: string | null, projectFilingName?: string | null, customerFullName: string, performance: string, currencyIsoCode: string, effectiveDate: string, projectType: string, remark?: string | null } | null> } | null };

export type CompanyPerformanceTotalsQueryVariables = Exact<{
  companyId: Scalars['UUID']['input'];
}>;


export type CompanyPerformanceTotalsQuery = { __typename: 'Query', companyPerformanceTotalsList?: Array<{ __typename: 'CompanyPerformanceTotal', currencyIsoCode?: string | null, projectType?: string | null, performance?: string | null, recordCount?: number | null } | null> | null };

export type RecentPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentPagesQuery = { __typename: 'Query', recentPages?: { __typename: 'RecentVisitedPageConnection', nodes: Array<{ __typename: 'RecentVisitedPage', id: string, url: string, title: string, titleKey?: string | null, visitedAt: string } | null> } | null };

export type RecordRecentPageMutationVariables = Exact<{
  url: Scalars['String']['input'];
  title: Scalars['String']['input'];
  titleKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type RecordRecentPageMutation = { __typename: 'Mutation', recordRecentPage?: { __typename: 'RecordRecentPagePayload', result?: { __typename: 'RecentVisitedPage', id: string } | null } | null };

export type UploadOneFileMutationVariables = Exact<{
  input: UploadOneFileInput;
}>;


export type UploadOneFileMutation = { __typename: 'Mutation', uploadOneFile?: { __typename: 'UploadOneFilePayload', uploadedFileId: string, credentials: { __typename: 'UploadCredentials', url: string, method: string, headers: Array<{ __typename: 'HttpHeader', name: string, value: string }> } } | null };

export type ConfirmUploadedFileMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type ConfirmUploadedFileMutation = { __typename: 'Mutation', confirmUploadedFile?: { __typename: 'UploadedFile', id: string, status: UploadStatus, name: string, size: string, mimeType: string } | null };

export type CancelUploadedFileMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type CancelUploadedFileMutation = { __typename: 'Mutation', cancelUploadedFile?: { __typename: 'UploadedFile', id: string, status: UploadStatus } | null };

export type FileUrlQueryVariables = Exact<{
  fileId: Scalars['UUID']['input'];
  isDownload?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type FileUrlQuery = { __typename: 'Query', generateOneFileUrl?: { __typename: 'FileUrl', url: string, expiresAt: string } | null };

export type MyAvatarQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAvatarQuery = { __typename: 'Query', currentUserInfo?: { __typename: 'CurrentUserInfo', rootUserId: string, defaultUser?: { __typename: 'CurrentUserIdentity', userId: string, userName: string, avatar?: string | null } | null } | null };

export type SetMyAvatarMutationVariables = Exact<{
  fileId: Scalars['UUID']['input'];
}>;


export type SetMyAvatarMutation = { __typename: 'Mutation', setMyAvatar?: { __typename: 'SetMyAvatarPayload', result?: { __typename: 'User', id: string, avatar?: string | null } | null } | null };

export type UserGuidePagesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserGuidePagesQuery = { __typename: 'Query', userGuidePages?: { __typename: 'UserGuidePageConnection', nodes: Array<{ __typename: 'UserGuidePage', id: number, title: string } | null> } | null };

export type UserGuidePageQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type UserGuidePageQuery = { __typename: 'Query', userGuidePage?: { __typename: 'UserGuidePage', id: number, title: string, content: string, updatedAt: string } | null };

export const CurrentUserIdentityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserIdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUserIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissionKeys"}},{"kind":"Field","name":{"kind":"Name","value":"canApplyJoinCompany"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefixCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAddedUserInfo"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CurrentUserIdentityFieldsFragment, unknown>;
export const CertificationLevelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationLevelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]} as unknown as DocumentNode<CertificationLevelFieldsFragment, unknown>;
export const CompanyCertificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyCertificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCertification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfId"}},{"kind":"Field","name":{"kind":"Name","value":"canRenew"}},{"kind":"Field","name":{"kind":"Name","value":"appliedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateToCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"grantDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationLevelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]} as unknown as DocumentNode<CompanyCertificationFieldsFragment, unknown>;
export const ExamRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationId"}},{"kind":"Field","name":{"kind":"Name","value":"examineeId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paidMoney"}},{"kind":"Field","name":{"kind":"Name","value":"paidPoints"}},{"kind":"Field","name":{"kind":"Name","value":"pointType"}},{"kind":"Field","name":{"kind":"Name","value":"wantsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"bookExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"bookExamForm"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isStarted"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"studyWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"startRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"reExamRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"examForms"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"retakeFree"}},{"kind":"Field","name":{"kind":"Name","value":"examSubjectFeesBySubjectId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"retakeMoney"}},{"kind":"Field","name":{"kind":"Name","value":"retakePoints"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExamRecordFragment, unknown>;
export const PositionRoleOptionsDocument = {"__meta__":{"hash":"69f8e7d69532ec0065b2738d885ad68c79766c50ca1d48a30d3578eb2c9fc16b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PositionRoleOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"ORGANIZATIONAL"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"or"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isNull"},"value":{"kind":"BooleanValue","value":true}}]}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"equalTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}]}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PositionRoleOptionsQuery, PositionRoleOptionsQueryVariables>;
export const PublishedAnnouncementsDocument = {"__meta__":{"hash":"20a0a228785cc48d90ffa050a16a6e203f7b0557ccd6e8cbc667e38c85fd7798"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishedAnnouncements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAnnouncements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"typeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pinned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pinned"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"isTop"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublishedAnnouncementsQuery, PublishedAnnouncementsQueryVariables>;
export const AnnouncementTypeChoicesDocument = {"__meta__":{"hash":"3668cfb905e0ad57d30321260d93c33fe295915323aaf6fe570cf41c58f06782"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnouncementTypeChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"announcementTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"NAME_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<AnnouncementTypeChoicesQuery, AnnouncementTypeChoicesQueryVariables>;
export const AnnouncementDetailDocument = {"__meta__":{"hash":"d775fb4331de2256419dbd2cbdab4f2f8bc6b0c53d097b3ebb116f15228bac29"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnouncementDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"announcement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"isTop"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"announcementAttachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"POSITION_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnnouncementDetailQuery, AnnouncementDetailQueryVariables>;
export const AnnualOverviewTargetsDocument = {"__meta__":{"hash":"63784b271ada608a4f8fdc1d6e07647e436e624f987485408adc3031112cb7ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnualOverviewTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformanceTargets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"currencyIsoCode"}},{"kind":"Field","name":{"kind":"Name","value":"completion"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyResultsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"cumulative"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnnualOverviewTargetsQuery, AnnualOverviewTargetsQueryVariables>;
export const MyProjectFilingApprovalsDocument = {"__meta__":{"hash":"ee02535cbf4f0681364ae3e8d72b22864fd26b15f42bd3f77350b53f8ddcf2d8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProjectFilingApprovals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFilingApprovalFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingApprovals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"source"},"value":{"kind":"EnumValue","value":"PARTNER_COMPANY"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"filing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerFullName"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedOrderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currencyIsoCode"}},{"kind":"Field","name":{"kind":"Name","value":"submitterName"}},{"kind":"Field","name":{"kind":"Name","value":"validUntilDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"validUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyProjectFilingApprovalsQuery, MyProjectFilingApprovalsQueryVariables>;
export const ApproveProjectFilingApprovalDocument = {"__meta__":{"hash":"5926668ea66296ffdb40efc4b43783efb652a43c533054aedb405109bde7e184"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveProjectFilingApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auditComment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveProjectFilingApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"approvalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvalId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"auditComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auditComment"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveProjectFilingApprovalMutation, ApproveProjectFilingApprovalMutationVariables>;
export const RejectProjectFilingApprovalDocument = {"__meta__":{"hash":"45c428facb30b0beac2589d0168768d510455ace539c5f1cfdc513c6130352d9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectProjectFilingApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auditComment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectProjectFilingApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"approvalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvalId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"auditComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auditComment"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RejectProjectFilingApprovalMutation, RejectProjectFilingApprovalMutationVariables>;
export const CurrentUserInfoDocument = {"__meta__":{"hash":"ff54bde0912bb9e51d68a7da38e53f14a52f750722fed8a4fe431a8f5cb55a2d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rootUserId"}},{"kind":"Field","name":{"kind":"Name","value":"switchSiteSuggestionReaded"}},{"kind":"Field","name":{"kind":"Name","value":"defaultUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserIdentityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownCompanyUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentCompanyUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserIdentityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserIdentityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUserIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissionKeys"}},{"kind":"Field","name":{"kind":"Name","value":"canApplyJoinCompany"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefixCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAddedUserInfo"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CurrentUserInfoQuery, CurrentUserInfoQueryVariables>;
export const MarkSwitchSiteSuggestionReadDocument = {"__meta__":{"hash":"97fde4e82c0d1f96aa4ea1cbda194753b5d6386f57f5372a03d8304a5697af96"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSwitchSiteSuggestionRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markSwitchSiteSuggestionRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<MarkSwitchSiteSuggestionReadMutation, MarkSwitchSiteSuggestionReadMutationVariables>;
export const CompanyCertificationOverviewDocument = {"__meta__":{"hash":"5c5005e220bf2f884dcff9fa6ce3a351a9345d0f8d8e7209cafac73262d92cf3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyCertificationOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveCertificationLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyCertificationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestExpiredCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyCertificationFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"reviewing"},"name":{"kind":"Name","value":"companyCertifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"WAITING_APPROVAL"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appliedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificationPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"certificationLevelsByPlanId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"RANK_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationLevelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyCertificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCertification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfId"}},{"kind":"Field","name":{"kind":"Name","value":"canRenew"}},{"kind":"Field","name":{"kind":"Name","value":"appliedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateToCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"grantDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}}]}}]} as unknown as DocumentNode<CompanyCertificationOverviewQuery, CompanyCertificationOverviewQueryVariables>;
export const CompanyCertificationHistoryDocument = {"__meta__":{"hash":"9f703b13a083d2567faf1e159cd0c75534e5507a63f30fb06f47549e06ed6e8a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyCertificationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyCertifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationLevelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]} as unknown as DocumentNode<CompanyCertificationHistoryQuery, CompanyCertificationHistoryQueryVariables>;
export const CompanyCertificationDetailDocument = {"__meta__":{"hash":"a7e52e67f43c529bd59b996c2bafe063ce77ae9aad16dd02e9fdd4a9c320bc84"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyCertificationDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyCertificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationLevelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyCertificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyCertification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"renewalOfId"}},{"kind":"Field","name":{"kind":"Name","value":"canRenew"}},{"kind":"Field","name":{"kind":"Name","value":"appliedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateToCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"grantDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}}]}}]} as unknown as DocumentNode<CompanyCertificationDetailQuery, CompanyCertificationDetailQueryVariables>;
export const ApplyCompanyCertificationDocument = {"__meta__":{"hash":"94787671469dede0059b28078f4bcbab1df96dae397ad2b286216ef857f1b926"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyCompanyCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"levelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyCompanyCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"levelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"levelId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyCompanyCertificationMutation, ApplyCompanyCertificationMutationVariables>;
export const CompanyCertificationBadgeDocument = {"__meta__":{"hash":"6c24142458fd7e406b27b86c2943ac3862d9ad0ca504f5564fa12164dfbad583"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyCertificationBadge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveCertificationLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificationLevelFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificationLevelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificationLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]} as unknown as DocumentNode<CompanyCertificationBadgeQuery, CompanyCertificationBadgeQueryVariables>;
export const CompanyInfoDocument = {"__meta__":{"hash":"561108621b1e6b404e9f15c45e6962edf7941ceae93975e7d40caba353eb8f71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"mainBusinesses"}},{"kind":"Field","name":{"kind":"Name","value":"keyIndustries"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"sfdcOwnerName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalProductPoints"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"partnerManagers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyInfoQuery, CompanyInfoQueryVariables>;
export const UpdateCompanyInfoDocument = {"__meta__":{"hash":"4b1ccf31d8e59d56f9f3ec8295ad95736502750f11e69c49156909f2fee28605"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompanyInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCompanyInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCompanyInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"mainBusinesses"}},{"kind":"Field","name":{"kind":"Name","value":"keyIndustries"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyInfoMutation, UpdateCompanyInfoMutationVariables>;
export const CompanyPointSummaryDocument = {"__meta__":{"hash":"2737867c0473b5e88817d8414b9893f6be0ceef20d0c1369700b315fdd234e3a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyPointSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalMarketPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalProductPoints"}},{"kind":"Field","name":{"kind":"Name","value":"expiringMarketPoints"}},{"kind":"Field","name":{"kind":"Name","value":"expiringProductPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiringCompanyPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyPointSummaryQuery, CompanyPointSummaryQueryVariables>;
export const CompanyPointEntriesDocument = {"__meta__":{"hash":"3c5ea85a77555d1cc29ee267bd0d81312d66c0f06e65ce033788effcd28d52da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyPointEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"actionScenario"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyPointEntriesQuery, CompanyPointEntriesQueryVariables>;
export const CompanyPointLotsDocument = {"__meta__":{"hash":"1c43860bdb3b788b7996ca11514ead0e0cc24a97f5d4f1abca5cf601d25cdd64"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyPointLots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyPointType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"action"},"value":{"kind":"EnumValue","value":"ADD"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"EXPIRED_DATE_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"remainingPoint"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"actionScenario"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyPointLotsQuery, CompanyPointLotsQueryVariables>;
export const RecordContentEventsDocument = {"__meta__":{"hash":"8400da85099e30bf81f14d1c4bc13d70bd5a63e7764ec378618872a1bab02cd4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordContentEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"events"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentEventInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordContentEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"events"},"value":{"kind":"Variable","name":{"kind":"Name","value":"events"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<RecordContentEventsMutation, RecordContentEventsMutationVariables>;
export const CoursesDocument = {"__meta__":{"hash":"74e762fe687db3ba15a0591d22cf7f13c31ecd37668bdeaf3c9adc85d961ea88"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"courseCoursewares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CoursesQuery, CoursesQueryVariables>;
export const CourseDetailDocument = {"__meta__":{"hash":"28dfa3e0ef3ac0778c013dc8ad93e885fcbd8b49c8419b65745c970d1584178e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courseCoursewares"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"POSITION_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brief"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"canView"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CourseDetailQuery, CourseDetailQueryVariables>;
export const DeliveryAddressesDocument = {"__meta__":{"hash":"14a2fd84434512fb611fa7c8c45301c9cdf9d8570ff58e8b7e85800bbb7ea8ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"IS_DEFAULT_DESC"},{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefixCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryAddressesQuery, DeliveryAddressesQueryVariables>;
export const CreateDeliveryAddressDocument = {"__meta__":{"hash":"7648323d6700d8769ceab9a831597de4746a6016a4242609dbdba0a55a3edd23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeliveryAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefixCountryCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDefault"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createDeliveryAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"contactName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactName"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"phonePrefixCountryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefixCountryCode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"contactNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactNumber"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"isDefault"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDefault"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]}}]} as unknown as DocumentNode<CreateDeliveryAddressMutation, CreateDeliveryAddressMutationVariables>;
export const UpdateDeliveryAddressDocument = {"__meta__":{"hash":"c61d2fdad1950498bfb1a202e9e00af2675082749cb880377a0f2ea574e5008a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDeliveryAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefixCountryCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateDeliveryAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"contactName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactName"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"phonePrefixCountryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefixCountryCode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"contactNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactNumber"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefixCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateDeliveryAddressMutation, UpdateDeliveryAddressMutationVariables>;
export const DeleteDeliveryAddressDocument = {"__meta__":{"hash":"c172c0445d1c76126993e79724f53de505fb29421b5389682e63cdbb9c051a8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDeliveryAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteDeliveryAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteDeliveryAddressMutation, DeleteDeliveryAddressMutationVariables>;
export const SetDefaultDeliveryAddressDocument = {"__meta__":{"hash":"4406c94754d251c29149ba2f368a72d7d2ced79d0b33af2bff770f9cb81ecc31"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultDeliveryAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setDefaultDeliveryAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]}}]} as unknown as DocumentNode<SetDefaultDeliveryAddressMutation, SetDefaultDeliveryAddressMutationVariables>;
export const CertificationExamsDocument = {"__meta__":{"hash":"33a790ea9f3969987173dc5bbe6442adb69fbb06af12dc0bcfabf4181c87c9e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificationExams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personalCertificationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"exams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"personalCertificationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personalCertificationId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationId"}},{"kind":"Field","name":{"kind":"Name","value":"examineeId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paidMoney"}},{"kind":"Field","name":{"kind":"Name","value":"paidPoints"}},{"kind":"Field","name":{"kind":"Name","value":"pointType"}},{"kind":"Field","name":{"kind":"Name","value":"wantsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"bookExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"bookExamForm"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isStarted"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"studyWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"startRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"reExamRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"examForms"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"retakeFree"}},{"kind":"Field","name":{"kind":"Name","value":"examSubjectFeesBySubjectId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"retakeMoney"}},{"kind":"Field","name":{"kind":"Name","value":"retakePoints"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CertificationExamsQuery, CertificationExamsQueryVariables>;
export const ExamDetailDocument = {"__meta__":{"hash":"a9983ee0dd880163ef62d1578246a22065e9b2239d4cb262c8bb90e160276440"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamRecord"}},{"kind":"Field","name":{"kind":"Name","value":"pointCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationId"}},{"kind":"Field","name":{"kind":"Name","value":"examineeId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paidMoney"}},{"kind":"Field","name":{"kind":"Name","value":"paidPoints"}},{"kind":"Field","name":{"kind":"Name","value":"pointType"}},{"kind":"Field","name":{"kind":"Name","value":"wantsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"bookExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"bookExamForm"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isStarted"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"studyWindowEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"startRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"reExamRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"site"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"examForms"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"retakeFree"}},{"kind":"Field","name":{"kind":"Name","value":"examSubjectFeesBySubjectId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"retakeMoney"}},{"kind":"Field","name":{"kind":"Name","value":"retakePoints"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExamDetailQuery, ExamDetailQueryVariables>;
export const BookExamDocument = {"__meta__":{"hash":"eed98486311f16b3108934393d7459dfee98e887149b7f3c87f43f1b8da2dab9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookExamTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Datetime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookExamForm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExamForm"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bookExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"bookExamTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookExamTime"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"bookExamForm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookExamForm"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bookExamTime"}},{"kind":"Field","name":{"kind":"Name","value":"bookExamForm"}},{"kind":"Field","name":{"kind":"Name","value":"bookRefusal"}}]}}]}}]}}]} as unknown as DocumentNode<BookExamMutation, BookExamMutationVariables>;
export const StartExamDocument = {"__meta__":{"hash":"1d3d7dfedaa1e71cab796d25dcfb8c0d002a88393f47952156dfc2c0a978a42c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isStarted"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]}}]} as unknown as DocumentNode<StartExamMutation, StartExamMutationVariables>;
export const ApplyReExamDocument = {"__meta__":{"hash":"c5e983d1192a4918fa216d8eda8e3321a3fa1c7414dd94de3865b713b16fa465"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyReExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyReExamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyReExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyReExamMutation, ApplyReExamMutationVariables>;
export const ExamPointsEnoughDocument = {"__meta__":{"hash":"f8e15abe6a8c520362ba7188d91546ce7836f6fb5e1e24c31effe6f3c75874b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamPointsEnough"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyPointType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"point"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkCompanyPointIsEnough"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"point"},"value":{"kind":"Variable","name":{"kind":"Name","value":"point"}}}]}]}}]} as unknown as DocumentNode<ExamPointsEnoughQuery, ExamPointsEnoughQueryVariables>;
export const CreateCompanyInvitationDocument = {"__meta__":{"hash":"0e93ac0d884980e3db69ae28254da5ea315891d0581677e8fbe693448e42b3d8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompanyInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createCompanyInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"positionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"roleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCompanyInvitationMutation, CreateCompanyInvitationMutationVariables>;
export const CompanyInvitationsDocument = {"__meta__":{"hash":"b5284b61f5a2bec64012114baf9b437233e7794409df998d37d979068351075a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"usedByName"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyInvitationsQuery, CompanyInvitationsQueryVariables>;
export const InvitationByCodeDocument = {"__meta__":{"hash":"0ef0c19ee02b90b5ba4f99b33b076626d58eb55ab63cdf435c11c6160048de08"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitationByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"invitationByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"positionName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<InvitationByCodeQuery, InvitationByCodeQueryVariables>;
export const JoinCompanyWithInvitationCodeDocument = {"__meta__":{"hash":"7a551ed703ca98bb73d3952c4119b5ca4dbe2a7a2ffe55f168c325dc2b32f087"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCompanyWithInvitationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"joinCompanyWithInvitationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<JoinCompanyWithInvitationCodeMutation, JoinCompanyWithInvitationCodeMutationVariables>;
export const CompaniesForUserJoinDocument = {"__meta__":{"hash":"ba70509c295198c12a07064e39301cb293fcb1982c74caffd6441b5d4c5e02ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompaniesForUserJoin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companiesForUserJoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyName"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"partnerManagerNames"}},{"kind":"Field","name":{"kind":"Name","value":"userJoinCompanyStatus"}}]}}]}}]}}]} as unknown as DocumentNode<CompaniesForUserJoinQuery, CompaniesForUserJoinQueryVariables>;
export const CreateOneCompanyJoinApplicationDocument = {"__meta__":{"hash":"8852407900cef16c507979e873d90c4e5bd1d0b4f9211b51e3620a2ceb2564ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOneCompanyJoinApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"realName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createOneCompanyJoinApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"realName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"realName"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<CreateOneCompanyJoinApplicationMutation, CreateOneCompanyJoinApplicationMutationVariables>;
export const CompanyJoinApplicationsDocument = {"__meta__":{"hash":"a08535dabed3b80e5fc4986c4305c95d187ad9b46eae05bde367a8c95d96f3ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyJoinApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyJoinApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefixCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyJoinApplicationsQuery, CompanyJoinApplicationsQueryVariables>;
export const ApproveCompanyJoinApplicationDocument = {"__meta__":{"hash":"6feded498573e69375ca537fe32fb5b6fc3dfc15aba24bb047082d7ea29cf73f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveCompanyJoinApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approveCompanyJoinApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"positionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"roleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveCompanyJoinApplicationMutation, ApproveCompanyJoinApplicationMutationVariables>;
export const RejectCompanyJoinApplicationDocument = {"__meta__":{"hash":"ad4bbdff70231cac1cf9f1fc37111387ef14f4760cb46e7ce2d638135691081d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectCompanyJoinApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auditComment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectCompanyJoinApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"auditComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auditComment"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RejectCompanyJoinApplicationMutation, RejectCompanyJoinApplicationMutationVariables>;
export const PublishedMaterialsDocument = {"__meta__":{"hash":"0030ed169d36fbf1fce78462834f5bc4cc0882003387fc78717119f360f7803e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishedMaterials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialFileType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedResourceMaterials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"typeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileType"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brief"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"canView"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterialTypeLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublishedMaterialsQuery, PublishedMaterialsQueryVariables>;
export const MaterialFiltersDocument = {"__meta__":{"hash":"4a39d182906f3d555ab8b3107fd6792499891eaac329826b74785082acd30f74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MaterialFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterialTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"enabled"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}}]}}]} as unknown as DocumentNode<MaterialFiltersQuery, MaterialFiltersQueryVariables>;
export const MaterialDetailDocument = {"__meta__":{"hash":"18532430d15bc71b78450504a3edf7e861fab834048f36f2d60fb7a925c50128"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MaterialDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brief"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"canView"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterialTypeLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"resourceMaterialProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MaterialDetailQuery, MaterialDetailQueryVariables>;
export const CompanyMembersDocument = {"__meta__":{"hash":"2ccf6a56e484ad0eb869a260297337a21b8a231585e0fea83c89d6c87e2dbd40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefixCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstJoinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyMembersQuery, CompanyMembersQueryVariables>;
export const UpdateCompanyUserDocument = {"__meta__":{"hash":"84739258bcea81ba0a8604a59a60d094905afcd40ca4f360687ea0b7e8cf84bd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompanyUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remark"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateCompanyUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"positionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"roleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"remark"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remark"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"positionId"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roleLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyUserMutation, UpdateCompanyUserMutationVariables>;
export const RemoveCompanyUserDocument = {"__meta__":{"hash":"a8d23d387c8c897490cddc857415771dad402eb2defc02ba21d2d1a8b1a7f765"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCompanyUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeCompanyUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveCompanyUserMutation, RemoveCompanyUserMutationVariables>;
export const MyMembershipDocument = {"__meta__":{"hash":"720b94d3a2328fbe1f4428ce8c8296e9b023ce224652c18fd6ca14500abb1300"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPartnerAdministrator"}},{"kind":"Field","name":{"kind":"Name","value":"isOnlyPartnerCompanyInternalAdmin"}}]}}]}}]} as unknown as DocumentNode<MyMembershipQuery, MyMembershipQueryVariables>;
export const ExitCompanyDocument = {"__meta__":{"hash":"18c43ec16d82f49682bdc9a46cce7755200169affd777a8a916d67b2ba978c0f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExitCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"exitCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ExitCompanyMutation, ExitCompanyMutationVariables>;
export const PendingApplicationCountDocument = {"__meta__":{"hash":"1318419ecb8e841d287c9c1520f86970c841295b7441462a376109f1b6ef5f8d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingApplicationCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyJoinApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"applicationStatus"},"value":{"kind":"EnumValue","value":"APPLYING"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<PendingApplicationCountQuery, PendingApplicationCountQueryVariables>;
export const MemberCountDocument = {"__meta__":{"hash":"98e49a8d65334fb79885048ccc43f13bd1f7e50840e264ace41ca437628ab4a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"JOINED"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<MemberCountQuery, MemberCountQueryVariables>;
export const UserMessagesDocument = {"__meta__":{"hash":"45397b14edd8030ae5119cd96e210cc173395e958b7f268640c7379074b19242"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Datetime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"createdAt"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"greaterThanOrEqualTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"messageParams"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"userMessageType"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<UserMessagesQuery, UserMessagesQueryVariables>;
export const UserMessageCountDocument = {"__meta__":{"hash":"bd49e86954916b4ade4e52fe3eba74a82918417174f49606ee38631d01fb5e3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserMessageCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Datetime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userMessageCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"allUserMessageCount"}}]}}]}}]} as unknown as DocumentNode<UserMessageCountQuery, UserMessageCountQueryVariables>;
export const MarkUserMessageReadDocument = {"__meta__":{"hash":"2c95b8a05fb9bb4501498b8b1cb19ebcd8338572028d402a2becdf10ec0337e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkUserMessageRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markUserMessageRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}}]}}]}}]} as unknown as DocumentNode<MarkUserMessageReadMutation, MarkUserMessageReadMutationVariables>;
export const MarkAllUserMessagesReadDocument = {"__meta__":{"hash":"aae1af639a21434832007bdc154838e9c7a90a405b57e3a6b565c023ffa60818"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllUserMessagesRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markAllUserMessagesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"isSuccess"}}]}}]}}]}}]} as unknown as DocumentNode<MarkAllUserMessagesReadMutation, MarkAllUserMessagesReadMutationVariables>;
export const UserMessageAddedDocument = {"__meta__":{"hash":"436c41ef2ffb9903321534fc2f8fa979d474a454a9e88e60b1fc0e95bf7f7cb3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UserMessageAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userMessageAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<UserMessageAddedSubscription, UserMessageAddedSubscriptionVariables>;
export const MyLatestPartnerApplicationDocument = {"__meta__":{"hash":"bdc8407e47db40ac2d674d04483dc2b1c7eeb410c0ff54a7eb893c4151f7d13b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLatestPartnerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myLatestPartnerApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<MyLatestPartnerApplicationQuery, MyLatestPartnerApplicationQueryVariables>;
export const PartnerApplicationPositionsDocument = {"__meta__":{"hash":"62e9de1e5bf265c428f77249d93820b0f71d6f11d8114eb794d77bb9a8a5ee14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerApplicationPositions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerApplicationPositionsQuery, PartnerApplicationPositionsQueryVariables>;
export const CreatePartnerApplicationDocument = {"__meta__":{"hash":"c0f649acc9764c8b4b799c26c50d651274ba5227a81671f9d40ef9273d397ab0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePartnerApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePartnerApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPartnerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePartnerApplicationMutation, CreatePartnerApplicationMutationVariables>;
export const PersonalCertificationTypesDocument = {"__meta__":{"hash":"4360330104d35a2a1e2af76668bc47ebbfe9ad775e29ecc5404dae93c01ff7c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalCertificationTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"site"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Site"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"englishFullName"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"validMonths"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertificationFeesByTypeId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"site"},"value":{"kind":"Variable","name":{"kind":"Name","value":"site"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PersonalCertificationTypesQuery, PersonalCertificationTypesQueryVariables>;
export const MyPersonalCertificationsDocument = {"__meta__":{"hash":"0ee6a8dc710cb91a64c1f280ed3b0a95d15382ae03d10adf52b338be5c5612d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPersonalCertifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"applicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyPersonalCertificationsQuery, MyPersonalCertificationsQueryVariables>;
export const CompanyPersonalCertificationsDocument = {"__meta__":{"hash":"6ded50ca631ad505ff60191187f15b512623802720c3f374a43b73c0c323b5c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyPersonalCertifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"condition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalCertificationCondition"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"deductedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"deductedMoney"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateToUserName"}},{"kind":"Field","name":{"kind":"Name","value":"grantDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyPersonalCertificationsQuery, CompanyPersonalCertificationsQueryVariables>;
export const PersonalCertificationDetailDocument = {"__meta__":{"hash":"cb169dcb3c2d10d7e9fe02610317ff96ac8a7f565dab688c9201b82e7abe4a21"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalCertificationDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"personalCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantId"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"site"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"deductedMoney"}},{"kind":"Field","name":{"kind":"Name","value":"deductedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"pointType"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactName"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"wantsInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceContentType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTitleType"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTitle"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCompanyName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceTaxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceReceiverEmail"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFileId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceFileName"}},{"kind":"Field","name":{"kind":"Name","value":"receiptFileId"}},{"kind":"Field","name":{"kind":"Name","value":"receiptFileName"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateToUserName"}},{"kind":"Field","name":{"kind":"Name","value":"grantDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"certificateDeliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileId"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"englishFullName"}},{"kind":"Field","name":{"kind":"Name","value":"validMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointUsageApprovals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"examExists"},"value":{"kind":"BooleanValue","value":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PersonalCertificationDetailQuery, PersonalCertificationDetailQueryVariables>;
export const CheckCompanyPointIsEnoughDocument = {"__meta__":{"hash":"e6253d943f3bf3cb93a21629909766f6a8783925c4c8c54d8bc8d892ad8cc9d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckCompanyPointIsEnough"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyPointType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"point"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkCompanyPointIsEnough"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"point"},"value":{"kind":"Variable","name":{"kind":"Name","value":"point"}}}]}]}}]} as unknown as DocumentNode<CheckCompanyPointIsEnoughQuery, CheckCompanyPointIsEnoughQueryVariables>;
export const ReserveRedeemCodeDocument = {"__meta__":{"hash":"affee35aaa8d9eaa1d81df85675c90e03aa046c8404b16d8ce8e5130b0dd29fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReserveRedeemCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reserveRedeemCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"typeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"typeId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redeemCodeId"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"failuresLeft"}}]}}]}}]}}]} as unknown as DocumentNode<ReserveRedeemCodeMutation, ReserveRedeemCodeMutationVariables>;
export const ApplyPersonalCertificationDocument = {"__meta__":{"hash":"df2fd2d114139a07a8fdbd3a177af472a0cfcecf07fb4b1cfd86ac0aa34d991b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyPersonalCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyPersonalCertificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyPersonalCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyPersonalCertificationMutation, ApplyPersonalCertificationMutationVariables>;
export const CancelPersonalCertificationDocument = {"__meta__":{"hash":"c680bfb204976036004c9c802f81d3434c429bb7e9a692ab9d5f772fc0f43077"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPersonalCertification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certificationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelPersonalCertification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"certificationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certificationId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}}]}}]}}]}}]} as unknown as DocumentNode<CancelPersonalCertificationMutation, CancelPersonalCertificationMutationVariables>;
export const PointUsageApprovalsDocument = {"__meta__":{"hash":"bfa9b690f90bdbd001a0a29db404805abefeb7cbf391d2c3e37e9866b484cac4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PointUsageApprovals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"condition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PointUsageApprovalCondition"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pointUsageApprovals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"usageType"}},{"kind":"Field","name":{"kind":"Name","value":"submitterName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalCertification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PointUsageApprovalsQuery, PointUsageApprovalsQueryVariables>;
export const ApprovePointUsageApprovalDocument = {"__meta__":{"hash":"875d588c6428602597a940124064e811aefd6ba9c77ce68f3b678820989e54e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovePointUsageApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"approvePointUsageApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"approvalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvalId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovePointUsageApprovalMutation, ApprovePointUsageApprovalMutationVariables>;
export const RejectPointUsageApprovalDocument = {"__meta__":{"hash":"7b4882ef360bc11785c759f5721612c69bb1058d6988565f6545a784b4d54500"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectPointUsageApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approvalId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auditComment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rejectPointUsageApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"approvalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approvalId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"auditComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auditComment"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RejectPointUsageApprovalMutation, RejectPointUsageApprovalMutationVariables>;
export const OwnDeliveryAddressesDocument = {"__meta__":{"hash":"6eea3df2ea69b70281dcda28eae44d2f8374acdf538b879c9209d0f01c650e9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnDeliveryAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"IS_DEFAULT_DESC"},{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"phonePrefixCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]}}]} as unknown as DocumentNode<OwnDeliveryAddressesQuery, OwnDeliveryAddressesQueryVariables>;
export const MyJoinApplicationsDocument = {"__meta__":{"hash":"860d91a2732967e3e67e3da477daa9679722783a975e38973d3390e4201bdbb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyJoinApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyJoinApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"applicantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"auditComment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canReApply"}}]}}]}}]}}]} as unknown as DocumentNode<MyJoinApplicationsQuery, MyJoinApplicationsQueryVariables>;
export const UserInfoPositionsDocument = {"__meta__":{"hash":"203e0f383fb1ae990334db0cb0a648a016030e2182c1994432de117717ef1db9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserInfoPositions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIMARY_KEY_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UserInfoPositionsQuery, UserInfoPositionsQueryVariables>;
export const SendVerificationCodeDocument = {"__meta__":{"hash":"76c042883e4c13b0a7360116479077aa5543b1233aba110ea0885c2a4ba6c08e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendVerificationCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefixCountryCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"phonePrefixCountryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefixCountryCode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"contactNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactNumber"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAt"}}]}}]}}]}}]} as unknown as DocumentNode<SendVerificationCodeMutation, SendVerificationCodeMutationVariables>;
export const VerificationCodeStatusDocument = {"__meta__":{"hash":"808fe2ef5223aaf65682ab2dcc6afc00803767215e6b8f6eabb848e1102b1f43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationCodeStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCodeStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<VerificationCodeStatusQuery, VerificationCodeStatusQueryVariables>;
export const EditUserInfoDocument = {"__meta__":{"hash":"44bb6dd607ee1663f4a1dbb0fb014cb67357dca8f47b692670a1651cb595c344"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditUserInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefixCountryCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contactNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isSyncToAccountCenter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"editUserInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"positionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"positionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"phonePrefixCountryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phonePrefixCountryCode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"contactNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contactNumber"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"isSyncToAccountCenter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isSyncToAccountCenter"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAddedUserInfo"}}]}}]}}]}}]} as unknown as DocumentNode<EditUserInfoMutation, EditUserInfoMutationVariables>;
export const MyAccountSyncDocument = {"__meta__":{"hash":"0f0b6a0f0451075e444880eecc5705a8d83d0400ceec7bf5aac75ea9f1267af7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccountSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myAccountSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"syncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}}]}}]} as unknown as DocumentNode<MyAccountSyncQuery, MyAccountSyncQueryVariables>;
export const CompanyDynamicPermissionDocument = {"__meta__":{"hash":"6d59800b6184c5fa310f6aa8d62a0c8030b4828f4067bc3cb854bd4544821125"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyDynamicPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyDynamicPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"viewProjectReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"privileged"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manageProjectReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"privileged"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canCreateProjectFiling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"privileged"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyDynamicPermissionQuery, CompanyDynamicPermissionQueryVariables>;
export const ProjectFilingListDocument = {"__meta__":{"hash":"70fd1c4adee4bef7258ff892cb241815d5078e2d269c41ae0f12169821ffb5e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectFilingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFilingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerFullName"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedOrderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currencyIsoCode"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"principalName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectFilingListQuery, ProjectFilingListQueryVariables>;
export const ProjectFilingOptionsDocument = {"__meta__":{"hash":"beaf6ab4c9dd100a9dde6e0b5def278aeb67d563f18c80916a9cf21a89af2174"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectFilingOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"industries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationScenarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectPhases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseTypes"}},{"kind":"Field","name":{"kind":"Name","value":"units"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"distributors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"JOINED"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"NAME_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissionKeys"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectFilingOptionsQuery, ProjectFilingOptionsQueryVariables>;
export const ProjectFilingDetailDocument = {"__meta__":{"hash":"f516901557704a67e00d52958d7ee8a3570cf1a85e123cdcfc29fa50612ecf3a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectFilingDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"semanticId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingBySemanticId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"semanticId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"semanticId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerFullName"}},{"kind":"Field","name":{"kind":"Name","value":"customerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"industry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPosition"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhonePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedOrderBudget"}},{"kind":"Field","name":{"kind":"Name","value":"currencyIsoCode"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySourceId"}},{"kind":"Field","name":{"kind":"Name","value":"opportunitySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitorIds"}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationScenarioIds"}},{"kind":"Field","name":{"kind":"Name","value":"applicationScenarios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDistributorId"}},{"kind":"Field","name":{"kind":"Name","value":"preferredDistributor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"principalId"}},{"kind":"Field","name":{"kind":"Name","value":"principalName"}},{"kind":"Field","name":{"kind":"Name","value":"submitterName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signDate"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"canRenew"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingProductsByFilingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"LINE_NO_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineNo"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseType"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingProgressesByFilingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameZh"}}]}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingRenewalsByFilingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingApprovalsByFilingId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"CREATED_AT_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"renewalId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"renewalId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectFilingDetailQuery, ProjectFilingDetailQueryVariables>;
export const CreateProjectFilingDocument = {"__meta__":{"hash":"32024ad3033fe59d7afd94ebcc3c44be9556f1bcf1f7f8c39cdd1ffaafc55d4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProjectFiling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectFilingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createProjectFiling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProjectFilingMutation, CreateProjectFilingMutationVariables>;
export const UpdateProjectFilingDocument = {"__meta__":{"hash":"b3d95122efb7a6d94efd2c5cf09d4a01d323650adb77df2a99ace29c5a65153a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProjectFiling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectFilingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateProjectFiling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProjectFilingMutation, UpdateProjectFilingMutationVariables>;
export const CancelProjectFilingDocument = {"__meta__":{"hash":"7382a304f80fe2b1ed9b2099d9324d329c2012d49265a1ed83643f5c88c7a4f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelProjectFiling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelProjectFiling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"filingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filingId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]}}]}}]} as unknown as DocumentNode<CancelProjectFilingMutation, CancelProjectFilingMutationVariables>;
export const CreateProjectFilingProgressDocument = {"__meta__":{"hash":"a5087ca3c3ed1304dfad15e9ff6e754b452a0894a4dae8468abc67ef0f140e63"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProjectFilingProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createProjectFilingProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"filingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filingId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"phaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProjectFilingProgressMutation, CreateProjectFilingProgressMutationVariables>;
export const UpdateProjectFilingProgressDocument = {"__meta__":{"hash":"2bd11bc48394e540292ffc6dc00b048a8f6741075bad3df18e50e3949c0d7a46"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProjectFilingProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"progressId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateProjectFilingProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"progressId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"progressId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"phaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"phaseId"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProjectFilingProgressMutation, UpdateProjectFilingProgressMutationVariables>;
export const CreateProjectFilingRenewalDocument = {"__meta__":{"hash":"78aab7a5eebcd5d0c7f99394cac174ecd420714a9f8da6db9dd5b1c2cbeb1614"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProjectFilingRenewal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validUntilDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createProjectFilingRenewal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"filingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filingId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"phaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phaseId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"validUntilDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validUntilDate"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProjectFilingRenewalMutation, CreateProjectFilingRenewalMutationVariables>;
export const CompanyPerformanceListDocument = {"__meta__":{"hash":"6ed24cfd4ad8780f32f11ca85a74fd887fac2b7a8060c140858540a7f36dc54c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyPerformanceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"EFFECTIVE_DATE_DESC"},{"kind":"EnumValue","value":"ID_DESC"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"semanticId"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingSemanticId"}},{"kind":"Field","name":{"kind":"Name","value":"projectFilingName"}},{"kind":"Field","name":{"kind":"Name","value":"customerFullName"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"currencyIsoCode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyPerformanceListQuery, CompanyPerformanceListQueryVariables>;
export const CompanyPerformanceTotalsDocument = {"__meta__":{"hash":"25d922a20768dfd1e45f250ced79394695cdc9340d1e87255bd3add140791d71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyPerformanceTotals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"companyPerformanceTotalsList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currencyIsoCode"}},{"kind":"Field","name":{"kind":"Name","value":"projectType"}},{"kind":"Field","name":{"kind":"Name","value":"performance"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}}]}}]}}]} as unknown as DocumentNode<CompanyPerformanceTotalsQuery, CompanyPerformanceTotalsQueryVariables>;
export const RecentPagesDocument = {"__meta__":{"hash":"a9a0b81a44430bc8fcfc2c283ec8eddbc7c3063944894c406d4c1c7f539f3148"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleKey"}},{"kind":"Field","name":{"kind":"Name","value":"visitedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RecentPagesQuery, RecentPagesQueryVariables>;
export const RecordRecentPageDocument = {"__meta__":{"hash":"cbf76012fa66e095a1a77f90480863f523d92abff248165f8d642835e4a834d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordRecentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"titleKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordRecentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"titleKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"titleKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RecordRecentPageMutation, RecordRecentPageMutationVariables>;
export const UploadOneFileDocument = {"__meta__":{"hash":"e484df9ce41b0bf5d967d4f9bf6772f1f7097140cb45dc8526e0998fc0ccb576"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadOneFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadOneFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uploadOneFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedFileId"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"headers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UploadOneFileMutation, UploadOneFileMutationVariables>;
export const ConfirmUploadedFileDocument = {"__meta__":{"hash":"59263a7529d0744a518d5d2f14c57364f7cd4597b891cda1dc499ee869e7f163"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmUploadedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"confirmUploadedFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]} as unknown as DocumentNode<ConfirmUploadedFileMutation, ConfirmUploadedFileMutationVariables>;
export const CancelUploadedFileDocument = {"__meta__":{"hash":"34d3c5591f1116a088ed8183dcfe7186c26c4203bf72f428a6136c109276c16e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelUploadedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUploadedFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelUploadedFileMutation, CancelUploadedFileMutationVariables>;
export const FileUrlDocument = {"__meta__":{"hash":"4f5c158464d433c93ce898bffdb8a826a9982615f227cc619e442a20f32e601d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FileUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDownload"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"generateOneFileUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDownload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDownload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<FileUrlQuery, FileUrlQueryVariables>;
export const MyAvatarDocument = {"__meta__":{"hash":"f36ed609c2631de77f2f46ba48c092ed56e95d7621ab653a77aedf4e6c74c7ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAvatar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rootUserId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]} as unknown as DocumentNode<MyAvatarQuery, MyAvatarQueryVariables>;
export const SetMyAvatarDocument = {"__meta__":{"hash":"5c6b51937ecb701ba936395f48c5ed7a18267c62ced64a946e3cb9cb7800473e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setMyAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]} as unknown as DocumentNode<SetMyAvatarMutation, SetMyAvatarMutationVariables>;
export const UserGuidePagesDocument = {"__meta__":{"hash":"fc65a3672fb896cadbe7c9c308f8652d67c398a9ebc1cd5be0788fbd7511c82f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserGuidePages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userGuidePages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SORT_ORDER_ASC"},{"kind":"EnumValue","value":"ID_ASC"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<UserGuidePagesQuery, UserGuidePagesQueryVariables>;
export const UserGuidePageDocument = {"__meta__":{"hash":"028fcd5c3d95aa86b8637e2ba29d13879e21ae8b8747e5ad3e7f71ff6a629001"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserGuidePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"userGuidePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UserGuidePageQuery, UserGuidePageQueryVariables>;