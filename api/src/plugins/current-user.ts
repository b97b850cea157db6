import { withPgClient } from 'postgraphile/@dataplan/pg';
import { extendSchema, gql } from 'postgraphile/utils';

/** currentUserInfo with the shape of spec 1 §3, computed by `app_public.current_user_info` under RLS. */
export const CurrentUserPlugin = extendSchema((build) => {
  const executor = build.input.pgRegistry.pgExecutors['main'];
  if (!executor) throw new Error('No main pg executor');
  return {
    typeDefs: gql`
      type CurrentUserPosition {
        id: Int!
        name: String!
      }
      """
      A role of the identity: a built-in role's key (null for a company's own role) and the role's name.
      """
      type CurrentUserRole {
        key: String
        name: String!
      }
      """
      One identity of the signed-in person: the default identity, or the identity in a company.
      """
      type CurrentUserIdentity {
        userId: UUID!
        rootUserId: UUID!
        companyId: UUID
        companyName: String
        userName: String!
        email: String
        avatar: String
        contactNumber: String
        phonePrefixCountryCode: String
        status: UserStatus!
        isAddedUserInfo: Boolean!
        position: CurrentUserPosition
        permissionKeys: [String!]!
        roleNames: [String!]!
        roleLabels: [CurrentUserRole!]!
        canApplyJoinCompany: Boolean!
      }
      type OwnCompanyUser {
        companyId: UUID!
        companyName: String!
        userId: UUID!
      }
      type CurrentUserInfo {
        rootUserId: UUID!
        switchSiteSuggestionReaded: Boolean!
        defaultUser: CurrentUserIdentity
        ownCompanyUsers: [OwnCompanyUser!]!
        """
        The identity in the company asked for (else the earliest joined); null when the person is not a member of it.
        """
        currentCompanyUser: CurrentUserIdentity
      }
      extend type Query {
        """
        The signed-in person (spec: currentUserInfo). Fails with UNAUTHENTICATED without a valid token.
        """
        currentUserInfo(companyId: UUID): CurrentUserInfo
      }
    `,
    objects: {
      Query: {
        plans: {
          currentUserInfo(_$root, fieldArgs) {
            const $companyId = fieldArgs.getRaw('companyId');
            return withPgClient(executor, $companyId, async (client, companyId) => {
              const { rows } = await client.query<{ info: unknown }>({
                text: 'select app_public.current_user_info($1::uuid) as info',
                values: [typeof companyId === 'string' ? companyId : null],
              });
              return rows[0]?.info ?? null;
            });
          },
        },
      },
    },
  };
});
