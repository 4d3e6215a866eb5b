import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { credentialsFor, type Credentials, type FeedAuth } from './credentials.ts';
import { FeedError } from './feedError.ts';
import { openUrl } from './http.ts';
import { ByteCap, deadlineFromEnv, deadlineLine, limitsFromEnv, type FeedLimits } from './limits.ts';
import { scrubUrl } from './scrub.ts';
import { openSftp } from './sftp.ts';

/** How to open a feed's location (the reading options, encoding and format, are separate). */
export interface SourceOptions {
  allowHttp: boolean;
  auth: FeedAuth | null;
  /** Where the secrets `auth` names and the size caps (`FEED_MAX_MB`, `FEED_MAX_FIELD_KB`) are read. */
  env: Readonly<Record<string, string | undefined>>;
  /** Caps that replace the environment's (tests). */
  limits?: FeedLimits;
  /** An extra certificate authority (PEM) besides the public ones: a DMS's own, or a test's. */
  extraCa?: string;
  /** How long a connection may stay silent (and the SSH handshake may take). */
  timeoutMs: number;
  /** The whole fetch's deadline; default `FEED_DEADLINE_S` of `env`, else 900 s. */
  deadlineMs?: number;
  maxRedirects: number;
  /** Where warnings go (a plain-http feed is reported on every import). */
  warn: (line: string) => void;
}

export const DEFAULT_SOURCE_OPTIONS: SourceOptions = {
  allowHttp: false,
  auth: null,
  env: {},
  timeoutMs: 30_000,
  maxRedirects: 5,
  warn: (line) => {
    console.error(line);
  },
};

/** The kind of place a location names. */
export function locationKind(location: string): 'https' | 'http' | 'sftp' | 'file' {
  if (/^https:\/\//i.test(location)) return 'https';
  if (/^http:\/\//i.test(location)) return 'http';
  if (/^sftp:\/\//i.test(location)) return 'sftp';
  return 'file';
}

async function openFile(path: string): Promise<Readable> {
  try {
    if (!(await stat(path)).isFile()) throw new FeedError('not a file');
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new FeedError(code === 'ENOENT' ? 'no such file' : `the file cannot be read (${code ?? 'error'})`);
  }
  return createReadStream(path);
}

async function rawBytes(
  location: string,
  options: SourceOptions,
  credentials: Credentials,
  signal: AbortSignal,
): Promise<Readable> {
  const kind = locationKind(location);
  const url = { ...options, headers: credentials.headers, signal };
  if (kind !== 'file' && /^[a-z]+:\/\/[^/]*@/i.test(location))
    throw new FeedError('a URL with a user name or password is refused: name environment variables in feed.auth');
  switch (kind) {
    case 'file':
      return openFile(location);
    case 'http':
      if (!options.allowHttp)
        throw new FeedError('plain http is refused: use https, or set feed.allowHttp to accept an unencrypted feed');
      options.warn(
        `warning: ${scrubUrl(location)} is plain http (feed.allowHttp): anyone on the way can read or change it`,
      );
      return openUrl(new URL(location), url);
    case 'https':
      return openUrl(new URL(location), url);
    case 'sftp':
      return openSftp(new URL(location), credentials, { ...options, signal });
    default:
      return kind satisfies never;
  }
}

/** Opens a feed as a byte stream capped at the feed size limit; stream errors arrive as FeedError. */
export async function openSource(
  location: string,
  options: SourceOptions = DEFAULT_SOURCE_OPTIONS,
): Promise<{ bytes: Readable; limits: FeedLimits }> {
  const limits = options.limits ?? limitsFromEnv(options.env);
  const deadlineMs = options.deadlineMs ?? deadlineFromEnv(options.env);
  // One deadline for the whole fetch: connecting, redirects, the handshake and every byte.
  const credentials = credentialsFor(options.auth, options.env);
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    deadline.abort();
  }, deadlineMs);
  timer.unref();
  let raw: Readable;
  try {
    raw = await rawBytes(location, options, credentials, deadline.signal);
  } catch (error) {
    clearTimeout(timer);
    throw deadline.signal.aborted ? new FeedError(deadlineLine(deadlineMs)) : error;
  }
  const capped = new ByteCap(limits.maxFeedBytes);
  const out = new PassThrough();
  const fail = (error: Error) => {
    clearTimeout(timer);
    if (!out.destroyed)
      out.destroy(error instanceof FeedError ? error : new FeedError(`reading the feed failed: ${error.message}`));
    raw.destroy();
  };
  deadline.signal.addEventListener('abort', () => {
    fail(new FeedError(deadlineLine(deadlineMs)));
  });
  // A reader that stops early (a whole-file error) closes the connection or file too.
  out.on('close', () => {
    clearTimeout(timer);
    raw.destroy();
  });
  out.on('end', () => {
    clearTimeout(timer);
  });
  raw.on('error', fail);
  raw.on('aborted', () => {
    fail(new FeedError('the connection closed before the whole feed arrived'));
  });
  capped.on('error', fail);
  raw.pipe(capped).pipe(out);
  return { bytes: out, limits };
}
