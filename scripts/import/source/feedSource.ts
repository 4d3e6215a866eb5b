import { join } from 'node:path';
import type { FeedAuth } from './credentials.ts';
import type { EncodingSetting } from './decode.ts';
import type { DelimiterSetting } from './delimiter.ts';
import { DEFAULT_SOURCE_OPTIONS, locationKind, type SourceOptions } from './open.ts';
import { scrubUrl } from './scrub.ts';

/** How the feed's bytes become records (a preset may hand over the delimiter and record path). */
export interface ReadOptions {
  encoding: EncodingSetting;
  delimiter: DelimiterSetting;
  /** XML: the element path of one car; null: `vehicles/vehicle`. */
  recordPath: string | null;
}

export const DEFAULT_READ_OPTIONS: ReadOptions = { encoding: 'auto', delimiter: 'auto', recordPath: null };

/** A feed's location with how to open and read it; printed, it shows the location without secrets. */
export class FeedSource {
  readonly location: string;
  readonly options: SourceOptions;
  readonly read: ReadOptions;

  constructor(location: string, options: SourceOptions = DEFAULT_SOURCE_OPTIONS, read = DEFAULT_READ_OPTIONS) {
    this.location = location;
    this.options = options;
    this.read = read;
  }

  toString(): string {
    return scrubUrl(this.location);
  }
}

export interface SourceConfig {
  /** `--file` or `--url` from the command line, which replaces `feed.location`. */
  explicit: string | undefined;
  dealerDir: string;
  feed: { location: string | null; auth: FeedAuth | null; allowHttp: boolean } & ReadOptions;
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * A configured file location on disk: inside the dealer folder, or, when its first folder starts with
 * `_` (`_feeds/group.csv`, never a dealer), in that folder of the dealers folder shared by the fleet.
 */
export function feedFilePath(dealerDir: string, location: string): string {
  return location.split(/[\\/]/)[0]!.startsWith('_') ? join(dealerDir, '..', location) : join(dealerDir, location);
}

/** Where `npm run import` reads one dealer's feed from, with the dealer's credentials and the deployment's caps. */
export function feedSourceFor({ explicit, dealerDir, feed, env }: SourceConfig): FeedSource {
  const location = explicit ?? feed.location ?? '';
  const resolved =
    explicit !== undefined || locationKind(location) !== 'file' ? location : feedFilePath(dealerDir, location);
  return new FeedSource(
    resolved,
    { ...DEFAULT_SOURCE_OPTIONS, allowHttp: feed.allowHttp, auth: feed.auth, env },
    { encoding: feed.encoding, delimiter: feed.delimiter, recordPath: feed.recordPath },
  );
}
