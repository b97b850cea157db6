/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PositionRoleOptions($companyId: UUID!) {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n      }\n    }\n    roles(\n      condition: { type: ORGANIZATIONAL }\n      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }\n      orderBy: [PRIMARY_KEY_ASC]\n    ) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PositionRoleOptionsDocument,
    "\n  fragment CurrentUserIdentityFields on CurrentUserIdentity {\n    userId\n    userName\n    email\n    permissionKeys\n    canApplyJoinCompany\n    contactNumber\n    phonePrefixCountryCode\n    isAddedUserInfo\n    roleNames\n    companyId\n    companyName\n    position {\n      id\n      name\n    }\n  }\n": typeof types.CurrentUserIdentityFieldsFragmentDoc,
    "\n  query CurrentUserInfo($companyId: UUID) {\n    currentUserInfo(companyId: $companyId) {\n      rootUserId\n      switchSiteSuggestionReaded\n      defaultUser {\n        ...CurrentUserIdentityFields\n      }\n      ownCompanyUsers {\n        companyId\n        companyName\n        userId\n      }\n      currentCompanyUser {\n        ...CurrentUserIdentityFields\n      }\n    }\n  }\n": typeof types.CurrentUserInfoDocument,
    "\n  mutation MarkSwitchSiteSuggestionRead {\n    markSwitchSiteSuggestionRead(input: {}) {\n      result\n    }\n  }\n": typeof types.MarkSwitchSiteSuggestionReadDocument,
    "\n  mutation CreateCompanyInvitation($companyId: UUID!, $positionId: Int!, $roleIds: [UUID]!) {\n    createCompanyInvitation(input: { companyId: $companyId, positionId: $positionId, roleIds: $roleIds }) {\n      result {\n        id\n        code\n        expiresAt\n        positionName\n        roleNames\n        status\n      }\n    }\n  }\n": typeof types.CreateCompanyInvitationDocument,
    "\n  query CompanyInvitations($companyId: UUID!, $first: Int!, $offset: Int!) {\n    companyInvitations(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        code\n        createdAt\n        expiresAt\n        status\n        positionName\n        roleNames\n        usedAt\n        usedByName\n      }\n    }\n  }\n": typeof types.CompanyInvitationsDocument,
    "\n  query InvitationByCode($code: String!) {\n    invitationByCode(code: $code) {\n      companyId\n      companyName\n      positionName\n      roleNames\n      expiresAt\n      status\n    }\n  }\n": typeof types.InvitationByCodeDocument,
    "\n  mutation JoinCompanyWithInvitationCode($code: String!) {\n    joinCompanyWithInvitationCode(input: { code: $code }) {\n      result {\n        companyId\n        companyName\n        status\n      }\n    }\n  }\n": typeof types.JoinCompanyWithInvitationCodeDocument,
    "\n  query CompanyJoinApplications($companyId: UUID!, $first: Int!, $offset: Int!) {\n    companyJoinApplications(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        companyId\n        realName\n        account\n        contactNumber\n        phonePrefixCountryCode\n        applicationStatus\n        auditComment\n        remark\n        createdAt\n        reviewedAt\n        approverName\n        roleNames\n        position {\n          name\n        }\n      }\n    }\n  }\n": typeof types.CompanyJoinApplicationsDocument,
    "\n  mutation ApproveCompanyJoinApplication($applicationId: UUID!, $name: String!, $positionId: Int!, $roleIds: [UUID]!) {\n    approveCompanyJoinApplication(input: { applicationId: $applicationId, name: $name, positionId: $positionId, roleIds: $roleIds }) {\n      result {\n        id\n        applicationStatus\n        reviewedAt\n      }\n    }\n  }\n": typeof types.ApproveCompanyJoinApplicationDocument,
    "\n  mutation RejectCompanyJoinApplication($applicationId: UUID!, $auditComment: String!) {\n    rejectCompanyJoinApplication(input: { applicationId: $applicationId, auditComment: $auditComment }) {\n      result {\n        id\n        applicationStatus\n        auditComment\n        reviewedAt\n      }\n    }\n  }\n": typeof types.RejectCompanyJoinApplicationDocument,
    "\n  query CompaniesForUserJoin($companyName: String!, $first: Int!, $offset: Int!) {\n    companiesForUserJoin(companyName: $companyName, first: $first, offset: $offset) {\n      nodes {\n        id\n        name\n        partnerManagerNames\n        userJoinCompanyStatus\n      }\n    }\n  }\n": typeof types.CompaniesForUserJoinDocument,
    "\n  mutation CreateOneCompanyJoinApplication($companyId: UUID!, $realName: String!) {\n    createOneCompanyJoinApplication(input: { companyId: $companyId, realName: $realName }) {\n      result {\n        id\n        applicationStatus\n      }\n    }\n  }\n": typeof types.CreateOneCompanyJoinApplicationDocument,
    "\n  query CompanyMembers($companyId: UUID!, $first: Int!, $offset: Int!) {\n    users(condition: { companyId: $companyId }, orderBy: [CREATED_AT_ASC, ID_ASC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        contactNumber\n        phonePrefixCountryCode\n        status\n        firstJoinedAt\n        remark\n        roleNames\n        position {\n          name\n        }\n      }\n    }\n  }\n": typeof types.CompanyMembersDocument,
    "\n  query PendingApplicationCount($companyId: UUID!) {\n    companyJoinApplications(condition: { companyId: $companyId, applicationStatus: APPLYING }) {\n      totalCount\n    }\n  }\n": typeof types.PendingApplicationCountDocument,
    "\n  query MemberCount($companyId: UUID!) {\n    users(condition: { companyId: $companyId, status: JOINED }) {\n      totalCount\n    }\n  }\n": typeof types.MemberCountDocument,
    "\n  query UserMessages($since: Datetime!, $first: Int!, $after: Cursor) {\n    userMessages(\n      orderBy: [CREATED_AT_DESC, ID_DESC]\n      first: $first\n      after: $after\n      filter: { createdAt: { greaterThanOrEqualTo: $since } }\n    ) {\n      nodes {\n        id\n        title\n        content\n        isRead\n        userMessageType\n        link\n        companyId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.UserMessagesDocument,
    "\n  query UserMessageCount($since: Datetime!) {\n    userMessageCount(since: $since) {\n      unreadCount\n      allUserMessageCount\n    }\n  }\n": typeof types.UserMessageCountDocument,
    "\n  mutation MarkUserMessageRead($id: UUID!) {\n    markUserMessageRead(input: { id: $id }) {\n      result {\n        id\n        isRead\n      }\n    }\n  }\n": typeof types.MarkUserMessageReadDocument,
    "\n  mutation MarkAllUserMessagesRead {\n    markAllUserMessagesRead(input: {}) {\n      result {\n        count\n        isSuccess\n      }\n    }\n  }\n": typeof types.MarkAllUserMessagesReadDocument,
    "\n  query MyJoinApplications($applicantId: UUID!, $first: Int!, $offset: Int!) {\n    companyJoinApplications(condition: { applicantId: $applicantId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        companyId\n        companyName\n        realName\n        applicationStatus\n        auditComment\n        createdAt\n        reviewedAt\n        canReApply\n      }\n    }\n  }\n": typeof types.MyJoinApplicationsDocument,
    "\n  query UserInfoPositions {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UserInfoPositionsDocument,
    "\n  mutation SendVerificationCode($phonePrefixCountryCode: String!, $contactNumber: String!) {\n    sendVerificationCode(input: { phonePrefixCountryCode: $phonePrefixCountryCode, contactNumber: $contactNumber }) {\n      result {\n        id\n        expiresAt\n        resendAt\n      }\n    }\n  }\n": typeof types.SendVerificationCodeDocument,
    "\n  query VerificationCodeStatus($id: UUID!) {\n    verificationCodeStatus(id: $id)\n  }\n": typeof types.VerificationCodeStatusDocument,
    "\n  mutation EditUserInfo(\n    $userId: UUID!\n    $name: String!\n    $positionId: Int!\n    $email: String!\n    $phonePrefixCountryCode: String!\n    $contactNumber: String!\n    $verificationCode: String\n    $isSyncToAccountCenter: Boolean!\n  ) {\n    editUserInfo(\n      input: {\n        userId: $userId\n        name: $name\n        positionId: $positionId\n        email: $email\n        phonePrefixCountryCode: $phonePrefixCountryCode\n        contactNumber: $contactNumber\n        verificationCode: $verificationCode\n        isSyncToAccountCenter: $isSyncToAccountCenter\n      }\n    ) {\n      result {\n        id\n        isAddedUserInfo\n      }\n    }\n  }\n": typeof types.EditUserInfoDocument,
    "\n  query MyAccountSync {\n    myAccountSync {\n      requestedAt\n      syncedAt\n      errorCode\n    }\n  }\n": typeof types.MyAccountSyncDocument,
    "\n  mutation UploadOneFile($input: UploadOneFileInput!) {\n    uploadOneFile(input: $input) {\n      uploadedFileId\n      credentials {\n        url\n        method\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.UploadOneFileDocument,
    "\n  mutation ConfirmUploadedFile($id: UUID!) {\n    confirmUploadedFile(id: $id) {\n      id\n      status\n      name\n      size\n      mimeType\n    }\n  }\n": typeof types.ConfirmUploadedFileDocument,
    "\n  mutation CancelUploadedFile($id: UUID!) {\n    cancelUploadedFile(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelUploadedFileDocument,
    "\n  query FileUrl($fileId: UUID!, $isDownload: Boolean) {\n    generateOneFileUrl(fileId: $fileId, isDownload: $isDownload) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.FileUrlDocument,
    "\n  query MyAvatar {\n    currentUserInfo {\n      rootUserId\n      defaultUser {\n        userId\n        userName\n        avatar\n      }\n    }\n  }\n": typeof types.MyAvatarDocument,
    "\n  mutation SetMyAvatar($fileId: UUID!) {\n    setMyAvatar(input: { fileId: $fileId }) {\n      result {\n        id\n        avatar\n      }\n    }\n  }\n": typeof types.SetMyAvatarDocument,
};
const documents: Documents = {
    "\n  query PositionRoleOptions($companyId: UUID!) {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n      }\n    }\n    roles(\n      condition: { type: ORGANIZATIONAL }\n      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }\n      orderBy: [PRIMARY_KEY_ASC]\n    ) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.PositionRoleOptionsDocument,
    "\n  fragment CurrentUserIdentityFields on CurrentUserIdentity {\n    userId\n    userName\n    email\n    permissionKeys\n    canApplyJoinCompany\n    contactNumber\n    phonePrefixCountryCode\n    isAddedUserInfo\n    roleNames\n    companyId\n    companyName\n    position {\n      id\n      name\n    }\n  }\n": types.CurrentUserIdentityFieldsFragmentDoc,
    "\n  query CurrentUserInfo($companyId: UUID) {\n    currentUserInfo(companyId: $companyId) {\n      rootUserId\n      switchSiteSuggestionReaded\n      defaultUser {\n        ...CurrentUserIdentityFields\n      }\n      ownCompanyUsers {\n        companyId\n        companyName\n        userId\n      }\n      currentCompanyUser {\n        ...CurrentUserIdentityFields\n      }\n    }\n  }\n": types.CurrentUserInfoDocument,
    "\n  mutation MarkSwitchSiteSuggestionRead {\n    markSwitchSiteSuggestionRead(input: {}) {\n      result\n    }\n  }\n": types.MarkSwitchSiteSuggestionReadDocument,
    "\n  mutation CreateCompanyInvitation($companyId: UUID!, $positionId: Int!, $roleIds: [UUID]!) {\n    createCompanyInvitation(input: { companyId: $companyId, positionId: $positionId, roleIds: $roleIds }) {\n      result {\n        id\n        code\n        expiresAt\n        positionName\n        roleNames\n        status\n      }\n    }\n  }\n": types.CreateCompanyInvitationDocument,
    "\n  query CompanyInvitations($companyId: UUID!, $first: Int!, $offset: Int!) {\n    companyInvitations(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        code\n        createdAt\n        expiresAt\n        status\n        positionName\n        roleNames\n        usedAt\n        usedByName\n      }\n    }\n  }\n": types.CompanyInvitationsDocument,
    "\n  query InvitationByCode($code: String!) {\n    invitationByCode(code: $code) {\n      companyId\n      companyName\n      positionName\n      roleNames\n      expiresAt\n      status\n    }\n  }\n": types.InvitationByCodeDocument,
    "\n  mutation JoinCompanyWithInvitationCode($code: String!) {\n    joinCompanyWithInvitationCode(input: { code: $code }) {\n      result {\n        companyId\n        companyName\n        status\n      }\n    }\n  }\n": types.JoinCompanyWithInvitationCodeDocument,
    "\n  query CompanyJoinApplications($companyId: UUID!, $first: Int!, $offset: Int!) {\n    companyJoinApplications(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        companyId\n        realName\n        account\n        contactNumber\n        phonePrefixCountryCode\n        applicationStatus\n        auditComment\n        remark\n        createdAt\n        reviewedAt\n        approverName\n        roleNames\n        position {\n          name\n        }\n      }\n    }\n  }\n": types.CompanyJoinApplicationsDocument,
    "\n  mutation ApproveCompanyJoinApplication($applicationId: UUID!, $name: String!, $positionId: Int!, $roleIds: [UUID]!) {\n    approveCompanyJoinApplication(input: { applicationId: $applicationId, name: $name, positionId: $positionId, roleIds: $roleIds }) {\n      result {\n        id\n        applicationStatus\n        reviewedAt\n      }\n    }\n  }\n": types.ApproveCompanyJoinApplicationDocument,
    "\n  mutation RejectCompanyJoinApplication($applicationId: UUID!, $auditComment: String!) {\n    rejectCompanyJoinApplication(input: { applicationId: $applicationId, auditComment: $auditComment }) {\n      result {\n        id\n        applicationStatus\n        auditComment\n        reviewedAt\n      }\n    }\n  }\n": types.RejectCompanyJoinApplicationDocument,
    "\n  query CompaniesForUserJoin($companyName: String!, $first: Int!, $offset: Int!) {\n    companiesForUserJoin(companyName: $companyName, first: $first, offset: $offset) {\n      nodes {\n        id\n        name\n        partnerManagerNames\n        userJoinCompanyStatus\n      }\n    }\n  }\n": types.CompaniesForUserJoinDocument,
    "\n  mutation CreateOneCompanyJoinApplication($companyId: UUID!, $realName: String!) {\n    createOneCompanyJoinApplication(input: { companyId: $companyId, realName: $realName }) {\n      result {\n        id\n        applicationStatus\n      }\n    }\n  }\n": types.CreateOneCompanyJoinApplicationDocument,
    "\n  query CompanyMembers($companyId: UUID!, $first: Int!, $offset: Int!) {\n    users(condition: { companyId: $companyId }, orderBy: [CREATED_AT_ASC, ID_ASC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        contactNumber\n        phonePrefixCountryCode\n        status\n        firstJoinedAt\n        remark\n        roleNames\n        position {\n          name\n        }\n      }\n    }\n  }\n": types.CompanyMembersDocument,
    "\n  query PendingApplicationCount($companyId: UUID!) {\n    companyJoinApplications(condition: { companyId: $companyId, applicationStatus: APPLYING }) {\n      totalCount\n    }\n  }\n": types.PendingApplicationCountDocument,
    "\n  query MemberCount($companyId: UUID!) {\n    users(condition: { companyId: $companyId, status: JOINED }) {\n      totalCount\n    }\n  }\n": types.MemberCountDocument,
    "\n  query UserMessages($since: Datetime!, $first: Int!, $after: Cursor) {\n    userMessages(\n      orderBy: [CREATED_AT_DESC, ID_DESC]\n      first: $first\n      after: $after\n      filter: { createdAt: { greaterThanOrEqualTo: $since } }\n    ) {\n      nodes {\n        id\n        title\n        content\n        isRead\n        userMessageType\n        link\n        companyId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.UserMessagesDocument,
    "\n  query UserMessageCount($since: Datetime!) {\n    userMessageCount(since: $since) {\n      unreadCount\n      allUserMessageCount\n    }\n  }\n": types.UserMessageCountDocument,
    "\n  mutation MarkUserMessageRead($id: UUID!) {\n    markUserMessageRead(input: { id: $id }) {\n      result {\n        id\n        isRead\n      }\n    }\n  }\n": types.MarkUserMessageReadDocument,
    "\n  mutation MarkAllUserMessagesRead {\n    markAllUserMessagesRead(input: {}) {\n      result {\n        count\n        isSuccess\n      }\n    }\n  }\n": types.MarkAllUserMessagesReadDocument,
    "\n  query MyJoinApplications($applicantId: UUID!, $first: Int!, $offset: Int!) {\n    companyJoinApplications(condition: { applicantId: $applicantId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        companyId\n        companyName\n        realName\n        applicationStatus\n        auditComment\n        createdAt\n        reviewedAt\n        canReApply\n      }\n    }\n  }\n": types.MyJoinApplicationsDocument,
    "\n  query UserInfoPositions {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n": types.UserInfoPositionsDocument,
    "\n  mutation SendVerificationCode($phonePrefixCountryCode: String!, $contactNumber: String!) {\n    sendVerificationCode(input: { phonePrefixCountryCode: $phonePrefixCountryCode, contactNumber: $contactNumber }) {\n      result {\n        id\n        expiresAt\n        resendAt\n      }\n    }\n  }\n": types.SendVerificationCodeDocument,
    "\n  query VerificationCodeStatus($id: UUID!) {\n    verificationCodeStatus(id: $id)\n  }\n": types.VerificationCodeStatusDocument,
    "\n  mutation EditUserInfo(\n    $userId: UUID!\n    $name: String!\n    $positionId: Int!\n    $email: String!\n    $phonePrefixCountryCode: String!\n    $contactNumber: String!\n    $verificationCode: String\n    $isSyncToAccountCenter: Boolean!\n  ) {\n    editUserInfo(\n      input: {\n        userId: $userId\n        name: $name\n        positionId: $positionId\n        email: $email\n        phonePrefixCountryCode: $phonePrefixCountryCode\n        contactNumber: $contactNumber\n        verificationCode: $verificationCode\n        isSyncToAccountCenter: $isSyncToAccountCenter\n      }\n    ) {\n      result {\n        id\n        isAddedUserInfo\n      }\n    }\n  }\n": types.EditUserInfoDocument,
    "\n  query MyAccountSync {\n    myAccountSync {\n      requestedAt\n      syncedAt\n      errorCode\n    }\n  }\n": types.MyAccountSyncDocument,
    "\n  mutation UploadOneFile($input: UploadOneFileInput!) {\n    uploadOneFile(input: $input) {\n      uploadedFileId\n      credentials {\n        url\n        method\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.UploadOneFileDocument,
    "\n  mutation ConfirmUploadedFile($id: UUID!) {\n    confirmUploadedFile(id: $id) {\n      id\n      status\n      name\n      size\n      mimeType\n    }\n  }\n": types.ConfirmUploadedFileDocument,
    "\n  mutation CancelUploadedFile($id: UUID!) {\n    cancelUploadedFile(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelUploadedFileDocument,
    "\n  query FileUrl($fileId: UUID!, $isDownload: Boolean) {\n    generateOneFileUrl(fileId: $fileId, isDownload: $isDownload) {\n      url\n      expiresAt\n    }\n  }\n": types.FileUrlDocument,
    "\n  query MyAvatar {\n    currentUserInfo {\n      rootUserId\n      defaultUser {\n        userId\n        userName\n        avatar\n      }\n    }\n  }\n": types.MyAvatarDocument,
    "\n  mutation SetMyAvatar($fileId: UUID!) {\n    setMyAvatar(input: { fileId: $fileId }) {\n      result {\n        id\n        avatar\n      }\n    }\n  }\n": types.SetMyAvatarDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PositionRoleOptions($companyId: UUID!) {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n      }\n    }\n    roles(\n      condition: { type: ORGANIZATIONAL }\n      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }\n      orderBy: [PRIMARY_KEY_ASC]\n    ) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PositionRoleOptions($companyId: UUID!) {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n      }\n    }\n    roles(\n      condition: { type: ORGANIZATIONAL }\n      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }\n      orderBy: [PRIMARY_KEY_ASC]\n    ) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserIdentityFields on CurrentUserIdentity {\n    userId\n    userName\n    email\n    permissionKeys\n    canApplyJoinCompany\n    contactNumber\n    phonePrefixCountryCode\n    isAddedUserInfo\n    roleNames\n    companyId\n    companyName\n    position {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserIdentityFields on CurrentUserIdentity {\n    userId\n    userName\n    email\n    permissionKeys\n    canApplyJoinCompany\n    contactNumber\n    phonePrefixCountryCode\n    isAddedUserInfo\n    roleNames\n    companyId\n    companyName\n    position {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUserInfo($companyId: UUID) {\n    currentUserInfo(companyId: $companyId) {\n      rootUserId\n      switchSiteSuggestionReaded\n      defaultUser {\n        ...CurrentUserIdentityFields\n      }\n      ownCompanyUsers {\n        companyId\n        companyName\n        userId\n      }\n      currentCompanyUser {\n        ...CurrentUserIdentityFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUserInfo($companyId: UUID) {\n    currentUserInfo(companyId: $companyId) {\n      rootUserId\n      switchSiteSuggestionReaded\n      defaultUser {\n        ...CurrentUserIdentityFields\n      }\n      ownCompanyUsers {\n        companyId\n        companyName\n        userId\n      }\n      currentCompanyUser {\n        ...CurrentUserIdentityFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSwitchSiteSuggestionRead {\n    markSwitchSiteSuggestionRead(input: {}) {\n      result\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSwitchSiteSuggestionRead {\n    markSwitchSiteSuggestionRead(input: {}) {\n      result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompanyInvitation($companyId: UUID!, $positionId: Int!, $roleIds: [UUID]!) {\n    createCompanyInvitation(input: { companyId: $companyId, positionId: $positionId, roleIds: $roleIds }) {\n      result {\n        id\n        code\n        expiresAt\n        positionName\n        roleNames\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompanyInvitation($companyId: UUID!, $positionId: Int!, $roleIds: [UUID]!) {\n    createCompanyInvitation(input: { companyId: $companyId, positionId: $positionId, roleIds: $roleIds }) {\n      result {\n        id\n        code\n        expiresAt\n        positionName\n        roleNames\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyInvitations($companyId: UUID!, $first: Int!, $offset: Int!) {\n    companyInvitations(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        code\n        createdAt\n        expiresAt\n        status\n        positionName\n        roleNames\n        usedAt\n        usedByName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyInvitations($companyId: UUID!, $first: Int!, $offset: Int!) {\n    companyInvitations(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        code\n        createdAt\n        expiresAt\n        status\n        positionName\n        roleNames\n        usedAt\n        usedByName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationByCode($code: String!) {\n    invitationByCode(code: $code) {\n      companyId\n      companyName\n      positionName\n      roleNames\n      expiresAt\n      status\n    }\n  }\n"): (typeof documents)["\n  query InvitationByCode($code: String!) {\n    invitationByCode(code: $code) {\n      companyId\n      companyName\n      positionName\n      roleNames\n      expiresAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCompanyWithInvitationCode($code: String!) {\n    joinCompanyWithInvitationCode(input: { code: $code }) {\n      result {\n        companyId\n        companyName\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCompanyWithInvitationCode($code: String!) {\n    joinCompanyWithInvitationCode(input: { code: $code }) {\n      result {\n        companyId\n        companyName\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyJoinApplications($companyId: UUID!, $first: Int!, $offset: Int!) {\n    companyJoinApplications(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        companyId\n        realName\n        account\n        contactNumber\n        phonePrefixCountryCode\n        applicationStatus\n        auditComment\n        remark\n        createdAt\n        reviewedAt\n        approverName\n        roleNames\n        position {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyJoinApplications($companyId: UUID!, $first: Int!, $offset: Int!) {\n    companyJoinApplications(condition: { companyId: $companyId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        companyId\n        realName\n        account\n        contactNumber\n        phonePrefixCountryCode\n        applicationStatus\n        auditComment\n        remark\n        createdAt\n        reviewedAt\n        approverName\n        roleNames\n        position {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCompanyJoinApplication($applicationId: UUID!, $name: String!, $positionId: Int!, $roleIds: [UUID]!) {\n    approveCompanyJoinApplication(input: { applicationId: $applicationId, name: $name, positionId: $positionId, roleIds: $roleIds }) {\n      result {\n        id\n        applicationStatus\n        reviewedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveCompanyJoinApplication($applicationId: UUID!, $name: String!, $positionId: Int!, $roleIds: [UUID]!) {\n    approveCompanyJoinApplication(input: { applicationId: $applicationId, name: $name, positionId: $positionId, roleIds: $roleIds }) {\n      result {\n        id\n        applicationStatus\n        reviewedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectCompanyJoinApplication($applicationId: UUID!, $auditComment: String!) {\n    rejectCompanyJoinApplication(input: { applicationId: $applicationId, auditComment: $auditComment }) {\n      result {\n        id\n        applicationStatus\n        auditComment\n        reviewedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectCompanyJoinApplication($applicationId: UUID!, $auditComment: String!) {\n    rejectCompanyJoinApplication(input: { applicationId: $applicationId, auditComment: $auditComment }) {\n      result {\n        id\n        applicationStatus\n        auditComment\n        reviewedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompaniesForUserJoin($companyName: String!, $first: Int!, $offset: Int!) {\n    companiesForUserJoin(companyName: $companyName, first: $first, offset: $offset) {\n      nodes {\n        id\n        name\n        partnerManagerNames\n        userJoinCompanyStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompaniesForUserJoin($companyName: String!, $first: Int!, $offset: Int!) {\n    companiesForUserJoin(companyName: $companyName, first: $first, offset: $offset) {\n      nodes {\n        id\n        name\n        partnerManagerNames\n        userJoinCompanyStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOneCompanyJoinApplication($companyId: UUID!, $realName: String!) {\n    createOneCompanyJoinApplication(input: { companyId: $companyId, realName: $realName }) {\n      result {\n        id\n        applicationStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOneCompanyJoinApplication($companyId: UUID!, $realName: String!) {\n    createOneCompanyJoinApplication(input: { companyId: $companyId, realName: $realName }) {\n      result {\n        id\n        applicationStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyMembers($companyId: UUID!, $first: Int!, $offset: Int!) {\n    users(condition: { companyId: $companyId }, orderBy: [CREATED_AT_ASC, ID_ASC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        contactNumber\n        phonePrefixCountryCode\n        status\n        firstJoinedAt\n        remark\n        roleNames\n        position {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyMembers($companyId: UUID!, $first: Int!, $offset: Int!) {\n    users(condition: { companyId: $companyId }, orderBy: [CREATED_AT_ASC, ID_ASC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        contactNumber\n        phonePrefixCountryCode\n        status\n        firstJoinedAt\n        remark\n        roleNames\n        position {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingApplicationCount($companyId: UUID!) {\n    companyJoinApplications(condition: { companyId: $companyId, applicationStatus: APPLYING }) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query PendingApplicationCount($companyId: UUID!) {\n    companyJoinApplications(condition: { companyId: $companyId, applicationStatus: APPLYING }) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberCount($companyId: UUID!) {\n    users(condition: { companyId: $companyId, status: JOINED }) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query MemberCount($companyId: UUID!) {\n    users(condition: { companyId: $companyId, status: JOINED }) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserMessages($since: Datetime!, $first: Int!, $after: Cursor) {\n    userMessages(\n      orderBy: [CREATED_AT_DESC, ID_DESC]\n      first: $first\n      after: $after\n      filter: { createdAt: { greaterThanOrEqualTo: $since } }\n    ) {\n      nodes {\n        id\n        title\n        content\n        isRead\n        userMessageType\n        link\n        companyId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserMessages($since: Datetime!, $first: Int!, $after: Cursor) {\n    userMessages(\n      orderBy: [CREATED_AT_DESC, ID_DESC]\n      first: $first\n      after: $after\n      filter: { createdAt: { greaterThanOrEqualTo: $since } }\n    ) {\n      nodes {\n        id\n        title\n        content\n        isRead\n        userMessageType\n        link\n        companyId\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserMessageCount($since: Datetime!) {\n    userMessageCount(since: $since) {\n      unreadCount\n      allUserMessageCount\n    }\n  }\n"): (typeof documents)["\n  query UserMessageCount($since: Datetime!) {\n    userMessageCount(since: $since) {\n      unreadCount\n      allUserMessageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkUserMessageRead($id: UUID!) {\n    markUserMessageRead(input: { id: $id }) {\n      result {\n        id\n        isRead\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkUserMessageRead($id: UUID!) {\n    markUserMessageRead(input: { id: $id }) {\n      result {\n        id\n        isRead\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllUserMessagesRead {\n    markAllUserMessagesRead(input: {}) {\n      result {\n        count\n        isSuccess\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllUserMessagesRead {\n    markAllUserMessagesRead(input: {}) {\n      result {\n        count\n        isSuccess\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJoinApplications($applicantId: UUID!, $first: Int!, $offset: Int!) {\n    companyJoinApplications(condition: { applicantId: $applicantId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        companyId\n        companyName\n        realName\n        applicationStatus\n        auditComment\n        createdAt\n        reviewedAt\n        canReApply\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyJoinApplications($applicantId: UUID!, $first: Int!, $offset: Int!) {\n    companyJoinApplications(condition: { applicantId: $applicantId }, orderBy: [CREATED_AT_DESC, ID_DESC], first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        companyId\n        companyName\n        realName\n        applicationStatus\n        auditComment\n        createdAt\n        reviewedAt\n        canReApply\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserInfoPositions {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserInfoPositions {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationCode($phonePrefixCountryCode: String!, $contactNumber: String!) {\n    sendVerificationCode(input: { phonePrefixCountryCode: $phonePrefixCountryCode, contactNumber: $contactNumber }) {\n      result {\n        id\n        expiresAt\n        resendAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendVerificationCode($phonePrefixCountryCode: String!, $contactNumber: String!) {\n    sendVerificationCode(input: { phonePrefixCountryCode: $phonePrefixCountryCode, contactNumber: $contactNumber }) {\n      result {\n        id\n        expiresAt\n        resendAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerificationCodeStatus($id: UUID!) {\n    verificationCodeStatus(id: $id)\n  }\n"): (typeof documents)["\n  query VerificationCodeStatus($id: UUID!) {\n    verificationCodeStatus(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditUserInfo(\n    $userId: UUID!\n    $name: String!\n    $positionId: Int!\n    $email: String!\n    $phonePrefixCountryCode: String!\n    $contactNumber: String!\n    $verificationCode: String\n    $isSyncToAccountCenter: Boolean!\n  ) {\n    editUserInfo(\n      input: {\n        userId: $userId\n        name: $name\n        positionId: $positionId\n        email: $email\n        phonePrefixCountryCode: $phonePrefixCountryCode\n        contactNumber: $contactNumber\n        verificationCode: $verificationCode\n        isSyncToAccountCenter: $isSyncToAccountCenter\n      }\n    ) {\n      result {\n        id\n        isAddedUserInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditUserInfo(\n    $userId: UUID!\n    $name: String!\n    $positionId: Int!\n    $email: String!\n    $phonePrefixCountryCode: String!\n    $contactNumber: String!\n    $verificationCode: String\n    $isSyncToAccountCenter: Boolean!\n  ) {\n    editUserInfo(\n      input: {\n        userId: $userId\n        name: $name\n        positionId: $positionId\n        email: $email\n        phonePrefixCountryCode: $phonePrefixCountryCode\n        contactNumber: $contactNumber\n        verificationCode: $verificationCode\n        isSyncToAccountCenter: $isSyncToAccountCenter\n      }\n    ) {\n      result {\n        id\n        isAddedUserInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccountSync {\n    myAccountSync {\n      requestedAt\n      syncedAt\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  query MyAccountSync {\n    myAccountSync {\n      requestedAt\n      syncedAt\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadOneFile($input: UploadOneFileInput!) {\n    uploadOneFile(input: $input) {\n      uploadedFileId\n      credentials {\n        url\n        method\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadOneFile($input: UploadOneFileInput!) {\n    uploadOneFile(input: $input) {\n      uploadedFileId\n      credentials {\n        url\n        method\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmUploadedFile($id: UUID!) {\n    confirmUploadedFile(id: $id) {\n      id\n      status\n      name\n      size\n      mimeType\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmUploadedFile($id: UUID!) {\n    confirmUploadedFile(id: $id) {\n      id\n      status\n      name\n      size\n      mimeType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelUploadedFile($id: UUID!) {\n    cancelUploadedFile(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelUploadedFile($id: UUID!) {\n    cancelUploadedFile(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileUrl($fileId: UUID!, $isDownload: Boolean) {\n    generateOneFileUrl(fileId: $fileId, isDownload: $isDownload) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query FileUrl($fileId: UUID!, $isDownload: Boolean) {\n    generateOneFileUrl(fileId: $fileId, isDownload: $isDownload) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAvatar {\n    currentUserInfo {\n      rootUserId\n      defaultUser {\n        userId\n        userName\n        avatar\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAvatar {\n    currentUserInfo {\n      rootUserId\n      defaultUser {\n        userId\n        userName\n        avatar\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyAvatar($fileId: UUID!) {\n    setMyAvatar(input: { fileId: $fileId }) {\n      result {\n        id\n        avatar\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyAvatar($fileId: UUID!) {\n    setMyAvatar(input: { fileId: $fileId }) {\n      result {\n        id\n        avatar\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;