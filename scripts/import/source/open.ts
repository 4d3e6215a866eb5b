import { createReadStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { FeedError } from './feedError.ts';
import { openUrl } from './http.ts';
import { ByteCap, DEFAULT_LIMITS, type FeedLimits } from './limits.ts';
import { scrubUrl } from './scrub.ts';

/** How to open a feed's location (the reading options, encoding and format, are separate). */
export interface SourceOptions {
  allowHttp: boolean;
  limits: FeedLimits;
  /** Request headers with the feed's credentials (see credentials.ts). */
  headers: Readonly<Record<string, string>>;
  extraCa?: string;
  timeoutMs: number;
  maxRedirects: number;
  /** Where warnings go (a plain-http feed is reported on every import). */
  warn: (line: string) => void;
}

export const DEFAULT_SOURCE_OPTIONS: SourceOptions = {
  allowHttp: false,
  limits: DEFAULT_LIMITS,
  headers: {},
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

async function rawBytes(location: string, options: SourceOptions): Promise<Readable> {
  const kind = locationKind(location);
  switch (kind) {
    case 'file':
      return createReadStream(location);
    case 'http':
      if (!options.allowHttp)
        throw new FeedError('plain http is refused: use https, or set feed.allowHttp to accept an unencrypted feed');
      options.warn(
        `warning: ${scrubUrl(location)} is plain http (feed.allowHttp): anyone on the way can read or change it`,
      );
      return openUrl(new URL(location), options);
    case 'https':
      return openUrl(new URL(location), options);
    case 'sftp':
      throw new FeedError('sftp:// feeds are not supported yet');
    default:
      return kind satisfies never;
  }
}

/** Opens a feed as a byte stream capped at the feed size limit; stream errors arrive as FeedError. */
export async function openSource(location: string, options: SourceOptions = DEFAULT_SOURCE_OPTIONS): Promise<Readable> {
  const bytes = await rawBytes(location, options);
  const capped = new ByteCap(options.limits.maxFeedBytes);
  const out = new PassThrough();
  const fail = (error: Error) => {
    if (!out.destroyed)
      out.destroy(error instanceof FeedError ? error : new FeedError(`reading the feed failed: ${error.message}`));
    bytes.destroy();
  };
  // A reader that stops early (a whole-file error) closes the connection or file too.
  out.on('close', () => bytes.destroy());
  bytes.on('error', fail);
  bytes.on('aborted', () => {
    fail(new FeedError('the connection closed before the whole feed arrived'));
  });
  capped.on('error', fail);
  bytes.pipe(capped).pipe(out);
  return out;
}
