import { useCallback, useEffect, useRef } from 'react';
import { useApolloClient, type ApolloClient } from '@apollo/client';
import { contentEventsFlushMs, type ContentEventType, type ContentKind } from '@pp/domain';
import { useCurrentUser } from '../auth/index.ts';
import { ContentEventBatcher } from './batcher.ts';
import { RECORD_CONTENT_EVENTS } from './contentAnalytics.graphql.ts';

/** The client the next batch goes through (the one of the page that recorded last). */
let client: ApolloClient<unknown> | null = null;

/** One batcher for the page: every detail and download reports to it, and it sends when its time comes. */
const batcher = new ContentEventBatcher(
  (events, companyId) => client?.mutate({ mutation: RECORD_CONTENT_EVENTS, variables: { events, companyId } }) ?? Promise.resolve(),
  contentEventsFlushMs,
);

// A page being hidden (another tab, the window closed) sends what waits, so the last views are not lost.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batcher.flush();
  });
}

/** Records one view or download of an announcement or material, in the reader's current company. */
export const useRecordContentEvent = () => {
  const apollo = useApolloClient();
  const { info } = useCurrentUser();
  const companyId = info?.currentCompanyUser?.companyId ?? null;
  return useCallback(
    (contentKind: ContentKind, contentId: string, eventType: ContentEventType) => {
      client = apollo as ApolloClient<unknown>;
      batcher.add({ contentKind, contentId, eventType }, companyId);
    },
    [apollo, companyId],
  );
};

/** Records one view of the item once it is shown (`id` set), once per item shown. */
export const useContentView = (contentKind: ContentKind, id: string | null | undefined) => {
  const record = useRecordContentEvent();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!id || recorded.current === id) return;
    recorded.current = id;
    record(contentKind, id, 'VIEW');
  }, [contentKind, id, record]);
};
