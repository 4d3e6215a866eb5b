import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { RenderedEmail } from './email.ts';
import { httpOutcome, networkOutcome, retryAfterMs, smtpOutcome, type Outcome } from './retry.ts';

/** The IO of each channel; the worker only sees outcomes. */
export interface Senders {
  email(message: RenderedEmail): Promise<Outcome>;
  webhook(url: string, body: string, headers: Record<string, string>): Promise<Outcome>;
  sms(to: string, text: string): Promise<Outcome>;
  close(): void;
}

export interface TransportOptions {
  /** smtp(s)://user:pass@host:port; none: .eml files under mailDir. */
  smtpUrl?: string;
  mailDir: string;
  /** Development sink for SMS when no provider is set (one JSON line per message). */
  smsLog: string;
  sms?: { url: string; account: string; token: string; from: string };
  webhookTimeoutMs: number;
  smtpTimeoutMs: number;
}

/** An Australian mobile in the international form SMS providers want: 0412… → +61412…. */
export const e164 = (digits: string) => (/^0\d{9}$/.test(digits) ? `+61${digits.slice(1)}` : digits);

/** A Message-ID as a file name: the same message always lands in the same file. */
const emlName = (messageId: string) => `${messageId.replace(/[<>]/g, '').replace(/[^\w.@-]/g, '_')}.eml`;

function emailSender(options: TransportOptions): Pick<Senders, 'email' | 'close'> {
  if (options.smtpUrl) {
    // One options object with the URL in it: given as a second argument, these would be message
    // defaults, not transport options (no pool, no timeouts: a new connection for every message).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 10,
      // A connection stays open for as many messages as come (the default reconnects every 100).
      maxMessages: Infinity,
      connectionTimeout: options.smtpTimeoutMs,
      greetingTimeout: options.smtpTimeoutMs,
      socketTimeout: options.smtpTimeoutMs,
    } as object);
    return {
      email: async (message) => {
        try {
          await transport.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
          return { ok: true };
        } catch (error) {
          return smtpOutcome(error as { responseCode?: number; code?: string; message: string });
        }
      },
      close: () => {
        transport.close();
      },
    };
  }
  mkdirSync(options.mailDir, { recursive: true, mode: 0o700 });
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    email: async (message) => {
      try {
        const info = await stream.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
        writeFileSync(join(options.mailDir, emlName(message.messageId)), info.message as Buffer, { mode: 0o600 });
        return { ok: true };
      } catch (error) {
        return { ok: false, permanent: false, reason: `mail folder: ${(error as Error).message}` };
      }
    },
    close: () => undefined,
  };
}

async function post(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<Outcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const detail = res.ok ? '' : await res.text().catch(() => '');
    return httpOutcome(res.status, detail, retryAfterMs(res.headers.get('retry-after'), Date.now()));
  } catch (error) {
    return networkOutcome(error);
  }
}

/** Email over SMTP (or .eml files), webhooks over HTTP, SMS through a form-encoded Messages API (or a log). */
export function createSenders(options: TransportOptions): Senders {
  const mail = emailSender(options);
  return {
    ...mail,
    webhook: (url, body, headers) =>
      post(
        url,
        body,
        { 'content-type': 'application/json', 'user-agent': 'dealer-sites-delivery/1', ...headers },
        options.webhookTimeoutMs,
      ),
    sms: async (to, text) => {
      const provider = options.sms;
      if (!provider) {
        mkdirSync(join(options.smsLog, '..'), { recursive: true });
        appendFileSync(
          options.smsLog,
          `${JSON.stringify({ at: new Date().toISOString(), channel: 'sms', to: [to], text })}\n`,
          { mode: 0o600 },
        );
        return { ok: true };
      }
      const auth = Buffer.from(`${provider.account}:${provider.token}`).toString('base64');
      const form = new URLSearchParams({ To: e164(to), From: provider.from, Body: text }).toString();
      return post(
        provider.url,
        form,
        { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${auth}` },
        options.webhookTimeoutMs,
      );
    },
  };
}
