import { CodedError, userMessageChannel } from '@pp/domain';
import { jsonParse } from 'postgraphile/@dataplan/json';
import { access, context, lambda, listen, type Step } from 'postgraphile/grafast';
import { extendSchema, gql } from 'postgraphile/utils';

type UserMessageAnnouncement = { event: string; id: string };

/**
 * `userMessageAdded`: a signed-in page hears of each new message of its person at once. The subscription listens on
 * the channel of the person whose token opened it (never a channel named by the client), and the message is read
 * under that person's row-level security, so nobody receives another person's message. Anonymous callers are
 * refused with UNAUTHENTICATED.
 */
export const UserMessageEventsPlugin = extendSchema((build) => {
  const userMessages = build.input.pgRegistry.pgResources['user_messages'];
  if (!userMessages) throw new Error('UserMessageEventsPlugin: no user_messages resource');
  return {
    typeDefs: gql`
      """
      Something happened to one of your messages: \`created\` when a new one arrived.
      """
      type UserMessageEvent {
        event: String!
        userMessage: UserMessage
      }
      extend type Subscription {
        """
        Your new messages, as they arrive (the notification bell's live feed).
        """
        userMessageAdded: UserMessageEvent
      }
    `,
    objects: {
      Subscription: {
        plans: {
          userMessageAdded: {
            subscribePlan() {
              const $settings = context().get('pgSettings');
              const $topic = lambda($settings, (settings) => {
                const sub = (settings as Record<string, string | undefined> | null | undefined)?.['jwt.claims.sub'];
                if (!sub) throw new CodedError('UNAUTHENTICATED');
                return userMessageChannel(sub);
              });
              return listen(context().get('pgSubscriber'), $topic, ($payload: Step<string>) =>
                jsonParse<UserMessageAnnouncement>($payload),
              );
            },
            plan($event: Step) {
              return $event;
            },
          },
        },
      },
      UserMessageEvent: {
        plans: {
          event($event: Step<UserMessageAnnouncement>) {
            return access($event, 'event');
          },
          userMessage($event: Step<UserMessageAnnouncement>) {
            return userMessages.get({ id: access($event, 'id') });
          },
        },
      },
    },
  };
});
