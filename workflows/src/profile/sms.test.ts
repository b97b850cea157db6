import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountPhone, keycloakAccountService, splitName } from './account.ts';
import {
  aliyunPercentEncode,
  aliyunSendSmsRequest,
  aliyunSender,
  routingSender,
  smsSenderFromEnv,
  SmsProviderError,
  twilioSendRequest,
  twilioSender,
  type FetchLike,
  type SmsMessage,
} from './sms.ts';
import type pg from 'pg';

const message: SmsMessage = {
  deliveryId: '7d6f2b1e-0000-4000-8000-000000000001',
  phonePrefixCountryCode: '+86',
  contactNumber: '13812345678',
  text: '【合作伙伴门户】您的验证码是 123456',
  params: { code: '123456' },
};
const aliyun = {
  accessKeyId: 'testId',
  accessKeySecret: 'testSecret',
  signName: '合作伙伴门户',
  templateCode: 'SMS_71390007',
  endpoint: 'https://dysmsapi.aliyuncs.com',
  regionId: 'cn-hangzhou',
};

/** A fetch that records the request and answers with the given status and body. */
const fakeFetch = (status: number, body: unknown) => {
  const requests: { url: string; method: string; headers: Record<string, string>; body?: string }[] = [];
  const impl: FetchLike = async (url, init) => {
    requests.push({ url, ...init });
    return { status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) };
  };
  return { impl, requests };
};

describe('Aliyun SendSms request', () => {
  it('percent-encodes as Aliyun signs: space %20, * %2A, ~ kept, !\'() encoded', () => {
    expect(aliyunPercentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(aliyunPercentEncode('合')).toBe('%E5%90%88');
  });

  it('sorts the parameters, signs "GET&%2F&<encoded query>" with HMAC-SHA1 keyed by secret + "&"', () => {
    const request = aliyunSendSmsRequest(aliyun, message, '45e25e9b-0a6f-4070-8c85-2956eda1b466', new Date('2017-07-12T02:42:19.123Z'));
    const canonical =
      'AccessKeyId=testId&Action=SendSms&Format=JSON&PhoneNumbers=13812345678&RegionId=cn-hangzhou' +
      '&SignName=%E5%90%88%E4%BD%9C%E4%BC%99%E4%BC%B4%E9%97%A8%E6%88%B7&SignatureMethod=HMAC-SHA1' +
      '&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007' +
      '&TemplateParam=%7B%22code%22%3A%22123456%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25';
    const signature = createHmac('sha1', 'testSecret&')
      .update(`GET&%2F&${encodeURIComponent(canonical)}`)
      .digest('base64');
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`https://dysmsapi.aliyuncs.com/?Signature=${aliyunPercentEncode(signature)}&${canonical}`);
  });

  it('answers Code OK as sent; an isv.* code is final, anything else may be retried', async () => {
    const ok = fakeFetch(200, { Code: 'OK', BizId: '900619746936498440^0', RequestId: 'r' });
    expect(await aliyunSender(aliyun, ok.impl).send(message)).toEqual({ provider: 'aliyun', providerMessageId: '900619746936498440^0' });
    const illegal = fakeFetch(200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'bad number' });
    await expect(aliyunSender(aliyun, illegal.impl).send(message)).rejects.toMatchObject({ retryable: false });
    const busy = fakeFetch(200, { Code: 'isp.SYSTEM_ERROR' });
    await expect(aliyunSender(aliyun, busy.impl).send(message)).rejects.toMatchObject({ retryable: true });
    const down: FetchLike = async () => {
      throw new Error('ECONNREFUSED');
    };
    await expect(aliyunSender(aliyun, down).send(message)).rejects.toBeInstanceOf(SmsProviderError);
  });
});

describe('Twilio Messages request', () => {
  const twilio = { accountSid: 'AC123', authToken: 'secret', from: '+15005550006', apiUrl: 'https://api.twilio.com' };
  const hk: SmsMessage = { ...message, phonePrefixCountryCode: '+852', contactNumber: '61234567', text: 'Your code is 123456' };

  it('POSTs the E.164 number, sender and text as a form with basic auth', () => {
    const request = twilioSendRequest(twilio, hk);
    expect(request.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.headers.Authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ To: '+85261234567', From: '+15005550006', Body: 'Your code is 123456' });
    const viaService = twilioSendRequest({ ...twilio, from: 'MG0001' }, hk);
    expect(Object.fromEntries(new URLSearchParams(viaService.body))).toMatchObject({ MessagingServiceSid: 'MG0001' });
  });

  it('201 with a sid is sent; 400 is final; 429 and 5xx may be retried', async () => {
    expect(await twilioSender(twilio, fakeFetch(201, { sid: 'SM1' }).impl).send(hk)).toEqual({ provider: 'twilio', providerMessageId: 'SM1' });
    await expect(twilioSender(twilio, fakeFetch(400, { code: 21211, message: 'invalid To' }).impl).send(hk)).rejects.toMatchObject({ retryable: false });
    await expect(twilioSender(twilio, fakeFetch(429, {}).impl).send(hk)).rejects.toMatchObject({ retryable: true });
    await expect(twilioSender(twilio, fakeFetch(503, 'oops').impl).send(hk)).rejects.toMatchObject({ retryable: true });
  });
});

describe('choosing the sender', () => {
  const pool = {} as pg.Pool;

  it('routes +86 to the mainland sender and the rest to the international one', async () => {
    const sent: string[] = [];
    const sender = routingSender({
      mainland: { send: async () => (sent.push('mainland'), { provider: 'a', providerMessageId: null }) },
    });
    await sender.send(message);
    await expect(sender.send({ ...message, phonePrefixCountryCode: '+852' })).rejects.toMatchObject({ retryable: false });
    expect(sent).toEqual(['mainland']);
  });

  it('uses the outbox without providers, refuses it in production, and refuses a half configuration', () => {
    expect(smsSenderFromEnv(pool, {}).description).toContain('outbox');
    expect(() => smsSenderFromEnv(pool, { NODE_ENV: 'production' })).toThrow(/production/);
    expect(() => smsSenderFromEnv(pool, { TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_AUTH_TOKEN/);
    expect(smsSenderFromEnv(pool, { NODE_ENV: 'production', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' }).description).toBe(
      'SMS through Twilio (other regions)',
    );
  });
});

describe('the account sync request', () => {
  it('splits names into first and last, never leaving one empty', () => {
    expect(splitName('Paul  Admin')).toEqual({ firstName: 'Paul', lastName: 'Admin' });
    expect(splitName('Mary Jane Watson')).toEqual({ firstName: 'Mary Jane', lastName: 'Watson' });
    expect(splitName('王伟')).toEqual({ firstName: '伟', lastName: '王' });
    expect(splitName('Madonna')).toEqual({ firstName: 'Madonna', lastName: 'Madonna' });
    expect(accountPhone({ name: 'x', email: null, phonePrefixCountryCode: '+86', contactNumber: '13812345678' })).toBe('+8613812345678');
  });

  it('gets a service-account token, reads the account and writes it back with name, e-mail and phone', async () => {
    const requests: { url: string; method: string; body?: string }[] = [];
    const impl: FetchLike = async (url, init) => {
      requests.push({ url, method: init.method, body: init.body });
      if (url.endsWith('/token')) return { status: 200, text: async () => JSON.stringify({ access_token: 'tok' }) };
      if (init.method === 'GET') return { status: 200, text: async () => JSON.stringify({ id: 'u1', username: 'nora', attributes: { locale: ['en'] } }) };
      return { status: 204, text: async () => '' };
    };
    const service = keycloakAccountService({ url: 'http://kc:8180/', realm: 'partner-portal', clientId: 'sync', clientSecret: 's' }, impl);
    await service.update('u1', { name: 'Nora Chan', email: 'nora@example.com', phonePrefixCountryCode: '+852', contactNumber: '61234567' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://kc:8180/realms/partner-portal/protocol/openid-connect/token',
      'GET http://kc:8180/admin/realms/partner-portal/users/u1',
      'PUT http://kc:8180/admin/realms/partner-portal/users/u1',
    ]);
    expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toEqual({ grant_type: 'client_credentials', client_id: 'sync', client_secret: 's' });
    expect(JSON.parse(requests[2]!.body!)).toEqual({
      id: 'u1',
      username: 'nora',
      firstName: 'Nora',
      lastName: 'Chan',
      email: 'nora@example.com',
      attributes: { locale: ['en'], phoneNumber: ['+85261234567'] },
    });
    const refused: FetchLike = async (url) => ({ status: url.endsWith('/token') ? 401 : 200, text: async () => '{}' });
    await expect(keycloakAccountService({ url: 'http://kc', realm: 'r', clientId: 'c', clientSecret: 'x' }, refused).update('u1', {
      name: 'N',
      email: null,
      phonePrefixCountryCode: null,
      contactNumber: null,
    })).rejects.toThrow(/HTTP 401/);
  });
});
