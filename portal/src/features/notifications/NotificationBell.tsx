import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useNotification, useTranslate } from '@refinedev/core';
import { OverlayPanel } from 'primereact/overlaypanel';
import { Button } from 'primereact/button';
import { Badge } from 'primereact/badge';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { notifications, timings } from '@pp/domain';
import { badgeText, notificationList } from './sizes.ts';
import { debounce } from '../../lib/debounce.ts';
import { formatDateTime } from '../../lib/format.ts';
import { errorMessage, fallbacks, translateError } from '../../lib/errors.ts';
import { useCurrentUser } from '../auth/index.ts';
import {
  MARK_ALL_USER_MESSAGES_READ,
  MARK_USER_MESSAGE_READ,
  USER_MESSAGES,
  USER_MESSAGE_ADDED,
  USER_MESSAGE_COUNT,
  type UserMessage,
} from './notifications.graphql.ts';
import { mergeMessages, messageAction, messageText, nearBottom, windowStart } from './notificationRules.ts';


/** The notification centre of the top bar (spec 1 §4/§8/§9). */
export const NotificationBell = () => {
  const t = useTranslate();
  const { open } = useNotification();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { info } = useCurrentUser();
  const panel = useRef<OverlayPanel>(null);
  const since = useMemo(() => windowStart(new Date()), []);

  const { data: countData, refetch: refetchCount } = useQuery(USER_MESSAGE_COUNT, {
    variables: { since },
    pollInterval: timings.unreadPollMs,
    fetchPolicy: 'cache-and-network',
  });
  const unread = countData?.userMessageCount?.unreadCount ?? 0;

  const [messages, setMessages] = useState<UserMessage[]>([]);
  const [cursor, setCursor] = useState<{ hasNextPage: boolean; endCursor: string | null }>({ hasNextPage: false, endCursor: null });
  const [loading, setLoading] = useState(false);
  const [leftCompany, setLeftCompany] = useState(false);
  const loadingRef = useRef(false);

  const load = useCallback(
    async (after: string | null) => {
      if (loadingRef.current) return;
      loadingRef.current = true;
      setLoading(true);
      try {
        const { data } = await client.query({
          query: USER_MESSAGES,
          variables: { since, first: notifications.pageSize, after },
          fetchPolicy: 'network-only',
        });
        const page = data.userMessages;
        const nodes = (page?.nodes ?? []).filter((m) => m !== null);
        setMessages((prev) => (after ? mergeMessages(prev, nodes) : nodes));
        setCursor({ hasNextPage: page?.pageInfo.hasNextPage ?? false, endCursor: page?.pageInfo.endCursor ?? null });
      } catch (error) {
        open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(error, fallbacks.notificationList) });
      } finally {
        loadingRef.current = false;
        setLoading(false);
      }
    },
    [client, since, open, t],
  );

  // A new message arrives over the live feed: the count (and the open list) refresh at once instead of at the next poll.
  const panelOpen = useRef(false);
  useSubscription(USER_MESSAGE_ADDED, {
    onData: () => {
      void refetchCount();
      if (panelOpen.current) void load(null);
    },
  });

  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;
  const onScroll = useMemo(
    () =>
      debounce((el: HTMLElement) => {
        if (cursorRef.current.hasNextPage && nearBottom(el)) void load(cursorRef.current.endCursor);
      }, timings.notificationScrollDebounceMs),
    [load],
  );
  useEffect(() => () => onScroll.cancel(), [onScroll]);

  const [markRead] = useMutation(MARK_USER_MESSAGE_READ);
  const [markAll, { loading: markingAll }] = useMutation(MARK_ALL_USER_MESSAGES_READ);

  const onMessage = async (message: UserMessage) => {
    if (!message.isRead) {
      try {
        await markRead({ variables: { id: message.id } });
        setMessages((prev) => prev.map((m) => (m.id === message.id ? { ...m, isRead: true } : m)));
        void refetchCount();
      } catch (error) {
        open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(error, fallbacks.markRead) });
      }
    }
    const action = messageAction(message, info?.ownCompanyUsers ?? [], window.location.origin);
    if (action.kind === 'leftCompany') {
      setLeftCompany(true);
    } else if (action.kind === 'internal') {
      panel.current?.hide();
      navigate(action.path);
    } else if (action.kind === 'external') {
      window.open(action.url, '_blank', 'noopener');
    }
  };

  const onMarkAll = async () => {
    try {
      const { data } = await markAll();
      const result = data?.markAllUserMessagesRead?.result;
      if (!result?.isSuccess) throw new Error('mark all failed');
      setMessages((prev) => prev.map((m) => ({ ...m, isRead: true })));
      void refetchCount();
      open?.({ type: 'success', message: t('app.notify.success'), description: t('notifications.markedAll', { count: result.count ?? 0 }) });
    } catch (error) {
      open?.({ type: 'error', message: t('app.notify.error'), description: errorMessage(error, fallbacks.markAllRead) });
    }
  };

  return (
    <>
      <button
        type="button"
        className="pp-icon-button p-overlay-badge"
        aria-label={`${t('notifications.title')}${unread ? t('notifications.unreadCount', { count: unread }) : ''}`}
        onClick={(e) => panel.current?.toggle(e)}
      >
        <i className="pi pi-bell" aria-hidden />
        {unread > 0 && <Badge value={badgeText(unread)} severity="danger" className="pp-bell-badge" />}
      </button>
      <OverlayPanel ref={panel} className="pp-notification-panel" onShow={() => {
          panelOpen.current = true;
          void load(null);
        }}
        onHide={() => {
          panelOpen.current = false;
        }}
        aria-label={t('notifications.title')}>
        <div className="pp-notification-head">
          <strong>{t('notifications.title')}</strong>
          <Button label={t('notifications.markAll')} link size="small" disabled={unread === 0 || markingAll} onClick={() => void onMarkAll()} />
        </div>
        <div
          className="pp-notification-list"
          style={{ height: notificationList.listHeight }}
          onScroll={(e) => onScroll(e.currentTarget)}
          data-testid="notification-list"
        >
          {messages.length === 0 && !loading && <p className="pp-muted pp-pad">{t('notifications.none')}</p>}
          {messages.map((m) => {
            const text = messageText(m);
            return (
              <button type="button" key={m.id} className={`pp-notification-item${m.isRead ? '' : ' unread'}`} onClick={() => void onMessage(m)}>
                <span className="pp-notification-title">
                  {!m.isRead && <span className="pp-dot" aria-label={t('notifications.unreadDot')} />}
                  {text.title}
                </span>
                <span className="pp-notification-content">{text.content}</span>
                <span className="pp-muted pp-small">{formatDateTime(m.createdAt)}</span>
              </button>
            );
          })}
          {loading && (
            <div className="pp-center pp-pad">
              <ProgressSpinner style={{ width: 28, height: 28 }} strokeWidth="5" />
            </div>
          )}
        </div>
      </OverlayPanel>
      <Dialog
        header={t('notifications.noPermission')}
        visible={leftCompany}
        onHide={() => setLeftCompany(false)}
        style={{ width: 'min(420px, 92vw)' }}
        footer={<Button label={t('app.common.ok')} onClick={() => setLeftCompany(false)} />}
      >
        <p>{translateError('MESSAGE_COMPANY_LEFT')}</p>
      </Dialog>
    </>
  );
};
