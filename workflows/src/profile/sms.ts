import { createHmac, randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * The SMS port: one way to send a text message, with two kinds of adapter. A real provider's HTTP API (Aliyun SMS for
 * mainland numbers, +86; Twilio for every other region) when configured, else the development outbox, which keeps
 * each message in a table vendor admins read in the back office and prints it to the log.
 */
export interface SmsMessage {
  /** Used as the outbox's key, so a repeated send stores the message once. */
  deliveryId: string;
  /** '+86' */
  phonePrefixCountryCode: string;
  /** Without the prefix. */
  contactNumber: string;
  /** The whole text (outbox, Twilio). */
  text: string;
  /** Template parameters (Aliyun sends a registered template with these values). */
  params: Record<string, string>;
}

export interface SmsSendResult {
  provider: string;
  providerMessageId: string | null;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/** A provider refused or could not be reached; `retryable` is false when the same request can never succeed. */
export class SmsProviderError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'SmsProviderError';
    this.retryable = retryable;
  }
}

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  text(): Promise<string>;
}>;

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Aliyun SMS (dysmsapi, SendSms, RPC style with signature version 1.0: HMAC-SHA1 over the sorted, encoded query)

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Default https://dysmsapi.aliyuncs.com */
  endpoint: string;
  regionId: string;
}

/** Aliyun's percent-encoding: RFC 3986 unreserved characters stay, everything else (space as %20, `*` too) is encoded. */
export const aliyunPercentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signed GET request of SendSms for one mainland number; `nonce` and `now` are given so tests can fix them. */
export const aliyunSendSmsRequest = (config: AliyunSmsConfig, message: SmsMessage, nonce: string, now: Date): HttpRequest => {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: message.contactNumber,
    RegionId: config.regionId,
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: config.templateCode,
    TemplateParam: JSON.stringify(message.params),
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `GET&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  const signature = createHmac('sha1', `${config.accessKeySecret}&`).update(stringToSign).digest('base64');
  return {
    url: `${config.endpoint.replace(/\/$/, '')}/?Signature=${aliyunPercentEncode(signature)}&${canonical}`,
    method: 'GET',
    headers: { Accept: 'application/json' },
  };
};

export const aliyunSender = (config: AliyunSmsConfig, fetchImpl: FetchLike): SmsSender => ({
  async send(message) {
    const request = aliyunSendSmsRequest(config, message, randomUUID(), new Date());
    const response = await callProvider(fetchImpl, request, 'aliyun');
    let body: { Code?: string; Message?: string; BizId?: string };
    try {
      body = JSON.parse(response.body) as typeof body;
    } catch {
      throw new SmsProviderError(`aliyun: unreadable answer (HTTP ${response.status})`, true);
    }
    if (response.status === 200 && body.Code === 'OK') return { provider: 'aliyun', providerMessageId: body.BizId ?? null };
    // isv.* codes are the request's own fault (bad number, template, signature): a retry cannot help.
    const retryable = response.status >= 500 || !String(body.Code ?? '').startsWith('isv.');
    throw new SmsProviderError(`aliyun: ${body.Code ?? response.status} ${body.Message ?? ''}`.trim(), retryable);
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Twilio Programmable Messaging (POST .../Accounts/{sid}/Messages.json, HTTP basic auth, form body)

export interface TwilioSmsConfig {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164, or a messaging service id (MG…). */
  from: string;
  /** Default https://api.twilio.com */
  apiUrl: string;
}

export const twilioSendRequest = (config: TwilioSmsConfig, message: SmsMessage): HttpRequest => {
  const form = new URLSearchParams({
    To: `${message.phonePrefixCountryCode}${message.contactNumber}`,
    ...(config.from.startsWith('MG') ? { MessagingServiceSid: config.from } : { From: config.from }),
    Body: message.text,
  });
  return {
    url: `${config.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: form.toString(),
  };
};

export const twilioSender = (config: TwilioSmsConfig, fetchImpl: FetchLike): SmsSender => ({
  async send(message) {
    const response = await callProvider(fetchImpl, twilioSendRequest(config, message), 'twilio');
    let body: { sid?: string; code?: number; message?: string } = {};
    try {
      body = JSON.parse(response.body) as typeof body;
    } catch {
      // an unreadable body is judged by its status below
    }
    if (response.status >= 200 && response.status < 300 && body.sid) return { provider: 'twilio', providerMessageId: body.sid };
    // 4xx other than throttling is the request's own fault; 429 and 5xx may pass later.
    const retryable = response.status === 429 || response.status >= 500;
    throw new SmsProviderError(`twilio: HTTP ${response.status} ${body.code ?? ''} ${body.message ?? ''}`.trim(), retryable);
  },
});

const callProvider = async (fetchImpl: FetchLike, request: HttpRequest, name: string) => {
  try {
    const response = await fetchImpl(request.url, { method: request.method, headers: request.headers, body: request.body });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    throw new SmsProviderError(`${name}: ${error instanceof Error ? error.message : String(error)}`, true);
  }
};

// ---------------------------------------------------------------------------------------------------------------
// The development outbox

export const outboxSender = (pool: pg.Pool, log: (line: string) => void = console.log): SmsSender => ({
  async send(message) {
    const phone = `${message.phonePrefixCountryCode} ${message.contactNumber}`;
    await pool.query('select app_private.sms_outbox_store($1::uuid, $2, $3)', [message.deliveryId, phone, message.text]);
    log(`[sms outbox] to ${phone}: ${message.text}`);
    return { provider: 'outbox', providerMessageId: null };
  },
});

/** Mainland numbers to one sender, every other region to the other; a region without a sender cannot be served. */
export const routingSender = (routes: { mainland?: SmsSender; international?: SmsSender }): SmsSender => ({
  send(message) {
    const sender = message.phonePrefixCountryCode === '+86' ? routes.mainland : routes.international;
    if (!sender) return Promise.reject(new SmsProviderError(`no SMS provider configured for ${message.phonePrefixCountryCode}`, false));
    return sender.send(message);
  },
});

/**
 * The sender the environment asks for:
 *   ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE
 *     (+ ALIYUN_SMS_ENDPOINT, ALIYUN_SMS_REGION)                         mainland numbers through Aliyun
 *   TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM (+ TWILIO_API_URL) other regions through Twilio
 * With neither, the development outbox, which refuses to start when NODE_ENV=production.
 */
export const smsSenderFromEnv = (pool: pg.Pool, env: NodeJS.ProcessEnv = process.env, fetchImpl: FetchLike = fetch): { sender: SmsSender; description: string } => {
  const aliyunKeys = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'];
  const twilioKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'];
  const configured = (keys: string[]) => {
    const present = keys.filter((k) => env[k]);
    if (present.length > 0 && present.length < keys.length) {
      throw new Error(`SMS provider configuration is incomplete: missing ${keys.filter((k) => !env[k]).join(', ')}`);
    }
    return present.length === keys.length;
  };
  const mainland = configured(aliyunKeys)
    ? aliyunSender(
        {
          accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!,
          accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET!,
          signName: env.ALIYUN_SMS_SIGN_NAME!,
          templateCode: env.ALIYUN_SMS_TEMPLATE_CODE!,
          endpoint: env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com',
          regionId: env.ALIYUN_SMS_REGION || 'cn-hangzhou',
        },
        fetchImpl,
      )
    : undefined;
  const international = configured(twilioKeys)
    ? twilioSender(
        {
          accountSid: env.TWILIO_ACCOUNT_SID!,
          authToken: env.TWILIO_AUTH_TOKEN!,
          from: env.TWILIO_FROM!,
          apiUrl: env.TWILIO_API_URL || 'https://api.twilio.com',
        },
        fetchImpl,
      )
    : undefined;
  if (mainland || international) {
    return {
      sender: routingSender({ mainland, international }),
      description: `SMS through ${[mainland && 'Aliyun (+86)', international && 'Twilio (other regions)'].filter(Boolean).join(' and ')}`,
    };
  }
  if (env.NODE_ENV === 'production') {
    throw new Error('NODE_ENV=production but no SMS provider is configured (ALIYUN_SMS_* and/or TWILIO_*): the development outbox does not run in production');
  }
  return { sender: outboxSender(pool), description: 'SMS to the development outbox (app_public.sms_outbox_messages)' };
};
