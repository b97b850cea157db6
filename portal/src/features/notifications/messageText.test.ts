import { describe, expect, it } from 'vitest';
import { installCatalogue } from '../../lib/i18n.ts';
import { messages } from './i18n.ts';
import { messageText } from './notificationRules.ts';

installCatalogue(messages);

const waiting = {
  title: 'Deal registration PF-2026-0000012 is waiting for your approval',
  content: '"Data centre" for ACME Ltd was submitted and waits for your review.',
  messageKey: 'filingWaiting',
  messageParams: { id: 'PF-2026-0000012', name: 'Data centre', customer: 'ACME Ltd' },
};

describe('a notification in the reader\'s language', () => {
  it('renders a keyed message in English on the global site, as SQL wrote it', () => {
    expect(messageText(waiting, 'en-US')).toEqual({ title: waiting.title, content: waiting.content });
  });

  it('renders a keyed message in Chinese on the mainland site', () => {
    expect(messageText(waiting, 'zh-CN')).toEqual({
      title: '项目报备 PF-2026-0000012 等待你审批',
      content: '“Data centre”（客户：ACME Ltd）已提交，等待你审核。',
    });
  });

  it('keeps the stored text of a message without a key, of an unknown key and of a key without a content text', () => {
    const free = { title: 'Free', content: 'Text', messageKey: null, messageParams: {} };
    expect(messageText(free, 'zh-CN')).toEqual({ title: 'Free', content: 'Text' });
    expect(messageText({ ...free, messageKey: 'somethingNew' }, 'zh-CN')).toEqual({ title: 'Free', content: 'Text' });
    const expiresSoon = { title: 'Deal registration PF-1 expires in 7 days', content: 'Long English detail.', messageKey: 'filingExpiresSoon', messageParams: { id: 'PF-1', days: '7', until: '2026-12-01' } };
    expect(messageText(expiresSoon, 'en-US')).toEqual({ title: 'Deal registration PF-1 expires in 7 days', content: 'Long English detail.' });
    expect(messageText(expiresSoon, 'zh-CN').title).toBe('项目报备 PF-1 将在 7 天后失效');
  });

  it('has every message key in both languages', () => {
    const keys = (locale: 'en-US' | 'zh-CN') => Object.keys(messages[locale]).filter((k) => k.startsWith('notifications.message.') && k.endsWith('.title')).sort();
    expect(keys('zh-CN')).toEqual(keys('en-US'));
  });
});
