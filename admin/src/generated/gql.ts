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
    "\n  query AdminCurrentUser {\n    currentUserInfo {\n      rootUserId\n      defaultUser {\n        userId\n        userName\n        avatar\n        permissionKeys\n      }\n      ownCompanyUsers {\n        companyId\n      }\n    }\n  }\n": typeof types.AdminCurrentUserDocument,
    "\n  query AdminPermissionKeys {\n    permissionKeys(first: 100) {\n      nodes {\n        key\n        name\n        nameZh\n        sortOrder\n      }\n    }\n  }\n": typeof types.AdminPermissionKeysDocument,
    "\n  query AdminCompanyLevel($companyId: UUID!) {\n    company(id: $companyId) {\n      id\n      site\n      certificationLevelId\n      effectiveCertificationLevel {\n        id\n        name\n        nameZh\n      }\n    }\n    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        nameZh\n        rank\n        plan {\n          id\n          site\n        }\n      }\n    }\n  }\n": typeof types.AdminCompanyLevelDocument,
    "\n  mutation AdminSetCompanyCertificationLevel($input: SetCompanyCertificationLevelInput!) {\n    setCompanyCertificationLevel(input: $input) {\n      result {\n        id\n        certificationLevelId\n      }\n    }\n  }\n": typeof types.AdminSetCompanyCertificationLevelDocument,
    "\n  mutation AdminUpdateJoinApplicationRemark($applicationId: UUID!, $remark: String) {\n    updateCompanyJoinApplicationRemark(input: { applicationId: $applicationId, remark: $remark }) {\n      result {\n        id\n        remark\n      }\n    }\n  }\n": typeof types.AdminUpdateJoinApplicationRemarkDocument,
    "\n  mutation AdminUpdateCompanyUser(\n    $userId: UUID!\n    $name: String!\n    $positionId: Int!\n    $roleIds: [UUID]!\n    $remark: String\n    $status: UserStatus\n  ) {\n    updateCompanyUser(\n      input: { userId: $userId, name: $name, positionId: $positionId, roleIds: $roleIds, remark: $remark, status: $status }\n    ) {\n      result {\n        id\n      }\n    }\n  }\n": typeof types.AdminUpdateCompanyUserDocument,
    "\n  query AdminCompanyUserOptions($companyId: UUID!) {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        nameZh\n      }\n    }\n    roles(\n      condition: { type: ORGANIZATIONAL }\n      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }\n      orderBy: [PRIMARY_KEY_ASC]\n    ) {\n      nodes {\n        id\n        name\n        nameZh\n      }\n    }\n  }\n": typeof types.AdminCompanyUserOptionsDocument,
    "\n  query AdminPartnerApplication($semanticId: String!) {\n    partnerApplicationBySemanticId(semanticId: $semanticId) {\n      id\n      semanticId\n      applicationStatus\n      site\n      companyName\n      billingAddress\n      phone\n      website\n      industry\n      mainBusinesses\n      keyIndustries\n      scale\n      contactName\n      contactEmail\n      phonePrefixCountryCode\n      contactNumber\n      position {\n        id\n        name\n        nameZh\n      }\n      auditComment\n      approverName\n      partnerManagerName\n      companyId\n      createdAt\n      reviewedAt\n      applicant {\n        id\n        username\n        email\n      }\n      businessLicenseFile {\n        id\n        name\n        mimeType\n      }\n    }\n    partnerManagers(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.AdminPartnerApplicationDocument,
    "\n  query AdminLicenseUrl($fileId: UUID!) {\n    generateOneFileUrl(fileId: $fileId, isDownload: false) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.AdminLicenseUrlDocument,
    "\n  mutation AdminApprovePartnerApplication($input: ApprovePartnerApplicationInput!) {\n    approvePartnerApplication(input: $input) {\n      result {\n        id\n        applicationStatus\n        companyId\n      }\n    }\n  }\n": typeof types.AdminApprovePartnerApplicationDocument,
    "\n  mutation AdminRejectPartnerApplication($input: RejectPartnerApplicationInput!) {\n    rejectPartnerApplication(input: $input) {\n      result {\n        id\n        applicationStatus\n      }\n    }\n  }\n": typeof types.AdminRejectPartnerApplicationDocument,
    "\n  mutation AdminSetRolePermissionKeys($input: SetRolePermissionKeysInput!) {\n    setRolePermissionKeys(input: $input) {\n      result {\n        id\n        permissionKeys\n      }\n    }\n  }\n": typeof types.AdminSetRolePermissionKeysDocument,
    "\n  query AdminCertificationLevels {\n    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        key\n        name\n        nameZh\n        rank\n        maxProjectFilingCount\n        winRate\n        updatedAt\n        modifierName\n        plan {\n          id\n          site\n          name\n          nameZh\n        }\n      }\n    }\n  }\n": typeof types.AdminCertificationLevelsDocument,
    "\n  mutation AdminUpdateCertificationLevelQuota($input: UpdateCertificationLevelQuotaInput!) {\n    updateCertificationLevelQuota(input: $input) {\n      result {\n        id\n        maxProjectFilingCount\n        winRate\n        updatedAt\n        modifierName\n      }\n    }\n  }\n": typeof types.AdminUpdateCertificationLevelQuotaDocument,
    "\n  mutation AdminCreateProjectFilingQuotaRule($input: CreateProjectFilingQuotaRuleInput!) {\n    createProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n      }\n    }\n  }\n": typeof types.AdminCreateProjectFilingQuotaRuleDocument,
    "\n  mutation AdminUpdateProjectFilingQuotaRule($input: UpdateProjectFilingQuotaRuleInput!) {\n    updateProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n      }\n    }\n  }\n": typeof types.AdminUpdateProjectFilingQuotaRuleDocument,
    "\n  mutation AdminDeleteProjectFilingQuotaRule($input: DeleteProjectFilingQuotaRuleInput!) {\n    deleteProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n        isActive\n      }\n    }\n  }\n": typeof types.AdminDeleteProjectFilingQuotaRuleDocument,
};
const documents: Documents = {
    "\n  query AdminCurrentUser {\n    currentUserInfo {\n      rootUserId\n      defaultUser {\n        userId\n        userName\n        avatar\n        permissionKeys\n      }\n      ownCompanyUsers {\n        companyId\n      }\n    }\n  }\n": types.AdminCurrentUserDocument,
    "\n  query AdminPermissionKeys {\n    permissionKeys(first: 100) {\n      nodes {\n        key\n        name\n        nameZh\n        sortOrder\n      }\n    }\n  }\n": types.AdminPermissionKeysDocument,
    "\n  query AdminCompanyLevel($companyId: UUID!) {\n    company(id: $companyId) {\n      id\n      site\n      certificationLevelId\n      effectiveCertificationLevel {\n        id\n        name\n        nameZh\n      }\n    }\n    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        nameZh\n        rank\n        plan {\n          id\n          site\n        }\n      }\n    }\n  }\n": types.AdminCompanyLevelDocument,
    "\n  mutation AdminSetCompanyCertificationLevel($input: SetCompanyCertificationLevelInput!) {\n    setCompanyCertificationLevel(input: $input) {\n      result {\n        id\n        certificationLevelId\n      }\n    }\n  }\n": types.AdminSetCompanyCertificationLevelDocument,
    "\n  mutation AdminUpdateJoinApplicationRemark($applicationId: UUID!, $remark: String) {\n    updateCompanyJoinApplicationRemark(input: { applicationId: $applicationId, remark: $remark }) {\n      result {\n        id\n        remark\n      }\n    }\n  }\n": types.AdminUpdateJoinApplicationRemarkDocument,
    "\n  mutation AdminUpdateCompanyUser(\n    $userId: UUID!\n    $name: String!\n    $positionId: Int!\n    $roleIds: [UUID]!\n    $remark: String\n    $status: UserStatus\n  ) {\n    updateCompanyUser(\n      input: { userId: $userId, name: $name, positionId: $positionId, roleIds: $roleIds, remark: $remark, status: $status }\n    ) {\n      result {\n        id\n      }\n    }\n  }\n": types.AdminUpdateCompanyUserDocument,
    "\n  query AdminCompanyUserOptions($companyId: UUID!) {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        nameZh\n      }\n    }\n    roles(\n      condition: { type: ORGANIZATIONAL }\n      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }\n      orderBy: [PRIMARY_KEY_ASC]\n    ) {\n      nodes {\n        id\n        name\n        nameZh\n      }\n    }\n  }\n": types.AdminCompanyUserOptionsDocument,
    "\n  query AdminPartnerApplication($semanticId: String!) {\n    partnerApplicationBySemanticId(semanticId: $semanticId) {\n      id\n      semanticId\n      applicationStatus\n      site\n      companyName\n      billingAddress\n      phone\n      website\n      industry\n      mainBusinesses\n      keyIndustries\n      scale\n      contactName\n      contactEmail\n      phonePrefixCountryCode\n      contactNumber\n      position {\n        id\n        name\n        nameZh\n      }\n      auditComment\n      approverName\n      partnerManagerName\n      companyId\n      createdAt\n      reviewedAt\n      applicant {\n        id\n        username\n        email\n      }\n      businessLicenseFile {\n        id\n        name\n        mimeType\n      }\n    }\n    partnerManagers(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.AdminPartnerApplicationDocument,
    "\n  query AdminLicenseUrl($fileId: UUID!) {\n    generateOneFileUrl(fileId: $fileId, isDownload: false) {\n      url\n      expiresAt\n    }\n  }\n": types.AdminLicenseUrlDocument,
    "\n  mutation AdminApprovePartnerApplication($input: ApprovePartnerApplicationInput!) {\n    approvePartnerApplication(input: $input) {\n      result {\n        id\n        applicationStatus\n        companyId\n      }\n    }\n  }\n": types.AdminApprovePartnerApplicationDocument,
    "\n  mutation AdminRejectPartnerApplication($input: RejectPartnerApplicationInput!) {\n    rejectPartnerApplication(input: $input) {\n      result {\n        id\n        applicationStatus\n      }\n    }\n  }\n": types.AdminRejectPartnerApplicationDocument,
    "\n  mutation AdminSetRolePermissionKeys($input: SetRolePermissionKeysInput!) {\n    setRolePermissionKeys(input: $input) {\n      result {\n        id\n        permissionKeys\n      }\n    }\n  }\n": types.AdminSetRolePermissionKeysDocument,
    "\n  query AdminCertificationLevels {\n    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        key\n        name\n        nameZh\n        rank\n        maxProjectFilingCount\n        winRate\n        updatedAt\n        modifierName\n        plan {\n          id\n          site\n          name\n          nameZh\n        }\n      }\n    }\n  }\n": types.AdminCertificationLevelsDocument,
    "\n  mutation AdminUpdateCertificationLevelQuota($input: UpdateCertificationLevelQuotaInput!) {\n    updateCertificationLevelQuota(input: $input) {\n      result {\n        id\n        maxProjectFilingCount\n        winRate\n        updatedAt\n        modifierName\n      }\n    }\n  }\n": types.AdminUpdateCertificationLevelQuotaDocument,
    "\n  mutation AdminCreateProjectFilingQuotaRule($input: CreateProjectFilingQuotaRuleInput!) {\n    createProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n      }\n    }\n  }\n": types.AdminCreateProjectFilingQuotaRuleDocument,
    "\n  mutation AdminUpdateProjectFilingQuotaRule($input: UpdateProjectFilingQuotaRuleInput!) {\n    updateProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n      }\n    }\n  }\n": types.AdminUpdateProjectFilingQuotaRuleDocument,
    "\n  mutation AdminDeleteProjectFilingQuotaRule($input: DeleteProjectFilingQuotaRuleInput!) {\n    deleteProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n        isActive\n      }\n    }\n  }\n": types.AdminDeleteProjectFilingQuotaRuleDocument,
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
export function graphql(source: "\n  query AdminCurrentUser {\n    currentUserInfo {\n      rootUserId\n      defaultUser {\n        userId\n        userName\n        avatar\n        permissionKeys\n      }\n      ownCompanyUsers {\n        companyId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCurrentUser {\n    currentUserInfo {\n      rootUserId\n      defaultUser {\n        userId\n        userName\n        avatar\n        permissionKeys\n      }\n      ownCompanyUsers {\n        companyId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPermissionKeys {\n    permissionKeys(first: 100) {\n      nodes {\n        key\n        name\n        nameZh\n        sortOrder\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPermissionKeys {\n    permissionKeys(first: 100) {\n      nodes {\n        key\n        name\n        nameZh\n        sortOrder\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCompanyLevel($companyId: UUID!) {\n    company(id: $companyId) {\n      id\n      site\n      certificationLevelId\n      effectiveCertificationLevel {\n        id\n        name\n        nameZh\n      }\n    }\n    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        nameZh\n        rank\n        plan {\n          id\n          site\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCompanyLevel($companyId: UUID!) {\n    company(id: $companyId) {\n      id\n      site\n      certificationLevelId\n      effectiveCertificationLevel {\n        id\n        name\n        nameZh\n      }\n    }\n    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        nameZh\n        rank\n        plan {\n          id\n          site\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCompanyCertificationLevel($input: SetCompanyCertificationLevelInput!) {\n    setCompanyCertificationLevel(input: $input) {\n      result {\n        id\n        certificationLevelId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetCompanyCertificationLevel($input: SetCompanyCertificationLevelInput!) {\n    setCompanyCertificationLevel(input: $input) {\n      result {\n        id\n        certificationLevelId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateJoinApplicationRemark($applicationId: UUID!, $remark: String) {\n    updateCompanyJoinApplicationRemark(input: { applicationId: $applicationId, remark: $remark }) {\n      result {\n        id\n        remark\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateJoinApplicationRemark($applicationId: UUID!, $remark: String) {\n    updateCompanyJoinApplicationRemark(input: { applicationId: $applicationId, remark: $remark }) {\n      result {\n        id\n        remark\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCompanyUser(\n    $userId: UUID!\n    $name: String!\n    $positionId: Int!\n    $roleIds: [UUID]!\n    $remark: String\n    $status: UserStatus\n  ) {\n    updateCompanyUser(\n      input: { userId: $userId, name: $name, positionId: $positionId, roleIds: $roleIds, remark: $remark, status: $status }\n    ) {\n      result {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCompanyUser(\n    $userId: UUID!\n    $name: String!\n    $positionId: Int!\n    $roleIds: [UUID]!\n    $remark: String\n    $status: UserStatus\n  ) {\n    updateCompanyUser(\n      input: { userId: $userId, name: $name, positionId: $positionId, roleIds: $roleIds, remark: $remark, status: $status }\n    ) {\n      result {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCompanyUserOptions($companyId: UUID!) {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        nameZh\n      }\n    }\n    roles(\n      condition: { type: ORGANIZATIONAL }\n      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }\n      orderBy: [PRIMARY_KEY_ASC]\n    ) {\n      nodes {\n        id\n        name\n        nameZh\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCompanyUserOptions($companyId: UUID!) {\n    positions(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        nameZh\n      }\n    }\n    roles(\n      condition: { type: ORGANIZATIONAL }\n      filter: { or: [{ companyId: { isNull: true } }, { companyId: { equalTo: $companyId } }] }\n      orderBy: [PRIMARY_KEY_ASC]\n    ) {\n      nodes {\n        id\n        name\n        nameZh\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPartnerApplication($semanticId: String!) {\n    partnerApplicationBySemanticId(semanticId: $semanticId) {\n      id\n      semanticId\n      applicationStatus\n      site\n      companyName\n      billingAddress\n      phone\n      website\n      industry\n      mainBusinesses\n      keyIndustries\n      scale\n      contactName\n      contactEmail\n      phonePrefixCountryCode\n      contactNumber\n      position {\n        id\n        name\n        nameZh\n      }\n      auditComment\n      approverName\n      partnerManagerName\n      companyId\n      createdAt\n      reviewedAt\n      applicant {\n        id\n        username\n        email\n      }\n      businessLicenseFile {\n        id\n        name\n        mimeType\n      }\n    }\n    partnerManagers(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPartnerApplication($semanticId: String!) {\n    partnerApplicationBySemanticId(semanticId: $semanticId) {\n      id\n      semanticId\n      applicationStatus\n      site\n      companyName\n      billingAddress\n      phone\n      website\n      industry\n      mainBusinesses\n      keyIndustries\n      scale\n      contactName\n      contactEmail\n      phonePrefixCountryCode\n      contactNumber\n      position {\n        id\n        name\n        nameZh\n      }\n      auditComment\n      approverName\n      partnerManagerName\n      companyId\n      createdAt\n      reviewedAt\n      applicant {\n        id\n        username\n        email\n      }\n      businessLicenseFile {\n        id\n        name\n        mimeType\n      }\n    }\n    partnerManagers(orderBy: [PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLicenseUrl($fileId: UUID!) {\n    generateOneFileUrl(fileId: $fileId, isDownload: false) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query AdminLicenseUrl($fileId: UUID!) {\n    generateOneFileUrl(fileId: $fileId, isDownload: false) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApprovePartnerApplication($input: ApprovePartnerApplicationInput!) {\n    approvePartnerApplication(input: $input) {\n      result {\n        id\n        applicationStatus\n        companyId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApprovePartnerApplication($input: ApprovePartnerApplicationInput!) {\n    approvePartnerApplication(input: $input) {\n      result {\n        id\n        applicationStatus\n        companyId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectPartnerApplication($input: RejectPartnerApplicationInput!) {\n    rejectPartnerApplication(input: $input) {\n      result {\n        id\n        applicationStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectPartnerApplication($input: RejectPartnerApplicationInput!) {\n    rejectPartnerApplication(input: $input) {\n      result {\n        id\n        applicationStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetRolePermissionKeys($input: SetRolePermissionKeysInput!) {\n    setRolePermissionKeys(input: $input) {\n      result {\n        id\n        permissionKeys\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetRolePermissionKeys($input: SetRolePermissionKeysInput!) {\n    setRolePermissionKeys(input: $input) {\n      result {\n        id\n        permissionKeys\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCertificationLevels {\n    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        key\n        name\n        nameZh\n        rank\n        maxProjectFilingCount\n        winRate\n        updatedAt\n        modifierName\n        plan {\n          id\n          site\n          name\n          nameZh\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCertificationLevels {\n    certificationLevels(orderBy: [PLAN_ID_ASC, PRIMARY_KEY_ASC]) {\n      nodes {\n        id\n        key\n        name\n        nameZh\n        rank\n        maxProjectFilingCount\n        winRate\n        updatedAt\n        modifierName\n        plan {\n          id\n          site\n          name\n          nameZh\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCertificationLevelQuota($input: UpdateCertificationLevelQuotaInput!) {\n    updateCertificationLevelQuota(input: $input) {\n      result {\n        id\n        maxProjectFilingCount\n        winRate\n        updatedAt\n        modifierName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCertificationLevelQuota($input: UpdateCertificationLevelQuotaInput!) {\n    updateCertificationLevelQuota(input: $input) {\n      result {\n        id\n        maxProjectFilingCount\n        winRate\n        updatedAt\n        modifierName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateProjectFilingQuotaRule($input: CreateProjectFilingQuotaRuleInput!) {\n    createProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateProjectFilingQuotaRule($input: CreateProjectFilingQuotaRuleInput!) {\n    createProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProjectFilingQuotaRule($input: UpdateProjectFilingQuotaRuleInput!) {\n    updateProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProjectFilingQuotaRule($input: UpdateProjectFilingQuotaRuleInput!) {\n    updateProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteProjectFilingQuotaRule($input: DeleteProjectFilingQuotaRuleInput!) {\n    deleteProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteProjectFilingQuotaRule($input: DeleteProjectFilingQuotaRuleInput!) {\n    deleteProjectFilingQuotaRule(input: $input) {\n      result {\n        id\n        isActive\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;