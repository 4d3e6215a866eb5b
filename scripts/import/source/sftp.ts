import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { Client, type ConnectConfig, type SFTPWrapper } from 'ssh2';
import type { Credentials } from './credentials.ts';
import { FeedError } from './feedError.ts';
import { networkErrorLine } from './netErrors.ts';

interface SftpOptions {
  timeoutMs: number;
  warn: (line: string) => void;
  /** The fetch's deadline: ends the connection wherever it is. */
  signal?: AbortSignal;
}

/** Waits for `step`, or rejects when the deadline passes first (the caller then names the deadline). */
function beforeDeadline<T>(step: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return step;
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      reject(new FeedError('SFTP: the deadline passed'));
    };
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    step.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', stop);
    });
  });
}

/** OpenSSH's way of printing a host key: `SHA256:` and the unpadded base64 of its digest. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** One line for an SFTP status code on the feed's path. */
function sftpStatusLine(code: unknown, path: string): string {
  if (code === 2) return `SFTP: no file at ${path}`;
  if (code === 3) return `SFTP: permission denied for ${path}`;
  return `SFTP: the server could not open ${path}`;
}

/** The key itself (PEM or OpenSSH text) or the path of a file that holds it. */
function privateKey(value: string): string {
  if (value.startsWith('-----BEGIN')) return value;
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new FeedError('the SSH private key named in feed.auth is neither a key nor a readable file');
  }
}

function connect(url: URL, credentials: Credentials, options: SftpOptions): Promise<Client> {
  const host = url.port === '' ? url.hostname : `${url.hostname}:${url.port}`;
  const login = credentials.login;
  if (login === null) throw new FeedError('an sftp:// feed needs feed.auth: `ssh-key`, or `basic` for a password');
  let seenKey = '';
  const config: ConnectConfig = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? 22 : Number(url.port),
    username: login.username,
    readyTimeout: options.timeoutMs,
    // A server that goes silent is given up after about timeoutMs, not left hanging.
    keepaliveInterval: Math.max(1, Math.floor(options.timeoutMs / 3)),
    keepaliveCountMax: 3,
    hostVerifier: (key: Buffer) => {
      seenKey = hostKeyFingerprint(key);
      return credentials.hostKey === null || credentials.hostKey === seenKey;
    },
    ...(login.privateKey === undefined ? {} : { privateKey: privateKey(login.privateKey) }),
    ...(login.password === undefined ? {} : { password: login.password }),
  };
  const client = new Client();
  options.signal?.addEventListener('abort', () => client.destroy(), { once: true });
  const connected = new Promise<Client>((resolve, reject) => {
    client.on('ready', () => {
      if (credentials.hostKey === null)
        options.warn(`warning: the SFTP host key of ${host} is not checked (set feed.auth.hostKey to ${seenKey})`);
      resolve(client);
    });
    client.on('error', (error: Error & { level?: string; code?: string }) => {
      client.end();
      if (error.level === 'client-authentication')
        reject(
          new FeedError('SFTP: the server refused the credentials (check feed.auth and its environment variables)'),
        );
      else if (error.level === 'client-timeout') reject(new FeedError(networkErrorLine('FEED_TIMEOUT', '', host)));
      else if (seenKey !== '' && credentials.hostKey !== null && seenKey !== credentials.hostKey)
        reject(new FeedError(`SFTP: the host key of ${host} is ${seenKey}, not the one in feed.auth.hostKey`));
      else reject(new FeedError(networkErrorLine(error.code, error.message, host)));
    });
    client.connect(config);
  });
  return beforeDeadline(connected, options.signal);
}

/** Opens a file on an SFTP server as a byte stream; the connection closes with the stream. */
export async function openSftp(url: URL, credentials: Credentials, options: SftpOptions): Promise<Readable> {
  const path = decodeURIComponent(url.pathname);
  const client = await connect(url, credentials, options);
  try {
    const sftp = await beforeDeadline(
      new Promise<SFTPWrapper>((resolve, reject) => {
        client.sftp((error, session) => {
          if (error !== undefined) reject(new FeedError('SFTP: the server has no SFTP subsystem'));
          else resolve(session);
        });
      }),
      options.signal,
    );
    await beforeDeadline(
      new Promise<void>((resolve, reject) => {
        sftp.stat(path, (error) => {
          if (error !== undefined) reject(new FeedError(sftpStatusLine((error as { code?: unknown }).code, path)));
          else resolve();
        });
      }),
      options.signal,
    );
    const stream = sftp.createReadStream(path);
    stream.on('close', () => client.end());
    return stream;
  } catch (error) {
    client.end();
    throw error;
  }
}
