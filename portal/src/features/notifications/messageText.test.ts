import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../app/i18n.ts';
import { messageText } from './notificationRules.ts';

const waiting = {
  title: 'Deal registration PF-2026-0000012 is waiting for your approval',
  content: '"Data centre" for ACME Ltd was submitted and waits for your review.',
  messageKey: 'project-filing.message.waiting',
  messageParams: { id: 'PF-2026-0000012', name: 'Data centre', customer: 'ACME Ltd' },
};

/** Every message key the SQL writes: the `'<feature>.message.<name>'` literals of the live schema. */
const schemaDir = fileURLToPath(new URL('../../../../db/schema/', import.meta.url));
const keysWritten = [
  ...new Set(
    readdirSync(schemaDir)
      .filter((f) => f.endsWith('.sql'))
      .flatMap((f) => [...readFileSync(schemaDir + f, 'utf8').matchAll(/'([a-z-]+\.message\.[A-Za-z]+)'/g)].map((m) => m[1]!)),
  ),
].sort();

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

  it('keeps the stored text of a message without a key and of a key the texts do not have', () => {
    const free = { title: 'Free', content: 'Text', messageKey: null, messageParams: {} };
    expect(messageText(free, 'zh-CN')).toEqual({ title: 'Free', content: 'Text' });
    expect(messageText({ ...free, messageKey: 'project-filing.message.somethingNew' }, 'zh-CN')).toEqual({ title: 'Free', content: 'Text' });
  });

  it('has a title and a content in both languages for every key the SQL writes, and no text for a key it does not', () => {
    expect(keysWritten.length).toBeGreaterThan(25);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const messages = messagesFor(locale);
      for (const key of keysWritten) {
        expect(messages[`${key}.title`], `${locale} ${key}.title`).toBeTruthy();
        expect(messages[`${key}.content`], `${locale} ${key}.content`).toBeTruthy();
      }
      const texts = Object.keys(messages).filter((k) => /^[a-z-]+\.message\.[A-Za-z]+\.title$/.test(k)).map((k) => k.replace(/\.title$/, ''));
      expect(texts.sort(), locale).toEqual(keysWritten);
    }
  });

  it('uses in its Chinese text the parameters its English text uses (a name\'s Chinese form as <name>Zh)', () => {
    const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!.replace(/Zh$/, '')).sort();
    const en = messagesFor('en-US');
    const zh = messagesFor('zh-CN');
    for (const key of keysWritten) {
      for (const part of ['title', 'content']) {
        expect(new Set(params(zh[`${key}.${part}`]!)), `${key}.${part}`).toEqual(new Set(params(en[`${key}.${part}`]!)));
      }
    }
  });
});
